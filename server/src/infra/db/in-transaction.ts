import type { Kysely } from 'kysely';

/**
 * Runs `work` in a transaction: the caller's when `db` is already one (a write joined to its audit
 * row or its mails), a new one otherwise. Kysely cannot open a transaction inside another.
 */
export function inTransaction<DB, T>(db: Kysely<DB>, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
