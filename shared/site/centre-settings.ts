/**
 * The centre's own details (name, address, phone, WhatsApp, hours, links, map), as staff set them
 * in /admin/settings. The server embeds them in every page, so they cost no request; a page
 * served without them (the development server) asks the API once.
 */
import { useEffect, useState } from 'react';
import { fetchPublicCentreSettings } from '../api/settings.ts';
import { CENTRE_SETTINGS_ELEMENT_ID } from '../domain/constants.ts';
import type { PublicCentreSettings } from '../domain/entities.ts';

/**
 * Written by this server through its response schema, so only its presence is checked (zod is
 * kept out of the first page's scripts).
 */
const asCentreSettings = (value: unknown): PublicCentreSettings | undefined =>
  typeof value === 'object' && value !== null && typeof (value as PublicCentreSettings).name === 'string' && typeof (value as PublicCentreSettings).phone === 'string'
    ? (value as PublicCentreSettings)
    : undefined;

function embeddedCentreSettings(): PublicCentreSettings | undefined {
  const text = typeof document === 'undefined' ? undefined : document.getElementById(CENTRE_SETTINGS_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return asCentreSettings(JSON.parse(text));
  } catch {
    return undefined;
  }
}


/** undefined until known (only where the page did not carry them); parts that need them wait. */
export function useCentreSettings(): PublicCentreSettings | undefined {
  const [settings, setSettings] = useState(embeddedCentreSettings);
  useEffect(() => {
    if (settings) return;
    let current = true;
    fetchPublicCentreSettings().then(
      (fetched) => current && setSettings(asCentreSettings(fetched)),
      () => {
        // Without them the footer and contact page leave the details out; nothing else depends on them.
      },
    );
    return () => {
      current = false;
    };
  }, [settings]);
  return settings;
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
