/**
 * The audit trail's writer. A change and the row that records it are written in one transaction
 * (`change`): both are kept or neither, so the trail never names a change that did not happen nor
 * misses one that did. What changes nothing (a download, an export, a sign-in) is recorded on its
 * own (`record`). Rows are only ever added; nothing here updates or deletes them.
 *
 * Who acted is copied into the row (id, name, e-mail as they were), and so is what was acted on
 * (kind, id and its name then), so a row reads the same after either has changed or gone.
 */
import type { Kysely } from 'kysely';
import type {
  AuditAction,
  AuditActor,
  AuditDetail,
  AuditTargetKind,
  StaffRef,
} from '../../../../shared/domain/index.ts';
import type { Database } from '../../infra/db/schema.ts';
import { afterCommit, inTransaction, onRollback } from '../../infra/db/unit-of-work.ts';
import { newId } from '../../infra/db/ids.ts';
import { createRepositories, type Repositories } from '../repositories.ts';

/** One action to record. */
export interface AuditRecord {
  action: AuditAction;
  /** What it was done to; left out when it is about nothing in particular. */
  target?: { kind: AuditTargetKind; _id?: string | null; label: string };
  /** One line for people: "new → contacted", "12 pre-registrations (status: new)". */
  summary: string;
  /** The same as a code and its values, which the admin writes in the staff's language. */
  detail?: AuditDetail;
}

/**
 * The summary column holds the English line, or, with a detail, `{"text","code","params"}` as JSON:
 * no new column, and older rows (plain text) read as before (see storedSummary in the audit repository).
 */
const summaryColumn = (record: AuditRecord): string => {
  const text = clip(record.summary, SUMMARY_MAX);
  return record.detail ? JSON.stringify({ text, ...record.detail }) : text;
};

/** The server itself, for what it does on its own (the retention sweep). */
export const SYSTEM_ACTOR: AuditActor = { _id: null, name: 'Automatique', email: '' };

/** A staff member as the trail names them; their e-mail when the session carries it. */
export function actorOf(staff: StaffRef & { email?: string }): AuditActor {
  return { _id: staff._id, name: staff.name, email: staff.email ?? '' };
}

/** Who a change is by: a staff member (infra/http/auth.ts actingStaff) or SYSTEM_ACTOR. */
export type ActorSource = AuditActor;

const resolveActor = (source: ActorSource): AuditActor => source;

const SUMMARY_MAX = 500;
const LABEL_MAX = 200;
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * Writes one row with the caller's executor: given the transaction of the change it records, the
 * row is committed with the change or not at all. The personal-data sweep and the people
 * export/erase call it in their own transactions (SYSTEM_ACTOR for the sweep).
 */
export async function recordAudit(
  executor: Kysely<Database>,
  actor: AuditActor,
  record: AuditRecord,
  now: Date = new Date(),
): Promise<void> {
  await executor
    .insertInto('audit_log')
    .values({
      id: newId(),
      at: now.toISOString(),
      actor_id: actor._id,
      actor_name: actor.name,
      actor_email: actor.email,
      action: record.action,
      target_kind: record.target?.kind ?? null,
      target_id: record.target?._id ?? null,
      target_label: record.target ? clip(record.target.label, LABEL_MAX) : null,
      summary: summaryColumn(record),
    })
    .execute();
}

/** What a change runs with: repositories and an executor bound to its transaction, and the recorder. */
export interface AuditedChange {
  repos: Repositories;
  trx: Kysely<Database>;
  /** Records an action in this transaction, by the change's actor. */
  record(record: AuditRecord): Promise<void>;
  /** Runs once the change is committed (infra/db/unit-of-work.ts). */
  afterCommit(task: () => unknown): void;
  /** Runs if the change fails: a file stored for it is removed (infra/db/unit-of-work.ts). */
  onRollback(task: () => unknown): void;
}

export type AuditTrail = ReturnType<typeof createAuditTrail>;

export function createAuditTrail(db: Kysely<Database>) {
  return {
    /**
     * Runs `work` in one transaction (the caller's if `db` is one) with repositories bound to it;
     * what `work` records is committed with its change, and nothing is if it throws. Record only
     * what happened: a change that finds nothing to change (a 404) records nothing. `undo` removes
     * what was stored for the change before it began (a picture) if it fails.
     *
     *   const course = await app.audit.change(request, async ({ repos, record }) => {
     *     const course = await repos.courses.togglePublished(id);
     *     if (course) await record({ action: 'course.publish', target: { kind: 'course', _id: id, label: title }, summary: '' });
     *     return course;
     *   });
     */
    change<T>(actor: ActorSource, work: (change: AuditedChange) => Promise<T>, undo?: () => unknown): Promise<T> {
      const who = resolveActor(actor);
      return inTransaction(
        db,
        (trx) =>
          work({
            repos: createRepositories(trx),
            trx,
            record: (record) => recordAudit(trx, who, record),
            afterCommit: (task) => afterCommit(trx, task),
            onRollback: (task) => onRollback(trx, task),
          }),
        undo,
      );
    },

    /** Records an action that changes nothing (a download, an export, a sign-in), on its own. */
    record(actor: ActorSource, record: AuditRecord): Promise<void> {
      return recordAudit(db, resolveActor(actor), record);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The audit trail's writer (features/audit/audit-trail.ts). */
    audit: AuditTrail;
  }
}
