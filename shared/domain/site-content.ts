/**
 * The centre's own words on the public site: the texts staff may rewrite (per language, each
 * standing in for the product's default wording at the same locale key), and the testimonials.
 * A text left empty in English or Arabic shows the French one; left empty in French too, the
 * product's default wording in the page's language (shared/site/site-content.ts).
 */
import { z } from 'zod';
import { optionalText, requiredText, type TextShape } from './schemas.ts';

/** How long an editable text may be: a heading or a figure, or a paragraph. */
export const SITE_TEXT_LIMITS = { line: 160, lines: 1200 } as const;

/**
 * The texts staff may rewrite, page by page, each named by the locale key of its default wording
 * and its shape: headings and short items on one line, lead paragraphs on several. The rest of a
 * page (buttons, form labels, legal texts) stays the product's.
 */
export const SITE_TEXT_FIELDS = {
  home: {
    'home.hero.kicker': 'line',
    'home.hero.title_start': 'line',
    'home.hero.title_highlight': 'line',
    'home.hero.text': 'lines',
    'home.about.eyebrow': 'line',
    'home.about.title': 'line',
    'home.about.text': 'lines',
  },
  about: {
    'about_page.hero.title': 'line',
    'about_page.hero.lead': 'lines',
    'about_page.mission.title': 'line',
    'about_page.mission.text1': 'lines',
    'about_page.mission.text2': 'lines',
    'about_page.figures.learners.value': 'line',
    'about_page.figures.learners.label': 'line',
    'about_page.figures.courses.value': 'line',
    'about_page.figures.courses.label': 'line',
    'about_page.figures.companies.value': 'line',
    'about_page.figures.companies.label': 'line',
    'about_page.figures.satisfaction.value': 'line',
    'about_page.figures.satisfaction.label': 'line',
    'about_page.values.title': 'line',
    'about_page.values.lead': 'lines',
    'about_page.values.excellence.name': 'line',
    'about_page.values.excellence.text': 'lines',
    'about_page.values.passion.name': 'line',
    'about_page.values.passion.text': 'lines',
    'about_page.values.openness.name': 'line',
    'about_page.values.openness.text': 'lines',
    'about_page.story.title': 'line',
    'about_page.story.lead': 'lines',
    'about_page.story.founded.year': 'line',
    'about_page.story.founded.title': 'line',
    'about_page.story.founded.text': 'lines',
    'about_page.story.companies.year': 'line',
    'about_page.story.companies.title': 'line',
    'about_page.story.companies.text': 'lines',
    'about_page.story.hybrid.year': 'line',
    'about_page.story.hybrid.title': 'line',
    'about_page.story.hybrid.text': 'lines',
    'about_page.story.today.year': 'line',
    'about_page.story.today.title': 'line',
    'about_page.story.today.text': 'lines',
  },
  companies: {
    'companies_page.hero.title': 'line',
    'companies_page.hero.lead': 'lines',
    'companies_page.services.title': 'line',
    'companies_page.services.lead': 'lines',
    'companies_page.services.custom.title': 'line',
    'companies_page.services.custom.text': 'lines',
    'companies_page.services.custom.point1': 'line',
    'companies_page.services.custom.point2': 'line',
    'companies_page.services.custom.point3': 'line',
    'companies_page.services.upskilling.title': 'line',
    'companies_page.services.upskilling.text': 'lines',
    'companies_page.services.upskilling.point1': 'line',
    'companies_page.services.upskilling.point2': 'line',
    'companies_page.services.upskilling.point3': 'line',
    'companies_page.services.certification.title': 'line',
    'companies_page.services.certification.text': 'lines',
    'companies_page.services.certification.point1': 'line',
    'companies_page.services.certification.point2': 'line',
    'companies_page.services.certification.point3': 'line',
  },
  careers: {
    'careers_page.hero.title': 'line',
    'careers_page.hero.lead': 'lines',
    'careers_page.perks.title': 'line',
    'careers_page.perks.impact.title': 'line',
    'careers_page.perks.impact.text': 'lines',
    'careers_page.perks.flexibility.title': 'line',
    'careers_page.perks.flexibility.text': 'lines',
    'careers_page.perks.growth.title': 'line',
    'careers_page.perks.growth.text': 'lines',
    'careers_page.profiles.title': 'line',
    'careers_page.profiles.trainers': 'line',
    'careers_page.profiles.coordinators': 'line',
    'careers_page.profiles.advisers': 'line',
    'careers_page.form.lead': 'lines',
  },
} as const satisfies Record<string, Record<string, TextShape>>;

export type SiteTextPage = keyof typeof SITE_TEXT_FIELDS;
export const SITE_TEXT_PAGES = Object.keys(SITE_TEXT_FIELDS) as SiteTextPage[];
export type SiteTextKey = { [Page in SiteTextPage]: keyof (typeof SITE_TEXT_FIELDS)[Page] }[SiteTextPage];

const SHAPES = Object.assign({}, ...Object.values(SITE_TEXT_FIELDS)) as Record<SiteTextKey, TextShape>;
export const SITE_TEXT_KEYS = Object.keys(SHAPES) as SiteTextKey[];

/** One text in the languages staff wrote it in; a language left out (or blank) is not given. */
const ownText = (shape: TextShape) =>
  z.strictObject({
    fr: optionalText(SITE_TEXT_LIMITS[shape], shape),
    en: optionalText(SITE_TEXT_LIMITS[shape], shape),
    ar: optionalText(SITE_TEXT_LIMITS[shape], shape),
  });

/** The texts staff rewrote, by locale key: a key left out keeps the default wording. An unknown key is refused. */
export const SiteTextsSchema = z.strictObject(
  Object.fromEntries(SITE_TEXT_KEYS.map((key) => [key, ownText(SHAPES[key]).optional()])) as Record<
    SiteTextKey,
    z.ZodOptional<ReturnType<typeof ownText>>
  >,
);
export type SiteTexts = z.output<typeof SiteTextsSchema>;

/** The rewritten texts as the API answers them (a plain shape: answers are not parsed again). */
export const StoredSiteTextsSchema = z.record(
  z.string(),
  z.object({ fr: z.string().optional(), en: z.string().optional(), ar: z.string().optional() }),
);

// ---------------------------------------------------------------------------------------------
// Testimonials: a learner's words, shown on the home page when visible, in staff's order.

export const TESTIMONIAL_LIMITS = { quote: 1000, role: 120 } as const;

export const TestimonialInputSchema = z.strictObject({
  name: requiredText(120),
  /** What they do or what they followed ("Développeuse web", "Formation Excel"). */
  role: z.strictObject({
    fr: optionalText(TESTIMONIAL_LIMITS.role),
    en: optionalText(TESTIMONIAL_LIMITS.role),
    ar: optionalText(TESTIMONIAL_LIMITS.role),
  }),
  /** In French at least; another language left empty shows the French. */
  quote: z.strictObject({
    fr: requiredText(TESTIMONIAL_LIMITS.quote, 'lines'),
    en: optionalText(TESTIMONIAL_LIMITS.quote, 'lines'),
    ar: optionalText(TESTIMONIAL_LIMITS.quote, 'lines'),
  }),
  isVisible: z.boolean(),
});
export type TestimonialInput = z.output<typeof TestimonialInputSchema>;

export const PublicTestimonialSchema = z.object({
  _id: z.string(),
  name: z.string(),
  role: z.object({ fr: z.string().optional(), en: z.string().optional(), ar: z.string().optional() }),
  quote: z.object({ fr: z.string(), en: z.string().optional(), ar: z.string().optional() }),
});
export type PublicTestimonial = z.infer<typeof PublicTestimonialSchema>;

export const TestimonialSchema = PublicTestimonialSchema.extend({
  isVisible: z.boolean(),
  /** Added by the demo seed (`npm run seed`): removed with the rest of the demo content. */
  isDemo: z.boolean(),
  updatedAt: z.string(),
});
export type Testimonial = z.infer<typeof TestimonialSchema>;

/** The testimonials in the order the home page shows them: every one, each once. */
export const TestimonialOrderSchema = z.strictObject({
  ids: z.array(z.string().min(1).max(64)).max(500),
});

/** What the public pages read: the rewritten texts and the visible testimonials, in order. */
export const SiteContentSchema = z.object({
  texts: StoredSiteTextsSchema,
  testimonials: z.array(PublicTestimonialSchema),
});
export type SiteContent = z.infer<typeof SiteContentSchema>;

// ---------------------------------------------------------------------------------------------
// Demo content: what `npm run seed` adds, marked so that one admin action removes all of it.

export const DemoContentSchema = z.object({
  courses: z.number().int(),
  sessions: z.number().int(),
  instructors: z.number().int(),
  testimonials: z.number().int(),
});
export type DemoContent = z.infer<typeof DemoContentSchema>;

export const hasDemoContent = (demo: DemoContent): boolean => Object.values(demo).some((count) => count > 0);
