import { describe, expect, it } from 'vitest';
import { HOME_UPCOMING_SESSIONS } from '../../domain/constants.ts';
import type { NextSession } from '../../domain/sessions.ts';
import { courseCard } from '../../test-utils.tsx';
import { upcomingSessions } from './upcoming-sessions.ts';

const next = (startDate: string, endDate = startDate): NextSession => ({
  _id: `s-${startDate}`,
  startDate,
  endDate,
  mode: 'onsite',
  seatsLeft: 5,
});

describe('upcomingSessions', () => {
  it('keeps the published courses with a next session, soonest first, then the shorter, then by id', () => {
    const courses = [
      courseCard('b', { nextSession: next('2027-03-01', '2027-03-09') }),
      courseCard('none'),
      courseCard('a', { nextSession: next('2027-03-01', '2027-03-02') }),
      courseCard('c', { nextSession: next('2027-01-05') }),
      courseCard('d', { nextSession: next('2027-03-01', '2027-03-02') }),
      courseCard('draft', { isPublished: false, nextSession: next('2026-12-01') }),
    ];
    expect(upcomingSessions(courses).map((course) => course._id)).toEqual(['c', 'a', 'd', 'b']);
  });

  it(`stops at ${HOME_UPCOMING_SESSIONS}, and has none for no list`, () => {
    const many = Array.from({ length: 9 }, (_, index) =>
      courseCard(`c${index}`, { nextSession: next(`2027-01-1${index}`) }),
    );
    expect(upcomingSessions(many)).toHaveLength(HOME_UPCOMING_SESSIONS);
    expect(upcomingSessions(undefined)).toEqual([]);
  });
});
