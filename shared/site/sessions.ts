/** How the public pages speak of a course's sessions (shared/domain/sessions.ts): seats, calendar file. */
// Types only: domain/sessions.ts builds zod schemas as it loads, which the first page must not carry.
import type { CourseSession } from '../domain/sessions.ts';
import type { Language } from '../i18n/languages.ts';

/** At most this many seats left, a session says how few ("Plus que 3 places") and the home page "Dernières places". */
export const FEW_SEATS = 5;

export type SeatsState = 'full' | 'few' | 'open';

/** Full as domain/sessions.ts's isFull says (no seat left), few, or open. */
export const seatsState = (session: Pick<CourseSession, 'seatsLeft'>): SeatsState =>
  session.seatsLeft <= 0 ? 'full' : session.seatsLeft <= FEW_SEATS ? 'few' : 'open';

/** The session's .ics file (GET /api/sessions/:id/calendar.ics), its texts in `language`. */
export const calendarFileUrl = (sessionId: string, language: Language): string =>
  `/api/sessions/${encodeURIComponent(sessionId)}/calendar.ics?lng=${language}`;
