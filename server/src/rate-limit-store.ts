/**
 * The public forms' rate limits counted in the database (the `rate_limit_hits` table), so that
 * several server instances on one PostgreSQL database share them: a visitor spreading requests
 * over them meets the same limit as on one. A store for @fastify/rate-limit: one atomic
 * upsert-increment per request (a fixed window per route and address, restarted once over).
 * The key is request.ip, the visitor's address as TRUST_PROXY decides. SQLite, one process,
 * keeps the plugin's in-memory store.
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from './db/schema.ts';

interface RouteInfo {
  method?: string | string[];
  url?: string;
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** How often expired rows are deleted (by whichever request comes next). */
const PURGE_EVERY_MS = 60_000;

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
      const { method, url } = (routeOptions as { routeInfo?: RouteInfo }).routeInfo ?? {};
      const methods = Array.isArray(method) ? method.join(',') : (method ?? '');
      return new DatabaseRateLimitStore(undefined, `${this.prefix}${methods} ${url ?? ''}|`);
    }
  };
}
