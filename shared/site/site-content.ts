/**
 * The centre's own words on the public pages (/admin/content): a text staff rewrote stands in for
 * the product's default wording at the same locale key, in the page's language, else in French;
 * where they wrote nothing the default wording shows, in the page's language.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { localize } from '../domain/localize.ts';
import type { PublicTestimonial, SiteTextKey } from '../domain/site-content.ts';
import { toLanguage } from '../i18n/languages.ts';
import { siteQueries } from './queries.ts';

/** `text(key)`: the centre's text for that locale key, or the default wording (with `values` for its placeholders). */
export function useSiteText(): (key: SiteTextKey, values?: Record<string, string | number>) => string {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  const texts = useQuery(siteQueries.siteContent()).data?.texts;
  // localize: the page's language, else French; '' when neither was written.
  return (key, values) => localize(texts?.[key], language) || t(key, values);
}

/** The visible testimonials, in staff's order; none until they are known, or when staff added none. */
export function useTestimonials(): PublicTestimonial[] {
  return useQuery(siteQueries.siteContent()).data?.testimonials ?? [];
}
