/**
 * What the home page's two course sections show (SPEC §4, §9): up to 6 popular published courses and
 * up to 3 on sale, padded with the demo courses when the centre has fewer or the list failed to load.
 * The demo courses come in as an argument because the page loads them only when it needs them: their
 * texts in three languages would otherwise weigh on every first visit.
 */
import { HOME_POPULAR_COURSES, HOME_SALE_COURSES } from '../../domain/constants.ts';
import type { CourseSummary } from '../../domain/entities.ts';

/** The first `count` courses, completed with demo courses not already shown (SPEC §4). */
export function padWithDemo(courses: CourseSummary[], count: number, demos: CourseSummary[]): CourseSummary[] {
  const shown = courses.slice(0, count);
  return [...shown, ...demos.filter((demo) => !shown.some((course) => course._id === demo._id))].slice(0, count);
}

export interface HomeSections {
  popular: CourseSummary[];
  sale: CourseSummary[];
}

const isOnSale = (course: CourseSummary): boolean => typeof course.salePrice === 'number';

/** `courses` with those not in `shown` first: a second section shows something new before repeating. */
function unseenFirst(courses: CourseSummary[], shown: CourseSummary[]): CourseSummary[] {
  const seen = new Set(shown.map((course) => course._id));
  return [...courses.filter((course) => !seen.has(course._id)), ...courses.filter((course) => seen.has(course._id))];
}

/**
 * The sale section prefers courses the popular one does not already show, and repeats one only when
 * there are not enough others. The centre's own courses on sale come before any demo course, even
 * repeated: a real offer is worth more than an example.
 */
export function homeSections(courses: CourseSummary[] | undefined, failed: boolean, demo: CourseSummary[] | undefined): HomeSections {
  const published = !failed && Array.isArray(courses) ? courses.filter((course) => course.isPublished) : [];
  const popular = demo ? padWithDemo(published, HOME_POPULAR_COURSES, demo) : published.slice(0, HOME_POPULAR_COURSES);
  const onSale = unseenFirst(published.filter(isOnSale), popular);
  const sale = demo ? padWithDemo(onSale, HOME_SALE_COURSES, unseenFirst(demo.filter(isOnSale), popular)) : onSale.slice(0, HOME_SALE_COURSES);
  return { popular, sale };
}

/** Whether the centre's own courses leave a section short, so that demo courses may be needed. */
export function needsDemo(courses: CourseSummary[] | undefined, failed: boolean): boolean {
  const { popular, sale } = homeSections(courses, failed, undefined);
  return popular.length < HOME_POPULAR_COURSES || sale.length < HOME_SALE_COURSES;
}
