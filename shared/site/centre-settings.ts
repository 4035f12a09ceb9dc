/**
 * The centre's own details (name, address, phone, WhatsApp, hours, links, map), as staff set them
 * in /admin/settings. Every page has them: the server renders pages with them and sends them along.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PublicCentreSettings } from '../domain/entities.ts';
import { toLanguage } from '../i18n/languages.ts';
import { usePageMeta } from '../ui/page-meta.tsx';
import { siteQueries } from '../api/site.ts';
import { organizationData } from './structured-data.ts';

/** undefined until known; parts that need them wait (without them, the footer and contact page leave the details out). */
export function useCentreSettings(): PublicCentreSettings | undefined {
  return useQuery(siteQueries.centreSettings()).data ?? undefined;
}

/** The page's title and description, with the centre described for search engines (home, about, contact). */
export function useCentrePageMeta(title: string, description: string): void {
  const centre = useCentreSettings();
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  usePageMeta({ title, description, structuredData: centre && ((url) => [organizationData(centre, language, url)]) });
}

/** Several lines as typed in the admin (an address, opening hours), blank ones left out. */
export const linesOf = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** "Monday – Friday: 8:30 am – 6:00 pm" → ["Monday – Friday", "8:30 am – 6:00 pm"]; a line without ": " stays whole. */
export function splitHoursLine(line: string): [string, string] | [string] {
  const match = /^(.+?)\s*:\s+(.+)$/.exec(line);
  return match ? [match[1]!, match[2]!] : [line];
}

/**
 * Where "Directions" sends the visitor: a maps address that phones open in their maps app, from
 * the centre's coordinates, else the maps link staff gave; none without either.
 */
export function directionsHref(settings: PublicCentreSettings): string | undefined {
  if (settings.latitude !== undefined && settings.longitude !== undefined) {
    return `https://www.google.com/maps/dir/?api=1&destination=${settings.latitude},${settings.longitude}`;
  }
  return settings.mapsUrl;
}
