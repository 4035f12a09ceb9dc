/**
 * Course sessions (migration 009). Seats taken are counted here, in SQL, never stored: the
 * pre-registrations naming the session that staff marked `enrolled` and that are not held as spam
 * (archived ones still count: they are enrolled). "Upcoming" is open and ending on the centre's
 * today or later (shared/domain/sessions.ts `isUpcoming`), today being given by the caller.
 */
import { type ExpressionBuilder, type Kysely, type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import type {
  CourseSession,
  LocalizedText,
  NextSession,
  PlannedSession,
  SessionInput,
} from '../../../../shared/domain/index.ts';
import type { CourseSessionTable, Database } from '../../infra/db/schema.ts';
import { newId } from '../../infra/db/ids.ts';

type SessionRow = Selectable<CourseSessionTable> & { seats_taken: number | string | null };
type PlannedRow = SessionRow & {
  course_title: string;
  lead_count: number | string | null;
  waiting_count: number | string | null;
};

const seatsLeftOf = (seats: number, taken: number) => Math.max(0, seats - taken);

function toSession(row: SessionRow): CourseSession {
  const seats = Number(row.seats);
  const seatsTaken = Number(row.seats_taken ?? 0);
  return {
    _id: row.id,
    courseId: row.course_id,
    startDate: row.start_date,
    endDate: row.end_date,
    schedule: JSON.parse(row.schedule) as LocalizedText,
    mode: row.mode as CourseSession['mode'],
    ...(row.location ? { location: JSON.parse(row.location) as LocalizedText } : {}),
    seats,
    status: row.status as CourseSession['status'],
    seatsTaken,
    seatsLeft: seatsLeftOf(seats, seatsTaken),
  };
}

const toPlanned = (row: PlannedRow): PlannedSession => ({
  ...toSession(row),
  course: { _id: row.course_id, title: JSON.parse(row.course_title) as LocalizedText },
  leadCount: Number(row.lead_count ?? 0),
  waitingCount: Number(row.waiting_count ?? 0),
});

function toColumns(input: SessionInput) {
  return {
    start_date: input.startDate,
    end_date: input.endDate,
    schedule: JSON.stringify(input.schedule),
    mode: input.mode,
    location: input.location ? JSON.stringify(input.location) : null,
    seats: input.seats,
    status: input.status,
  };
}

type SessionsEb = ExpressionBuilder<Database, 'course_sessions'>;

/** The session's enrolled pre-registrations, spam aside (on leads_session_idx). */
const seatsTakenOf = (eb: SessionsEb) =>
  eb
    .selectFrom('leads')
    .select((inner) => inner.fn.countAll<number | string>().as('n'))
    .whereRef('leads.session_id', '=', 'course_sessions.id')
    .where('leads.status', '=', 'enrolled')
    .where('leads.is_spam', '=', 0);

/** The active pre-registrations (not spam, not archived) naming the session; `waiting`: of them, those waiting. */
const activeLeadsOf = (eb: SessionsEb, waiting: boolean) => {
  let query = eb
    .selectFrom('leads')
    .select((inner) => inner.fn.countAll<number | string>().as('n'))
    .whereRef('leads.session_id', '=', 'course_sessions.id')
    .where('leads.is_spam', '=', 0)
    .where('leads.archived_at', 'is', null);
  if (waiting) query = query.where('leads.waiting_list', '=', 1);
  return query;
};

/** A query on course_sessions, whatever it joins and selects besides. */
type SessionsQuery<TB extends keyof Database, O> = SelectQueryBuilder<Database, TB | 'course_sessions', O>;

/** Soonest first: by first day, then last day, the id settling a tie. */
const soonestFirst = <TB extends keyof Database, O>(query: SessionsQuery<TB, O>) =>
  query
    .orderBy(sql.ref('course_sessions.start_date'))
    .orderBy(sql.ref('course_sessions.end_date'))
    .orderBy(sql.ref('course_sessions.id'));

/** Upcoming: open, and ending on `today` or later. */
const upcoming = <TB extends keyof Database, O>(query: SessionsQuery<TB, O>, today: string) =>
  query.where(sql.ref('course_sessions.status'), '=', 'open').where(sql.ref('course_sessions.end_date'), '>=', today);

export function createCourseSessionsRepository(db: Kysely<Database>) {
  const selectSessions = (executor: Kysely<Database> = db) =>
    executor
      .selectFrom('course_sessions')
      .selectAll('course_sessions')
      .select((eb) => seatsTakenOf(eb).as('seats_taken'));

  const selectPlanned = (executor: Kysely<Database> = db) =>
    executor
      .selectFrom('course_sessions')
      .innerJoin('courses', 'courses.id', 'course_sessions.course_id')
      .selectAll('course_sessions')
      .select('courses.title as course_title')
      .select((eb) => [
        seatsTakenOf(eb).as('seats_taken'),
        activeLeadsOf(eb, false).as('lead_count'),
        activeLeadsOf(eb, true).as('waiting_count'),
      ]);

  async function find(id: string): Promise<PlannedSession | undefined> {
    const row = await selectPlanned().where('course_sessions.id', '=', id).executeTakeFirst();
    return row ? toPlanned(row) : undefined;
  }

  return {
    find,

    async create(courseId: string, input: SessionInput): Promise<PlannedSession> {
      const now = new Date().toISOString();
      const id = newId();
      await db
        .insertInto('course_sessions')
        .values({ id, course_id: courseId, ...toColumns(input), created_at: now, updated_at: now })
        .execute();
      return (await find(id))!;
    },

    /** Replaces the session; undefined when there is no such session. */
    async update(id: string, input: SessionInput): Promise<PlannedSession | undefined> {
      const result = await db
        .updateTable('course_sessions')
        .set({ ...toColumns(input), updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return undefined;
      return find(id);
    },

    /** False when there was no such session. Pre-registrations naming it lose the link (the foreign key). */
    async delete(id: string): Promise<boolean> {
      const result = await db.deleteFrom('course_sessions').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Every session of the course, soonest first (staff). */
    async listForCourse(courseId: string): Promise<PlannedSession[]> {
      const rows = await soonestFirst(selectPlanned().where('course_sessions.course_id', '=', courseId)).execute();
      return rows.map(toPlanned);
    },

    /** Every session across courses whose days meet [from, to] (each bound optional), by start date. */
    async listPlanned(range: { from?: string; to?: string }): Promise<PlannedSession[]> {
      let query = selectPlanned();
      if (range.from) query = query.where('course_sessions.end_date', '>=', range.from);
      if (range.to) query = query.where('course_sessions.start_date', '<=', range.to);
      const rows = await soonestFirst(query).execute();
      return rows.map(toPlanned);
    },

    /** The course's upcoming sessions, soonest first (its public page). */
    async upcomingForCourse(courseId: string, today: string): Promise<CourseSession[]> {
      const rows = await soonestFirst(
        upcoming(selectSessions().where('course_sessions.course_id', '=', courseId), today),
      ).execute();
      return rows.map(toSession);
    },

    /** The soonest upcoming session of each published course that has one: one query for the whole catalogue. */
    async nextOfPublishedCourses(today: string): Promise<Map<string, NextSession>> {
      const query = db
        .selectFrom('course_sessions')
        .innerJoin('courses', 'courses.id', 'course_sessions.course_id')
        .select([
          'course_sessions.id',
          'course_sessions.course_id',
          'course_sessions.start_date',
          'course_sessions.end_date',
          'course_sessions.mode',
          'course_sessions.seats',
        ])
        .select((eb) => seatsTakenOf(eb).as('seats_taken'))
        .where('courses.is_published', '=', 1);
      const rows = await soonestFirst(upcoming(query, today)).execute();
      const next = new Map<string, NextSession>();
      for (const row of rows) {
        if (next.has(row.course_id)) continue;
        next.set(row.course_id, {
          _id: row.id,
          startDate: row.start_date,
          endDate: row.end_date,
          mode: row.mode as NextSession['mode'],
          seatsLeft: seatsLeftOf(Number(row.seats), Number(row.seats_taken ?? 0)),
        });
      }
      return next;
    },

    /** A session of a published course with its course's title (its calendar file); undefined otherwise. */
    async findPublished(
      id: string,
    ): Promise<
      { session: CourseSession; courseTitle: LocalizedText; courseSlug: LocalizedText; updatedAt: string } | undefined
    > {
      const row = await selectSessions()
        .innerJoin('courses', 'courses.id', 'course_sessions.course_id')
        .select(['courses.title as course_title', 'courses.slug as course_slug'])
        .where('course_sessions.id', '=', id)
        .where('courses.is_published', '=', 1)
        .executeTakeFirst();
      return row
        ? {
            session: toSession(row),
            courseTitle: JSON.parse(row.course_title) as LocalizedText,
            courseSlug: JSON.parse(row.course_slug) as LocalizedText,
            updatedAt: row.updated_at,
          }
        : undefined;
    },

    /**
     * Locks the session's row for the rest of the caller's transaction, before its seats are
     * counted: an update that writes nothing new takes the row lock on PostgreSQL and makes the
     * SQLite transaction a writer, so two staff giving away the last seat at once are served one
     * after the other. Answers its seats and status; undefined when there is no such session.
     */
    async lockSeats(id: string): Promise<{ seats: number; status: string } | undefined> {
      const row = await db
        .updateTable('course_sessions')
        .set((eb) => ({ seats: eb.ref('seats') }))
        .where('id', '=', id)
        .returning(['seats', 'status'])
        .executeTakeFirst();
      return row ? { seats: Number(row.seats), status: row.status } : undefined;
    },

    /** How many of the session's seats are taken now. */
    async seatsTaken(id: string): Promise<number> {
      const { n } = await db
        .selectFrom('leads')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('session_id', '=', id)
        .where('status', '=', 'enrolled')
        .where('is_spam', '=', 0)
        .executeTakeFirstOrThrow();
      return Number(n);
    },

    /** The pre-registrations (archived ones included, spam aside) naming the session, or any session of `courseId`. */
    async leadsNaming(of: { sessionId: string } | { courseId: string }): Promise<number> {
      let query = db
        .selectFrom('leads')
        .innerJoin('course_sessions', 'course_sessions.id', 'leads.session_id')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('leads.is_spam', '=', 0);
      query =
        'sessionId' in of
          ? query.where('course_sessions.id', '=', of.sessionId)
          : query.where('course_sessions.course_id', '=', of.courseId);
      const { n } = await query.executeTakeFirstOrThrow();
      return Number(n);
    },

    /** The start dates of the given sessions, by id (the leads' CSV export). */
    async startDates(ids: readonly string[]): Promise<Map<string, string>> {
      const unique = [...new Set(ids)];
      const dates = new Map<string, string>();
      // In slices: a long export must not pass the databases' limit of bound parameters.
      for (let at = 0; at < unique.length; at += 500) {
        const rows = await db
          .selectFrom('course_sessions')
          .select(['id', 'start_date'])
          .where('id', 'in', unique.slice(at, at + 500))
          .execute();
        for (const row of rows) dates.set(row.id, row.start_date);
      }
      return dates;
    },
  };
}

export type CourseSessionsRepository = ReturnType<typeof createCourseSessionsRepository>;
