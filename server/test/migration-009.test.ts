/**
 * Migration 009 on a database made before it: the pre-registrations so far name no course or
 * session and wait for nothing; a course gets sessions, which go with it; a deleted session or
 * course leaves the pre-registrations that named it in place, without the link.
 */
import { expect, it } from 'vitest';
import { createRepositories } from '../src/features/repositories.ts';
import { oldCourseRow, oldInstructorRow, oldLeadRow, useMigratedFrom, WRITTEN_AT } from './support/migration.ts';

const TEXT = JSON.stringify({ fr: 'Web', en: 'Web', ar: 'ويب' });

const session = {
  startDate: '2026-03-02',
  endDate: '2026-03-06',
  schedule: { fr: '9h–13h', en: '9am–1pm', ar: '9–13' },
  mode: 'online' as const,
  seats: 10,
  status: 'open' as const,
};

// Rows as the previous version wrote them, then the migrations since.
const migrated = useMigratedFrom('008-personal-data', async (old) => {
  await old
    .insertInto('instructors')
    .values(oldInstructorRow({ title: TEXT }))
    .execute();
  for (const id of ['c1', 'c2'])
    await old
      .insertInto('courses')
      .values(oldCourseRow({ id, title: TEXT, description: TEXT, duration: TEXT }))
      .execute();
  await old
    .insertInto('leads')
    .values(
      oldLeadRow({
        is_spam: 0,
        status: 'enrolled',
        status_reason: null,
        search_text: 'helene',
        consent_at: WRITTEN_AT,
        consent_version: '2026-01',
      }),
    )
    .execute();
});

it('leaves the earlier pre-registrations without course, session or waiting list', async () => {
  const repos = createRepositories(migrated.db.kysely);
  const lead = await repos.leads.find('l1');
  expect(lead).toMatchObject({ _id: 'l1', status: 'enrolled' });
  expect(lead).not.toHaveProperty('courseId');
  expect(lead).not.toHaveProperty('sessionId');
  expect(lead).not.toHaveProperty('waitingList');
});

it('gives courses sessions, whose seats count the enrolled pre-registrations naming them', async () => {
  const repos = createRepositories(migrated.db.kysely);
  const created = await repos.courseSessions.create('c1', session);
  expect(created).toMatchObject({ courseId: 'c1', seats: 10, seatsTaken: 0, seatsLeft: 10, course: { _id: 'c1' } });
  await migrated.db.kysely
    .updateTable('leads')
    .set({ course_id: 'c1', session_id: created._id })
    .where('id', '=', 'l1')
    .execute();
  expect(await repos.courseSessions.find(created._id)).toMatchObject({ seatsTaken: 1, seatsLeft: 9, leadCount: 1 });
  // A session names a course that exists.
  await expect(repos.courseSessions.create('no-such-course', session)).rejects.toThrow();
});

it('deletes a course with its sessions; the pre-registrations stay, without the links', async () => {
  const repos = createRepositories(migrated.db.kysely);
  const [first] = await repos.courseSessions.listForCourse('c1');
  await repos.courseSessions.delete(first!._id);
  expect(await repos.leads.find('l1')).not.toHaveProperty('sessionId');
  expect(await repos.leads.find('l1')).toMatchObject({ courseId: 'c1' });

  const other = await repos.courseSessions.create('c2', session);
  await migrated.db.kysely
    .updateTable('leads')
    .set({ course_id: 'c2', session_id: other._id })
    .where('id', '=', 'l1')
    .execute();
  await repos.courses.delete('c2');
  expect(await repos.courseSessions.find(other._id)).toBeUndefined();
  const lead = await repos.leads.find('l1');
  expect(lead).toMatchObject({ _id: 'l1', status: 'enrolled' });
  expect(lead).not.toHaveProperty('courseId');
  expect(lead).not.toHaveProperty('sessionId');
});
