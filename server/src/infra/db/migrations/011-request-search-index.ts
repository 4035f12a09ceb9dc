import { sql } from 'kysely';
import type { MigrationDb } from '../migration.ts';
import { isPostgres } from '../dialect.ts';
import { inTransaction } from '../unit-of-work.ts';

/**
 * Staff search in an inbox (a substring of each request's folded text, migration 004) is
 * answered from a trigram index instead of a scan of every request:
 *
 * - PostgreSQL: a GIN index of pg_trgm, which ships with PostgreSQL and is a trusted extension (a
 *   database owner may create it). Where it is neither installed nor allowed, search keeps
 *   scanning (correct, slower) and the index can be made later by hand (README).
 * - SQLite: an FTS5 table with the `trigram` tokenizer beside each inbox, `<table>_search`, kept
 *   by triggers. Its rows are keyed by `search_rowid`, a number the request keeps for good (the
 *   table's own rowid may be renumbered by VACUUM or a dump and restore).
 */

export const SEARCHED_TABLES = ['leads', 'company_leads', 'candidatures'] as const;

export async function up(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) await upOnPostgres(db);
  // All or nothing on SQLite too (see migration 002).
  else await inTransaction(db, upOnSqlite);
}

async function upOnPostgres(db: MigrationDb): Promise<void> {
  const { rows } = await sql<{ installed: boolean; allowed: boolean }>`
    select exists (select 1 from pg_extension where extname = 'pg_trgm') as installed,
           exists (select 1 from pg_available_extensions where name = 'pg_trgm')
             and has_database_privilege(current_database(), 'CREATE') as allowed`.execute(db);
  const { installed, allowed } = rows[0]!;
  if (!installed && !allowed) return;
  if (!installed) {
    // A host may still refuse it (an older server, a list of allowed extensions): the migration
    // goes on without the index rather than stopping the server.
    await sql`savepoint pg_trgm`.execute(db);
    try {
      await sql`create extension if not exists pg_trgm`.execute(db);
    } catch {
      await sql`rollback to savepoint pg_trgm`.execute(db);
      return;
    }
  }
  for (const table of SEARCHED_TABLES) {
    await sql`create index if not exists ${sql.id(`${table}_search_idx`)} on ${sql.table(table)} using gin (search_text gin_trgm_ops)`.execute(
      db,
    );
  }
}

async function upOnSqlite(trx: MigrationDb): Promise<void> {
  for (const table of SEARCHED_TABLES) await indexOnSqlite(trx, table);
}

async function indexOnSqlite(db: MigrationDb, table: string): Promise<void> {
  const t = sql.table(table);
  const search = sql.table(`${table}_search`);
  const trigger = (event: string) => sql.id(`${table}_search_${event}`);
  await sql`alter table ${t} add column search_rowid integer`.execute(db);
  await sql`update ${t} set search_rowid = rowid`.execute(db);
  await sql`create unique index ${sql.id(`${table}_search_rowid_idx`)} on ${t} (search_rowid)`.execute(db);
  await sql`create virtual table ${search} using fts5(search_text, tokenize = 'trigram')`.execute(db);
  // A request deleted or erased leaves nothing of its text in the index (by default FTS5 only
  // marks it deleted until its pages are merged).
  await sql`insert into ${search} (${search}, rank) values ('secure-delete', 1)`.execute(db);
  await sql`insert into ${search} (rowid, search_text) select search_rowid, search_text from ${t}`.execute(db);
  // A new request takes the next number (its rowid could meet one kept from before a renumbering).
  await sql`create trigger ${trigger('insert')} after insert on ${t} begin
      update ${t} set search_rowid = (select coalesce(max(search_rowid), 0) + 1 from ${t}) where id = new.id;
      insert into ${search} (rowid, search_text) select search_rowid, search_text from ${t} where id = new.id;
    end`.execute(db);
  await sql`create trigger ${trigger('update')} after update of search_text on ${t} begin
      delete from ${search} where rowid = old.search_rowid;
      insert into ${search} (rowid, search_text) values (new.search_rowid, new.search_text);
    end`.execute(db);
  await sql`create trigger ${trigger('delete')} after delete on ${t} begin
      delete from ${search} where rowid = old.search_rowid;
    end`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of SEARCHED_TABLES) {
    if (isPostgres(db)) {
      await db.schema.dropIndex(`${table}_search_idx`).ifExists().execute();
      continue;
    }
    for (const event of ['insert', 'update', 'delete'])
      await sql`drop trigger if exists ${sql.id(`${table}_search_${event}`)}`.execute(db);
    await sql`drop table if exists ${sql.table(`${table}_search`)}`.execute(db);
    await db.schema.dropIndex(`${table}_search_rowid_idx`).ifExists().execute();
    await sql`alter table ${sql.table(table)} drop column search_rowid`.execute(db);
  }
}
