/**
 * Reading the audit trail: newest first, filtered by actor, action and days, one page at a time,
 * on the indexes of migration 007. Rows are written by features/audit/audit-trail.ts and never changed.
 */
import type { Kysely, Selectable } from 'kysely';
import { AuditDetailSchema, type AuditEntry, centreDayEnd, centreDayStart } from '../../../../shared/domain/index.ts';
import type { AuditLogTable, Database } from '../../infra/db/schema.ts';

export interface AuditFilters {
  /** A user's id. */
  actor?: string;
  action?: string;
  /** Calendar days (YYYY-MM-DD) as the centre counts them (its time zone), both included. */
  from?: string;
  to?: string;
  limit: number;
  offset?: number;
}

/** The English line and, for a row written with one, its detail (features/audit/audit-trail.ts writes both as JSON). */
function storedSummary(column: string): Pick<AuditEntry, 'summary' | 'detail'> {
  if (!column.startsWith('{"text":')) return { summary: column };
  try {
    const { text, ...detail } = JSON.parse(column) as { text: unknown };
    const parsed = AuditDetailSchema.safeParse(detail);
    if (typeof text === 'string' && parsed.success) return { summary: text, detail: parsed.data };
  } catch {
    // Not ours: a plain line that happens to start like one.
  }
  return { summary: column };
}

const toEntry = (row: Selectable<AuditLogTable>): AuditEntry => ({
  _id: row.id,
  at: row.at,
  actor: { _id: row.actor_id, name: row.actor_name, email: row.actor_email },
  action: row.action,
  target: row.target_kind ? { kind: row.target_kind, _id: row.target_id, label: row.target_label ?? '' } : null,
  ...storedSummary(row.summary),
});

export function createAuditRepository(db: Kysely<Database>) {
  const filtered = (filters: Omit<AuditFilters, 'limit' | 'offset'>) => {
    let query = db.selectFrom('audit_log');
    if (filters.actor) query = query.where('actor_id', '=', filters.actor);
    if (filters.action) query = query.where('action', '=', filters.action);
    if (filters.from) query = query.where('at', '>=', centreDayStart(filters.from));
    if (filters.to) query = query.where('at', '<', centreDayEnd(filters.to));
    return query;
  };

  return {
    /** One page, newest first, and the total the filters keep. */
    async list(filters: AuditFilters): Promise<{ items: AuditEntry[]; total: number }> {
      const rows = await filtered(filters)
        .selectAll()
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(filters.limit)
        .offset(filters.offset ?? 0)
        .execute();
      const { total } = await filtered(filters)
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow();
      return { items: rows.map(toEntry), total: Number(total) };
    },
  };
}
