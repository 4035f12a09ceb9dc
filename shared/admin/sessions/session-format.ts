/**
 * How the admin writes a session's days. The days are calendar days (YYYY-MM-DD) of the centre,
 * not instants: they are read and written in UTC so that no time zone moves them by a day.
 * A range shares what its two ends share: "12–16 mai 2026", "12 mai – 30 juin 2026".
 */
import { LOCALE_TAGS, toLanguage } from '../../i18n/languages.ts';

const OPTIONS: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' };

// Built once per language: a formatter costs far more to make than to use.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(language: string): Intl.DateTimeFormat {
  const tag = LOCALE_TAGS[toLanguage(language)];
  let made = formatters.get(tag);
  if (!made) {
    made = new Intl.DateTimeFormat(tag, OPTIONS);
    formatters.set(tag, made);
  }
  return made;
}

const dayOf = (day: string) => new Date(`${day}T00:00:00Z`);

/** One calendar day, e.g. "12 mai 2026". */
export const formatDay = (day: string, language: string): string => formatterOf(language).format(dayOf(day));

/** A session's days, e.g. "12–16 mai 2026"; one day when it starts and ends the same day. */
export function formatSessionDays(startDate: string, endDate: string, language: string): string {
  const formatter = formatterOf(language);
  return startDate === endDate ? formatter.format(dayOf(startDate)) : formatter.formatRange(dayOf(startDate), dayOf(endDate));
}
