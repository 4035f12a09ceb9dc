/**
 * Validation rules of SPEC §5, shared by the server and the forms.
 * Inputs arrive from JSON bodies or multipart fields (strings), so the preprocessors below accept
 * both shapes: a JSON string for the per-language objects, a string for numbers and booleans.
 */
import { z } from 'zod';
import {
  CATEGORIES,
  DEFAULT_LEARNING_PACE,
  DEFAULT_SKILL_LEVEL,
  LANGUAGES,
  LEARNING_PACES,
  LIST_LIMITS,
  MAX_PRICE,
  SKILL_LEVELS,
  TEXT_LIMITS,
} from './constants.ts';

/** Missing, null and blank all mean "not given". */
const blankToUndefined = (value: unknown) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value);

/** A required, trimmed text of at most `max` characters. */
export const requiredText = (max: number) =>
  z
    .string({ error: 'This field is required.' })
    .trim()
    .min(1, { error: 'This field is required.' })
    .max(max, { error: `At most ${max} characters.` });

/** An optional text: missing, null and blank all mean "not given". */
export const optionalText = (max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(max, { error: `At most ${max} characters.` })
      .optional(),
  );

export const EmailSchema = z
  .string({ error: 'This field is required.' })
  .trim()
  .min(1, { error: 'This field is required.' })
  .max(TEXT_LIMITS.email, { error: `At most ${TEXT_LIMITS.email} characters.` })
  .pipe(z.email({ error: 'Enter a valid email address.' }));

const phoneNumber = z
  .string({ error: 'This field is required.' })
  .trim()
  .min(1, { error: 'This field is required.' })
  .max(TEXT_LIMITS.phone, { error: `At most ${TEXT_LIMITS.phone} characters.` })
  .regex(/^\+?[0-9 ().-]{6,}$/, { error: 'Enter a valid phone number.' });

export const PhoneSchema = z.preprocess(blankToUndefined, phoneNumber.optional());

/** Ids are opaque strings; a malformed one simply finds nothing (404), it is not a 400. */
export const IdSchema = z.string().min(1).max(64);
export const IdParamsSchema = z.object({ id: IdSchema });

/** Multipart fields carry JSON text; JSON bodies may carry either the text or the object. */
const fromJsonText = (value: unknown) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

const fromNumberText = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  const parsed = Number(trimmed.replace(',', '.'));
  return Number.isNaN(parsed) ? value : parsed;
};

const fromBooleanText = (value: unknown) => {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
};

export const localizedText = (max: number) =>
  z.object({ fr: requiredText(max), en: requiredText(max), ar: requiredText(max) });

/**
 * A per-language text that may also arrive as one plain string (what older clients send), which
 * then stands for all three languages. An object may come as JSON text, as in multipart.
 */
export const localizedOrPlainText = (max: number) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    const parsed = value.trim().startsWith('{') ? fromJsonText(value) : value;
    return typeof parsed === 'string' ? { fr: parsed, en: parsed, ar: parsed } : parsed;
  }, localizedText(max));

const learningList = z
  .array(requiredText(TEXT_LIMITS.learningPoint))
  .min(1, { error: 'Add at least one learning point.' })
  .max(LIST_LIMITS.learningPoints, { error: `At most ${LIST_LIMITS.learningPoints} learning points.` });

export const LocalizedTextSchema = localizedText(TEXT_LIMITS.courseTitle);

export const SyllabusModuleSchema = z.object({
  title: localizedText(TEXT_LIMITS.moduleTitle),
  content: localizedText(TEXT_LIMITS.moduleContent),
});

const PriceSchema = z
  .number({ error: 'Enter a price.' })
  .finite({ error: 'Enter a price.' })
  .min(0, { error: 'The price cannot be negative.' })
  .max(MAX_PRICE, { error: `At most ${MAX_PRICE}.` });

/** A course as the admin sends it, on creation and on every update (PUT replaces the whole course). */
export const CourseInputSchema = z
  .object({
    title: z.preprocess(fromJsonText, localizedText(TEXT_LIMITS.courseTitle)),
    description: z.preprocess(fromJsonText, localizedText(TEXT_LIMITS.courseDescription)),
    learnings: z.preprocess(
      fromJsonText,
      z.object(Object.fromEntries(LANGUAGES.map((lang) => [lang, learningList])) as Record<
        (typeof LANGUAGES)[number],
        typeof learningList
      >),
    ),
    syllabus: z.preprocess(
      fromJsonText,
      z
        .array(SyllabusModuleSchema)
        .min(1, { error: 'Add at least one module.' })
        .max(LIST_LIMITS.syllabusModules, { error: `At most ${LIST_LIMITS.syllabusModules} modules.` }),
    ),
    category: z.enum(CATEGORIES, { error: 'Choose a category from the list.' }),
    duration: localizedOrPlainText(TEXT_LIMITS.duration),
    price: z.preprocess(fromNumberText, PriceSchema),
    salePrice: z.preprocess(
      (value) => (value === null || value === 'null' ? undefined : fromNumberText(value)),
      PriceSchema.optional(),
    ),
    skillLevel: z.enum(SKILL_LEVELS, { error: 'Choose a level from the list.' }).default(DEFAULT_SKILL_LEVEL),
    learningPace: z.enum(LEARNING_PACES, { error: 'Choose a pace from the list.' }).default(DEFAULT_LEARNING_PACE),
    instructor: z.preprocess(
      (value) => (typeof value === 'object' && value !== null && '_id' in value ? value._id : value),
      IdSchema,
    ),
    isPublished: z.preprocess(fromBooleanText, z.boolean().optional()),
  })
  .refine((course) => course.salePrice === undefined || course.salePrice < course.price, {
    error: 'The sale price must be below the price.',
    path: ['salePrice'],
  });
export type CourseInput = z.output<typeof CourseInputSchema>;

/**
 * Every public form carries this hidden field: a person leaves it empty, a bot fills it in. A
 * request with it filled is kept as suspected spam (out of the inbox, purged after
 * SPAM_RETENTION_DAYS), so that a person mistaken for a bot loses nothing.
 */
export const HONEYPOT_FIELD = 'website';
const honeypot = { [HONEYPOT_FIELD]: z.string().max(1000).optional() };

export const LeadInputSchema = z.object({
  name: requiredText(TEXT_LIMITS.personName),
  email: EmailSchema,
  phone: PhoneSchema,
  courseOfInterest: optionalText(TEXT_LIMITS.courseOfInterest),
  learningPaceInterest: z
    .preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z.enum(LEARNING_PACES, { error: 'Choose a pace from the list.' }).optional(),
    )
    .transform((pace) => pace ?? DEFAULT_LEARNING_PACE),
  message: optionalText(TEXT_LIMITS.message),
  ...honeypot,
});
export type LeadInput = z.output<typeof LeadInputSchema>;

export const CompanyLeadInputSchema = z.object({
  companyName: requiredText(TEXT_LIMITS.companyName),
  contactName: requiredText(TEXT_LIMITS.personName),
  email: EmailSchema,
  phone: PhoneSchema,
  message: optionalText(TEXT_LIMITS.message),
  ...honeypot,
});
export type CompanyLeadInput = z.output<typeof CompanyLeadInputSchema>;

/** The text fields of an application; the CV travels as the multipart file part `cv`. */
export const CandidatureInputSchema = z.object({
  name: requiredText(TEXT_LIMITS.personName),
  email: EmailSchema,
  phone: PhoneSchema,
  message: optionalText(TEXT_LIMITS.message),
  ...honeypot,
});
export type CandidatureInput = z.output<typeof CandidatureInputSchema>;

/** A message from the contact page: a question for the centre, not a pre-registration. */
export const ContactMessageInputSchema = z.object({
  name: requiredText(TEXT_LIMITS.personName),
  email: EmailSchema,
  phone: PhoneSchema,
  message: requiredText(TEXT_LIMITS.message),
  ...honeypot,
});
export type ContactMessageInput = z.output<typeof ContactMessageInputSchema>;

export const InstructorInputSchema = z.object({
  name: requiredText(TEXT_LIMITS.personName),
  title: localizedOrPlainText(TEXT_LIMITS.instructorTitle),
});
export type InstructorInput = z.output<typeof InstructorInputSchema>;

/** A link to a page of the centre's elsewhere (social networks, maps): https only. */
const optionalWebAddress = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .max(TEXT_LIMITS.url, { error: `At most ${TEXT_LIMITS.url} characters.` })
    .pipe(z.url({ protocol: /^https$/, error: 'Enter a full address starting with https://.' }))
    .optional(),
);

const coordinate = (limit: number) =>
  z.preprocess(
    (value) => fromNumberText(blankToUndefined(value)),
    z
      .number({ error: 'Enter a number.' })
      .min(-limit, { error: `Between -${limit} and ${limit}.` })
      .max(limit, { error: `Between -${limit} and ${limit}.` })
      .optional(),
  );

/** The centre's own details, edited by staff and shown on the site (footer, contact page, WhatsApp). */
export const CentreSettingsInputSchema = z
  .object({
    name: requiredText(TEXT_LIMITS.centreName),
    /** Several lines, as written on an envelope. */
    address: z.preprocess(fromJsonText, localizedText(TEXT_LIMITS.address)),
    phone: phoneNumber,
    /** With the country code; visitors are sent to wa.me with it. Empty: no WhatsApp button. */
    whatsapp: PhoneSchema,
    email: EmailSchema,
    openingHours: z.preprocess(fromJsonText, localizedText(TEXT_LIMITS.openingHours)),
    facebookUrl: optionalWebAddress,
    instagramUrl: optionalWebAddress,
    linkedinUrl: optionalWebAddress,
    latitude: coordinate(90),
    longitude: coordinate(180),
    /** A maps link of the centre, used for directions when no coordinates are given. */
    mapsUrl: optionalWebAddress,
  })
  .refine((settings) => (settings.latitude === undefined) === (settings.longitude === undefined), {
    error: 'Give both the latitude and the longitude, or neither.',
    path: ['longitude'],
  });
export type CentreSettingsInput = z.output<typeof CentreSettingsInputSchema>;

export const LoginInputSchema = z.object({
  email: EmailSchema,
  password: z
    .string({ error: 'This field is required.' })
    .min(1, { error: 'This field is required.' })
    .max(TEXT_LIMITS.password, { error: `At most ${TEXT_LIMITS.password} characters.` }),
});
export type LoginInput = z.output<typeof LoginInputSchema>;
