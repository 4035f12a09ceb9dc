import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * On PostgreSQL, staff search in an inbox (a substring of each request's folded text, migration
 * 004) is answered from a trigram index (pg_trgm, GIN) instead of a scan of every request: the
 * database of several instances is the one that grows. pg_trgm ships with PostgreSQL and is a
 * trusted extension: a database owner may create it. Where it is neither installed nor allowed,
 * search keeps scanning (correct, slower) and the index can be made later by hand (README).
 * The embedded SQLite database scans: ~100 ms at 100,000 requests (BENCHMARKS.md).
 */

const SEARCHED_TABLES = ['leads', 'company_leads', 'candidatures'] as const;

// Kysely<any>: a migration is written against the tables as they were then, not today's types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  const { rows } = await sql<{ installed: boolean; allowed: boolean }>`
    select exists (select 1 from pg_extension where extname = 'pg_trgm') as installed,
           exists (select 1 from pg_available_extensions where name = 'pg_trgm')
             and has_database_privilege(current_database(), 'CREATE') as allowed`.execute(db);
  const { installed, allowed } = rows[0]!;
  if (!installed && !allowed) return;
  if (!installed) await sql`create extension if not exists pg_trgm`.execute(db);
  for (const table of SEARCHED_TABLES) {
    await sql`create index if not exists ${sql.id(`${table}_search_idx`)} on ${sql.table(table)} using gin (search_text gin_trgm_ops)`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of SEARCHED_TABLES) await db.schema.dropIndex(`${table}_search_idx`).ifExists().execute();
}
