/**
 * The visitor's language, negotiated in one place: SPEC §9's order as the server can see it. A
 * public page takes the `?lng=` switch, then the `i18next` cookie the browser writes on every
 * choice; a form takes the language it names; both then take the best of Accept-Language that we
 * write, then French.
 */
import {
  FALLBACK_LANGUAGE,
  type Language,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  LANGUAGES,
} from '../../../../shared/domain/constants.ts';

const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

const supported = (value: string | undefined): Language | undefined => {
  const base = value?.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : undefined;
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

/**
 * The best of Accept-Language that we write (q-values honoured, the first listed on a tie), or
 * undefined when it names none of ours.
 */
export function acceptedLanguage(acceptLanguage: string | undefined): Language | undefined {
  let best: Language | undefined;
  let bestQuality = 0;
  for (const range of (acceptLanguage ?? '').split(',')) {
    const [tag = '', ...params] = range.split(';').map((part) => part.trim());
    const language = supported(tag);
    if (!language) continue;
    let quality = 1;
    for (const param of params) {
      const [name = '', value = ''] = param.split('=').map((part) => part.trim());
      if (name.toLowerCase() !== 'q') continue;
      // RFC 9110: 0 to 1, three decimals at most; a malformed weight counts as not acceptable.
      quality = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value) ? Number(value) : 0;
    }
    if (quality > bestQuality) {
      best = language;
      bestQuality = quality;
    }
  }
  return best;
}

/** The language of a visitor's form and its mail: the form's `language` field when it names one of ours, else Accept-Language's. */
export function pickLanguage(bodyLanguage: unknown, acceptLanguage: string | undefined): Language {
  if (isLanguage(bodyLanguage)) return bodyLanguage;
  return acceptedLanguage(acceptLanguage) ?? FALLBACK_LANGUAGE;
}

/** The language a public page is rendered in. */
export function pageLanguage(
  query: URLSearchParams,
  cookieHeader: string | undefined,
  acceptLanguage: string | undefined,
): Language {
  return (
    supported(query.get(LANGUAGE_PARAM) ?? undefined) ??
    supported(cookieValue(cookieHeader, LANGUAGE_COOKIE)) ??
    acceptedLanguage(acceptLanguage) ??
    FALLBACK_LANGUAGE
  );
}
