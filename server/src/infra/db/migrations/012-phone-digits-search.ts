import { type RawBuilder, sql } from 'kysely';
import type { MigrationDb } from '../migration.ts';

/**
 * Staff find a request by its phone number typed either way ("98765432" or "98 765 432"): the
 * searched text keeps the number's digits alone beside the number as typed (searchTextOf), and
 * search looks for a number by its digits. The requests already kept get their digits here. On
 * SQLite the search index follows through its update trigger (migration 011).
 */
const TABLES = ['leads', 'company_leads', 'candidatures'] as const;

/** A phone number without what PHONE_NUMBER allows besides digits (the forms keep no other), as phoneDigits gives it. */
const digitsOf = (column: string) =>
  ['+', '(', ')', '.', '-', ' '].reduce<RawBuilder<unknown>>(
    (expression, separator) => sql`replace(${expression}, ${separator}, '')`,
    sql.ref(column),
  );

export async function up(db: MigrationDb): Promise<void> {
  for (const table of TABLES) {
    await sql`update ${sql.table(table)} set search_text = search_text || ' ' || ${digitsOf('phone')}
      where phone is not null and ${digitsOf('phone')} <> phone and ${digitsOf('phone')} <> ''`.execute(db);
  }
}

/** Nothing to undo: the digits only widen what search finds. */
export async function down(): Promise<void> {}
