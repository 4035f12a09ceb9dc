import { afterEach, describe, expect, it } from 'vitest';
import { currencySymbol, formatPrice, siteCurrency } from './format.ts';

// The exact characters: U+202F groups the thousands, U+00A0 ties the currency to the number.
const THIN = '\u202F';
const NBSP = '\u00A0';

afterEach(() => document.head.querySelector('meta[name="takwin-currency"]')?.remove());

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
    for (const language of ['fr', 'en', 'ar']) expect(formatPrice(1_234_567, language, 'TND')).toMatch(new RegExp(`1${THIN}234${THIN}567`));
  });

  it('writes another currency by its code, placed the same way, with its own minor digits', () => {
    expect(formatPrice(1150, 'fr', 'EUR')).toBe(`1${THIN}150${NBSP}EUR`);
    expect(formatPrice(1150, 'ar', 'EUR')).toBe(`1${THIN}150${NBSP}EUR`);
    expect(formatPrice(19.9, 'en', 'EUR')).toBe(`EUR${NBSP}19.90`);
  });

  it('knows the minor digits of a currency as Intl does, and asks Intl for one it does not list', () => {
    for (const currency of ['TND', 'KWD', 'EUR', 'USD', 'MAD', 'JPY']) {
      const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits!;
      expect(formatPrice(1.5, 'en', currency)).toBe(digits === 0 ? `${currency}${NBSP}2` : `${currency}${NBSP}1.${'5'.padEnd(digits, '0')}`);
    }
    expect(formatPrice(1234.5, 'fr', 'XAF')).toBe(`1${THIN}235${NBSP}XAF`);
    expect(formatPrice(-1234.25, 'fr', 'EUR')).toBe(`-1${THIN}234,25${NBSP}EUR`);
  });

  it('uses the site currency of the page, TND when it names none', () => {
    expect(siteCurrency()).toBe('TND');
    expect(formatPrice(450, 'fr')).toBe(`450${NBSP}DT`);
    const meta = Object.assign(document.createElement('meta'), { name: 'takwin-currency', content: 'EUR' });
    document.head.append(meta);
    expect(formatPrice(450, 'fr')).toBe(`450${NBSP}EUR`);
    expect(currencySymbol('ar')).toBe('EUR');
  });
});
