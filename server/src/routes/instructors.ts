import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema, IdParamsSchema, IMAGE_MAX_BYTES, InstructorInputSchema, InstructorSchema } from '../../../shared/domain/index.ts';
import { HttpError, notFound } from '../http-errors.ts';
import { readMultipartForm } from '../plugins/multipart-form.ts';
import { instructorTarget } from '../services/audit-targets.ts';
import { parseInput } from '../validation.ts';

const instructorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { instructors, courses } = app.repos;

  app.get(
    '/instructors',
    { schema: { tags: ['instructors'], summary: 'Every instructor, newest first', response: { 200: z.array(InstructorSchema) } } },
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
      let imageFile: string | null = null;
      try {
        const input = parseInput(InstructorInputSchema, form.fields);
        imageFile = form.file ? await app.storage.saveImage(form.file) : null;
        const instructor = await app.catalogue.change(request, async ({ repos, record }) => {
          const created = await repos.instructors.create(input, imageFile);
          await record({ action: 'instructor.create', target: { kind: 'instructor', _id: created._id, label: created.name }, summary: 'Added', detail: { code: 'added' } });
          return created;
        });
        return reply.status(201).send(instructor);
      } catch (error) {
        if (form.file) await app.storage.discard(form.file);
        await app.storage.removeImage(imageFile);
        throw error;
      }
    },
  );

  app.put(
    '/instructors/:id',
    {
      onRequest: app.requireStaff('instructors'),
      schema: {
        tags: ['instructors'],
        summary: "Edit an instructor's name and title (JSON, or multipart with a new avatar image); the courses keep them",
        consumes: ['application/json', 'multipart/form-data'],
        params: IdParamsSchema,
        response: { 200: InstructorSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const form = request.isMultipart() ? await readMultipartForm(request, app.storage, { fileField: 'avatar', maxBytes: IMAGE_MAX_BYTES }) : { fields: request.body ?? {} };
      const photo = 'file' in form ? form.file : undefined;
      let imageFile: string | null = null;
      let result: Awaited<ReturnType<typeof instructors.update>>;
      try {
        const input = parseInput(InstructorInputSchema, form.fields);
        imageFile = photo ? await app.storage.saveImage(photo) : null;
        result = await app.catalogue.change(request, async ({ repos, record }) => {
          const updated = await repos.instructors.update(request.params.id, input, imageFile);
          if (updated) {
            const { instructor } = updated;
            await record({ action: 'instructor.update', target: { kind: 'instructor', _id: instructor._id, label: instructor.name }, ...(imageFile ? { summary: 'Updated, new photo', detail: { code: 'updated_photo' } } : { summary: 'Updated', detail: { code: 'updated' } }) });
          }
          return updated;
        });
      } catch (error) {
        await app.storage.discard(photo);
        await app.storage.removeImage(imageFile);
        throw error;
      }
      if (!result) {
        await app.storage.removeImage(imageFile);
        throw notFound('Instructor');
      }
      await app.storage.removeImage(result.replacedImageFile);
      return result.instructor;
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
      const titles = await courses.frenchTitlesByInstructor(request.params.id);
      if (titles.length > 0) {
        throw new HttpError(
          409,
          `This instructor still teaches ${titles.length === 1 ? 'the course' : 'these courses'}: ${titles.map((title) => `"${title}"`).join(', ')}. Assign ${titles.length === 1 ? 'it' : 'them'} to another instructor or delete ${titles.length === 1 ? 'it' : 'them'} first.`,
          { code: 'instructor_in_use', params: { courses: titles.map((title) => `« ${title} »`).join(', ') } },
        );
      }
      const deleted = await app.catalogue.change(request, async ({ repos, trx, record }) => {
        const target = await instructorTarget(trx, request.params.id);
        const gone = target && (await repos.instructors.delete(request.params.id));
        if (target && gone) await record({ action: 'instructor.delete', target, summary: 'Deleted', detail: { code: 'deleted' } });
        return gone;
      });
      if (!deleted) throw notFound('Instructor');
      await app.storage.removeImage(deleted.imageFile);
      return { message: 'Instructor deleted.' };
    },
  );
};

export default instructorsRoutes;
