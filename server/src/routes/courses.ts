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
  type Language,
  PublishedCourseSchema,
} from '../../../shared/domain/index.ts';
import { sendCached } from '../cached-body.ts';
import { HttpError, notFound } from '../http-errors.ts';
import { readMultipartForm } from '../plugins/multipart-form.ts';
import type { StaffCheck } from '../plugins/auth.ts';
import type { ReceivedFile } from '../storage/uploads.ts';
import { courseTarget } from '../services/audit-targets.ts';
import { parseInput } from '../validation.ts';

const MessageSchema = z.object({ message: z.string() });

/** A slug staff typed that another course has or had (it still leads there): said beside the field. */
const slugTaken = (language: Language) =>
  new HttpError(400, `The address "${language}" is already another course's: choose another one.`, {
    code: 'slug_taken',
    errors: [{ path: `slug.${language}`, code: 'slug_taken', message: 'This address already belongs to another course.' }],
  });

const coursesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { courses, instructors } = app.repos;
  const admin = { onRequest: app.requireStaff('courses') };

  /** Multipart (with an optional `image`) or JSON; either way the same schema decides. */
  async function readCourseRequest(request: Parameters<StaffCheck>[0]): Promise<{ input: CourseInput; image?: ReceivedFile }> {
    const form = request.isMultipart()
      ? await readMultipartForm(request, app.storage, { fileField: 'image', maxBytes: IMAGE_MAX_BYTES })
      : { fields: request.body ?? {} };
    try {
      const input = parseInput(CourseInputSchema, form.fields);
      if (!(await instructors.exists(input.instructor))) {
        throw new HttpError(400, 'The chosen instructor does not exist.', {
          code: 'unknown_instructor',
          errors: [{ path: 'instructor', message: 'Unknown instructor.' }],
        });
      }
      return { input, ...('file' in form && form.file ? { image: form.file } : {}) };
    } catch (error) {
      if ('file' in form && form.file) await app.storage.discard(form.file);
      throw error;
    }
  }

  app.get(
    '/courses',
    {
      schema: {
        tags: ['courses'],
        summary: 'Published courses, newest first, as cards with their next upcoming session: the whole course is at /courses/:id (ETag; 304 when unchanged)',
        response: { 200: z.array(CourseSummarySchema) },
      },
    },
    async (request, reply) => sendCached(request, reply, await app.publishedCourses.publishedList()),
  );

  app.get(
    '/courses/all',
    { ...admin, schema: { tags: ['courses'], summary: 'Every course, drafts included (admin)', response: { 200: z.array(CourseSchema) } } },
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
        summary: 'Create a course (multipart: the fields of CourseInput, title/description/learnings/syllabus as JSON text, optional image)',
        consumes: ['multipart/form-data'],
        response: { 201: CourseSchema },
      },
    },
    async (request, reply) => {
      const { input, image } = await readCourseRequest(request);
      const imageFile = image ? await app.storage.saveImage(image) : null;
      try {
        const course = await app.catalogue.change(request, async ({ repos, record }) => {
          const created = await repos.courses.create(input, imageFile);
          if ('slugTaken' in created) throw slugTaken(created.slugTaken);
          await record({ action: 'course.create', target: courseTarget(created), ...(created.isPublished ? { summary: 'Created, published', detail: { code: 'created_published' } } : { summary: 'Created as a draft', detail: { code: 'created_draft' } }) });
          return created;
        });
        return reply.status(201).send(course);
      } catch (error) {
        await app.storage.removeImage(imageFile);
        throw error;
      }
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
        response: { 200: CourseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const { input, image } = await readCourseRequest(request);
      const imageFile = image ? await app.storage.saveImage(image) : null;
      let result: Exclude<Awaited<ReturnType<typeof courses.update>>, { slugTaken: Language }>;
      try {
        result = await app.catalogue.change(request, async ({ repos, record }) => {
          const updated = await repos.courses.update(request.params.id, input, imageFile);
          if (updated && 'slugTaken' in updated) throw slugTaken(updated.slugTaken);
          if (updated) {
            const courseState = updated.course.isPublished ? 'published' : 'draft';
            await record({
              action: 'course.update',
              target: courseTarget(updated.course),
              summary: `Updated${imageFile ? ', new image' : ''}; ${courseState}`,
              detail: { code: imageFile ? 'course_updated_image' : 'course_updated', params: { courseState } },
            });
          }
          return updated;
        });
      } catch (error) {
        await app.storage.removeImage(imageFile);
        throw error;
      }
      if (!result) {
        await app.storage.removeImage(imageFile);
        throw notFound('Course');
      }
      await app.storage.removeImage(result.replacedImageFile);
      return result.course;
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
      const course = await app.catalogue.change(request, async ({ repos, record }) => {
        const toggled = await repos.courses.togglePublished(request.params.id);
        if (toggled) {
          const action = toggled.isPublished ? 'course.publish' : 'course.unpublish';
          await record({ action, target: courseTarget(toggled), ...(toggled.isPublished ? { summary: 'Published', detail: { code: 'published' } } : { summary: 'Back to draft', detail: { code: 'back_to_draft' } }) });
        }
        return toggled;
      });
      if (!course) throw notFound('Course');
      return course;
    },
  );

  app.delete(
    '/courses/:id',
    {
      ...admin,
      schema: { tags: ['courses'], summary: 'Delete a course, its image and its sessions; 409 when people pre-registered for one of its sessions', params: IdParamsSchema, response: { 200: MessageSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema } },
    },
    async (request) => {
      const deleted = await app.catalogue.change(request, async ({ repos, record }) => {
        const course = await repos.courses.findById(request.params.id, { publishedOnly: false });
        // Its sessions go with it, unless people pre-registered for one of them.
        const leads = course ? await repos.courseSessions.leadsNaming({ courseId: course._id }) : 0;
        if (leads > 0) {
          throw new HttpError(409, `People pre-registered for sessions of this course (${leads}): unpublish the course, or cancel its sessions, instead of deleting it.`, {
            code: 'course_has_session_leads',
            params: { leads },
          });
        }
        const gone = course && (await repos.courses.delete(request.params.id));
        if (course && gone) await record({ action: 'course.delete', target: courseTarget(course), summary: 'Deleted', detail: { code: 'deleted' } });
        return gone;
      });
      if (!deleted) throw notFound('Course');
      await app.storage.removeImage(deleted.imageFile);
      return { message: 'Course deleted.' };
    },
  );
};

export default coursesRoutes;
