/**
 * What the three pipeline inboxes (pre-registrations, quote requests, applications) share in the
 * database: the filtered, counted and paged list, the status with its history, the notes, and
 * the counts the admin's overview reads. Filtering, counting and paging happen in SQL, on the
 * indexes of migration 004, so that a list stays fast at 100,000 requests.
 */
import { type Kysely, sql } from 'kysely';
import {
  addDays,
  centreDayEnd,
  centreDayStart,
  centreToday,
  type InboxSummary,
  REQUEST_KINDS,
  REQUEST_STATUSES,
  type RequestKind,
  type RequestNote,
  type RequestStatus,
  type RequestTrail,
  type StaffRef,
  type StatusChange,
  SUMMARY_KEYS,
} from '../../../../shared/domain/index.ts';
import { normalizeForSearch, phoneDigits } from '../../../../shared/domain/search.ts';
import type { Database, PipelineTableName } from '../../infra/db/schema.ts';
import { isPostgres } from '../../infra/db/dialect.ts';
import { inTransaction } from '../../infra/db/unit-of-work.ts';
import { newId } from '../../infra/db/ids.ts';
import { spamColumn } from './inbox-repository.ts';

export const PIPELINE_TABLES = {
  lead: 'leads',
  'company-lead': 'company_leads',
  candidature: 'candidatures',
} as const satisfies Record<RequestKind, PipelineTableName>;

/** The columns every pipeline table has; typed as one of them, one query serves the three. */
interface PipelineRow {
  id: string;
  is_spam: number;
  created_at: string;
  archived_at: string | null;
  status: string;
  status_reason: string | null;
  search_text: string;
}
type PipelineDb = Kysely<
  Record<PipelineTableName, PipelineRow> & Pick<Database, 'request_notes' | 'request_status_changes'>
>;
const asPipeline = (db: Kysely<Database>) => db as unknown as PipelineDb;
/** Only the leads are archived; the other two are deleted. */
const ARCHIVES: Record<PipelineTableName, boolean> = { leads: true, company_leads: false, candidatures: false };

/** The folded text that search compares, written with the row (see migrations 004 and 012): a phone number also by its digits. */
export const searchTextOf = (fields: (string | null | undefined)[]): string =>
  normalizeForSearch(
    fields
      .filter((field): field is string => Boolean(field))
      .flatMap((field) => {
        const digits = phoneDigits(field);
        return digits && digits !== field ? [field, digits] : [field];
      })
      .join(' '),
  );

/** A request's pipeline columns as it arrives (beside arrivalColumns): new, its searched fields folded. */
export const pipelineArrivalColumns = (searched: (string | null | undefined)[]) => ({
  status: 'new',
  status_reason: null,
  search_text: searchTextOf(searched),
});

/** The pipeline fields of an answer. */
export const pipelineFields = <S extends string>(row: {
  status: string;
  status_reason: string | null;
  note_count?: number | string;
}) => ({
  status: row.status as S,
  ...(row.status_reason ? { statusReason: row.status_reason } : {}),
  noteCount: Number(row.note_count ?? 0),
});

export interface RequestFilters {
  spam?: boolean;
  archived?: boolean;
  status?: string;
  q?: string;
  /** Calendar days (YYYY-MM-DD) as the centre counts them (its time zone), both included. */
  from?: string;
  to?: string;
  /** Pre-registrations only: those naming this course session. */
  sessionId?: string;
  limit?: number;
  offset?: number;
}

/** LIKE's own wildcards typed by a person are searched as themselves. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** The same for GLOB (what SQLite's trigram index answers; the folded text has no capitals to ignore). */
const globPattern = (term: string) => `*${term.replace(/[*?[]/g, (c) => `[${c}]`)}*`;
/** SQLite: fewer matches than this in the trigram index, and a search starts from them. */
const FEW_MATCHES = 2000;
/** Rows an export reads and writes at a time: one short query and a few milliseconds of work, then other requests take their turn. */
export const EXPORT_BATCH_SIZE = 100;

/** `toEntity` reads a row of the kind's table with its `note_count`. */
export function createPipelineOperations<Row, Entity>(
  database: Kysely<Database>,
  kind: RequestKind,
  toEntity: (row: Row) => Entity,
) {
  const db = asPipeline(database);
  const table = PIPELINE_TABLES[kind] as 'leads';
  const postgres = isPostgres(database);

  /**
   * How SQLite finds a search's requests: from the trigram index's matches when they are few (a
   * person's name, e-mail or phone), else by walking the list in order and testing each request's
   * text (a word in most requests: its first page comes at once, where looking up every match
   * would cost more than the walk). PostgreSQL's planner makes that choice itself, from its
   * statistics. Measured in BENCHMARKS.md (Scale).
   */
  const searchesFromIndex = async (term: string): Promise<boolean> => {
    if (!term || postgres) return false;
    const { rows } = await sql<{
      matches: number;
    }>`select count(*) as matches from (select 1 from ${sql.table(`${table}_search`)}
      where search_text glob ${globPattern(term)} limit ${FEW_MATCHES})`.execute(db);
    return Number(rows[0]?.matches) < FEW_MATCHES;
  };

  /** The requests the filters keep, as a query still to select from. */
  const filtered = (filters: RequestFilters, term: string, fromIndex: boolean) => {
    // Starting from the index's matches: a unary + keeps SQLite from using the list's own indexes.
    const column = (name: 'is_spam' | 'archived_at' | 'status') => (fromIndex ? sql`+${sql.ref(name)}` : sql.ref(name));
    let query = db.selectFrom(table).where(column('is_spam'), '=', spamColumn(filters.spam ?? false));
    if (ARCHIVES[table] && !filters.spam)
      query = query.where(column('archived_at'), filters.archived ? 'is not' : 'is', null);
    if (filters.status) query = query.where(column('status'), '=', filters.status);
    if (fromIndex)
      query = query.where(
        sql<boolean>`search_rowid in (select rowid from ${sql.table(`${table}_search`)} where search_text glob ${globPattern(term)})`,
      );
    else if (term) query = query.where(sql<boolean>`search_text like ${likePattern(term)} escape '\\'`);
    if (filters.from) query = query.where('created_at', '>=', centreDayStart(filters.from));
    if (filters.to) query = query.where('created_at', '<', centreDayEnd(filters.to));
    // Only the leads have the column; the routes take the filter for them alone.
    if (filters.sessionId && table === 'leads') query = query.where(sql.ref('session_id'), '=', filters.sessionId);
    return query;
  };

  const withNoteCount = <Q extends ReturnType<typeof filtered>>(query: Q) =>
    query
      .selectAll(table)
      .select((eb) =>
        eb
          .selectFrom('request_notes')
          .select(eb.fn.countAll<number>().as('n'))
          .where('request_notes.request_kind', '=', kind)
          .whereRef('request_notes.request_id', '=', `${table}.id`)
          .as('note_count'),
      );

  const read = (row: unknown) => toEntity(row as Row);

  return {
    /** Newest first; with `limit`, one page and the total the filters keep. */
    async list(filters: RequestFilters): Promise<{ items: Entity[]; total?: number }> {
      // A phone number is looked for by its digits (the requests keep them beside the number as typed).
      const term = filters.q ? normalizeForSearch(phoneDigits(filters.q) ?? filters.q) : '';
      const fromIndex = await searchesFromIndex(term);
      let query = withNoteCount(filtered(filters, term, fromIndex))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc');
      if (filters.limit !== undefined) query = query.limit(filters.limit).offset(filters.offset ?? 0);
      const items = (await query.execute()).map(read);
      if (filters.limit === undefined) return { items };
      const { total } = await filtered(filters, term, fromIndex)
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow();
      return { items, total: Number(total) };
    },

    /**
     * The requests the filters keep, newest first, `size` at a time, for an export of any length.
     * Each batch is its own short query that resumes after the last row read (keyset, on the
     * lists' index): no connection is held between batches, none is held while the client is slow
     * to read, and other requests are answered in between. (A single database cursor would hold
     * the one SQLite connection, and every other request with it, for the whole download.)
     */
    async *batches(filters: RequestFilters, size = EXPORT_BATCH_SIZE): AsyncGenerator<Entity[]> {
      const term = filters.q ? normalizeForSearch(phoneDigits(filters.q) ?? filters.q) : '';
      const fromIndex = await searchesFromIndex(term);
      let after: { createdAt: string; id: string } | undefined;
      for (;;) {
        let query = withNoteCount(filtered(filters, term, fromIndex));
        if (after) {
          const { createdAt, id } = after;
          query = query.where(
            sql<boolean>`(${sql.ref(`${table}.created_at`)} < ${createdAt} or (${sql.ref(`${table}.created_at`)} = ${createdAt} and ${sql.ref(`${table}.id`)} < ${id}))`,
          );
        }
        const rows = (await query
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(size)
          .execute()) as unknown as { created_at: string; id: string }[];
        if (rows.length > 0) yield rows.map(read);
        const last = rows.at(-1);
        if (!last || rows.length < size) return;
        after = { createdAt: last.created_at, id: last.id };
      }
    },

    /** The notes of these requests, newest first, by request id. */
    async notesOf(ids: string[]): Promise<Map<string, { text: string; createdAt: string }[]>> {
      const byRequest = new Map<string, { text: string; createdAt: string }[]>();
      if (ids.length === 0) return byRequest;
      const rows = await db
        .selectFrom('request_notes')
        .select(['request_id', 'text', 'created_at'])
        .where('request_kind', '=', kind)
        .where('request_id', 'in', ids)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      for (const row of rows) {
        const notes = byRequest.get(row.request_id) ?? [];
        notes.push({ text: row.text, createdAt: row.created_at });
        byRequest.set(row.request_id, notes);
      }
      return byRequest;
    },

    /** The request whatever its list (held as spam and archived ones too). */
    async find(id: string): Promise<Entity | undefined> {
      const row = await withNoteCount(
        db.selectFrom(table).where('id', '=', id) as ReturnType<typeof filtered>,
      ).executeTakeFirst();
      return row ? read(row) : undefined;
    },

    /**
     * Sets the status and keeps the change in the history, together; the same status again
     * changes nothing. Undefined when there is no such request.
     */
    async setStatus(
      id: string,
      status: RequestStatus,
      reason: string | undefined,
      staff: StaffRef,
    ): Promise<{ changed: boolean } | undefined> {
      return inTransaction(db, async (trx) => {
        const current = await trx
          .selectFrom(table)
          .select(['status', 'status_reason'])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!current) return undefined;
        // A reason only goes with a status that closes the request.
        const statusReason = reason ?? null;
        if (current.status === status && (current.status_reason ?? null) === statusReason) return { changed: false };
        const at = new Date().toISOString();
        await trx.updateTable(table).set({ status, status_reason: statusReason }).where('id', '=', id).execute();
        await trx
          .insertInto('request_status_changes')
          .values({
            id: newId(),
            request_kind: kind,
            request_id: id,
            from_status: current.status,
            to_status: status,
            reason: statusReason,
            changed_at: at,
            staff_id: staff._id,
            staff_name: staff.name,
          })
          .execute();
        return { changed: true };
      });
    },

    /** Undefined when there is no such request. */
    async addNote(id: string, text: string, staff: StaffRef): Promise<RequestNote | undefined> {
      return inTransaction(db, async (trx) => {
        if (!(await trx.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst())) return undefined;
        const note = {
          id: newId(),
          request_kind: kind,
          request_id: id,
          text,
          created_at: new Date().toISOString(),
          staff_id: staff._id,
          staff_name: staff.name,
        };
        await trx.insertInto('request_notes').values(note).execute();
        return toNote(note);
      });
    },

    /** Its notes and status changes, oldest first. */
    async trail(id: string): Promise<RequestTrail> {
      const [notes, changes] = await Promise.all([
        db
          .selectFrom('request_notes')
          .selectAll()
          .where('request_kind', '=', kind)
          .where('request_id', '=', id)
          .orderBy('created_at')
          .orderBy('id')
          .execute(),
        db
          .selectFrom('request_status_changes')
          .selectAll()
          .where('request_kind', '=', kind)
          .where('request_id', '=', id)
          .orderBy('changed_at')
          .orderBy('id')
          .execute(),
      ]);
      return {
        notes: notes.map(toNote),
        history: changes.map((change): StatusChange => ({
          status: change.to_status,
          from: change.from_status,
          ...(change.reason ? { reason: change.reason } : {}),
          at: change.changed_at,
          by: { _id: change.staff_id, name: change.staff_name },
        })),
      };
    },
  };
}

const toNote = (row: {
  id: string;
  text: string;
  created_at: string;
  staff_id: string;
  staff_name: string;
}): RequestNote => ({
  _id: row.id,
  text: row.text,
  author: { _id: row.staff_id, name: row.staff_name },
  createdAt: row.created_at,
});

/**
 * Removes the notes, history and outbox mails of requests that are being deleted, in the caller's
 * transaction: `ids` is a list of the deleted requests' ids. Answers how many mails went.
 */
export async function deleteTrails(
  executor: Kysely<Database>,
  kind: RequestKind,
  ids: string[],
): Promise<{ mails: number }> {
  if (ids.length === 0) return { mails: 0 };
  for (const trailTable of ['request_notes', 'request_status_changes'] as const) {
    await executor.deleteFrom(trailTable).where('request_kind', '=', kind).where('request_id', 'in', ids).execute();
  }
  const mails = await executor.deleteFrom('mail_outbox').where('request_id', 'in', ids).executeTakeFirst();
  return { mails: Number(mails.numDeletedRows) };
}

/** How many active requests (not spam, not archived) of each kind are in each status. */
/** The counts per status of the given kinds' inboxes (a role's). */
export async function inboxSummary(
  database: Kysely<Database>,
  kinds: readonly RequestKind[] = REQUEST_KINDS,
): Promise<InboxSummary> {
  const db = asPipeline(database);
  const entries = await Promise.all(
    kinds.map(async (kind) => {
      const table = PIPELINE_TABLES[kind] as 'leads';
      let query = db
        .selectFrom(table)
        .select(['status', (eb) => eb.fn.countAll<number | string>().as('count')])
        .where('is_spam', '=', 0);
      if (ARCHIVES[table]) query = query.where('archived_at', 'is', null);
      const rows = await query.groupBy('status').execute();
      const counts = Object.fromEntries(REQUEST_STATUSES[kind].map((status) => [status, 0])) as Record<string, number>;
      for (const row of rows) if (row.status in counts) counts[row.status] = Number(row.count);
      return [SUMMARY_KEYS[kind], counts] as const;
    }),
  );
  return Object.fromEntries(entries) as InboxSummary;
}

export const OVERVIEW_WEEKS = 12;

export interface InboxOverview {
  /** Oldest first, the current week last; `start` is the week's Monday (UTC). */
  weeks: ({ start: string } & Record<RequestKind, number>)[];
  /** Pre-registrations per course asked for, and how many of them enrolled. */
  conversion: { course: string; leads: number; enrolled: number }[];
  /** The oldest active requests still `new`. */
  waiting: { kind: RequestKind; _id: string; name: string; createdAt: string }[];
}

/** The Monday (YYYY-MM-DD) of the centre's week that holds `day`. */
const mondayOf = (day: string): string => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

/** What the admin's overview page shows; counts over the last OVERVIEW_WEEKS weeks, in the centre's days. */
export async function inboxOverview(database: Kysely<Database>, now = new Date()): Promise<InboxOverview> {
  const db = asPipeline(database);
  const firstMonday = addDays(mondayOf(centreToday(now)), -7 * (OVERVIEW_WEEKS - 1));
  const weeks = Array.from({ length: OVERVIEW_WEEKS }, (_, index) => ({
    start: addDays(firstMonday, 7 * index),
    lead: 0,
    'company-lead': 0,
    candidature: 0,
  }));
  // Each week from its Monday's midnight in Tunis, as instants to compare stored times with.
  const weekStarts = weeks.map((week) => centreDayStart(week.start));
  const since = weekStarts[0]!;
  const until = centreDayEnd(addDays(firstMonday, 7 * OVERVIEW_WEEKS - 1));
  const nameColumn = { lead: 'name', 'company-lead': 'company_name', candidature: 'name' } as const;

  await Promise.all(
    REQUEST_KINDS.map(async (kind) => {
      const table = PIPELINE_TABLES[kind] as 'leads';
      // Counted per hour (thirteen characters of an ISO time), the week found in JS: portable across
      // both databases, and exact for a time zone whose offset is whole hours.
      const rows = await db
        .selectFrom(table)
        .select([
          sql<string>`substr(created_at, 1, 13)`.as('hour'),
          (eb) => eb.fn.countAll<number | string>().as('count'),
        ])
        .where('is_spam', '=', 0)
        .where('created_at', '>=', since)
        .where('created_at', '<', until)
        .groupBy(sql`substr(created_at, 1, 13)`)
        .execute();
      for (const row of rows) {
        const at = `${row.hour}:00:00.000Z`;
        const index = weekStarts.findLastIndex((start) => start <= at);
        const week = weeks[index];
        if (week) week[kind] += Number(row.count);
      }
    }),
  );

  const conversionRows = await database
    .selectFrom('leads')
    .select([
      'course_of_interest',
      (eb) => eb.fn.countAll<number | string>().as('leads'),
      (eb) =>
        eb.fn.sum<number | string>(eb.case().when('status', '=', 'enrolled').then(1).else(0).end()).as('enrolled'),
    ])
    .where('is_spam', '=', 0)
    .where('course_of_interest', 'is not', null)
    .groupBy('course_of_interest')
    .orderBy('leads', 'desc')
    .orderBy('course_of_interest')
    .limit(20)
    .execute();

  const waiting = (
    await Promise.all(
      REQUEST_KINDS.map(async (kind) => {
        const table = PIPELINE_TABLES[kind] as 'leads';
        let query = db
          .selectFrom(table)
          .select(['id', 'created_at', sql<string>`${sql.ref(nameColumn[kind])}`.as('name')])
          .where('is_spam', '=', 0)
          .where('status', '=', 'new');
        if (ARCHIVES[table]) query = query.where('archived_at', 'is', null);
        const rows = await query.orderBy('created_at').orderBy('id').limit(10).execute();
        return rows.map((row) => ({ kind, _id: row.id, name: row.name, createdAt: row.created_at }));
      }),
    )
  )
    .flat()
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .slice(0, 10);

  return {
    weeks,
    conversion: conversionRows.map((row) => ({
      course: row.course_of_interest ?? '',
      leads: Number(row.leads),
      enrolled: Number(row.enrolled ?? 0),
    })),
    waiting,
  };
}
