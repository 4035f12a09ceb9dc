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
import type { Database } from '../db/schema.ts';
import { createRateLimitRepository, type HitWindow } from './rate-limit-repository.ts';

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

/** Where a store counts its hits: the `rate_limit_hits` table, or a map as the table would hold it. */
type HitWindows = Pick<ReturnType<typeof createRateLimitRepository>, 'countHit' | 'openWindow' | 'deleteEnded'>;

/** Fixed windows in a map (one process: SQLite), counted and ended as the table does. */
function memoryHitWindows(): HitWindows {
  const windows = new Map<string, HitWindow>();
  return {
    async countHit(key, windowMs, now) {
      const current = windows.get(key);
      const window =
        current && current.resetAt > now
          ? { hits: current.hits + 1, resetAt: current.resetAt }
          : { hits: 1, resetAt: now + windowMs };
      windows.set(key, window);
      return window;
    },
    async openWindow(key, now) {
      const window = windows.get(key);
      return window && window.resetAt > now ? window : undefined;
    },
    async deleteEnded(now) {
      for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
    },
  };
}

/** Builds the in-memory store class (one process: SQLite); its routes' counts, grouped ones together, live in one map. */
export const memoryRateLimitStore = () => rateLimitStore(memoryHitWindows());

/** Builds the store class @fastify/rate-limit instantiates (its `store` option), on this database. */
export const databaseRateLimitStore = (db: Kysely<Database>) => rateLimitStore(createRateLimitRepository(db));

/** The store class @fastify/rate-limit instantiates (its `store` option), counting in `hitWindows`. */
function rateLimitStore(hitWindows: HitWindows) {
  let lastPurge = 0;
  const purge = (now: number) => {
    if (now - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = now;
    hitWindows.deleteEnded(now).catch(() => {
      lastPurge = 0;
    });
  };
  const failed = (callback: Callback) => (error: unknown) =>
    callback(error instanceof Error ? error : new Error(String(error)));

  return class RateLimitStore {
    constructor(
      _options?: unknown,
      /** The route's method and address, so that each route counts apart. */
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = Date.now();
      purge(now);
      hitWindows
        .countHit(this.prefix + key, timeWindow, now)
        .then((hit) => callback(null, { current: hit.hits, ttl: Math.max(0, hit.resetAt - now) }), failed(callback));
    }

    read(key: string, callback: Callback): void {
      const now = Date.now();
      hitWindows
        .openWindow(this.prefix + key, now)
        .then(
          (window) =>
            callback(null, window ? { current: window.hits, ttl: window.resetAt - now } : { current: 0, ttl: 0 }),
          failed(callback),
        );
    }

    /** The plugin passes the route's merged limit options, its route under `routeInfo` (its types say otherwise). */
    child(routeOptions: object): RateLimitStore {
      return new RateLimitStore(undefined, `${this.prefix}${prefixOf(routeOptions)}`);
    }
  };
}

/** How long one acknowledgment to an address keeps further ones from going to it. */
export const ACKNOWLEDGMENT_WINDOW_MS = 60 * 60 * 1000;

const ACKNOWLEDGMENT_KEY_PREFIX = 'ack ';

/** When expired acknowledgment rows were last deleted (on SQLite nothing else deletes them). */
let lastAcknowledgmentPurge = 0;

/**
 * Whether a new request's acknowledgment may go to `address`: the first one in an hour may, so
 * that nobody can use the forms to mail-bomb someone else's address (the request itself is
 * stored and staff are told either way). One atomic upsert, with the caller's executor (its
 * transaction), shared by every instance on the database; an expired window restarts in place.
 * The address is kept only as a hash, and expired rows are deleted at most once a minute.
 */
export async function takeAcknowledgmentSlot(
  executor: Kysely<Database>,
  address: string,
  now = Date.now(),
): Promise<boolean> {
  const hitWindows = createRateLimitRepository(executor);
  if (now - lastAcknowledgmentPurge >= PURGE_EVERY_MS || now < lastAcknowledgmentPurge) {
    lastAcknowledgmentPurge = now;
    await hitWindows.deleteEnded(now, ACKNOWLEDGMENT_KEY_PREFIX);
  }
  const key = `${ACKNOWLEDGMENT_KEY_PREFIX}${createHash('sha256').update(address.trim().toLowerCase()).digest('hex')}`;
  const { hits } = await hitWindows.countHit(key, ACKNOWLEDGMENT_WINDOW_MS, now);
  return hits === 1;
}
