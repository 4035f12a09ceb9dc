import type { Kysely, Selectable } from 'kysely';
import type { Lead, LeadInput } from '../../../../shared/domain/index.ts';
import type { Database, LeadTable } from '../../infra/db/schema.ts';
import { consentFields } from './consent-columns.ts';
import { archiveRequest, arrivalColumns, createSpamOperations, spamField } from './inbox-repository.ts';
import { createPipelineOperations, pipelineArrivalColumns, pipelineFields } from './pipeline-repository.ts';

const toLead = (row: Selectable<LeadTable> & { note_count?: number | string }): Lead => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  ...(row.phone ? { phone: row.phone } : {}),
  ...(row.course_of_interest ? { courseOfInterest: row.course_of_interest } : {}),
  learningPaceInterest: row.learning_pace_interest as Lead['learningPaceInterest'],
  ...(row.message ? { message: row.message } : {}),
  ...(row.course_id ? { courseId: row.course_id } : {}),
  ...(row.session_id ? { sessionId: row.session_id } : {}),
  ...(Number(row.waiting_list) === 1 ? { waitingList: true as const } : {}),
  createdAt: row.created_at,
  ...(row.archived_at ? { archivedAt: row.archived_at } : {}),
  ...pipelineFields<Lead['status']>(row),
  ...spamField(row),
  ...consentFields(row),
});

/** The course and session a pre-registration is for, as the request service decided them. */
export interface LeadPlace {
  courseId?: string;
  sessionId?: string;
  /** The session was full as the request arrived. */
  waitingList?: boolean;
}

export function createLeadsRepository(db: Kysely<Database>) {
  return {
    ...createSpamOperations(db, 'leads'),
    ...createPipelineOperations(db, 'lead', toLead),

    async create(input: LeadInput, options: { spam: boolean; place?: LeadPlace }): Promise<Lead> {
      const place = options.place ?? {};
      const row = {
        ...arrivalColumns(options.spam, input.consent),
        name: input.name,
        email: input.email,
        phone: input.phone ?? null,
        course_of_interest: input.courseOfInterest ?? null,
        learning_pace_interest: input.learningPaceInterest,
        message: input.message ?? null,
        archived_at: null,
        ...pipelineArrivalColumns([input.name, input.email, input.phone, input.message, input.courseOfInterest]),
        course_id: place.courseId ?? null,
        session_id: place.sessionId ?? null,
        waiting_list: place.waitingList ? 1 : 0,
      };
      await db.insertInto('leads').values(row).execute();
      return toLead(row);
    },

    /**
     * What a change of status or of spam needs to know of the lead's seat; undefined when there is
     * no such lead. Read with an update that writes nothing: the lead's row stays locked until the
     * transaction ends (on SQLite the writer lock already is), so that a status change and a
     * restore from spam of the same lead at once cannot both skip the seat check.
     */
    async seatOf(id: string): Promise<{ sessionId: string | null; status: string; spam: boolean } | undefined> {
      const row = await db
        .updateTable('leads')
        .set((eb) => ({ status: eb.ref('status') }))
        .where('id', '=', id)
        .returning(['session_id', 'status', 'is_spam'])
        .executeTakeFirst();
      return row ? { sessionId: row.session_id, status: row.status, spam: Number(row.is_spam) === 1 } : undefined;
    },

    /** Off the waiting list: once enrolled, the lead has its place. */
    async leaveWaitingList(id: string): Promise<void> {
      await db
        .updateTable('leads')
        .set({ waiting_list: 0 })
        .where('id', '=', id)
        .where('waiting_list', '=', 1)
        .execute();
    },

    /** Archiving keeps the row with its date; answers false when no active lead has this id. */
    archive(id: string): Promise<boolean> {
      return archiveRequest(db, 'leads', id);
    },
  };
}

export type LeadsRepository = ReturnType<typeof createLeadsRepository>;
