/**
 * The public forms' rate limits, as stores for @fastify/rate-limit: counted in the database (the
 * `rate_limit_hits` table) on PostgreSQL, so that several server instances on one database share
 * them (a visitor spreading requests over them meets the same limit as on one), in memory on
 * SQLite (one process). A fixed window per address and route, restarted once over; routes with a
 * `groupId` (the public forms: PUBLIC_FORMS_GROUP) count together, so one budget per address
 * covers every form. The key is request.ip, the visitor's address as TRUST_PROXY decides.
 *
 * The same table also limits acknowledgments: one per recipient address an hour.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from './db/schema.ts';

/** The rate-limit group of every public form: one budget per address across them. */
export const PUBLIC_FORMS_GROUP = 'public-forms';

interface RouteInfo {
  method?: string | string[];
  url?: string;
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** How often expired rows are deleted (by whichever request comes next). */
const PURGE_EVERY_MS = 60_000;

/** What a route's counts are kept under: its group's, or its own (method and address). */
function prefixOf(routeOptions: object): string {
  const { groupId, routeInfo } = routeOptions as { groupId?: string; routeInfo?: RouteInfo };
  if (groupId) return `group ${groupId}|`;
  const { method, url } = routeInfo ?? {};
  const methods = Array.isArray(method) ? method.join(',') : (method ?? '');
  return `${methods} ${url ?? ''}|`;
}

/** Builds the in-memory store class (one process: SQLite); its routes' counts, grouped ones together, live in one map. */
export function memoryRateLimitStore() {
  const windows = new Map<string, { hits: number; resetAt: number }>();
  let lastPurge = 0;
  const purge = (now: number) => {
    if (now - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = now;
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
  };

  return class MemoryRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = Date.now();
      purge(now);
      const current = windows.get(this.prefix + key);
      const window = current && current.resetAt > now ? { hits: current.hits + 1, resetAt: current.resetAt } : { hits: 1, resetAt: now + timeWindow };
      windows.set(this.prefix + key, window);
      callback(null, { current: window.hits, ttl: window.resetAt - now });
    }

    read(key: string, callback: Callback): void {
      const now = Date.now();
      const window = windows.get(this.prefix + key);
      callback(null, window && window.resetAt > now ? { current: window.hits, ttl: window.resetAt - now } : { current: 0, ttl: 0 });
    }

    child(routeOptions: object): MemoryRateLimitStore {
      return new MemoryRateLimitStore(undefined, prefixOf(routeOptions));
    }
  };
}

/** Builds the store class @fastify/rate-limit instantiates (its `store` option), on this database. */
export function databaseRateLimitStore(db: Kysely<Database>) {
  let lastPurge = 0;
  const purge = (now: number) => {
    if (now - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = now;
    db.deleteFrom('rate_limit_hits')
      .where('reset_at', '<=', now)
      .execute()
      .catch(() => {
        lastPurge = 0;
      });
  };

  return class DatabaseRateLimitStore {
    constructor(
      _options?: unknown,
      /** The route's method and address, so that each route counts apart (as the in-memory store does). */
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = Date.now();
      purge(now);
      db.insertInto('rate_limit_hits')
        .values({ key: this.prefix + key, hits: 1, reset_at: now + timeWindow })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            hits: sql<number>`case when rate_limit_hits.reset_at <= ${now} then 1 else rate_limit_hits.hits + 1 end`,
            reset_at: sql<number>`case when rate_limit_hits.reset_at <= ${now} then excluded.reset_at else rate_limit_hits.reset_at end`,
          }),
        )
        .returning(['hits', 'reset_at'])
        .executeTakeFirstOrThrow()
        .then(
          (row) => callback(null, { current: Number(row.hits), ttl: Math.max(0, Number(row.reset_at) - now) }),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    }

    read(key: string, callback: Callback): void {
      const now = Date.now();
      db.selectFrom('rate_limit_hits')
        .select(['hits', 'reset_at'])
        .where('key', '=', this.prefix + key)
        .where('reset_at', '>', now)
        .executeTakeFirst()
        .then(
          (row) => callback(null, row ? { current: Number(row.hits), ttl: Number(row.reset_at) - now } : { current: 0, ttl: 0 }),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    }

    /** The plugin passes the route's merged limit options, its route under `routeInfo` (its types say otherwise). */
    child(routeOptions: object): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore(undefined, `${this.prefix}${prefixOf(routeOptions)}`);
    }
  };
}

/** How long one acknowledgment to an address keeps further ones from going to it. */
export const ACKNOWLEDGMENT_WINDOW_MS = 60 * 60 * 1000;

/**
 * Whether a new request's acknowledgment may go to `address`: the first one in an hour may, so
 * that nobody can use the forms to mail-bomb someone else's address (the request itself is
 * stored and staff are told either way). One atomic upsert, with the caller's executor (its
 * transaction), shared by every instance on the database. The address is kept only as a hash.
 */
export async function takeAcknowledgmentSlot(executor: Kysely<Database>, address: string, now = Date.now()): Promise<boolean> {
  const key = `ack ${createHash('sha256').update(address.trim().toLowerCase()).digest('hex')}`;
  await executor.deleteFrom('rate_limit_hits').where('key', 'like', 'ack %').where('reset_at', '<=', now).execute();
  const row = await executor
    .insertInto('rate_limit_hits')
    .values({ key, hits: 1, reset_at: now + ACKNOWLEDGMENT_WINDOW_MS })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ hits: sql<number>`rate_limit_hits.hits + 1` }))
    .returning('hits')
    .executeTakeFirstOrThrow();
  return Number(row.hits) === 1;
}
