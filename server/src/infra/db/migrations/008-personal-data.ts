import type { Kysely } from 'kysely';
import { inTransaction } from '../unit-of-work.ts';

/**
 * The consent of the public forms: a pre-registration, a quote request and an application keep
 * when the person agreed to the privacy notice (the server's time) and which version of it.
 * Requests stored before, or sent by older clients without consent, keep both empty.
 */

const TABLES = ['leads', 'company_leads', 'candidatures'] as const;

// Kysely<any>: a migration is written against the tables as they were then, not today's types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // All or nothing on SQLite too (see migration 002).
  await inTransaction(db, upInOneGo);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function upInOneGo(trx: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await trx.schema.alterTable(table).addColumn('consent_at', 'text').execute();
    await trx.schema.alterTable(table).addColumn('consent_version', 'text').execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).dropColumn('consent_version').execute();
    await db.schema.alterTable(table).dropColumn('consent_at').execute();
  }
}
