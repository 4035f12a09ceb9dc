/** The instructors (SPEC §2): listed for everybody; added, edited and deleted by staff, each one call of the catalogue's service. */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorResponseSchema,
  IdParamsSchema,
  IMAGE_MAX_BYTES,
  InstructorInputSchema,
  InstructorSchema,
} from '../../../../shared/domain/index.ts';
import { notFound } from '../../infra/http/http-errors.ts';
import { inputOfForm, type MultipartForm, readMultipartForm } from '../../infra/http/multipart-form.ts';
import { staffOf } from '../../infra/http/auth.ts';
import { actorOf } from '../audit/audit-trail.ts';
import { parseInput } from '../../infra/http/validation.ts';

const instructorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { instructors } = app.repos;
  const actor = (request: FastifyRequest) => actorOf(staffOf(request));

  app.get(
    '/instructors',
    {
      schema: {
        tags: ['instructors'],
        summary: 'Every instructor, newest first',
        response: { 200: z.array(InstructorSchema) },
      },
    },
    () => instructors.list(),
  );

  app.post(
    '/instructors',
    {
      onRequest: app.requireStaff('instructors'),
      schema: {
        tags: ['instructors'],
        summary: 'Add an instructor (multipart: name, title, optional avatar image)',
        consumes: ['multipart/form-data'],
        response: { 201: InstructorSchema },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, app.storage, { fileField: 'avatar', maxBytes: IMAGE_MAX_BYTES });
      const input = await inputOfForm(form, app.storage, (fields) => parseInput(InstructorInputSchema, fields));
      return reply.status(201).send(await app.catalogue.createInstructor(actor(request), input, form.file));
    },
  );

  app.put(
    '/instructors/:id',
    {
      onRequest: app.requireStaff('instructors'),
      schema: {
        tags: ['instructors'],
        summary:
          "Edit an instructor's name and title (JSON, or multipart with a new avatar image); the courses keep them",
        consumes: ['application/json', 'multipart/form-data'],
        params: IdParamsSchema,
        response: { 200: InstructorSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const form: MultipartForm = request.isMultipart()
        ? await readMultipartForm(request, app.storage, { fileField: 'avatar', maxBytes: IMAGE_MAX_BYTES })
        : { fields: (request.body ?? {}) as Record<string, string> };
      const input = await inputOfForm(form, app.storage, (fields) => parseInput(InstructorInputSchema, fields));
      return app.catalogue.updateInstructor(actor(request), request.params.id, input, form.file);
    },
  );

  app.delete(
    '/instructors/:id',
    {
      onRequest: app.requireStaff('instructors'),
      schema: {
        tags: ['instructors'],
        summary: 'Delete an instructor no course uses (409 names the courses otherwise)',
        params: IdParamsSchema,
        response: { 200: z.object({ message: z.string() }), 404: ErrorResponseSchema, 409: ErrorResponseSchema },
      },
    },
    async (request) => {
      if (!(await app.catalogue.deleteInstructor(actor(request), request.params.id))) throw notFound('Instructor');
      return { message: 'Instructor deleted.' };
    },
  );
};

export default instructorsRoutes;
