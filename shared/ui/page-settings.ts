/**
 * Server settings a page shows (the currency of prices).
 * The browser reads them from meta tags the server writes into every page; the server's renderer
 * sets them once from its own configuration, since it has no document to read.
 */
export interface PageSettings {
  currency: string;
}

const DEFAULTS: PageSettings = { currency: 'TND' };
let serverSettings: PageSettings | undefined;

/** The renderer's configuration (the same for every page a server renders). */
export function setServerPageSettings(settings: PageSettings): void {
  serverSettings = settings;
}

export function pageSettings(): PageSettings {
  if (typeof document === 'undefined') return serverSettings ?? DEFAULTS;
  const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
  const currency = meta('site-currency');
  return {
    currency: currency && /^[A-Z]{3}$/.test(currency) ? currency : DEFAULTS.currency,
  };
}
