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
  PHONE_NUMBER,
  SKILL_LEVELS,
  TEXT_LIMITS,
} from './constants.ts';
import { contrastRatio, HEX_COLOR, MIN_CONTRAST, TEXT_ON_ACCENT, WHITE } from './identity.ts';
import { consentField } from './privacy.ts';
import { CourseSlugInputSchema } from './slugs.ts';
import { REQUIRED_MESSAGE, type ValidationCode, withCode } from './validation-codes.ts';

// ---------------------------------------------------------------------------------------------
// The text rule: one for every text field, on the server and in the forms.

/** What the text rule answers, word for word, to the API's clients (screens translate its codes). */
export const TEXT_MESSAGES = {
  required: REQUIRED_MESSAGE,
  invisibleOnly: 'This field is required: it holds only invisible characters (such as zero-width spaces).',
  controlCharacters: 'Remove the control characters (such as NUL) from this text.',
  oneLine: 'Write this on one line, without tabs or line breaks.',
  brokenCharacter: 'This text holds a broken character (a lone UTF-16 surrogate): type it again.',
  directionControls: 'Remove the hidden text-direction controls (U+202A to U+202E, U+2066 to U+2069) from this text.',
} as const;

/**
 * One line (a name, a title, an e-mail address) or several (a description, a message, an
 * address, opening hours), which alone may hold tabs and line breaks.
 */
export type TextShape = 'line' | 'lines';

/** A UTF-16 half with no other half: SQLite would store U+FFFD instead, PostgreSQL refuses it. */
const LONE_SURROGATE = /\p{Surrogate}/u;
/** C0 and C1 controls and DEL, but tab and line breaks (which only one-line texts refuse). */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** Tab, line breaks and the Unicode line and paragraph separators. */
const LINE_BREAK_OR_TAB = /[\t\n\r\u2028\u2029]/;
/** Embeddings, overrides and isolates: they make text display in another order than it reads. */
const DIRECTION_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;
/**
 * A character that shows something: not white space, not a control, not a format character
 * (zero-width spaces and joiners, U+2060, U+FEFF, direction marks…), not one of the fillers and
 * selectors Unicode says to draw as nothing (Default_Ignorable_Code_Point), not a blank braille cell.
 */
const VISIBLE = /[^\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/u;

/** Each problem of the text rule, and its code (shared/domain/validation-codes.ts). */
const TEXT_PROBLEM_CODES: Record<keyof typeof TEXT_MESSAGES, ValidationCode> = {
  required: 'required',
  // The person sees an empty field: it is required, as far as they can tell.
  invisibleOnly: 'required',
  controlCharacters: 'control_characters',
  oneLine: 'one_line',
  brokenCharacter: 'broken_character',
  directionControls: 'direction_controls',
};

/** The first rule a text breaks, if any (its visibility aside). */
function textProblem(text: string, shape: TextShape): keyof typeof TEXT_MESSAGES | undefined {
  if (LONE_SURROGATE.test(text)) return 'brokenCharacter';
  if (CONTROL.test(text)) return 'controlCharacters';
  if (shape === 'line' && LINE_BREAK_OR_TAB.test(text)) return 'oneLine';
  if (DIRECTION_CONTROL.test(text)) return 'directionControls';
  return undefined;
}

/** Applies the text rule to a trimmed string; a required one must show at least one character. */
const textRule =
  (shape: TextShape, required: boolean) =>
  (text: string, context: z.RefinementCtx): void => {
    // An empty text is told once, by "required".
    if (text === '') return;
    const problem = textProblem(text, shape) ?? (required && !VISIBLE.test(text) ? 'invisibleOnly' : undefined);
    // The one problem told: the field's later checks (a phone's format, an address's form) would only add noise.
    if (problem)
      context.addIssue({
        code: 'custom',
        message: TEXT_MESSAGES[problem],
        input: text,
        continue: false,
        ...withCode(TEXT_PROBLEM_CODES[problem]),
      });
  };

// ---------------------------------------------------------------------------------------------
// Zod's own words, for the problems no schema here words itself (a body that is a list, a
// number where text is expected, an unknown option), said plainly. Its defaults begin with
// "Invalid input: …", which the API's summary ("Invalid input for name: …") would then repeat.

const KINDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

const kindOf = (input: unknown): string =>
  input === null ? 'null' : Array.isArray(input) ? 'a list' : (KINDS[typeof input] ?? typeof input);

const plainMessage = (issue: z.core.$ZodRawIssue): string | undefined => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? TEXT_MESSAGES.required
        : `Expected ${KINDS[issue.expected] ?? issue.expected}, not ${kindOf(issue.input)}.`;
    case 'too_big': {
      const limit = String(issue.maximum);
      if (issue.origin === 'string') return `At most ${limit} characters.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `At most ${limit} items.`;
      return issue.inclusive === false ? `Less than ${limit}.` : `At most ${limit}.`;
    }
    case 'too_small': {
      const limit = String(issue.minimum);
      if (issue.origin === 'string')
        return issue.minimum === 1 ? TEXT_MESSAGES.required : `At least ${limit} characters.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `At least ${limit} items.`;
      return issue.inclusive === false ? `More than ${limit}.` : `At least ${limit}.`;
    }
    case 'invalid_value':
      return `Choose one of: ${issue.values.map((value) => JSON.stringify(value)).join(', ')}.`;
    case 'invalid_format':
      return issue.format === 'regex' ? 'This value is not in the expected format.' : `Enter a valid ${issue.format}.`;
    case 'not_multiple_of':
      return `Expected a multiple of ${String(issue.divisor)}.`;
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}.`;
    default:
      return 'This value is not valid.';
  }
};

z.config({ customError: plainMessage });

// ---------------------------------------------------------------------------------------------
// The text fields.

/**
 * Missing, null and blank all mean "not given"; blank is white space and the zero-width
 * characters that draw nothing, but not a character the rule refuses (that is answered, not
 * dropped).
 */
const isBlankText = (text: string) => !VISIBLE.test(text) && textProblem(text, 'lines') === undefined;
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && isBlankText(value)) ? undefined : value;

/** A required, trimmed text of at most `max` characters, with at least one visible character. */
export const requiredText = (max: number, shape: TextShape = 'line') =>
  z
    .string({ error: TEXT_MESSAGES.required })
    .trim()
    // Not aborting: a form's cross-field checks (sale price, coordinates) are still told beside it.
    .min(1, { error: TEXT_MESSAGES.required })
    .max(max, { error: `At most ${max} characters.` })
    .superRefine(textRule(shape, true));

/** An optional text: missing, null and blank all mean "not given". */
export const optionalText = (max: number, shape: TextShape = 'line') =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(max, { error: `At most ${max} characters.` })
      .superRefine(textRule(shape, false))
      .optional(),
  );

export const EmailSchema = requiredText(TEXT_LIMITS.email).pipe(z.email({ error: 'Enter a valid email address.' }));

const phoneNumber = requiredText(TEXT_LIMITS.phone).refine((text) => PHONE_NUMBER.test(text), {
  error: 'Enter a valid phone number.',
  ...withCode('phone'),
});

export const PhoneSchema = z.preprocess(blankToUndefined, phoneNumber.optional());

/**
 * Ids are opaque strings; a malformed one simply finds nothing (404). Only what no id can be is a
 * 400, the same on both databases: too long, or holding a character the text rule refuses.
 */
export const IdSchema = z
  .string()
  .min(1)
  .max(64, { error: 'An id has at most 64 characters.' })
  .superRefine(textRule('line', false));
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

export const localizedText = (max: number, shape: TextShape = 'line') =>
  z.object({ fr: requiredText(max, shape), en: requiredText(max, shape), ar: requiredText(max, shape) });

/** A translation still to write: blank or missing is kept as '' (the site shows French meanwhile). */
const translationText = (max: number, shape: TextShape) =>
  optionalText(max, shape).transform((text): string => text ?? '');

/**
 * A per-language text written in French first: French is required, English and Arabic may wait
 * (stored as ''), and the site shows the French text in their place until they are written.
 */
export const frenchFirstText = (max: number, shape: TextShape = 'line') =>
  z.object({ fr: requiredText(max, shape), en: translationText(max, shape), ar: translationText(max, shape) });

/**
 * A per-language text that may also arrive as one plain string (what older clients send), which
 * then stands for all three languages. An object may come as JSON text, as in multipart.
 */
export const localizedOrPlainText = (max: number) => z.preprocess(plainForEveryLanguage, localizedText(max));

/** The same, written in French first (a course's duration). */
const frenchFirstOrPlainText = (max: number) => z.preprocess(plainForEveryLanguage, frenchFirstText(max));

function plainForEveryLanguage(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const parsed = value.trim().startsWith('{') ? fromJsonText(value) : value;
  return typeof parsed === 'string' ? { fr: parsed, en: parsed, ar: parsed } : parsed;
}

const learningList = z
  .array(requiredText(TEXT_LIMITS.learningPoint))
  .min(1, { error: 'Add at least one learning point.' })
  .max(LIST_LIMITS.learningPoints, { error: `At most ${LIST_LIMITS.learningPoints} learning points.` });

/**
 * The learning points of a language other than French: none yet is fine (French is shown), and a
 * point left blank is dropped (after the check, so that a problem names the row it is on).
 */
const translatedLearningList = z.preprocess(
  (value) => value ?? [],
  z
    .array(optionalText(TEXT_LIMITS.learningPoint))
    .max(LIST_LIMITS.learningPoints, { error: `At most ${LIST_LIMITS.learningPoints} learning points.` })
    .transform((points) => points.filter((point): point is string => point !== undefined)),
);

export const LocalizedTextSchema = localizedText(TEXT_LIMITS.courseTitle);

export const SyllabusModuleSchema = z.object({
  title: frenchFirstText(TEXT_LIMITS.moduleTitle),
  content: frenchFirstText(TEXT_LIMITS.moduleContent, 'lines'),
});

const PriceSchema = z
  .number({ error: 'Enter a price.' })
  .finite({ error: 'Enter a price.' })
  .min(0, { error: 'The price cannot be negative.' })
  .max(MAX_PRICE, { error: `At most ${MAX_PRICE}.` });

/**
 * Whether the two prices parsed, so their comparison can be told even while other fields have
 * problems: a form then shows every problem at once (zod skips an object's checks otherwise).
 */
const pricesReadable = (value: unknown) => {
  // Not an object at all (an empty or a list body): nothing to compare.
  if (typeof value !== 'object' || value === null) return false;
  const { price, salePrice } = value as { price?: unknown; salePrice?: unknown };
  return typeof price === 'number' && (salePrice === undefined || typeof salePrice === 'number');
};

/**
 * A course as the admin sends it, on creation and on every update (PUT replaces the whole course).
 * Its title and description are required in the three languages (SPEC §5); every other text in
 * French only, the translations when they are ready.
 */
export const CourseInputSchema = z
  .object({
    title: z.preprocess(fromJsonText, localizedText(TEXT_LIMITS.courseTitle)),
    description: z.preprocess(fromJsonText, localizedText(TEXT_LIMITS.courseDescription, 'lines')),
    learnings: z.preprocess(
      fromJsonText,
      z.object({ fr: learningList, en: translatedLearningList, ar: translatedLearningList }),
    ),
    syllabus: z.preprocess(
      fromJsonText,
      z
        .array(SyllabusModuleSchema)
        .min(1, { error: 'Add at least one module.' })
        .max(LIST_LIMITS.syllabusModules, { error: `At most ${LIST_LIMITS.syllabusModules} modules.` }),
    ),
    category: z.enum(CATEGORIES, { error: 'Choose a category from the list.' }),
    duration: frenchFirstOrPlainText(TEXT_LIMITS.duration),
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
    /** The page's address per language; missing ones are made from the title (new course) or kept (update). */
    slug: z.preprocess(fromJsonText, CourseSlugInputSchema.optional()),
  })
  .refine((course) => course.salePrice === undefined || course.salePrice < course.price, {
    error: 'The sale price must be below the price.',
    ...withCode('sale_price_not_below'),
    path: ['salePrice'],
    when: ({ value }) => pricesReadable(value),
  });
export type CourseInput = z.output<typeof CourseInputSchema>;

/**
 * Every public form carries this hidden field: a person leaves it empty, a bot fills it in. A
 * request with it filled is kept as suspected spam (out of the inbox, purged after
 * SPAM_RETENTION_DAYS), so that a person mistaken for a bot loses nothing.
 */
export const HONEYPOT_FIELD = 'website';
const honeypot = { [HONEYPOT_FIELD]: z.string().max(1000).optional() };
/**
 * What a public POST carries besides its form's fields: the language of the page the visitor
 * used, which their acknowledgment e-mail is written in. Anything else is ignored (the server
 * falls back on Accept-Language), never a reason to refuse a request.
 */
const pageLanguage = { language: z.enum(LANGUAGES).optional().catch(undefined) };

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
  message: optionalText(TEXT_LIMITS.message, 'lines'),
  /** The course's page the visitor pre-registered from (the site sends it besides `courseOfInterest`). */
  courseId: z.preprocess(blankToUndefined, IdSchema.optional()),
  /** The session chosen, when the visitor chose one; it must be an upcoming one of `courseId`. */
  sessionId: z.preprocess(blankToUndefined, IdSchema.optional()),
  ...honeypot,
  ...consentField,
});
export type LeadInput = z.output<typeof LeadInputSchema>;
/** POST /api/leads: the form and the page's language. */
export const LeadRequestSchema = LeadInputSchema.extend(pageLanguage);

export const CompanyLeadInputSchema = z.object({
  companyName: requiredText(TEXT_LIMITS.companyName),
  contactName: requiredText(TEXT_LIMITS.personName),
  email: EmailSchema,
  phone: PhoneSchema,
  message: optionalText(TEXT_LIMITS.message, 'lines'),
  ...honeypot,
  ...consentField,
});
export type CompanyLeadInput = z.output<typeof CompanyLeadInputSchema>;
/** POST /api/company-leads: the form and the page's language. */
export const CompanyLeadRequestSchema = CompanyLeadInputSchema.extend(pageLanguage);

/**
 * What a form on a page of its own sends (shared/site/components/VisitorForm.tsx): who the visitor
 * is, their message, the hidden field and the consent.
 */
const visitorFormSchema = <Message extends z.ZodType>(message: Message) =>
  z.object({
    name: requiredText(TEXT_LIMITS.personName),
    email: EmailSchema,
    phone: PhoneSchema,
    message,
    ...honeypot,
    ...consentField,
  });

/** The text fields of an application; the CV travels as the multipart file part `cv`. */
export const CandidatureInputSchema = visitorFormSchema(optionalText(TEXT_LIMITS.message, 'lines'));
export type CandidatureInput = z.output<typeof CandidatureInputSchema>;

/** A message from the contact page: a question for the centre, not a pre-registration. */
export const ContactMessageInputSchema = visitorFormSchema(requiredText(TEXT_LIMITS.message, 'lines'));
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
    .superRefine(textRule('line', false))
    .pipe(z.url({ protocol: /^https$/, error: 'Enter a full address starting with https://.' }))
    .optional(),
);

/** How far from 0 each coordinate of the centre may be, in degrees. */
export const COORDINATE_LIMITS = { latitude: 90, longitude: 180 } as const;

const coordinate = (limit: number) =>
  z.preprocess(
    (value) => fromNumberText(blankToUndefined(value)),
    z
      .number({ error: 'Enter a number.' })
      .min(-limit, { error: `Between -${limit} and ${limit}.` })
      .max(limit, { error: `Between -${limit} and ${limit}.` })
      .optional(),
  );

/**
 * One of the centre's colours (#rrggbb), blank for the site's own: refused when the text drawn on
 * it would be hard to read (under WCAG AA's 4.5:1), white text on the primary, dark on the accent.
 */
const brandColor = (textOn: string, use: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .refine((color) => HEX_COLOR.test(color), {
        error: 'Enter a colour as #rrggbb.',
        ...withCode('hex_color'),
        abort: true,
      })
      .refine((color) => contrastRatio(color, textOn) >= MIN_CONTRAST, {
        error: `Too light or too dark for ${use}: the contrast must be at least ${MIN_CONTRAST}:1.`,
        ...withCode('low_contrast'),
      })
      .optional(),
  );

/** The centre's own details, edited by staff and shown on the site (footer, contact page, WhatsApp). */
export const CentreSettingsInputSchema = z
  .object({
    name: requiredText(TEXT_LIMITS.centreName),
    /** Where space is short (a phone's header); blank: the name. */
    shortName: optionalText(TEXT_LIMITS.centreShortName),
    /** Buttons and links, with white text on them. */
    primaryColor: brandColor(WHITE, 'white text'),
    /** Highlights, with dark text on them. */
    accentColor: brandColor(TEXT_ON_ACCENT, 'dark text'),
    /** Several lines, as written on an envelope. */
    address: z.preprocess(fromJsonText, localizedText(TEXT_LIMITS.address, 'lines')),
    phone: phoneNumber,
    /** With the country code; visitors are sent to wa.me with it. Empty: no WhatsApp button. */
    whatsapp: PhoneSchema,
    email: EmailSchema,
    openingHours: z.preprocess(fromJsonText, localizedText(TEXT_LIMITS.openingHours, 'lines')),
    facebookUrl: optionalWebAddress,
    instagramUrl: optionalWebAddress,
    linkedinUrl: optionalWebAddress,
    latitude: coordinate(COORDINATE_LIMITS.latitude),
    longitude: coordinate(COORDINATE_LIMITS.longitude),
    /** A maps link of the centre, used for directions when no coordinates are given. */
    mapsUrl: optionalWebAddress,
  })
  .refine((settings) => (settings.latitude === undefined) === (settings.longitude === undefined), {
    error: 'Give both the latitude and the longitude, or neither.',
    ...withCode('both_coordinates'),
    path: ['longitude'],
    // Told together with the other fields' problems, as soon as both coordinates read as numbers or blanks.
    when: ({ value }) => {
      if (typeof value !== 'object' || value === null) return false;
      const { latitude, longitude } = value as { latitude?: unknown; longitude?: unknown };
      return [latitude, longitude].every((coordinate) => coordinate === undefined || typeof coordinate === 'number');
    },
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
