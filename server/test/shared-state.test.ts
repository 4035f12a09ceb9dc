/**
 * The pieces that several server instances on one PostgreSQL database share: the cluster bus
 * (LISTEN/NOTIFY, and its reconnection), the one-at-a-time tasks (advisory lock) and the
 * database store of the forms' rate limits. cluster.test.ts runs them in two real processes.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClusterMessage, PostgresBus } from '../src/infra/cluster/bus.ts';
import {
  ACKNOWLEDGMENT_WINDOW_MS,
  databaseRateLimitStore,
  takeAcknowledgmentSlot,
} from '../src/infra/http/rate-limit-store.ts';
import { usePostgres, useTestContext } from './support/context.ts';

const ctx = useTestContext();

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function eventually(check: () => boolean | Promise<boolean>, limitMs = 5_000): Promise<boolean> {
  const start = Date.now();
  while (Date.now() - start < limitMs) {
    if (await check()) return true;
    await later(25);
  }
  return false;
}

(usePostgres ? describe : describe.skip)('the cluster bus (PostgreSQL)', () => {
  let other: PostgresBus;
  const heard: ClusterMessage[] = [];
  beforeAll(async () => {
    // Another instance's bus on the same database.
    other = new PostgresBus({
      databaseUrl: ctx.config.databaseUrl!,
      db: ctx.app.db.kysely,
      log: ctx.app.log,
      retryMs: 50,
    });
    other.subscribe((message) => heard.push(message));
    await other.ready();
  });
  afterAll(() => other.close());

  it("clears this instance's catalogue when another says so, and relays live events both ways", async () => {
    let cleared = 0;
    const stop = ctx.app.publishedCourses.onInvalidate(() => (cleared += 1));
    const received: unknown[] = [];
    const unsubscribe = ctx.app.requestEvents.subscribe((event, data) => received.push({ event, data }));
    try {
      other.publish({ kind: 'catalogue' });
      other.publish({ kind: 'request-event', event: 'request-created', data: { kind: 'lead', _id: 'from-the-other' } });
      expect(await eventually(() => cleared === 1 && received.length === 1)).toBe(true);
      expect(received).toEqual([{ event: 'request-created', data: { kind: 'lead', _id: 'from-the-other' } }]);

      // What this instance publishes reaches the other, and is not heard back here.
      heard.length = 0;
      ctx.app.requestEvents.publish('request-updated', { kind: 'lead', _id: 'from-here' });
      expect(await eventually(() => heard.length === 1)).toBe(true);
      expect(heard).toEqual([
        { kind: 'request-event', event: 'request-updated', data: { kind: 'lead', _id: 'from-here' } },
      ]);
      await later(200);
      expect(received).toHaveLength(2);
      expect(cleared).toBe(1);
    } finally {
      stop();
      unsubscribe();
    }
  });

  it("reads the centre's details again when another instance saved them", async () => {
    const before = await ctx.app.centreSettings.get();
    // Saved by the other instance: straight into the database, then said on the bus.
    await ctx.app.repos.settings.saveCentre({ ...before, name: 'Centre Ailleurs' });
    try {
      expect((await ctx.app.centreSettings.get()).name).toBe(before.name); // held here until told
      other.publish({ kind: 'pages' });
      expect(await eventually(async () => (await ctx.app.centreSettings.get()).name === 'Centre Ailleurs')).toBe(true);
    } finally {
      await ctx.app.repos.settings.saveCentre(before);
      ctx.app.centreSettings.forget();
    }
  });

  it('ignores a message that is not one of its own kind', async () => {
    heard.length = 0;
    await sql`select pg_notify('takwin_cluster', 'not json')`.execute(ctx.app.db.kysely);
    await sql`select pg_notify('takwin_cluster', ${JSON.stringify({ from: 'elsewhere', message: { kind: 'unknown' } })})`.execute(
      ctx.app.db.kysely,
    );
    await later(200);
    expect(heard).toEqual([]);
  });

  it('listens again after its connection is cut, and clears its caches then (what was said meanwhile is unknown)', async () => {
    let cleared = 0;
    const stop = ctx.app.publishedCourses.onInvalidate(() => (cleared += 1));
    try {
      // Every listening connection of this database goes: the app's and the other's.
      const { rows } = await sql<{ cut: boolean }>`
        select pg_terminate_backend(pid) as cut from pg_stat_activity
        where datname = current_database() and query = 'LISTEN takwin_cluster'`.execute(ctx.app.db.kysely);
      expect(rows.length).toBeGreaterThanOrEqual(2);
      // Back within a few waits: the app clears its caches once, then hears the other again.
      expect(await eventually(() => cleared >= 1)).toBe(true);
      const before = cleared;
      expect(
        await eventually(() => {
          other.publish({ kind: 'catalogue' });
          return cleared > before;
        }),
      ).toBe(true);
    } finally {
      stop();
    }
  });
});

describe('one instance at a time', () => {
  it('skips a task another run holds (PostgreSQL); one process runs it (SQLite)', async () => {
    let release!: () => void;
    const holding = new Promise<void>((resolve) => (release = resolve));
    const first = ctx.app.runAlone('test-task', async () => {
      await holding;
      return 'first';
    });
    await later(100);
    const second = await ctx.app.runAlone('test-task', async () => 'second');
    const otherTask = await ctx.app.runAlone('another-task', async () => 'another');
    release();
    expect(await first).toBe('first');
    expect(second).toBe(usePostgres ? undefined : 'second');
    expect(otherTask).toBe('another');
    // Free again once the first is done; a failing task frees it too.
    await expect(ctx.app.runAlone('test-task', async () => Promise.reject(new Error('failed')))).rejects.toThrow(
      'failed',
    );
    expect(await ctx.app.runAlone('test-task', async () => 'again')).toBe('again');
  });
});

describe("the forms' rate limits in the database", () => {
  const Store = () => databaseRateLimitStore(ctx.app.db.kysely);
  const incr = (store: InstanceType<ReturnType<typeof Store>>, key: string, windowMs: number) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), windowMs),
    );
  const read = (store: InstanceType<ReturnType<typeof Store>>, key: string) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store.read(key, (error, result) => (error ? reject(error) : resolve(result!))),
    );

  it('counts per route and address in a window, together however many stores (instances) count, and starts again after it', async () => {
    const StoreClass = Store();
    const route = (url: string) => new StoreClass().child({ routeInfo: { method: 'POST', url } });
    const leadsHere = route('/api/leads');
    const leadsThere = new (Store())().child({ routeInfo: { method: 'POST', url: '/api/leads' } });
    const candidatures = route('/api/candidatures');

    expect((await incr(leadsHere, '203.0.113.1', 60_000)).current).toBe(1);
    expect((await incr(leadsThere, '203.0.113.1', 60_000)).current).toBe(2);
    const third = await incr(leadsHere, '203.0.113.1', 60_000);
    expect(third.current).toBe(3);
    expect(third.ttl).toBeGreaterThan(59_000);
    expect(third.ttl).toBeLessThanOrEqual(60_000);
    expect((await read(leadsThere, '203.0.113.1')).current).toBe(3);
    expect((await incr(candidatures, '203.0.113.1', 60_000)).current).toBe(1);
    expect((await incr(leadsHere, '203.0.113.2', 60_000)).current).toBe(1);

    // Requests sent together are each counted once.
    const burst = await Promise.all(Array.from({ length: 10 }, () => incr(leadsHere, '203.0.113.3', 60_000)));
    expect(burst.map((result) => result.current).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

    expect((await incr(leadsHere, '203.0.113.4', 50)).current).toBe(1);
    expect((await incr(leadsHere, '203.0.113.4', 50)).current).toBe(2);
    await later(80);
    expect((await read(leadsHere, '203.0.113.4')).current).toBe(0);
    expect((await incr(leadsHere, '203.0.113.4', 50)).current).toBe(1);
  });
});

describe('one acknowledgment per address an hour', () => {
  const take = (address: string, now: number) => takeAcknowledgmentSlot(ctx.app.db.kysely, address, now);
  const ackRows = async () =>
    (await ctx.app.db.kysely.selectFrom('rate_limit_hits').select('key').where('key', 'like', 'ack %').execute())
      .length;

  it('lets the first through, holds the next ones for the hour (whatever the case of the address), then lets one through again', async () => {
    const start = Date.now() + 10 * ACKNOWLEDGMENT_WINDOW_MS;
    expect(await take('salma@example.tn', start)).toBe(true);
    expect(await take(' Salma@Example.tn ', start + 1000)).toBe(false);
    expect(await take('salma@example.tn', start + ACKNOWLEDGMENT_WINDOW_MS - 1)).toBe(false);
    expect(await take('nour@example.tn', start + 1000)).toBe(true);
    // The window over, it restarts in place: one row per address, no delete needed for it.
    expect(await take('salma@example.tn', start + ACKNOWLEDGMENT_WINDOW_MS)).toBe(true);
    expect(await take('salma@example.tn', start + ACKNOWLEDGMENT_WINDOW_MS + 1)).toBe(false);
    // Concurrent requests for one address: exactly one acknowledgment.
    const later = start + 5 * ACKNOWLEDGMENT_WINDOW_MS;
    const burst = await Promise.all(Array.from({ length: 8 }, () => take('amel@example.tn', later)));
    expect(burst.filter(Boolean)).toHaveLength(1);
    // Expired rows go (a minute after the last purge at most): the addresses' hashes are not kept.
    expect(await ackRows()).toBeGreaterThan(0);
    await take('karim@example.tn', later + 3 * ACKNOWLEDGMENT_WINDOW_MS);
    expect(await ackRows()).toBe(1);
  });
});
