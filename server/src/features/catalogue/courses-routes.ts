/**
 * The courses (SPEC §2): the published ones for everybody, every one for staff, and their writes,
 * each one call of the catalogue's service (features/catalogue/service.ts), which does the rest.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type CourseInput,
  CourseInputSchema,
  CourseSchema,
  CourseSummarySchema,
  ErrorResponseSchema,
  IdParamsSchema,
  IMAGE_MAX_BYTES,
  PublishedCourseSchema,
} from '../../../../shared/domain/index.ts';
import { sendCached } from '../../infra/cache/cached-body.ts';
import { HttpError, notFound } from '../../infra/http/http-errors.ts';
import { inputOfForm, readMultipartForm, type ReceivedFile } from '../../infra/http/multipart-form.ts';
import { staffOf, type StaffCheck } from '../../infra/http/auth.ts';
import { actorOf } from '../audit/audit-trail.ts';
import { parseInput } from '../../infra/http/validation.ts';

const MessageSchema = z.object({ message: z.string() });

/**
 * A course as the API takes it (SPEC §2's wire form): the whole course, its localized fields as
 * objects or as JSON text, in a JSON body or as the fields of a multipart one (then with an
 * optional `image` file, and checked by the same schema once read).
 */
const CourseBodySchema = CourseInputSchema.nullish();

const coursesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { courses } = app.repos;
  const admin = { onRequest: app.requireStaff('courses') };
  const actor = (request: Parameters<StaffCheck>[0]) => actorOf(staffOf(request));

  /** The course of a JSON body (already checked by the route's schema), or of a multipart one with its optional `image`. */
  async function readCourseRequest(
    request: Parameters<StaffCheck>[0] & { body: CourseInput | null | undefined },
  ): Promise<{ input: CourseInput; image?: ReceivedFile }> {
    if (!request.isMultipart()) return { input: request.body ?? parseInput(CourseInputSchema, {}) };
    const form = await readMultipartForm(request, app.storage, { fileField: 'image', maxBytes: IMAGE_MAX_BYTES });
    const input = await inputOfForm(form, app.storage, (fields) => parseInput(CourseInputSchema, fields));
    return { input, ...(form.file ? { image: form.file } : {}) };
  }

  app.get(
    '/courses',
    {
      schema: {
        tags: ['courses'],
        summary:
          'Published courses, newest first, as cards with their next upcoming session: the whole course is at /courses/:id (ETag; 304 when unchanged)',
        response: { 200: z.array(CourseSummarySchema) },
      },
    },
    async (request, reply) => sendCached(request, reply, await app.publishedCourses.publishedList()),
  );

  app.get(
    '/courses/all',
    {
      ...admin,
      schema: {
        tags: ['courses'],
        summary: 'Every course, drafts included (admin)',
        response: { 200: z.array(CourseSchema) },
      },
    },
    () => courses.list({ publishedOnly: false }),
  );

  app.get(
    '/courses/:id',
    {
      schema: {
        tags: ['courses'],
        summary:
          'One published course, by its id or by any slug it has or had, with its upcoming sessions (soonest first, with their seats left), for everybody: a draft is not found, whoever asks (ETag; 304 when unchanged)',
        params: IdParamsSchema,
        response: { 200: PublishedCourseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const cached = await app.publishedCourses.publishedCourse(request.params.id);
      if (!cached) throw notFound('Course');
      return sendCached(request, reply, cached);
    },
  );

  app.get(
    '/courses/:id/edit',
    {
      ...admin,
      schema: {
        tags: ['courses'],
        summary: 'One course as the admin edits it, drafts included (admin)',
        params: IdParamsSchema,
        response: { 200: CourseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const course = await courses.findById(request.params.id, { publishedOnly: false });
      if (!course) throw notFound('Course');
      return course;
    },
  );

  app.post(
    '/courses',
    {
      ...admin,
      schema: {
        tags: ['courses'],
        summary:
          'Create a course (JSON, or multipart: the fields of CourseInput, title/description/learnings/syllabus as JSON text, optional image)',
        consumes: ['application/json', 'multipart/form-data'],
        body: CourseBodySchema,
        response: { 201: CourseSchema },
      },
    },
    async (request, reply) => {
      const { input, image } = await readCourseRequest(request);
      return reply.status(201).send(await app.catalogue.createCourse(actor(request), input, image));
    },
  );

  app.put(
    '/courses/:id',
    {
      ...admin,
      schema: {
        tags: ['courses'],
        summary: 'Replace a course: every field, the image too (JSON, or multipart with a new image)',
        consumes: ['application/json', 'multipart/form-data'],
        params: IdParamsSchema,
        body: CourseBodySchema,
        response: { 200: CourseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const { input, image } = await readCourseRequest(request);
      return app.catalogue.updateCourse(actor(request), request.params.id, input, image);
    },
  );

  app.put(
    '/courses/:id/image',
    {
      ...admin,
      schema: {
        tags: ['courses'],
        summary:
          "Replace a course's image alone (multipart: one `image` file, JPEG, PNG or WebP); answers the updated course",
        consumes: ['multipart/form-data'],
        params: IdParamsSchema,
        response: { 200: CourseSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const file = request.isMultipart()
        ? (await readMultipartForm(request, app.storage, { fileField: 'image', maxBytes: IMAGE_MAX_BYTES })).file
        : undefined;
      if (!file)
        throw new HttpError(400, 'Send the image as multipart/form-data, in a field named "image".', {
          code: 'image_required',
        });
      return app.catalogue.replaceCourseImage(actor(request), request.params.id, file);
    },
  );

  app.put(
    '/courses/:id/publish',
    {
      ...admin,
      schema: {
        tags: ['courses'],
        summary: 'Toggle publication; answers the updated course',
        params: IdParamsSchema,
        response: { 200: CourseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const course = await app.catalogue.togglePublished(actor(request), request.params.id);
      if (!course) throw notFound('Course');
      return course;
    },
  );

  app.delete(
    '/courses/:id',
    {
      ...admin,
      schema: {
        tags: ['courses'],
        summary: 'Delete a course, its image and its sessions; 409 when people pre-registered for one of its sessions',
        params: IdParamsSchema,
        response: { 200: MessageSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema },
      },
    },
    async (request) => {
      if (!(await app.catalogue.deleteCourse(actor(request), request.params.id))) throw notFound('Course');
      return { message: 'Course deleted.' };
    },
  );
};

export default coursesRoutes;
