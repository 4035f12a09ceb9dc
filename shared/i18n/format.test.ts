import { afterEach, describe, expect, it } from 'vitest';
import { currencySymbol, dayRangeParts, formatDayRange, formatPrice, siteCurrency } from './format.ts';
import { LOCALE_TAGS } from './languages.ts';

// The exact characters: U+202F groups the thousands, U+00A0 ties the currency to the number.
const THIN = '\u202F';
const NBSP = '\u00A0';

afterEach(() => document.head.querySelector('meta[name="site-currency"]')?.remove());

describe('formatPrice', () => {
  it.each([
    ['fr', 450, `450${NBSP}DT`],
    ['fr', 1150, `1${THIN}150${NBSP}DT`],
    ['fr', 12500, `12${THIN}500${NBSP}DT`],
    ['en', 450, `TND${NBSP}450`],
    ['en', 1150, `TND${NBSP}1${THIN}150`],
    ['en', 12500, `TND${NBSP}12${THIN}500`],
    ['ar', 450, `450${NBSP}د.ت`],
    ['ar', 1150, `1${THIN}150${NBSP}د.ت`],
    ['ar', 12500, `12${THIN}500${NBSP}د.ت`],
  ])('writes whole dinars in %s: %d -> %s', (language, amount, expected) => {
    expect(formatPrice(amount, language, 'TND')).toBe(expected);
  });

  it.each([
    ['fr', `1${THIN}150,500${NBSP}DT`],
    ['en', `TND${NBSP}1${THIN}150.500`],
    ['ar', `1${THIN}150,500${NBSP}د.ت`],
  ])('shows the millimes with 3 decimals in %s', (language, expected) => {
    expect(formatPrice(1150.5, language, 'TND')).toBe(expected);
  });

  it('never writes "." or "," between thousands, and keeps Latin digits in Arabic', () => {
    for (const language of ['fr', 'en', 'ar'])
      expect(formatPrice(1_234_567, language, 'TND')).toMatch(new RegExp(`1${THIN}234${THIN}567`));
  });

  it('writes another currency by its code, placed the same way, with its own minor digits', () => {
    expect(formatPrice(1150, 'fr', 'EUR')).toBe(`1${THIN}150${NBSP}EUR`);
    expect(formatPrice(1150, 'ar', 'EUR')).toBe(`1${THIN}150${NBSP}EUR`);
    expect(formatPrice(19.9, 'en', 'EUR')).toBe(`EUR${NBSP}19.90`);
  });

  it('knows the minor digits of a currency as Intl does, and asks Intl for one it does not list', () => {
    for (const currency of ['TND', 'KWD', 'EUR', 'USD', 'MAD', 'JPY']) {
      const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits!;
      expect(formatPrice(1.5, 'en', currency)).toBe(
        digits === 0 ? `${currency}${NBSP}2` : `${currency}${NBSP}1.${'5'.padEnd(digits, '0')}`,
      );
    }
    expect(formatPrice(1234.5, 'fr', 'XAF')).toBe(`1${THIN}235${NBSP}XAF`);
    expect(formatPrice(-1234.25, 'fr', 'EUR')).toBe(`-1${THIN}234,25${NBSP}EUR`);
  });

  it('uses the site currency of the page, TND when it names none', () => {
    expect(siteCurrency()).toBe('TND');
    expect(formatPrice(450, 'fr')).toBe(`450${NBSP}DT`);
    const meta = Object.assign(document.createElement('meta'), { name: 'site-currency', content: 'EUR' });
    document.head.append(meta);
    expect(formatPrice(450, 'fr')).toBe(`450${NBSP}EUR`);
    expect(currencySymbol('ar')).toBe('EUR');
  });
});

describe('dayRangeParts and formatDayRange (a session’s days)', () => {
  it.each([
    ['fr', '2027-01-12', '2027-01-16', '12–16 janv. 2027'],
    ['fr', '2027-01-12', '2027-02-03', '12 janv. – 3 févr. 2027'],
    ['fr', '2026-12-29', '2027-01-02', '29 déc. 2026 – 2 janv. 2027'],
    ['fr', '2027-08-05', '2027-08-05', '5 août 2027'],
    ['en', '2027-01-12', '2027-01-16', '12 – 16 Jan 2027'],
    ['en', '2027-09-12', '2027-10-03', '12 Sept – 3 Oct 2027'],
    ['en', '2026-12-29', '2027-01-02', '29 Dec 2026 – 2 Jan 2027'],
    ['en', '2027-05-01', '2027-05-01', '1 May 2027'],
    // Tunisian Arabic: the Maghreb month names and Latin digits.
    ['ar', '2027-01-12', '2027-01-16', '12–16 جانفي 2027'],
    ['ar', '2027-01-12', '2027-02-03', '12 جانفي – 3 فيفري 2027'],
    ['ar', '2026-12-29', '2027-01-02', '29 ديسمبر 2026 – 2 جانفي 2027'],
    ['ar', '2027-07-14', '2027-07-14', '14 جويلية 2027'],
  ])('writes %s %s…%s as "%s"', (language, start, end, expected) => {
    expect(formatDayRange(start, end, language)).toBe(expected);
  });

  it('splits a range where each date starts, for two <time> elements', () => {
    expect(dayRangeParts('2027-01-12', '2027-01-16', 'fr')).toEqual({
      start: '12',
      separator: '–',
      end: '16 janv. 2027',
    });
    expect(dayRangeParts('2027-01-12', '2027-02-03', 'ar')).toEqual({
      start: '12 جانفي',
      separator: ' – ',
      end: '3 فيفري 2027',
    });
    expect(dayRangeParts('2027-01-12', '2027-01-12', 'en')).toEqual({ start: '12 Jan 2027' });
  });

  it('falls back to French for an unknown language', () => {
    expect(formatDayRange('2027-03-02', '2027-03-04', 'de')).toBe('2–4 mars 2027');
  });

  it('never moves a day, whatever the time zone: the digits are the day', () => {
    // The days of the centre (Tunis, UTC+1) and of a visitor far west or east read the same.
    expect(formatDayRange('2027-01-01', '2027-01-01', 'fr')).toBe('1 janv. 2027');
    expect(formatDayRange('2027-12-31', '2027-12-31', 'fr')).toBe('31 déc. 2027');
  });

  // The reference: Intl's own words and order for these locales, every month, every kind of range.
  // Node 20's ICU puts THIN SPACEs (U+2009) around the dash of a range where Chromium 156 puts
  // plain spaces: the site writes plain ones, as the browser does.
  it.each(['fr', 'en', 'ar'] as const)(
    'writes %s as Intl.DateTimeFormat(…).formatRange does, in the UTC calendar',
    (language) => {
      const intl = new Intl.DateTimeFormat(LOCALE_TAGS[language], {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      });
      const day = (year: number, month: number, date: number) =>
        new Date(Date.UTC(year, month, date)).toISOString().slice(0, 10);
      for (let month = 0; month < 12; month += 1) {
        const pairs = [
          [day(2027, month, 3), day(2027, month, 3)],
          [day(2027, month, 3), day(2027, month, 21)],
          [day(2027, month, 25), day(2027, month + 1, 2)],
          [day(2027, month, 10), day(2028, month, 12)],
        ];
        for (const [start, end] of pairs) {
          expect(formatDayRange(start!, end!, language), `${start} – ${end}`).toBe(
            intl.formatRange(new Date(`${start}T00:00:00Z`), new Date(`${end}T00:00:00Z`)).replaceAll('\u2009', ' '),
          );
        }
      }
    },
  );
});
