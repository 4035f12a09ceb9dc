import { pageSettings } from '../ui/page-settings.ts';
import { type Language, LOCALE_TAGS, toLanguage } from './languages.ts';

/**
 * Intl formatters are costly to build (tens of milliseconds for the first of a locale) and cheap to
 * use: each is built once per locale and options, then reused for every price and date on screen.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(kind: string, locale: string, options: object, make: () => T): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let made = formatters.get(key) as T | undefined;
  if (!made) {
    made = make();
    formatters.set(key, made);
  }
  return made;
}
const numberFormat = (locale: string, options: Intl.NumberFormatOptions) => formatter('number', locale, options, () => new Intl.NumberFormat(locale, options));
const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) => formatter('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

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

/** Digits after the separator when a price has a fraction: 3 for the dinar's millimes, 2 for cents... */
const minorUnitDigits = (currency: string): number =>
  numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;

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
  const fractionDigits = hasFraction ? digits : 0;
  // Formatted in 'en' for its Latin digits and known separators, which are then written our way.
  const number = numberFormat('en', { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits })
    .formatToParts(amount)
    .map((part) => (part.type === 'group' ? THOUSANDS_SEPARATOR : part.type === 'decimal' ? DECIMAL_SEPARATORS[lang] : part.value))
    .join('');
  const symbol = currencySymbol(lang, currency);
  return lang === 'en' ? `${symbol}${CURRENCY_SPACE}${number}` : `${number}${CURRENCY_SPACE}${symbol}`;
}

export function formatDate(iso: string, language: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  return dateFormat(LOCALE_TAGS[toLanguage(language)], options).format(new Date(iso));
}

/** Percentage saved by a sale price, rounded to the nearest whole number. */
export const percentSaved = (price: number, salePrice: number): number => (price > 0 ? Math.round(((price - salePrice) / price) * 100) : 0);
