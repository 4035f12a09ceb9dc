/**
 * The course form's values and rules (SPEC §2 add/edit course, §5). The rules are the server's own,
 * CourseInputSchema: the form's values are read as the API would receive them and checked with it,
 * so the form refuses exactly what the server would refuse. The values differ from the API's shape
 * only where a form needs it: prices stay text while typed, learning points are objects (one per
 * input row).
 */
import type { TFunction } from 'i18next';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import type { AdminCourseInput } from '../../api/courses.ts';
import {
  CATEGORIES,
  type Category,
  DEFAULT_LEARNING_PACE,
  DEFAULT_SKILL_LEVEL,
  LANGUAGES,
  type Language,
  type LearningPace,
  type SkillLevel,
} from '../../domain/constants.ts';
import type { Course } from '../../domain/entities.ts';
import { TRANSLATED_LANGUAGES, untranslated } from '../../domain/localize.ts';
import { CourseInputSchema } from '../../domain/schemas.ts';
import { errorCode, fieldErrorText } from '../../ui/form-errors.ts';
import { schemaResolver } from '../../ui/form-resolver.ts';

type Localized = Record<Language, string>;

/** What the inputs hold. */
export interface CourseFormValues {
  instructor: string;
  duration: Localized;
  /** As typed: "450", "450.5" or "450,5". */
  price: string;
  /** Blank: no sale. */
  salePrice: string;
  category: Category;
  skillLevel: SkillLevel;
  learningPace: LearningPace;
  title: Localized;
  description: Localized;
  learnings: Record<Language, { value: string }[]>;
  syllabus: { title: Localized; content: Localized }[];
  /** The page's address per language; blank: made from the title (new course) or kept. */
  slug: Localized;
}

/** The form's values as the API receives them (prices are read from text by the schema itself). */
const formToInput = (values: CourseFormValues) => ({
  ...values,
  learnings: Object.fromEntries(
    LANGUAGES.map((language) => [language, values.learnings[language].map((point) => point.value)]),
  ),
});

const emptyText = (): Localized => ({ fr: '', en: '', ar: '' });
export const emptyModule = (): CourseFormValues['syllabus'][number] => ({ title: emptyText(), content: emptyText() });
export const emptyPoint = () => ({ value: '' });

/** A new course: the first instructor, the first category, Débutant, Classique (SPEC §2). */
export function newCourseValues(instructorId = ''): CourseFormValues {
  return {
    instructor: instructorId,
    duration: emptyText(),
    price: '',
    salePrice: '',
    category: CATEGORIES[0],
    skillLevel: DEFAULT_SKILL_LEVEL,
    learningPace: DEFAULT_LEARNING_PACE,
    title: emptyText(),
    description: emptyText(),
    learnings: { fr: [emptyPoint()], en: [emptyPoint()], ar: [emptyPoint()] },
    syllabus: [emptyModule()],
    slug: emptyText(),
  };
}

/** A stored course as the form edits it; an empty list still offers one row to fill. */
export function courseToValues(course: Course): CourseFormValues {
  const points = (language: Language) => {
    const list = course.learnings[language] ?? [];
    return list.length > 0 ? list.map((value) => ({ value })) : [emptyPoint()];
  };
  const text = (value: Partial<Localized> | undefined): Localized => ({
    fr: value?.fr ?? '',
    en: value?.en ?? '',
    ar: value?.ar ?? '',
  });
  return {
    instructor: course.instructor._id,
    duration: text(course.duration),
    price: String(course.price),
    salePrice: course.salePrice === undefined ? '' : String(course.salePrice),
    category: course.category,
    skillLevel: course.skillLevel,
    learningPace: course.learningPace,
    title: text(course.title),
    description: text(course.description),
    learnings: { fr: points('fr'), en: points('en'), ar: points('ar') },
    syllabus:
      course.syllabus.length > 0
        ? course.syllabus.map((module) => ({ title: text(module.title), content: text(module.content) }))
        : [emptyModule()],
    slug: text(course.slug),
  };
}

/**
 * The fields of a language whose French is written and theirs not yet, by their form names
 * (`duration.en`, `learnings.en`, `syllabus.0.content.ar`): each is marked "to translate".
 */
export function untranslatedFieldsIn(
  values: Pick<CourseFormValues, 'duration' | 'learnings' | 'syllabus'>,
  language: Language,
): Set<string> {
  const fields = new Set<string>();
  if (untranslated(values.duration, language)) fields.add(`duration.${language}`);
  const written = (points: { value: string }[] | undefined) =>
    (points ?? []).some((point) => point.value.trim() !== '');
  if (language !== 'fr' && written(values.learnings.fr) && !written(values.learnings[language]))
    fields.add(`learnings.${language}`);
  for (const [index, module] of values.syllabus.entries()) {
    if (untranslated(module.title, language)) fields.add(`syllabus.${index}.title.${language}`);
    if (untranslated(module.content, language)) fields.add(`syllabus.${index}.content.${language}`);
  }
  return fields;
}

/** The languages with something still to translate, for the marks on their tabs. */
export const languagesToTranslate = (
  values: Pick<CourseFormValues, 'duration' | 'learnings' | 'syllabus'>,
): Language[] => TRANSLATED_LANGUAGES.filter((language) => untranslatedFieldsIn(values, language).size > 0);

type Errors = FieldErrors<CourseFormValues>;

/** The first field of a language that has a problem, in the order the tab shows them. */
export function firstErrorIn(errors: Errors, language: Language): string | undefined {
  if (errors.title?.[language]) return `title.${language}`;
  if (errors.slug?.[language]) return `slug.${language}`;
  if (errors.duration?.[language]) return `duration.${language}`;
  if (errors.description?.[language]) return `description.${language}`;
  const points = errors.learnings?.[language];
  if (Array.isArray(points)) {
    const index = points.findIndex((point) => point?.value);
    if (index >= 0) return `learnings.${language}.${index}.value`;
  }
  const modules = errors.syllabus;
  if (Array.isArray(modules)) {
    for (const [index, module] of modules.entries()) {
      if (module?.title?.[language]) return `syllabus.${index}.title.${language}`;
      if (module?.content?.[language]) return `syllabus.${index}.content.${language}`;
    }
  }
  return undefined;
}

export const languagesWithErrors = (errors: Errors): Language[] =>
  LANGUAGES.filter((language) => firstErrorIn(errors, language) !== undefined);

const GENERAL_FIELDS = ['instructor', 'price', 'salePrice', 'category', 'skillLevel', 'learningPace'] as const;

export const firstGeneralError = (errors: Errors): (typeof GENERAL_FIELDS)[number] | undefined =>
  GENERAL_FIELDS.find((name) => errors[name]);

/**
 * A path of the server's 400 answer (`title.ar`, `duration.en`, `learnings.fr.0`,
 * `syllabus.1.content.en`) as the form field it names, or undefined when it names nothing the
 * admin can correct in place.
 */
export function serverPathToField(path: string): string | undefined {
  if ((GENERAL_FIELDS as readonly string[]).includes(path)) return path;
  if (/^(?:title|slug|duration|description)\.(?:fr|en|ar)$/.test(path)) return path;
  if (/^learnings\.(?:fr|en|ar)\.\d+$/.test(path)) return `${path}.value`;
  if (/^syllabus\.\d+\.(?:title|content)\.(?:fr|en|ar)$/.test(path)) return path;
  return undefined;
}

/** A field's problem in the admin's language, by its validation code; a price's in a price's words. */
export function courseErrorText(t: TFunction, error: Pick<FieldError, 'type'> | undefined): string | undefined {
  if (!error) return undefined;
  switch (errorCode(error)) {
    case 'sale_price_not_below':
      return t('admin_courses.errors.sale_below_price');
    case 'number':
    case 'too_small':
      return t('admin_courses.errors.price_invalid');
    case 'too_large':
      return t('admin_courses.errors.price_too_high');
    default:
      return fieldErrorText(t, error);
  }
}

/** The form checked by the server's rules; a problem shows beside the input that holds its value. */
export const courseFormResolver: Resolver<CourseFormValues, unknown, AdminCourseInput> = schemaResolver(
  CourseInputSchema,
  {
    toInput: formToInput,
    fieldOf: serverPathToField,
  },
);
