/**
 * What the migrations are written with. A migration is written against the tables as they were
 * then, not today's types: `MigrationDb`. Its `up` runs whole or not at all: PostgreSQL runs a
 * migration in a transaction, SQLite does not (Kysely takes it for a database without
 * transactional DDL), and a start cut halfway must not leave a table without its indexes, or
 * half-moved rows, for the next start to trip on: `allOrNothing`.
 */
import type { Kysely } from 'kysely';
import { inTransaction } from './unit-of-work.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MigrationDb = Kysely<any>;

/** A migration's `up` that runs `work` in one transaction, on SQLite too. */
export const allOrNothing =
  (work: (trx: MigrationDb) => Promise<void>) =>
  (db: MigrationDb): Promise<void> =>
    inTransaction(db, work);
