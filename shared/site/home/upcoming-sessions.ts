/**
 * The home page's "Prochaines sessions": the next session of each published course (GET /courses
 * sends it with the cards, so no request of its own), soonest first, at most
 * HOME_UPCOMING_SESSIONS. The server sends upcoming sessions only: nothing here compares with a
 * "today", which could differ between the server's page and the browser.
 */
import { HOME_UPCOMING_SESSIONS } from '../../domain/constants.ts';
import type { CourseSummary } from '../../domain/entities.ts';
// Types only: the module's zod schemas stay off the first page.
import type { NextSession } from '../../domain/sessions.ts';

export type CourseWithSession = CourseSummary & { nextSession: NextSession };

// Plain comparisons: the days are YYYY-MM-DD, and a collator would build an Intl object on the first page.
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function upcomingSessions(
  courses: CourseSummary[] | undefined,
  count = HOME_UPCOMING_SESSIONS,
): CourseWithSession[] {
  return (courses ?? [])
    .filter((course): course is CourseWithSession => course.isPublished && course.nextSession !== undefined)
    .sort(
      (a, b) =>
        compare(a.nextSession.startDate, b.nextSession.startDate) ||
        compare(a.nextSession.endDate, b.nextSession.endDate) ||
        compare(a._id, b._id),
    )
    .slice(0, count);
}
