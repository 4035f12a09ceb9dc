/** The shapes the /api answers with (SPEC §3). Ids are strings in `_id`; dates are ISO 8601 strings. */
import { z } from 'zod';
import { CATEGORIES, LANGUAGES, LEARNING_PACES, SKILL_LEVELS } from './constants.ts';
import { REQUEST_STATUSES } from './pipeline.ts';
import { ConsentFieldsSchema } from './privacy.ts';
import { STAFF_ROLES } from './roles.ts';
import { CourseSessionSchema, NextSessionSchema } from './sessions.ts';

const localized = z.object({ fr: z.string(), en: z.string(), ar: z.string() });
export type LocalizedText = z.infer<typeof localized>;

export const InstructorSchema = z.object({
  _id: z.string(),
  name: z.string(),
  title: localized,
  imageUrl: z.string().optional(),
  createdAt: z.string(),
});
export type Instructor = z.infer<typeof InstructorSchema>;

export const CourseInstructorSchema = InstructorSchema.pick({ _id: true, name: true, title: true, imageUrl: true });

export const CourseSchema = z.object({
  _id: z.string(),
  title: localized,
  description: localized,
  learnings: z.object(
    Object.fromEntries(LANGUAGES.map((lang) => [lang, z.array(z.string())])) as Record<
      (typeof LANGUAGES)[number],
      z.ZodArray<z.ZodString>
    >,
  ),
  syllabus: z.array(z.object({ title: localized, content: localized })),
  category: z.enum(CATEGORIES),
  duration: localized,
  price: z.number(),
  salePrice: z.number().optional(),
  imageUrl: z.string().optional(),
  instructor: CourseInstructorSchema,
  skillLevel: z.enum(SKILL_LEVELS),
  learningPace: z.enum(LEARNING_PACES),
  isPublished: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * The page's address per language (shared/domain/slugs.ts). Every course the API answers has
   * one; only the built-in demo courses, whose address is their id, do without.
   */
  slug: localized.optional(),
});
export type Course = z.infer<typeof CourseSchema>;

/**
 * A course as the public lists show it (GET /courses): one card each, and what the title search
 * and the home sections read. The description, learnings, programme and instructor live on the
 * course's own page (GET /courses/:id), so the list a visitor downloads stays small however long
 * the centre writes them (a description alone may run to 10,000 characters in each language).
 */
export const CourseSummarySchema = CourseSchema.pick({
  _id: true,
  title: true,
  category: true,
  duration: true,
  price: true,
  salePrice: true,
  imageUrl: true,
  skillLevel: true,
  isPublished: true,
  slug: true,
}).extend({
  /** The course's next upcoming session, when it has one: the card's date and the "with a session" filter. */
  nextSession: NextSessionSchema.optional(),
});
export type CourseSummary = z.infer<typeof CourseSummarySchema>;

/** A published course as its page reads it (GET /courses/:id): with its upcoming sessions, soonest first. */
export const PublishedCourseSchema = CourseSchema.extend({ sessions: z.array(CourseSessionSchema) });
export type PublishedCourse = z.infer<typeof PublishedCourseSchema>;

export const LeadSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().optional(),
  courseOfInterest: z.string().optional(),
  learningPaceInterest: z.enum(LEARNING_PACES),
  message: z.string().optional(),
  /** The course the visitor pre-registered from, when the site said. */
  courseId: z.string().optional(),
  /** The session chosen (shared/domain/sessions.ts), when one was. */
  sessionId: z.string().optional(),
  /** Present (true) when the session was full as the request arrived: it waits for a place. */
  waitingList: z.literal(true).optional(),
  status: z.enum(REQUEST_STATUSES['lead']),
  /** Why it was lost / rejected, when staff said. */
  statusReason: z.string().optional(),
  noteCount: z.number().int(),
  createdAt: z.string(),
  archivedAt: z.string().optional(),
  /** Present (true) when the request tripped the anti-spam check: kept out of the inbox until restored. */
  spam: z.literal(true).optional(),
  ...ConsentFieldsSchema.shape,
});
export type Lead = z.infer<typeof LeadSchema>;

export const CompanyLeadSchema = z.object({
  _id: z.string(),
  companyName: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string().optional(),
  message: z.string().optional(),
  status: z.enum(REQUEST_STATUSES['company-lead']),
  /** Why it was lost / rejected, when staff said. */
  statusReason: z.string().optional(),
  noteCount: z.number().int(),
  createdAt: z.string(),
  /** Present (true) when the request tripped the anti-spam check: kept out of the inbox until restored. */
  spam: z.literal(true).optional(),
  ...ConsentFieldsSchema.shape,
});
export type CompanyLead = z.infer<typeof CompanyLeadSchema>;

export const CandidatureSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().optional(),
  message: z.string().optional(),
  cvOriginalName: z.string(),
  /**
   * SPEC §3's cvPath: the API path of the CV's download (GET /api/candidatures/:id/cv, signed-in
   * staff whose role sees applications only); a CV has no public address.
   */
  cvPath: z.string(),
  status: z.enum(REQUEST_STATUSES['candidature']),
  /** Why it was lost / rejected, when staff said. */
  statusReason: z.string().optional(),
  noteCount: z.number().int(),
  createdAt: z.string(),
  /** Present (true) when the request tripped the anti-spam check: kept out of the inbox until restored. */
  spam: z.literal(true).optional(),
  ...ConsentFieldsSchema.shape,
});
export type Candidature = z.infer<typeof CandidatureSchema>;

/** A message sent from the contact page (its own inbox, apart from the pre-registrations). */
export const ContactMessageSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().optional(),
  message: z.string(),
  createdAt: z.string(),
  archivedAt: z.string().optional(),
  /** Present (true) when the request tripped the anti-spam check: kept out of the inbox until restored. */
  spam: z.literal(true).optional(),
  ...ConsentFieldsSchema.shape,
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

/** The centre's details as staff edit them (GET /settings/all). */
export const CentreSettingsSchema = z.object({
  /** Empty until staff name the centre: pages then show a neutral name (shared/domain/identity.ts). */
  name: z.string(),
  shortName: z.string().optional(),
  /** #rrggbb; unset: the site's own colours. */
  primaryColor: z.string().optional(),
  accentColor: z.string().optional(),
  /** The logo (PNG, any uploaded SVG rasterised), absolute path or URL; unset: the site's own mark. */
  logoUrl: z.string().optional(),
  /** The logo on a transparent square (favicon, app icons). */
  iconUrl: z.string().optional(),
  address: localized,
  phone: z.string(),
  whatsapp: z.string().optional(),
  email: z.string(),
  openingHours: localized,
  facebookUrl: z.string().optional(),
  instagramUrl: z.string().optional(),
  linkedinUrl: z.string().optional(),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
  mapsUrl: z.string().optional(),
  updatedAt: z.string().optional(),
});
export type CentreSettings = z.infer<typeof CentreSettingsSchema>;

/** What visitors' pages may read of them (GET /settings): staff-only fields left out. */
export const PublicCentreSettingsSchema = CentreSettingsSchema.omit({ updatedAt: true });
export type PublicCentreSettings = z.infer<typeof PublicCentreSettingsSchema>;

export const AdminSessionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  token: z.string(),
  /** The password signed in with is provisional: the admin shows nothing but the change of password until it is changed. */
  passwordChangeRequired: z.literal(true).optional(),
});
/** What login answers and what the admin app keeps as `adminInfo`. */
export type AdminSession = z.infer<typeof AdminSessionSchema>;

export const ErrorResponseSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** Per field: `code` is a ValidationCode (validation-codes.ts) that a form translates. */
  errors: z.array(z.object({ path: z.string(), code: z.string().optional(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const HealthSchema = z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']) });
