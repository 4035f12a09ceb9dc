/**
 * Calendar days as the centre counts them: a day is YYYY-MM-DD, and "today" is the day in the
 * centre's own time zone (Tunisia), whatever the zone of the server or of the visitor.
 */

/** The centre's time zone: a session "ending today" ends on Tunis's today. */
export const CENTRE_TIME_ZONE = 'Africa/Tunis';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD that names a day that exists (not 2026-02-30, nor 2026-13-01, which no Date can hold). */
export function isCalendarDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(text);
}

/** Today in the centre's time zone, as YYYY-MM-DD. */
export function centreToday(now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: CENTRE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** `text` when it names a day that exists, else nothing (an address's day, read as given). */
export const calendarDayOrNone = (text: string | null | undefined): string | undefined =>
  text && isCalendarDay(text) ? text : undefined;

/** Whether a range of days, either end open, runs forward (its first day is not after its last). */
export const daysInOrder = (from: string | undefined, to: string | undefined): boolean => !from || !to || from <= to;

/** The day `days` after `day` (YYYY-MM-DD; before it when negative). */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The day after `day` (YYYY-MM-DD). */
export const dayAfter = (day: string): string => addDays(day, 1);

let centreOffsetFormat: Intl.DateTimeFormat | undefined;

/**
 * The instant (ISO, UTC) at which `day` begins in the centre's time zone: a day chosen by staff is
 * Tunis's day, midnight to midnight, not UTC's. The zone's offset is asked of Intl, not assumed.
 */
export function centreDayStart(day: string): string {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  const offsetAt = (time: number) => {
    const name = (centreOffsetFormat ??= new Intl.DateTimeFormat('en-US', {
      timeZone: CENTRE_TIME_ZONE,
      timeZoneName: 'longOffset',
    }))
      .formatToParts(new Date(time))
      .find((part) => part.type === 'timeZoneName')?.value;
    const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
    return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) * 60_000 : 0;
  };
  // The offset of the local midnight, found from the offset around it (one step settles a change of offset).
  const guess = utcMidnight - offsetAt(utcMidnight);
  return new Date(utcMidnight - offsetAt(guess)).toISOString();
}

/** The instant (ISO, UTC) at which `day` ends in the centre's time zone: the next day's start, excluded. */
export const centreDayEnd = (day: string): string => centreDayStart(dayAfter(day));
