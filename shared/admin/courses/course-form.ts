/**
 * The course form's values and rules (SPEC §2 add/edit course, §5). The rules are the shared ones
 * of shared/domain/schemas.ts, so the form refuses what the server would refuse; the shapes differ
 * only where a form needs it: prices stay text while typed, learning points are objects (one per
 * input row), and everything becomes a CourseInput on submit.
 */
import type { TFunction } from 'i18next';
import type { FieldError, FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import type { AdminCourseInput } from '../../api/courses.ts';
import {
  CATEGORIES,
  DEFAULT_LEARNING_PACE,
  DEFAULT_SKILL_LEVEL,
  IMAGE_MAX_BYTES,
  LANGUAGES,
  type Language,
  LEARNING_PACES,
  LIST_LIMITS,
  MAX_PRICE,
  SKILL_LEVELS,
  TEXT_LIMITS,
} from '../../domain/constants.ts';
import type { Course } from '../../domain/entities.ts';
import { IdSchema, localizedText, requiredText, SyllabusModuleSchema } from '../../domain/schemas.ts';
import { fieldErrorText } from '../../ui/form-errors.ts';

const MESSAGES = {
  price: 'Enter a price.',
  priceInvalid: 'Enter a valid price.',
  priceTooHigh: 'The price is too high.',
  saleNotBelow: 'The sale price must be below the price.',
} as const;

/** "450", "450.5" or "450,5" → 450.5; anything else (blank, negative, letters) → undefined. */
export function parsePrice(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+(?:[.,]\d+)?$/.test(trimmed)) return undefined;
  return Number(trimmed.replace(',', '.'));
}

const priceText = z
  .string()
  .trim()
  .refine((text) => text === '' || parsePrice(text) !== undefined, { error: MESSAGES.priceInvalid })
  .refine((text) => (parsePrice(text) ?? 0) <= MAX_PRICE, { error: MESSAGES.priceTooHigh });

const learningPoints = z
  .array(z.object({ value: requiredText(TEXT_LIMITS.learningPoint) }))
  .min(1, { error: 'Add at least one learning point.' })
  .max(LIST_LIMITS.learningPoints, { error: `At most ${LIST_LIMITS.learningPoints} learning points.` });

export const CourseFormSchema = z
  .object({
    instructor: requiredText(IdSchema.maxLength ?? 64),
    duration: localizedText(TEXT_LIMITS.duration),
    price: priceText.refine((text) => text !== '', { error: MESSAGES.price }),
    salePrice: priceText,
    category: z.enum(CATEGORIES, { error: 'Choose a category from the list.' }),
    skillLevel: z.enum(SKILL_LEVELS, { error: 'Choose a level from the list.' }),
    learningPace: z.enum(LEARNING_PACES, { error: 'Choose a pace from the list.' }),
    title: localizedText(TEXT_LIMITS.courseTitle),
    description: localizedText(TEXT_LIMITS.courseDescription),
    learnings: z.object({ fr: learningPoints, en: learningPoints, ar: learningPoints }),
    syllabus: z
      .array(SyllabusModuleSchema)
      .min(1, { error: 'Add at least one module.' })
      .max(LIST_LIMITS.syllabusModules, { error: `At most ${LIST_LIMITS.syllabusModules} modules.` }),
  })
  .refine(
    ({ price, salePrice }) => {
      const sale = parsePrice(salePrice);
      const full = parsePrice(price);
      return sale === undefined || full === undefined || sale < full;
    },
    {
      error: MESSAGES.saleNotBelow,
      path: ['salePrice'],
      // Told as soon as both prices read as numbers, even while other fields still have problems.
      when: ({ value }) => {
        const prices = value as { price?: unknown; salePrice?: unknown } | undefined;
        return typeof prices?.price === 'string' && typeof prices.salePrice === 'string';
      },
    },
  );

export type CourseFormValues = z.input<typeof CourseFormSchema>;
type Localized = Record<Language, string>;

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
  };
}

/** A stored course as the form edits it; an empty list still offers one row to fill. */
export function courseToValues(course: Course): CourseFormValues {
  const points = (language: Language) => {
    const list = course.learnings[language] ?? [];
    return list.length > 0 ? list.map((value) => ({ value })) : [emptyPoint()];
  };
  const text = (value: Partial<Localized> | undefined): Localized => ({ fr: value?.fr ?? '', en: value?.en ?? '', ar: value?.ar ?? '' });
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
    syllabus: course.syllabus.length > 0 ? course.syllabus.map((module) => ({ title: text(module.title), content: text(module.content) })) : [emptyModule()],
  };
}

/** Checked values → what the API takes; a blank sale price means "no sale" and is left out. */
export function valuesToInput(values: CourseFormValues): AdminCourseInput {
  const salePrice = parsePrice(values.salePrice);
  return {
    instructor: values.instructor.trim(),
    duration: values.duration,
    price: parsePrice(values.price) ?? 0,
    ...(salePrice === undefined ? {} : { salePrice }),
    category: values.category,
    skillLevel: values.skillLevel,
    learningPace: values.learningPace,
    title: values.title,
    description: values.description,
    learnings: { fr: values.learnings.fr.map((point) => point.value), en: values.learnings.en.map((point) => point.value), ar: values.learnings.ar.map((point) => point.value) },
    syllabus: values.syllabus,
  };
}

type Errors = FieldErrors<CourseFormValues>;

/** The first field of a language that has a problem, in the order the tab shows them. */
export function firstErrorIn(errors: Errors, language: Language): string | undefined {
  if (errors.title?.[language]) return `title.${language}`;
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

export const languagesWithErrors = (errors: Errors): Language[] => LANGUAGES.filter((language) => firstErrorIn(errors, language) !== undefined);

const GENERAL_FIELDS = ['instructor', 'price', 'salePrice', 'category', 'skillLevel', 'learningPace'] as const;

export const firstGeneralError = (errors: Errors): (typeof GENERAL_FIELDS)[number] | undefined => GENERAL_FIELDS.find((name) => errors[name]);

/**
 * A path of the server's 400 answer (`title.ar`, `duration.en`, `learnings.fr.0`,
 * `syllabus.1.content.en`) as the form field it names, or undefined when it names nothing the
 * admin can correct in place.
 */
export function serverPathToField(path: string): string | undefined {
  if ((GENERAL_FIELDS as readonly string[]).includes(path)) return path;
  if (/^(?:title|duration|description)\.(?:fr|en|ar)$/.test(path)) return path;
  if (/^learnings\.(?:fr|en|ar)\.\d+$/.test(path)) return `${path}.value`;
  if (/^syllabus\.\d+\.(?:title|content)\.(?:fr|en|ar)$/.test(path)) return path;
  return undefined;
}

/** A field's problem in the admin's language: the course's own messages, then the shared ones. */
export function courseErrorText(t: TFunction, error: Pick<FieldError, 'type' | 'message'> | undefined): string | undefined {
  if (!error) return undefined;
  const message = typeof error.message === 'string' ? error.message : '';
  if (message === MESSAGES.saleNotBelow) return t('admin_courses.errors.sale_below_price');
  if (message === MESSAGES.priceInvalid || /cannot be negative/i.test(message)) return t('admin_courses.errors.price_invalid');
  if (message === MESSAGES.priceTooHigh || message === `At most ${MAX_PRICE}.`) return t('admin_courses.errors.price_too_high');
  // The server words a length problem this way; the form's own ones arrive as too_big.
  if (/^At most \d+ characters\.$/.test(message)) return t('forms.errors.too_long');
  return fieldErrorText(t, error);
}

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const imageMaxMegabytes = IMAGE_MAX_BYTES / (1024 * 1024);
export type ImageProblem = 'image_type' | 'image_size';

/** The image checks made before upload: the server accepts these types up to this size. */
export function imageProblem(file: File): ImageProblem | undefined {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'image_type';
  if (file.size > IMAGE_MAX_BYTES) return 'image_size';
  return undefined;
}
