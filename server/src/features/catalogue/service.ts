/**
 * The catalogue's write paths (courses, their sessions, instructors), with their side effects in
 * plain sight: a change is written with the audit row that records it (one transaction), then the
 * published courses are cleared, and the rendered pages with them, on this instance and on the
 * others (cluster/bus.ts), before the answer leaves, so the next read sees the change. A picture
 * is stored before its change and removed by the change's unit of work if it fails; one replaced
 * or left behind is removed once the change is committed. (The centre's details clear the rendered pages
 * themselves: features/settings/service.ts.)
 */
import type {
  Course,
  CourseInput,
  Instructor,
  InstructorInput,
  Language,
  PlannedSession,
  SessionInput,
} from '../../../../shared/domain/index.ts';
import { HttpError, notFound } from '../../infra/http/http-errors.ts';
import type { ReceivedFile, UploadStore } from '../../infra/storage/uploads.ts';
import type { AuditActor } from '../../../../shared/domain/audit.ts';
import type { ActorSource, AuditedChange, AuditTrail } from '../audit/audit-trail.ts';
import { courseTarget, instructorTarget, sessionTarget } from '../audit/targets-repository.ts';

export interface CatalogueServiceOptions {
  audit: AuditTrail;
  /** Clears the published courses and the rendered pages, everywhere. */
  clearCatalogue: () => void;
  /** Where the courses' pictures are stored. */
  images: Pick<UploadStore, 'saveImage' | 'removeImage'>;
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;

/** A slug staff typed that another course has or had (it still leads there): said beside the field. */
const slugTaken = (language: Language) =>
  new HttpError(400, `The address "${language}" is already another course's: choose another one.`, {
    code: 'slug_taken',
    errors: [
      { path: `slug.${language}`, code: 'slug_taken', message: 'This address already belongs to another course.' },
    ],
  });

/** One line for the audit trail: what the session is now. */
const describeSession = (session: PlannedSession) =>
  `${session.startDate} → ${session.endDate}, ${session.mode}, ${session.seats} seat${session.seats === 1 ? '' : 's'}, ${session.status}`;

/** The audit row's summary of a session: the English line, and its code with the values the admin writes in its language. */
const sessionSummary = (
  code: 'session_added' | 'session_updated' | 'session_cancelled' | 'session_deleted',
  session: PlannedSession,
  words: string,
) => ({
  summary: `${words}: ${describeSession(session)}`,
  detail: {
    code,
    params: {
      start: session.startDate,
      end: session.endDate,
      mode: session.mode,
      seats: session.seats,
      sessionStatus: session.status,
    },
  },
});

const unknownInstructor = () =>
  new HttpError(400, 'The chosen instructor does not exist.', {
    code: 'unknown_instructor',
    errors: [{ path: 'instructor', message: 'Unknown instructor.' }],
  });

export function createCatalogueService({ audit, clearCatalogue, images }: CatalogueServiceOptions) {
  /**
   * A change of courses, sessions or instructors: `work` writes it with the repositories it is
   * given and records it (as in AuditTrail.change). Once committed, visitors' copies are cleared.
   * A change that recorded nothing found nothing to change (a 404) or was refused: visitors'
   * copies stay. One that recorded, then failed, may have been committed all the same (a
   * connection lost during COMMIT): they are cleared then too.
   */
  async function change<T>(
    actor: ActorSource,
    work: (change: AuditedChange) => Promise<T>,
    undo?: () => unknown,
  ): Promise<T> {
    let recorded = false;
    try {
      return await audit.change(
        actor,
        (change) =>
          work({
            ...change,
            record: (record) => {
              recorded = true;
              return change.record(record);
            },
          }),
        undo,
      );
    } finally {
      if (recorded) clearCatalogue();
    }
  }

  /** Stores `image` when given: its name, and its removal for a change that fails (the `undo` of `change`). */
  async function storeImage(image: ReceivedFile | undefined) {
    const imageFile = image ? await images.saveImage(image) : null;
    return { imageFile, undo: imageFile ? () => images.removeImage(imageFile) : undefined };
  }

  return {
    change,

    /** Adds a course (with its picture, when given); its instructor must exist and its slugs be free. */
    async createCourse(actor: AuditActor, input: CourseInput, image?: ReceivedFile): Promise<Course> {
      const { imageFile, undo } = await storeImage(image);
      return change(
        actor,
        async ({ repos, record }) => {
          if (!(await repos.instructors.exists(input.instructor))) throw unknownInstructor();
          const created = await repos.courses.create(input, imageFile);
          if ('slugTaken' in created) throw slugTaken(created.slugTaken);
          await record({
            action: 'course.create',
            target: courseTarget(created),
            ...(created.isPublished
              ? { summary: 'Created, published', detail: { code: 'created_published' } }
              : { summary: 'Created as a draft', detail: { code: 'created_draft' } }),
          });
          return created;
        },
        undo,
      );
    },

    /** Replaces a course whole, its picture too when one is given; 404 when there is no such course. */
    async updateCourse(actor: AuditActor, id: string, input: CourseInput, image?: ReceivedFile): Promise<Course> {
      const { imageFile, undo } = await storeImage(image);
      return change(
        actor,
        async ({ repos, record, afterCommit }) => {
          if (!(await repos.instructors.exists(input.instructor))) throw unknownInstructor();
          const result = await repos.courses.update(id, input, imageFile);
          if (!result) throw notFound('Course');
          if ('slugTaken' in result) throw slugTaken(result.slugTaken);
          const courseState = result.course.isPublished ? 'published' : 'draft';
          await record({
            action: 'course.update',
            target: courseTarget(result.course),
            summary: `Updated${imageFile ? ', new image' : ''}; ${courseState}`,
            detail: { code: imageFile ? 'course_updated_image' : 'course_updated', params: { courseState } },
          });
          afterCommit(() => images.removeImage(result.replacedImageFile));
          return result.course;
        },
        undo,
      );
    },

    /** Replaces a course's picture alone; 404 when there is no such course. */
    async replaceCourseImage(actor: AuditActor, id: string, image: ReceivedFile): Promise<Course> {
      const { imageFile, undo } = await storeImage(image);
      return change(
        actor,
        async ({ repos, record, afterCommit }) => {
          const result = await repos.courses.replaceImage(id, imageFile!);
          if (!result) throw notFound('Course');
          const courseState = result.course.isPublished ? 'published' : 'draft';
          await record({
            action: 'course.update',
            target: courseTarget(result.course),
            summary: `Updated, new image; ${courseState}`,
            detail: { code: 'course_updated_image', params: { courseState } },
          });
          afterCommit(() => images.removeImage(result.replacedImageFile));
          return result.course;
        },
        undo,
      );
    },

    /** Publishes a draft or takes a published course back to draft; undefined when there is no such course. */
    togglePublished(actor: AuditActor, id: string): Promise<Course | undefined> {
      return change(actor, async ({ repos, record }) => {
        const toggled = await repos.courses.togglePublished(id);
        if (toggled) {
          const action = toggled.isPublished ? 'course.publish' : 'course.unpublish';
          await record({
            action,
            target: courseTarget(toggled),
            ...(toggled.isPublished
              ? { summary: 'Published', detail: { code: 'published' } }
              : { summary: 'Back to draft', detail: { code: 'back_to_draft' } }),
          });
        }
        return toggled;
      });
    },

    /**
     * Deletes a course with its sessions and picture; false when there is no such course. Refused
     * (409) when people pre-registered for one of its sessions: unpublishing or cancelling keeps them.
     */
    deleteCourse(actor: AuditActor, id: string): Promise<boolean> {
      return change(actor, async ({ repos, record, afterCommit }) => {
        const course = await repos.courses.findById(id, { publishedOnly: false });
        const leads = course ? await repos.courseSessions.leadsNaming({ courseId: course._id }) : 0;
        if (leads > 0) {
          throw new HttpError(
            409,
            `People pre-registered for sessions of this course (${leads}): unpublish the course, or cancel its sessions, instead of deleting it.`,
            {
              code: 'course_has_session_leads',
              params: { leads },
            },
          );
        }
        const gone = course && (await repos.courses.delete(id));
        if (!course || !gone) return false;
        await record({
          action: 'course.delete',
          target: courseTarget(course),
          summary: 'Deleted',
          detail: { code: 'deleted' },
        });
        afterCommit(() => images.removeImage(gone.imageFile));
        return true;
      });
    },

    /** Adds a session to a course; undefined when there is no such course. */
    createSession(actor: AuditActor, courseId: string, input: SessionInput): Promise<PlannedSession | undefined> {
      return change(actor, async ({ repos, record }) => {
        if (!(await repos.courses.findById(courseId, { publishedOnly: false }))) return undefined;
        const session = await repos.courseSessions.create(courseId, input);
        await record({
          action: 'session.create',
          target: sessionTarget(session),
          ...sessionSummary('session_added', session, 'Added'),
        });
        return session;
      });
    },

    /** Replaces a session, never below the seats already taken (400 seats_below_taken); undefined when there is no such session. */
    updateSession(actor: AuditActor, id: string, input: SessionInput): Promise<PlannedSession | undefined> {
      return change(actor, async ({ repos, record }) => {
        // Locked before its seats are counted: an enrolment cannot slip in between.
        if (!(await repos.courseSessions.lockSeats(id))) return undefined;
        const before = (await repos.courseSessions.find(id))!;
        const taken = await repos.courseSessions.seatsTaken(id);
        if (input.seats < taken) {
          throw new HttpError(400, `${taken} people are enrolled in this session: give it at least ${taken} seats.`, {
            code: 'seats_below_taken',
            params: { taken },
            errors: [
              { path: 'seats', code: 'seats_below_taken', message: `At least ${taken}: the seats already taken.` },
            ],
          });
        }
        const session = (await repos.courseSessions.update(id, input))!;
        const cancels = before.status === 'open' && session.status === 'cancelled';
        await record({
          action: cancels ? 'session.cancel' : 'session.update',
          target: sessionTarget(session),
          ...(cancels
            ? sessionSummary('session_cancelled', session, 'Cancelled')
            : sessionSummary('session_updated', session, 'Updated')),
        });
        return session;
      });
    },

    /** Deletes a session nobody pre-registered for (409 session_has_leads: cancel it instead); false when there is no such session. */
    deleteSession(actor: AuditActor, id: string): Promise<boolean> {
      return change(actor, async ({ repos, record }) => {
        const session = await repos.courseSessions.find(id);
        if (!session) return false;
        const leads = await repos.courseSessions.leadsNaming({ sessionId: session._id });
        if (leads > 0) {
          throw new HttpError(
            409,
            `${leads} pre-registration${leads === 1 ? ' names' : 's name'} this session: cancel it instead of deleting it, so that they keep it.`,
            {
              code: 'session_has_leads',
              params: { leads },
            },
          );
        }
        await repos.courseSessions.delete(session._id);
        await record({
          action: 'session.delete',
          target: sessionTarget(session),
          ...sessionSummary('session_deleted', session, 'Deleted'),
        });
        return true;
      });
    },

    /** Adds an instructor, with their photo when given. */
    async createInstructor(actor: AuditActor, input: InstructorInput, photo?: ReceivedFile): Promise<Instructor> {
      const { imageFile, undo } = await storeImage(photo);
      return change(
        actor,
        async ({ repos, record }) => {
          const created = await repos.instructors.create(input, imageFile);
          await record({
            action: 'instructor.create',
            target: { kind: 'instructor', _id: created._id, label: created.name },
            summary: 'Added',
            detail: { code: 'added' },
          });
          return created;
        },
        undo,
      );
    },

    /** Renames an instructor and changes their title (their courses show the new ones), their photo too when one is given; 404 when there is no such instructor. */
    async updateInstructor(
      actor: AuditActor,
      id: string,
      input: InstructorInput,
      photo?: ReceivedFile,
    ): Promise<Instructor> {
      const { imageFile, undo } = await storeImage(photo);
      return change(
        actor,
        async ({ repos, record, afterCommit }) => {
          const result = await repos.instructors.update(id, input, imageFile);
          if (!result) throw notFound('Instructor');
          const { instructor } = result;
          await record({
            action: 'instructor.update',
            target: { kind: 'instructor', _id: instructor._id, label: instructor.name },
            ...(imageFile
              ? { summary: 'Updated, new photo', detail: { code: 'updated_photo' } }
              : { summary: 'Updated', detail: { code: 'updated' } }),
          });
          afterCommit(() => images.removeImage(result.replacedImageFile));
          return instructor;
        },
        undo,
      );
    },

    /** Deletes an instructor no course uses (409 instructor_in_use names the courses); false when there is no such instructor. */
    deleteInstructor(actor: AuditActor, id: string): Promise<boolean> {
      return change(actor, async ({ repos, trx, record, afterCommit }) => {
        const titles = await repos.courses.frenchTitlesByInstructor(id);
        if (titles.length > 0) {
          const one = titles.length === 1;
          throw new HttpError(
            409,
            `This instructor still teaches ${one ? 'the course' : 'these courses'}: ${titles.map((title) => `"${title}"`).join(', ')}. Assign ${one ? 'it' : 'them'} to another instructor or delete ${one ? 'it' : 'them'} first.`,
            { code: 'instructor_in_use', params: { courses: titles.map((title) => `« ${title} »`).join(', ') } },
          );
        }
        const target = await instructorTarget(trx, id);
        const gone = target && (await repos.instructors.delete(id));
        if (!target || !gone) return false;
        await record({ action: 'instructor.delete', target, summary: 'Deleted', detail: { code: 'deleted' } });
        afterCommit(() => images.removeImage(gone.imageFile));
        return true;
      });
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue's write paths (features/catalogue/service.ts). */
    catalogue: CatalogueService;
  }
}
