/**
 * A course session as an iCalendar file (RFC 5545) that a visitor adds to their calendar: one
 * all-day event from its first day to its last. Written by hand, it is small: CRLF line ends,
 * lines folded at 75 octets (never inside a UTF-8 character), text values escaped.
 */
import {
  type CourseSession,
  dayAfter,
  type Language,
  type LocalizedText,
  type SessionMode,
} from '../../../../shared/domain/index.ts';

/** The words of a session's mode, in each language of the site. */
export const MODE_WORDS: Record<Language, Record<SessionMode, string>> = {
  fr: { onsite: 'Sur place', online: 'En ligne', hybrid: 'Hybride' },
  en: { onsite: 'On site', online: 'Online', hybrid: 'Hybrid' },
  ar: { onsite: 'حضوري', online: 'عن بُعد', hybrid: 'هجين' },
};

const LINE_OCTETS = 75;

/** A TEXT value (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks escaped. */
export const escapeText = (text: string): string =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/**
 * One content line, folded (RFC 5545 3.1): no line longer than 75 octets, each continuation begun
 * by a space (counted in its 75), a character never cut between two lines.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n');
}

/** A day as a DATE value: 2026-03-02 → 20260302. */
const dateValue = (day: string) => day.replace(/-/g, '');

/** An instant as a UTC DATE-TIME value: 20260302T081500Z. */
const dateTimeValue = (iso: string) => `${new Date(iso).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

export interface SessionCalendarInput {
  session: CourseSession;
  courseTitle: LocalizedText;
  language: Language;
  /** The course's page, absolute. */
  courseUrl: string;
  /** The site's host name, which makes the event's UID unique beyond this site. */
  host: string;
  /** When the session was last changed (ISO 8601): its DTSTAMP and LAST-MODIFIED. */
  updatedAt: string;
  /** Who publishes it (the centre's name): the file's PRODID and the event's organiser's name. */
  centre: string;
}

const pick = (text: LocalizedText, language: Language) => text[language] || text.fr;

/** The whole file: one VCALENDAR with the session's VEVENT. */
export function sessionCalendar({
  session,
  courseTitle,
  language,
  courseUrl,
  host,
  updatedAt,
  centre,
}: SessionCalendarInput): string {
  const description = [pick(session.schedule, language), MODE_WORDS[language][session.mode], courseUrl]
    .filter(Boolean)
    .join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    // A formal public identifier's characters only (no "//" of its own).
    `PRODID:-//${centre.replace(/[^\p{L}\p{N} .,'()-]+/gu, ' ').trim() || 'Training centre'}//Course sessions//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    // The same for every download of the session: a calendar that imports it again updates its copy.
    `UID:session-${session._id}@${host}`,
    `DTSTAMP:${dateTimeValue(updatedAt)}`,
    `LAST-MODIFIED:${dateTimeValue(updatedAt)}`,
    `DTSTART;VALUE=DATE:${dateValue(session.startDate)}`,
    // An all-day event ends on the day after its last (DTEND is not part of it).
    `DTEND;VALUE=DATE:${dateValue(dayAfter(session.endDate))}`,
    `SUMMARY;LANGUAGE=${language}:${escapeText(pick(courseTitle, language))}`,
    `DESCRIPTION;LANGUAGE=${language}:${escapeText(description)}`,
    ...(session.location ? [`LOCATION;LANGUAGE=${language}:${escapeText(pick(session.location, language))}`] : []),
    `URL:${courseUrl}`,
    `STATUS:${session.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** The file's name: the course's title and the first day, without what file systems refuse. */
export function sessionFileName(courseTitle: LocalizedText, session: CourseSession, language: Language): string {
  const cleaned = pick(courseTitle, language)
    // eslint-disable-next-line no-control-regex
    .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // By characters, not UTF-16 units: a cut never leaves half of one.
  const title = Array.from(cleaned).slice(0, 80).join('').trim();
  return `${title || 'session'} ${session.startDate}.ics`;
}
