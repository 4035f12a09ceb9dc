import { pageSettings } from '../ui/page-settings.ts';
import { type Language, LOCALE_TAGS, toLanguage } from './languages.ts';

/**
 * Intl formatters are costly to build (tens of milliseconds for the first of a locale) and cheap to
 * use: each is built once per locale and options, then reused for every price and date on screen.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(
  kind: string,
  locale: string,
  options: object,
  make: () => T,
): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let made = formatters.get(key) as T | undefined;
  if (!made) {
    made = make();
    formatters.set(key, made);
  }
  return made;
}
const numberFormat = (locale: string, options: Intl.NumberFormatOptions) =>
  formatter('number', locale, options, () => new Intl.NumberFormat(locale, options));
const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  formatter('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

/** The one currency of the site, set by the server (CURRENCY); TND when absent. */
export const siteCurrency = (): string => pageSettings().currency;

/** How each language writes the Tunisian dinar on a price tag: "DT" in French, "د.ت" in Arabic, its code in English. */
const TND_SYMBOLS: Record<Language, string> = { fr: 'DT', en: 'TND', ar: 'د.ت' };

/** The site currency as `language` writes it: the local symbols for TND, the ISO code for any other. */
export function currencySymbol(language: string, currency = siteCurrency()): string {
  return currency === 'TND' ? TND_SYMBOLS[toLanguage(language)] : currency;
}

/*
 * Thousands are grouped by U+202F NARROW NO-BREAK SPACE, never "." or ",": in Tunisia "1.150"
 * reads as 1 dinar 150 millimes. It is the thin space of French typography (and of CLDR's fr),
 * never breaks a number across lines and, being a bidi "common separator" like U+00A0, keeps
 * "1 150" one number inside Arabic text (an ordinary space would let RTL show "150 1"). A
 * NO-BREAK SPACE ties the currency to its number.
 */
const THOUSANDS_SEPARATOR = '\u202F';
const CURRENCY_SPACE = '\u00A0';
const DECIMAL_SEPARATORS: Record<Language, string> = { fr: ',', en: '.', ar: ',' };

/*
 * Digits after the separator when a price has a fraction: 3 for the dinar's millimes, 2 for cents...
 * Known here for the usual currencies: the first Intl formatter a page builds costs tens of
 * milliseconds on a phone, in the middle of showing its first prices. Any other currency asks Intl.
 */
const MINOR_UNIT_DIGITS: Record<string, number> = {
  TND: 3,
  LYD: 3,
  KWD: 3,
  BHD: 3,
  OMR: 3,
  JOD: 3,
  IQD: 3,
  EUR: 2,
  USD: 2,
  GBP: 2,
  CHF: 2,
  CAD: 2,
  MAD: 2,
  DZD: 2,
  EGP: 2,
  SAR: 2,
  AED: 2,
  QAR: 2,
  JPY: 0,
  KRW: 0,
};
const minorUnitDigits = (currency: string): number =>
  MINOR_UNIT_DIGITS[currency] ??
  numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
  2;

/** `amount` in Latin digits, thousands grouped by a thin space, `fractionDigits` after `decimal`. */
function groupedNumber(amount: number, fractionDigits: number, decimal: string): string {
  const [whole, fraction] = Math.abs(amount).toFixed(fractionDigits).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+$)/g, THOUSANDS_SEPARATOR);
  return `${amount < 0 ? '-' : ''}${grouped}${fraction ? decimal + fraction : ''}`;
}

/**
 * A price as the site and the admin show it, in Latin digits in every language: whole units
 * unless the amount has a fraction (then all the currency's minor digits), thousands grouped by a
 * thin space, the currency where the language writes it. TND: fr "1 150 DT", ar "1 150 د.ت"
 * (number first, as Tunisian price tags read), en "TND 1 150" (English puts the currency first,
 * as in "$5" or "£5"; the code, since "DT" is a French abbreviation); millimes: fr "1 150,500 DT".
 */
export function formatPrice(amount: number, language: string, currency = siteCurrency()): string {
  const lang = toLanguage(language);
  const digits = minorUnitDigits(currency);
  const hasFraction = Math.round(amount * 10 ** digits) % 10 ** digits !== 0;
  const number = groupedNumber(amount, hasFraction ? digits : 0, DECIMAL_SEPARATORS[lang]);
  const symbol = currencySymbol(lang, currency);
  return lang === 'en' ? `${symbol}${CURRENCY_SPACE}${number}` : `${number}${CURRENCY_SPACE}${symbol}`;
}

/*
 * A session's days (YYYY-MM-DD, calendar days of the centre) as each language writes them: one
 * day "12 janv. 2027", one month "12–16 janv. 2027", two "12 janv. – 3 févr. 2027", two years
 * "29 déc. 2026 – 2 janv. 2027". These are the words and the order of
 * Intl.DateTimeFormat(LOCALE_TAGS[language], { day: 'numeric', month: 'short', year: 'numeric' })
 * and its formatRange, day for day (format.test.ts compares them over every month), written out
 * here rather than asked of Intl at each render, for two reasons:
 * - the first Intl formatter a page builds cost 130–220 ms of main thread in Chromium slowed down
 *   as Lighthouse slows a phone (4×), in the middle of hydrating the home page, its first page;
 * - the server writes the page and the browser hydrates it: both must write the same text, and
 *   ICU versions differ between Node and browsers, which would make the hydration fail: Node 20
 *   puts thin spaces around a range's dash where Chromium 156 puts plain ones (written here), and
 *   CLDR has changed such details before (en-GB's "Sep" became "Sept").
 * A day is a day, read from its digits: no time zone can move it to the day before.
 *
 * Arabic is ar-TN's (Node 20 and Chromium 156 write "12 جانفي 2027"): the Maghreb month names
 * (جانفي، فيفري، أفريل، ماي، جوان، جويلية، أوت…) that Tunisia's calendars, press and
 * administration use, where plain ar gives the Egyptian and Gulf ones (يناير، فبراير); and Latin
 * digits, as LOCALE_TAGS says and Tunisian documents write them.
 */
const SHORT_MONTHS: Record<Language, readonly string[]> = {
  fr: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  ar: ['جانفي', 'فيفري', 'مارس', 'أفريل', 'ماي', 'جوان', 'جويلية', 'أوت', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
};
/** Between two days of one month: "12–16" in French and Arabic, "12 – 16" in British English. */
const DAYS_DASH: Record<Language, string> = { fr: '–', en: ' – ', ar: '–' };
/** Between two dates that differ in their month or year. */
const DATES_DASH = ' – ';

/**
 * A range of days in two pieces, so that each can be its own <time>: `start`, then, when the
 * range runs over more than one day, `separator` and `end`. "12–16 janv. 2027" is "12", "–",
 * "16 janv. 2027".
 */
export interface DayRangeParts {
  start: string;
  separator?: string;
  end?: string;
}

function calendarDay(day: string): { year: number; month: number; date: number } {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return { year, month, date };
}

export function dayRangeParts(startDay: string, endDay: string, language: string): DayRangeParts {
  const lang = toLanguage(language);
  const months = SHORT_MONTHS[lang];
  const start = calendarDay(startDay);
  const end = calendarDay(endDay);
  const dayMonth = ({ month, date }: typeof start) => `${date} ${months[month - 1]}`;
  const full = (day: typeof start) => `${dayMonth(day)} ${day.year}`;
  if (endDay <= startDay) return { start: full(start) };
  if (start.year !== end.year) return { start: full(start), separator: DATES_DASH, end: full(end) };
  if (start.month !== end.month) return { start: dayMonth(start), separator: DATES_DASH, end: full(end) };
  return { start: String(start.date), separator: DAYS_DASH[lang], end: full(end) };
}

/** A session's days as one text ("12–16 janv. 2027"): see dayRangeParts. */
export function formatDayRange(startDay: string, endDay: string, language: string): string {
  const { start, separator = '', end = '' } = dayRangeParts(startDay, endDay, language);
  return `${start}${separator}${end}`;
}

export function formatDate(
  iso: string,
  language: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  return dateFormat(LOCALE_TAGS[toLanguage(language)], options).format(new Date(iso));
}

/** Percentage saved by a sale price, rounded to the nearest whole number. */
export const percentSaved = (price: number, salePrice: number): number =>
  price > 0 ? Math.round(((price - salePrice) / price) * 100) : 0;

/** A measure with one decimal (a contrast ratio), in the language's digits and decimal mark. */
export function formatDecimal(value: number, language: string): string {
  return numberFormat(LOCALE_TAGS[toLanguage(language)], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    value,
  );
}
