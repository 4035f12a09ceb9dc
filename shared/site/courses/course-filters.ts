/** The /courses filters: title search in the visitor's language and the category of SPEC §9. */
import { CATEGORIES, type Category } from '../../domain/constants.ts';
import type { Course } from '../../domain/entities.ts';
import { localize } from '../../domain/localize.ts';

export type CategoryFilter = Category | 'all';
export const CATEGORY_FILTERS: readonly CategoryFilter[] = ['all', ...CATEGORIES];

export const toCategoryFilter = (value: string | null): CategoryFilter =>
  (CATEGORIES as readonly string[]).includes(value ?? '') ? (value as Category) : 'all';

// Every combining mark once decomposed (Latin accents; Arabic short vowels, tanwin, shadda, sukun,
// dagger alif, the hamza and madda of أ إ آ) and the tatweel: visitors type "developpement" or
// "تطوير" without them.
const MARKS = /[\p{M}\u0640]/gu;

/** The form of a text that search compares: no case, no accents, no tashkeel, single spaces. */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(MARKS, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/\s+/g, ' ')
    .trim();
}

export function filterCourses(courses: Course[], { query, category, language }: { query: string; category: CategoryFilter; language: string }): Course[] {
  const needle = searchable(query);
  return courses.filter(
    (course) => (category === 'all' || course.category === category) && (needle === '' || searchable(localize(course.title, language)).includes(needle)),
  );
}
