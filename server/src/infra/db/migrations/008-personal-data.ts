import { allOrNothing, type MigrationDb } from '../migration.ts';

/**
 * The consent of the public forms: a pre-registration, a quote request and an application keep
 * when the person agreed to the privacy notice (the server's time) and which version of it.
 * Requests stored before, or sent by older clients without consent, keep both empty.
 */

const TABLES = ['leads', 'company_leads', 'candidatures'] as const;

// All or nothing on SQLite too (see migration 002).
export const up = allOrNothing(async (trx) => {
  for (const table of TABLES) {
    await trx.schema.alterTable(table).addColumn('consent_at', 'text').execute();
    await trx.schema.alterTable(table).addColumn('consent_version', 'text').execute();
  }
});

export async function down(db: MigrationDb): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).dropColumn('consent_version').execute();
    await db.schema.alterTable(table).dropColumn('consent_at').execute();
  }
}
