/** The /courses filters: title search in the visitor's language, the category of SPEC §9, an upcoming session. */
import { CATEGORIES, type Category } from '../../domain/constants.ts';
import type { CourseSummary } from '../../domain/entities.ts';
import { localize } from '../../domain/localize.ts';
import { normalizeForSearch } from '../../domain/search.ts';

export type CategoryFilter = Category | 'all';
export const CATEGORY_FILTERS: readonly CategoryFilter[] = ['all', ...CATEGORIES];

export const toCategoryFilter = (value: string | null): CategoryFilter =>
  (CATEGORIES as readonly string[]).includes(value ?? '') ? (value as Category) : 'all';

export function filterCourses(
  courses: CourseSummary[],
  {
    query,
    category,
    withSession = false,
    language,
  }: { query: string; category: CategoryFilter; withSession?: boolean; language: string },
): CourseSummary[] {
  const needle = normalizeForSearch(query);
  return courses.filter(
    (course) =>
      (category === 'all' || course.category === category) &&
      (!withSession || course.nextSession !== undefined) &&
      (needle === '' || normalizeForSearch(localize(course.title, language)).includes(needle)),
  );
}
