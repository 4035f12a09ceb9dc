import { LOCALE_TAGS, toLanguage } from './languages.ts';

/** The one currency of the site, set by the server (CURRENCY) in a meta tag; TND when absent. */
export function siteCurrency(): string {
  const value = typeof document === 'undefined' ? undefined : document.querySelector<HTMLMetaElement>('meta[name="takwin-currency"]')?.content;
  return value && /^[A-Z]{3}$/.test(value) ? value : 'TND';
}

export function formatPrice(amount: number, language: string, currency = siteCurrency()): string {
  return new Intl.NumberFormat(LOCALE_TAGS[toLanguage(language)], {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
    minimumFractionDigits: 0,
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 3,
  }).format(amount);
}

export function formatDate(iso: string, language: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[toLanguage(language)], options).format(new Date(iso));
}

/** Percentage saved by a sale price, rounded to the nearest whole number. */
export const percentSaved = (price: number, salePrice: number): number => (price > 0 ? Math.round(((price - salePrice) / price) * 100) : 0);
