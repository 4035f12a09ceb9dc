/**
 * Work that one server instance at a time does (the retention sweep, the spam purge): on
 * PostgreSQL a session advisory lock, taken without waiting on one pooled connection for the
 * task's length; an instance that finds it taken skips that run (the other is doing it, and both
 * tasks are idempotent). A lost connection frees the lock with it. SQLite: one process, it runs.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** The first half of the lock's key: Takwin's tasks apart from any other application's locks. */
const LOCK_NAMESPACE = 0x54_4b_57; // "TKW"

/** Runs `task` unless another instance is running the task of this name: then answers undefined. */
export type RunAlone = <T>(name: string, task: () => Promise<T>) => Promise<T | undefined>;

export function runAloneOn(db: Db): RunAlone {
  if (db.dialect !== 'postgres') return (_name, task) => task();
  return (name, task) =>
    db.kysely.connection().execute(async (connection) => {
      const { rows } = await sql<{
        locked: boolean;
      }>`select pg_try_advisory_lock(${LOCK_NAMESPACE}, hashtext(${name})) as locked`.execute(connection);
      if (!rows[0]?.locked) return undefined;
      try {
        return await task();
      } finally {
        await sql`select pg_advisory_unlock(${LOCK_NAMESPACE}, hashtext(${name}))`.execute(connection);
      }
    });
}
