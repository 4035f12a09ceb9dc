/**
 * What the home page's two course sections show (SPEC §4, §9): up to 6 popular published courses and
 * up to 3 on sale, the centre's own only: a section it cannot fill shows fewer (never invented ones).
 */
import { HOME_POPULAR_COURSES, HOME_SALE_COURSES } from '../../domain/constants.ts';
import type { CourseSummary } from '../../domain/entities.ts';

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

/** The sale section prefers courses the popular one does not already show, and repeats one only when there are not enough others. */
export function homeSections(courses: CourseSummary[] | undefined, failed: boolean): HomeSections {
  const published = !failed && Array.isArray(courses) ? courses.filter((course) => course.isPublished) : [];
  const popular = published.slice(0, HOME_POPULAR_COURSES);
  const sale = unseenFirst(published.filter(isOnSale), popular).slice(0, HOME_SALE_COURSES);
  return { popular, sale };
}
