import { FALLBACK_LANGUAGE, type Language, LANGUAGES } from './constants.ts';

/** A per-language text in the current language, falling back to French when missing or blank. */
export function localize(text: Partial<Record<Language, string>> | undefined, language: string): string {
  const value = text?.[language as Language];
  return value && value.trim() !== '' ? value : (text?.[FALLBACK_LANGUAGE] ?? '');
}

/** The same fallback for the per-language learning lists. */
export function localizeList(lists: Partial<Record<Language, string[]>> | undefined, language: string): string[] {
  const value = lists?.[language as Language];
  return value && value.length > 0 ? value : (lists?.[FALLBACK_LANGUAGE] ?? []);
}

/** The languages a text may wait for: French is always written (shared/domain/schemas.ts, frenchFirstText). */
export const TRANSLATED_LANGUAGES = LANGUAGES.filter((language) => language !== FALLBACK_LANGUAGE);

const blank = (text: string | undefined) => !text || text.trim() === '';

/** A text whose French is written and whose `language` is not yet: the site shows the French. */
export function untranslated(text: Partial<Record<Language, string>> | undefined, language: Language): boolean {
  return language !== FALLBACK_LANGUAGE && !blank(text?.[FALLBACK_LANGUAGE]) && blank(text?.[language]);
}

/** A course's texts that may be written in French only, as the admin's "to translate" marks name them. */
export type TranslatableCourseField = 'title' | 'description' | 'duration' | 'learnings' | 'syllabus';

interface TranslatableCourse {
  title: Partial<Record<Language, string>>;
  description: Partial<Record<Language, string>>;
  duration: Partial<Record<Language, string>>;
  learnings: Partial<Record<Language, string[]>>;
  syllabus: readonly { title: Partial<Record<Language, string>>; content: Partial<Record<Language, string>> }[];
}

/** What of a course is still to translate into `language` (none: it reads whole in that language). */
export function untranslatedCourseFields(course: TranslatableCourse, language: Language): TranslatableCourseField[] {
  const fields: TranslatableCourseField[] = [];
  if (untranslated(course.title, language)) fields.push('title');
  if (untranslated(course.description, language)) fields.push('description');
  if (untranslated(course.duration, language)) fields.push('duration');
  if ((course.learnings[FALLBACK_LANGUAGE]?.length ?? 0) > 0 && (course.learnings[language]?.length ?? 0) === 0)
    fields.push('learnings');
  if (course.syllabus.some((module) => untranslated(module.title, language) || untranslated(module.content, language)))
    fields.push('syllabus');
  return fields;
}

/**
 * The address of a course's page in a language: its slug in that language (French's when it has
 * none; shared/domain/slugs.ts), or its id for a course without slugs (the built-in demo courses).
 */
export function coursePath(
  course: { _id: string; slug?: Partial<Record<Language, string>> },
  language: string,
): string {
  const slug = course.slug?.[language as Language] || course.slug?.[FALLBACK_LANGUAGE];
  return `/course/${encodeURIComponent(slug || course._id)}`;
}
