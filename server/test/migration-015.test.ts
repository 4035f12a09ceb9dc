/**
 * Migration 015 on a database made before it: every course kept gets a slug per language from its
 * title (the oldest of two with one title keeps the plain one), its page is found by them and by
 * its id.
 */
import { describe, expect, it } from 'vitest';
import { createRepositories } from '../src/features/repositories.ts';
import { oldCourseRow, oldInstructorRow, useMigratedFrom } from './support/migration.ts';

const text = (fr: string, en: string, ar: string) => JSON.stringify({ fr, en, ar });
const course = (id: string, createdAt: string, title: string) =>
  oldCourseRow({ id, title, description: text('d', 'd', 'd'), created_at: createdAt, updated_at: createdAt });

// Rows as the previous version wrote them, then the migrations since.
const migrated = useMigratedFrom('012-phone-digits-search', async (old) => {
  await old
    .insertInto('instructors')
    .values(oldInstructorRow({ title: text('a', 'a', 'a'), created_at: '2026-01-01T00:00:00.000Z' }))
    .execute();
  await old
    .insertInto('courses')
    .values([
      course('c2', '2026-02-01T00:00:00.000Z', text('Réseaux et sécurité', 'Networks & security', 'الشبكات والأمن')),
      course('c1', '2026-01-01T00:00:00.000Z', text('Réseaux et sécurité', 'Networks and security', 'الشبكات والأمن')),
      course('c3', '2026-03-01T00:00:00.000Z', text('???', '!!!', '…')),
    ])
    .execute();
});

describe('the courses kept before migration 015', () => {
  it('get a slug per language from their titles, the oldest keeping the plain one, a title of no letters its id', async () => {
    const { courses } = createRepositories(migrated.db.kysely);
    expect((await courses.findById('c1', { publishedOnly: false }))?.slug).toEqual({
      fr: 'reseaux-et-securite',
      en: 'networks-and-security',
      ar: 'الشبكات-والأمن',
    });
    expect((await courses.findById('c2', { publishedOnly: false }))?.slug).toEqual({
      fr: 'reseaux-et-securite-2',
      en: 'networks-security',
      ar: 'الشبكات-والأمن-2',
    });
    expect((await courses.findById('c3', { publishedOnly: false }))?.slug).toEqual({ fr: 'c3', en: 'c3', ar: 'c3' });
  });

  it('are found by any of their slugs and by their id', async () => {
    const { courses } = createRepositories(migrated.db.kysely);
    for (const [address, id] of [
      ['reseaux-et-securite-2', 'c2'],
      ['الشبكات-والأمن', 'c1'],
      ['c3', 'c3'],
      ['c1', 'c1'],
    ]) {
      expect(await courses.findPublishedIdByAddress(address!), address).toBe(id);
    }
  });
});
