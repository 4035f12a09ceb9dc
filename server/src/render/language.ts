/**
 * The language a public page is rendered in, in SPEC §9's order as the server can see it: the
 * `?lng=` switch, then the `i18next` cookie the browser writes on every choice, then the
 * browser's Accept-Language, then French.
 */
import { FALLBACK_LANGUAGE, type Language, LANGUAGE_COOKIE, LANGUAGE_PARAM, LANGUAGES } from '../../../shared/domain/constants.ts';

const supported = (value: string | undefined): Language | undefined => {
  const base = value?.trim().toLowerCase().split(/[-_]/)[0];
  return (LANGUAGES as readonly string[]).includes(base ?? '') ? (base as Language) : undefined;
};

function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...value] = part.split('=');
    if (key?.trim() === name) {
      try {
        return decodeURIComponent(value.join('=').trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** Accept-Language's languages, best first (by q; equal q keeps the header's order). */
function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

export function pageLanguage(query: URLSearchParams, cookieHeader: string | undefined, acceptLanguage: string | undefined): Language {
  return (
    supported(query.get(LANGUAGE_PARAM) ?? undefined) ??
    supported(cookieValue(cookieHeader, LANGUAGE_COOKIE)) ??
    acceptedLanguages(acceptLanguage).map(supported).find(Boolean) ??
    FALLBACK_LANGUAGE
  );
}
