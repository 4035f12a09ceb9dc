/**
 * Migration 004 on a database made before it: every request so far starts as `new` with no
 * history, and the old requests are found by the new search (accents and tashkeel folded).
 */
import { expect, it } from 'vitest';
import { createRepositories } from '../src/features/repositories.ts';
import { oldLeadRow, useMigratedFrom, WRITTEN_AT } from './support/migration.ts';

// Rows as the previous version wrote them, then the migrations since.
const migrated = useMigratedFrom('003-login-failures', async (old) => {
  await old
    .insertInto('leads')
    .values(oldLeadRow({ course_of_interest: 'تَطْوِير الويب', is_spam: 0 }))
    .execute();
  await old
    .insertInto('company_leads')
    .values({
      id: 'q1',
      company_name: 'Société Générale',
      contact_name: 'Amel',
      email: 'amel@example.tn',
      phone: '+216 71 000 000',
      message: null,
      created_at: WRITTEN_AT,
      is_spam: 0,
    })
    .execute();
  await old
    .insertInto('candidatures')
    .values({
      id: 'a1',
      name: 'Karim',
      email: 'karim@example.tn',
      phone: null,
      message: 'Développeur',
      cv_file: 'a1.pdf',
      cv_original_name: 'cv.pdf',
      cv_mime_type: 'application/pdf',
      created_at: WRITTEN_AT,
      is_spam: 0,
    })
    .execute();
});

it('starts every earlier request as new, with no history or notes, and finds it by the new search', async () => {
  const repos = createRepositories(migrated.db.kysely);
  expect((await repos.leads.list({ q: 'HELENE' })).items).toMatchObject([{ _id: 'l1', status: 'new', noteCount: 0 }]);
  expect((await repos.leads.list({ q: 'تطوير' })).items.map((lead) => lead._id)).toEqual(['l1']);
  expect(
    (await repos.companyLeads.list({ q: 'societe generale', status: 'new' })).items.map((lead) => lead._id),
  ).toEqual(['q1']);
  expect((await repos.candidatures.list({ q: 'developpeur' })).items.map((application) => application._id)).toEqual([
    'a1',
  ]);
  expect(await repos.leads.trail('l1')).toEqual({ notes: [], history: [] });
});
