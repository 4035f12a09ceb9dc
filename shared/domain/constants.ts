/** Business constants of the centre (SPEC §9). The one place these values live. */

export const LANGUAGES = ['fr', 'en', 'ar'] as const;

export type Language = (typeof LANGUAGES)[number];

/** A phone number as the forms take it: digits with spaces, dots, dashes, brackets, a leading +. */
export const PHONE_NUMBER = /^\+?[0-9 ().-]{6,}$/;

/** BCP 47 tags for Intl: Arabic as written in Tunisia, with Latin digits as the centre's documents use. */
export const LOCALE_TAGS: Record<Language, string> = { fr: 'fr-TN', en: 'en-GB', ar: 'ar-TN-u-nu-latn' };
export const FALLBACK_LANGUAGE: Language = 'fr';
export const RTL_LANGUAGES: readonly Language[] = ['ar'];
/** The query parameter that names a public page's language (first in the server's and the client's detection). */
export const LANGUAGE_PARAM = 'lng';
/** The cookie that keeps the visitor's language, read by the server to render their next visit in it. */
export const LANGUAGE_COOKIE = 'i18next';
/** How long that cookie lasts: a year. */
export const LANGUAGE_COOKIE_SECONDS = 365 * 24 * 60 * 60;
/** The key SPEC §3 names for the stored admin session (localStorage in the browser). */
export const ADMIN_INFO_KEY = 'adminInfo';
/**
 * On <html> while this browser keeps an admin session: the public pages show the dashboard link
 * by it, from their first paint (the page's head sets it; the app keeps it true).
 */
export const STAFF_MARK_ATTRIBUTE = 'data-staff';

export const CATEGORIES = [
  'Informatique',
  'Marketing',
  'Design',
  'Business',
  'Développement Personnel',
  'Langues',
  'Autre',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const SKILL_LEVELS = ['Débutant', 'Intermédiaire', 'Avancé'] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];
export const DEFAULT_SKILL_LEVEL: SkillLevel = 'Débutant';

export const LEARNING_PACES = ['Classique', 'Intensif', 'Personnalisé'] as const;
export type LearningPace = (typeof LEARNING_PACES)[number];
export const DEFAULT_LEARNING_PACE: LearningPace = 'Classique';

export const HOME_POPULAR_COURSES = 6;
export const HOME_SALE_COURSES = 3;
/** How many upcoming sessions the home page's strip shows (here, not in sessions.ts: the first page loads no zod). */
export const HOME_UPCOMING_SESSIONS = 6;

const MEGABYTE = 1024 * 1024;
export const CV_MAX_BYTES = 5 * MEGABYTE;
export const IMAGE_MAX_BYTES = 5 * MEGABYTE;
export const CV_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;

/** Maximum lengths of every text the centre stores: generous for people, bounded for the database. */
export const TEXT_LIMITS = {
  personName: 120,
  email: 254,
  phone: 30,
  message: 5000,
  courseOfInterest: 200,
  companyName: 200,
  password: 200,
  courseTitle: 200,
  courseDescription: 10000,
  duration: 60,
  learningPoint: 500,
  moduleTitle: 200,
  moduleContent: 5000,
  instructorTitle: 120,
  centreName: 120,
  centreShortName: 40,
  address: 300,
  openingHours: 500,
  url: 500,
} as const;

/** A request that tripped the anti-spam check is kept this long (hidden from the inbox), then purged. */
export const SPAM_RETENTION_DAYS = 30;

export const LIST_LIMITS = {
  learningPoints: 50,
  syllabusModules: 100,
} as const;

export const MAX_PRICE = 1_000_000;

/** The element of a server-rendered page that carries the answers of its queries as JSON, for hydration. */
export const QUERY_STATE_ELEMENT_ID = 'page-query-state';
/**
 * Sent on window by the browser entry once it has started hydrating a rendered page: from then on
 * React answers the page's events, and the page's loader replays a tap it kept from before.
 */
export const APP_HYDRATING_EVENT = 'app:hydrating';

/** The picture a shared link and the centre's description show when a page has none of its own (web/public). */
export const SITE_IMAGE_PATH = '/og-image.png';
/** The centre's logo, square, for search engines (web/public; made by build/generate-icons.mjs). */
export const SITE_LOGO_PATH = '/logo.png';
