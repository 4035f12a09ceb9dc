/**
 * Migration 014 on a database made before it: what the centre already had (an instructor, a course,
 * a session) is its own, not demo, so the demo removal never takes it; testimonials start empty.
 */
import { describe, expect, it } from 'vitest';
import { createRepositories } from '../src/features/repositories.ts';
import { oldCourseRow, oldInstructorRow, useMigratedFrom, WRITTEN_AT } from './support/migration.ts';

const text = (value: string) => JSON.stringify({ fr: value, en: value, ar: value });

// Rows as the previous version wrote them, then the migrations since.
const migrated = useMigratedFrom('012-phone-digits-search', async (old) => {
  await old.insertInto('instructors').values(oldInstructorRow()).execute();
  await old
    .insertInto('courses')
    .values(
      oldCourseRow({
        title: text('Excel'),
        description: text('Excel avancé'),
        category: 'Business',
        duration: text('2 jours'),
        price: 300,
      }),
    )
    .execute();
  await old
    .insertInto('course_sessions')
    .values({
      id: 's1',
      course_id: 'c1',
      start_date: '2026-02-01',
      end_date: '2026-02-02',
      schedule: text('9h'),
      mode: 'online',
      location: null,
      seats: 10,
      status: 'open',
      created_at: WRITTEN_AT,
      updated_at: WRITTEN_AT,
    })
    .execute();
});

describe('migration 014', () => {
  it("keeps the centre's rows as its own, none demo, and removes nothing of them", async () => {
    const repos = createRepositories(migrated.db.kysely);
    expect(await repos.demoContent.count()).toEqual({ courses: 0, sessions: 0, instructors: 0, testimonials: 0 });
    const { removed, imageFiles } = await repos.demoContent.remove();
    expect(removed).toEqual({ courses: 0, sessions: 0, instructors: 0, testimonials: 0 });
    expect(imageFiles).toEqual([]);
    expect((await repos.courses.list({ publishedOnly: false })).map((course) => course._id)).toEqual(['c1']);
    expect((await repos.instructors.list()).map((instructor) => instructor._id)).toEqual(['i1']);
  });

  it('adds the testimonials, empty, in which a new one comes last and visible', async () => {
    const repos = createRepositories(migrated.db.kysely);
    expect(await repos.siteContent.listTestimonials()).toEqual([]);
    const first = await repos.siteContent.createTestimonial({
      name: 'Amel',
      role: {},
      quote: { fr: 'Bien.' },
      isVisible: true,
    });
    const second = await repos.siteContent.createTestimonial({
      name: 'Sami',
      role: { fr: 'Comptable' },
      quote: { fr: 'Très bien.' },
      isVisible: false,
    });
    expect(
      (await repos.siteContent.listTestimonials()).map((testimonial) => [
        testimonial._id,
        testimonial.isVisible,
        testimonial.isDemo,
      ]),
    ).toEqual([
      [first._id, true, false],
      [second._id, false, false],
    ]);
  });
});
