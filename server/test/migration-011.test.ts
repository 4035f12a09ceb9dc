/**
 * Migration 011 on a database made before it: the requests already there are found by a search
 * answered from the trigram index, and the index follows every later write (a new request, a
 * changed one, a deleted one), also after SQLite has renumbered its rows.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createRepositories } from '../src/features/repositories.ts';
import { usePostgres } from './support/context.ts';
import { leadsFound, oldLeadRow, useMigratedFrom, WRITTEN_AT } from './support/migration.ts';

const lead = (id: string, name: string, email: string) =>
  oldLeadRow({
    id,
    name,
    email,
    course_of_interest: 'Développement web',
    is_spam: 0,
    status: 'new',
    search_text: `${name} ${email} developpement web`.toLowerCase(),
  });

// Rows as the previous version wrote them, then the migrations since.
const migrated = useMigratedFrom('010-rate-limits', async (old) => {
  // Requests as the previous version wrote them; two deleted since, as staff do.
  await old
    .insertInto('leads')
    .values([
      lead('l0', 'Zied', 'zied@example.tn'),
      lead('l1', 'Yosra', 'yosra@example.tn'),
      lead('l2', 'Amira Ben Salah', 'amira@example.tn'),
    ])
    .execute();
  await old.deleteFrom('leads').where('id', 'in', ['l0', 'l1']).execute();
});

describe('searching the requests after migration 011', () => {
  it('finds the requests kept from before, and each one written since', async () => {
    expect(await leadsFound(migrated.db, 'ben salah')).toEqual(['l2']);
    const repos = createRepositories(migrated.db.kysely);
    const created = await repos.leads.create(
      {
        name: 'Hichem Gharbi',
        email: 'hichem@example.tn',
        courseOfInterest: 'Comptabilité',
        learningPaceInterest: 'Classique',
      },
      { spam: false },
    );
    expect(await leadsFound(migrated.db, 'gharbi')).toEqual([created._id]);
    expect(await leadsFound(migrated.db, 'example.tn')).toEqual([created._id, 'l2'].sort());
  });

  it.skipIf(usePostgres)('follows a change and a deletion, also once SQLite has renumbered the rows', async () => {
    // What VACUUM may do, and a dump restored does, to a table without an integer primary key.
    await sql`update leads set rowid = 1000 where id = 'l2'`.execute(migrated.db.kysely);
    expect(await leadsFound(migrated.db, 'ben salah')).toEqual(['l2']);

    await migrated.db.kysely
      .updateTable('leads')
      .set({ search_text: 'amira trabelsi amira@example.tn' })
      .where('id', '=', 'l2')
      .execute();
    expect(await leadsFound(migrated.db, 'ben salah')).toEqual([]);
    expect(await leadsFound(migrated.db, 'trabelsi')).toEqual(['l2']);
    // A request written after the renumbering takes a number of its own (not its rowid, 1001).
    const repos = createRepositories(migrated.db.kysely);
    const newest = await repos.leads.create(
      { name: 'Nour Trabelsi', email: 'nour@example.tn', learningPaceInterest: 'Classique' },
      { spam: false },
    );
    expect(await leadsFound(migrated.db, 'trabelsi')).toEqual([newest._id, 'l2'].sort());

    await migrated.db.kysely.deleteFrom('leads').where('id', '=', 'l2').execute();
    expect(await leadsFound(migrated.db, 'trabelsi')).toEqual([newest._id]);
    const { rows } = await sql<{
      n: number;
    }>`select count(*) as n from leads_search where search_text glob '*amira*'`.execute(migrated.db.kysely);
    expect(rows[0]!.n).toBe(0);
    // Nothing of the deleted text is left in the index's own storage: no copy, and no trigram of
    // it in the index's pages (FTS5 would otherwise keep them until it merges them).
    const copies = await sql<{
      n: number;
    }>`select count(*) as n from leads_search_content where c0 like '%amira%'`.execute(migrated.db.kysely);
    expect(copies.rows[0]!.n).toBe(0);
    const pages = await sql<{ block: Buffer | null }>`select block from leads_search_data`.execute(migrated.db.kysely);
    expect(pages.rows.some((row) => row.block?.includes('mir'))).toBe(false);
  });

  it('answers a word found in most requests as well as a rare one (the two ways SQLite may take)', async () => {
    const rows = Array.from({ length: 2100 }, (_, index) => ({
      ...lead(`bulk${index}`, `Bulk ${index}`, `bulk${index}@gmail.com`),
      created_at: new Date(Date.parse(WRITTEN_AT) + index * 1000).toISOString(),
    }));
    for (let start = 0; start < rows.length; start += 300)
      await migrated.old
        .insertInto('leads')
        .values(rows.slice(start, start + 300))
        .execute();
    const leads = createRepositories(migrated.db.kysely).leads;
    const common = await leads.list({ q: 'gmail', limit: 25, offset: 0 });
    expect(common.total).toBe(2100);
    expect(common.items.map((item) => item._id).slice(0, 2)).toEqual(['bulk2099', 'bulk2098']);
    const rare = await leads.list({ q: 'bulk2042@', limit: 25, offset: 0 });
    expect([rare.total, rare.items.map((item) => item._id)]).toEqual([1, ['bulk2042']]);
  });

  it.each(['leads', 'company_leads', 'candidatures'])('reads the index of %s, not every request', async (table) => {
    if (usePostgres) {
      const plan = await migrated.db.kysely.transaction().execute(async (trx) => {
        // On a table this small a scan is cheaper; the question is whether the index can answer.
        await sql`set local enable_seqscan = off`.execute(trx);
        // The repository's own form of the query, escape clause included.
        const { rows } = await sql<{
          'QUERY PLAN': string;
        }>`explain select id from ${sql.table(table)} where search_text like ${'%ben salah%'} escape '\\'`.execute(trx);
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
      expect(plan).toContain(`${table}_search_idx`);
    } else {
      const { rows } = await sql<{
        detail: string;
      }>`explain query plan select rowid from ${sql.table(`${table}_search`)} where search_text glob '*ben salah*'`.execute(
        migrated.db.kysely,
      );
      // G: FTS5 answers the GLOB from its trigram index.
      expect(rows.map((row) => row.detail).join('\n')).toMatch(/VIRTUAL TABLE INDEX \d+:G/);
    }
  });
});
