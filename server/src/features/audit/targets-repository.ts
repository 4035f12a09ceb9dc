/**
 * How the audit trail names what an action was done to, as it was at the time of the action (read
 * in the action's transaction, before a delete takes it away): a request by the person or company
 * who sent it, a course by its title, an instructor by name.
 */
import type { Kysely } from 'kysely';
import {
  type AuditTargetKind,
  FALLBACK_LANGUAGE,
  type Language,
  localize,
  type RequestKind,
} from '../../../../shared/domain/index.ts';
import type { Database } from '../../infra/db/schema.ts';

export type InboxKind = RequestKind | 'contact-message';

/** The tables whose requests are named by their `name` column; a quote request by its company. */
const NAMED_TABLES = { lead: 'leads', candidature: 'candidatures', 'contact-message': 'contact_messages' } as const;

/** The request as an audit row's target; undefined when there is no such request. */
export async function requestTarget(
  executor: Kysely<Database>,
  kind: InboxKind,
  id: string,
): Promise<Target | undefined> {
  const row =
    kind === 'company-lead'
      ? await executor
          .selectFrom('company_leads')
          .select('company_name as label')
          .where('id', '=', id)
          .executeTakeFirst()
      : await executor.selectFrom(NAMED_TABLES[kind]).select('name as label').where('id', '=', id).executeTakeFirst();
  return row ? { kind, _id: id, label: row.label } : undefined;
}

type Target = { kind: AuditTargetKind; _id: string; label: string };

/** A course by its French title (the one every course has). */
export const courseTarget = (course: { _id: string; title: Partial<Record<Language, string>> }): Target => ({
  kind: 'course',
  _id: course._id,
  label: localize(course.title, FALLBACK_LANGUAGE),
});

/** A course session by its course's French title and its days: "Développement web, 2026-03-02 → 2026-03-06". */
export const sessionTarget = (session: {
  _id: string;
  startDate: string;
  endDate: string;
  course: { title: Partial<Record<Language, string>> };
}): Target => ({
  kind: 'session',
  _id: session._id,
  label: `${localize(session.course.title, FALLBACK_LANGUAGE)}, ${session.startDate} → ${session.endDate}`,
});

/** An instructor by name; undefined when there is no such instructor. */
export async function instructorTarget(executor: Kysely<Database>, id: string): Promise<Target | undefined> {
  const row = await executor.selectFrom('instructors').select('name').where('id', '=', id).executeTakeFirst();
  return row ? { kind: 'instructor', _id: id, label: row.name } : undefined;
}
