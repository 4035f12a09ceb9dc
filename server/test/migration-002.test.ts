/**
 * Migration 002 on a database made before it: durations and instructor titles become
 * per-language (the text typed is kept for all three), and contact messages filed as
 * pre-registrations for the course "Contact" move to their own inbox.
 */
import { describe, expect, it } from 'vitest';
import { createRepositories } from '../src/features/repositories.ts';
import { oldCourseRow, oldInstructorRow, oldLeadRow, useMigratedFrom, WRITTEN_AT } from './support/migration.ts';

// Rows as the previous version wrote them, then the migrations since.
const migrated = useMigratedFrom('001-initial', async (old) => {
  // Version 001 kept the title as plain text.
  await old
    .insertInto('instructors')
    .values(oldInstructorRow({ name: 'Amira', title: 'Ingénieure logiciel & formatrice' }))
    .execute();
  const text = JSON.stringify({ fr: 'Python', en: 'Python', ar: 'بايثون' });
  await old
    .insertInto('courses')
    .values(
      oldCourseRow({
        title: text,
        description: text,
        syllabus: JSON.stringify([{ title: JSON.parse(text), content: JSON.parse(text) }]),
        duration: '6 semaines',
      }),
    )
    .execute();
  const email = 'x@example.tn';
  await old
    .insertInto('leads')
    .values([
      oldLeadRow({ id: 'l1', name: 'Inscrite', email, course_of_interest: 'Python' }),
      oldLeadRow({
        id: 'l2',
        name: 'Question',
        email,
        course_of_interest: 'Contact',
        message: 'Êtes-vous ouverts le samedi ?',
      }),
      oldLeadRow({
        id: 'l3',
        name: 'Ancienne question',
        email,
        course_of_interest: 'Contact',
        message: 'Merci',
        archived_at: WRITTEN_AT,
      }),
    ])
    .execute();
});

describe('migration 002', () => {
  it('copies a course duration and an instructor title into the three languages', async () => {
    const repos = createRepositories(migrated.db.kysely);
    const course = await repos.courses.findById('c1', { publishedOnly: false });
    expect(course?.duration).toEqual({ fr: '6 semaines', en: '6 semaines', ar: '6 semaines' });
    expect(course?.instructor.title).toEqual({
      fr: 'Ingénieure logiciel & formatrice',
      en: 'Ingénieure logiciel & formatrice',
      ar: 'Ingénieure logiciel & formatrice',
    });
    expect((await repos.instructors.list())[0]?.title.ar).toBe('Ingénieure logiciel & formatrice');
  });

  it('moves the contact messages out of the pre-registrations, archived ones staying archived', async () => {
    const repos = createRepositories(migrated.db.kysely);
    expect((await repos.leads.list({ archived: false, spam: false })).items.map((lead) => lead._id)).toEqual(['l1']);
    expect((await repos.leads.list({ archived: true, spam: false })).items).toEqual([]);
    expect(await repos.contactMessages.list({ archived: false, spam: false })).toEqual([
      {
        _id: 'l2',
        name: 'Question',
        email: 'x@example.tn',
        message: 'Êtes-vous ouverts le samedi ?',
        createdAt: WRITTEN_AT,
      },
    ]);
    expect(await repos.contactMessages.list({ archived: true, spam: false })).toEqual([
      {
        _id: 'l3',
        name: 'Ancienne question',
        email: 'x@example.tn',
        message: 'Merci',
        createdAt: WRITTEN_AT,
        archivedAt: WRITTEN_AT,
      },
    ]);
  });
});
