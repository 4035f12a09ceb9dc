/**
 * The `rate_limit_hits` table: fixed windows of hits per key (a route's or a group's counts per
 * address, an address's acknowledgments), counted by one atomic upsert so that several instances
 * on one database share them.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface HitWindow {
  hits: number;
  resetAt: number;
}

export function createRateLimitRepository(db: Kysely<Database>) {
  return {
    /**
     * Counts one hit on `key` in its fixed window, restarted once the window is over. Answers the
     * hits in the window and when it ends.
     */
    async countHit(key: string, windowMs: number, now: number): Promise<HitWindow> {
      const row = await db
        .insertInto('rate_limit_hits')
        .values({ key, hits: 1, reset_at: now + windowMs })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            hits: sql<number>`case when rate_limit_hits.reset_at <= ${now} then 1 else rate_limit_hits.hits + 1 end`,
            reset_at: sql<number>`case when rate_limit_hits.reset_at <= ${now} then excluded.reset_at else rate_limit_hits.reset_at end`,
          }),
        )
        .returning(['hits', 'reset_at'])
        .executeTakeFirstOrThrow();
      return { hits: Number(row.hits), resetAt: Number(row.reset_at) };
    },

    /** The window `key` is in, if it has not ended. */
    async openWindow(key: string, now: number): Promise<HitWindow | undefined> {
      const row = await db
        .selectFrom('rate_limit_hits')
        .select(['hits', 'reset_at'])
        .where('key', '=', key)
        .where('reset_at', '>', now)
        .executeTakeFirst();
      return row && { hits: Number(row.hits), resetAt: Number(row.reset_at) };
    },

    /** Deletes the windows over by `now`, only those whose key starts with `keyPrefix` when given. */
    async deleteEnded(now: number, keyPrefix?: string): Promise<void> {
      let query = db.deleteFrom('rate_limit_hits').where('reset_at', '<=', now);
      if (keyPrefix) query = query.where('key', 'like', `${keyPrefix}%`);
      await query.execute();
    },
  };
}
