/**
 * Course sessions: when and where a course is given, and how many places it has. A session
 * belongs to one course; its seats taken are the pre-registrations of it that staff marked
 * `enrolled`, never typed by hand. One vocabulary for the server, the site and the admin.
 */
import { z } from 'zod';
import { isCalendarDay } from './calendar.ts';
import { LANGUAGES } from './constants.ts';
import { frenchFirstText } from './schemas.ts';
import { withCode } from './validation-codes.ts';

export const SESSION_MODES = ['onsite', 'online', 'hybrid'] as const;
export type SessionMode = (typeof SESSION_MODES)[number];

export const SESSION_STATUSES = ['open', 'cancelled'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** The modes given in a place, which must then be named. */
export const PLACED_MODES: readonly SessionMode[] = ['onsite', 'hybrid'];

export const SESSION_LIMITS = { seatsMin: 1, seatsMax: 500, schedule: 120, location: 200 } as const;

/** How many upcoming sessions the home page's strip shows (kept in constants.ts, which the first page loads). */
export { HOME_UPCOMING_SESSIONS } from './constants.ts';

/** A calendar day as the admin types it (YYYY-MM-DD), checked to exist. */
const calendarDay = z
  .string({ error: 'Give a date as YYYY-MM-DD.' })
  .trim()
  .refine(isCalendarDay, { error: 'Give a real date as YYYY-MM-DD.', ...withCode('date') });

/** A session as staff send it (POST /api/courses/:id/sessions, PUT /api/sessions/:id). */
export const SessionInputSchema = z
  .object({
    startDate: calendarDay,
    endDate: calendarDay,
    schedule: frenchFirstText(SESSION_LIMITS.schedule),
    mode: z.enum(SESSION_MODES, { error: 'Choose on site, online or hybrid.' }),
    /** Required on site and hybrid; dropped when online. */
    location: z.preprocess(
      (value) => (value === null ? undefined : value),
      frenchFirstText(SESSION_LIMITS.location).optional(),
    ),
    seats: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
      z
        .number({ error: 'Enter a number of seats.' })
        .int({ error: 'Enter a whole number of seats.' })
        .min(SESSION_LIMITS.seatsMin, { error: `At least ${SESSION_LIMITS.seatsMin} seat.` })
        .max(SESSION_LIMITS.seatsMax, { error: `At most ${SESSION_LIMITS.seatsMax} seats.` }),
    ),
    status: z.enum(SESSION_STATUSES, { error: 'Choose open or cancelled.' }).default('open'),
  })
  .refine((session) => session.endDate >= session.startDate, {
    error: 'The end date cannot be before the start date.',
    ...withCode('date_order'),
    path: ['endDate'],
    when: ({ value }) => {
      const { startDate, endDate } = (value ?? {}) as { startDate?: unknown; endDate?: unknown };
      return (
        typeof startDate === 'string' &&
        typeof endDate === 'string' &&
        isCalendarDay(startDate.trim()) &&
        isCalendarDay(endDate.trim())
      );
    },
  })
  .refine((session) => !PLACED_MODES.includes(session.mode) || session.location !== undefined, {
    error: 'Say where the session takes place (in French at least).',
    ...withCode('required'),
    path: ['location'],
    when: ({ value }) => {
      const { mode, location } = (value ?? {}) as { mode?: unknown; location?: unknown };
      return PLACED_MODES.includes(mode as SessionMode) && (location === undefined || location === null);
    },
  })
  .transform((session) => (session.mode === 'online' ? { ...session, location: undefined } : session));
export type SessionInput = z.output<typeof SessionInputSchema>;

const localized = z.object({ fr: z.string(), en: z.string(), ar: z.string() });

/** A session as the API answers it; `seatsTaken` and `seatsLeft` are derived. */
export const CourseSessionSchema = z.object({
  _id: z.string(),
  courseId: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  schedule: localized,
  mode: z.enum(SESSION_MODES),
  location: localized.optional(),
  seats: z.number().int(),
  status: z.enum(SESSION_STATUSES),
  /** Pre-registrations of this session that staff marked `enrolled`. */
  seatsTaken: z.number().int(),
  /** Never below 0. */
  seatsLeft: z.number().int(),
});
export type CourseSession = z.infer<typeof CourseSessionSchema>;

/**
 * A session as staff plan it (GET /api/sessions, GET /api/courses/:id/sessions): with its course
 * and how many pre-registrations name it.
 */
export const PlannedSessionSchema = CourseSessionSchema.extend({
  course: z.object({ _id: z.string(), title: localized }),
  /** Every active pre-registration naming this session, waiting list included. */
  leadCount: z.number().int(),
  /** Of them, those on the waiting list. */
  waitingCount: z.number().int(),
});
export type PlannedSession = z.infer<typeof PlannedSessionSchema>;

/** A course card's next session (GET /api/courses), for the date on the card and the filter. */
export const NextSessionSchema = CourseSessionSchema.pick({
  _id: true,
  startDate: true,
  endDate: true,
  mode: true,
  seatsLeft: true,
});
export type NextSession = z.infer<typeof NextSessionSchema>;

/** GET /api/sessions: the sessions whose dates meet [from, to] (both optional, YYYY-MM-DD). */
export const SessionListQuerySchema = z.object({
  from: z.string().refine(isCalendarDay, { error: 'Give a date as YYYY-MM-DD.' }).optional(),
  to: z.string().refine(isCalendarDay, { error: 'Give a date as YYYY-MM-DD.' }).optional(),
});

/** GET /api/sessions/:id/calendar.ics?lng= */
export const CalendarQuerySchema = z.object({ lng: z.enum(LANGUAGES).optional().catch(undefined) });

/** Upcoming: not cancelled, and ending today (the centre's today) or later. */
export const isUpcoming = (session: Pick<CourseSession, 'status' | 'endDate'>, today: string): boolean =>
  session.status === 'open' && session.endDate >= today;

export const isFull = (session: Pick<CourseSession, 'seatsLeft'>): boolean => session.seatsLeft <= 0;
