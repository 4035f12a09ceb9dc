/**
 * Migration 012 on a database made before it: a request kept with a phone number is found by the
 * number typed with or without its spaces, as is a request written since.
 */
import { describe, expect, it } from 'vitest';
import { createRepositories } from '../src/features/repositories.ts';
import { leadsFound, oldLeadRow, useMigratedFrom } from './support/migration.ts';

const lead = (id: string, name: string, phone: string | null) =>
  oldLeadRow({
    id,
    name,
    email: `${id}@example.tn`,
    phone,
    course_of_interest: 'Comptabilité',
    is_spam: 0,
    status: 'new',
    // As the previous version folded it: the number as typed only.
    search_text: `${name} ${id}@example.tn ${phone ?? ''} comptabilite`.toLowerCase(),
  });

// Rows as the previous version wrote them, then the migrations since.
const migrated = useMigratedFrom('011-request-search-index', async (old) => {
  await old
    .insertInto('leads')
    .values([
      lead('l1', 'Sami Trabelsi', '+216 98 765 432'),
      lead('l2', 'Ines Jaziri', '71.234.567'),
      lead('l3', 'Amel Haddad', '22333444'),
      lead('l4', 'Nour Ayari', null),
    ])
    .execute();
});

describe('searching the requests by phone after migration 012', () => {
  it('finds a number kept from before, typed with or without its separators', async () => {
    expect(await leadsFound(migrated.db, '98765432')).toEqual(['l1']);
    expect(await leadsFound(migrated.db, '+21698765432')).toEqual(['l1']);
    expect(await leadsFound(migrated.db, '98 765 432')).toEqual(['l1']);
    expect(await leadsFound(migrated.db, '71234567')).toEqual(['l2']);
    expect(await leadsFound(migrated.db, '22 333 444')).toEqual(['l3']);
    // The rest of the text is as it was.
    expect(await leadsFound(migrated.db, 'nour')).toEqual(['l4']);
  });

  it('finds a request written since by its number either way', async () => {
    const repos = createRepositories(migrated.db.kysely);
    const created = await repos.leads.create(
      {
        name: 'Hichem Gharbi',
        email: 'hichem@example.tn',
        phone: '55 123 456',
        courseOfInterest: 'Comptabilité',
        learningPaceInterest: 'Classique',
      },
      { spam: false },
    );
    expect(await leadsFound(migrated.db, '55123456')).toEqual([created._id]);
    expect(await leadsFound(migrated.db, '55 12')).toEqual([created._id]);
  });
});
