/**
 * The centre's identity as every page, mail and file shows it: its name (a neutral one per language
 * until staff give theirs), its short name, and its two colours turned into the site's design
 * tokens. One place, read by the server (pages, mails, calendar files) and the screens.
 */
import type { Language } from './constants.ts';

/** What a centre is called before staff name it in /admin/settings. */
export const DEFAULT_CENTRE_NAMES: Record<Language, string> = {
  fr: 'Centre de formation',
  en: 'Training centre',
  ar: 'مركز التكوين',
};

interface Named {
  name: string;
  shortName?: string;
}

/** The centre's name in a language: the one staff gave, else the neutral one. */
export const centreName = (centre: Named | null | undefined, language: Language): string =>
  centre?.name.trim() || DEFAULT_CENTRE_NAMES[language];

/** Where space is short (a phone's header): the short name, else the name. */
export const centreShortName = (centre: Named | null | undefined, language: Language): string =>
  centre?.shortName?.trim() || centreName(centre, language);

/**
 * The variables every text may name: `{{centre}}` and `{{centreShort}}` (i18next's default
 * variables, set once from the settings: shared/i18n/i18n.ts in the browser, the server's renderer
 * per page).
 */
export const centreTextVariables = (centre: Named | null | undefined, language: Language) => ({
  centre: centreName(centre, language),
  centreShort: centreShortName(centre, language),
});

/** The site's own colours, used until staff choose theirs (web/src/styles.css declares them). */
export const DEFAULT_COLORS = { primary: '#0f4c81', accent: '#fbbf24' } as const;

/** WCAG AA for normal text. */
export const MIN_CONTRAST = 4.5;
/** The dark text drawn on the accent colour (Tailwind's slate-900). */
export const TEXT_ON_ACCENT = '#0f172a';
export const WHITE = '#ffffff';

export const HEX_COLOR = /^#[0-9a-f]{6}$/i;

type Rgb = [number, number, number];

const rgbOf = (hex: string): Rgb => [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)) as Rgb;
const hexOf = (rgb: Rgb): string =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/** WCAG 2's relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2's contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrastRatio(one: string, other: string): number {
  const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `share` (0 to 1) of `colour` mixed with `other`. */
const mix = (colour: string, other: string, share: number): string => {
  const a = rgbOf(colour);
  const b = rgbOf(other);
  return hexOf(a.map((channel, index) => channel * share + b[index]! * (1 - share)) as Rgb);
};

export interface CentreColors {
  primaryColor?: string;
  accentColor?: string;
}

/**
 * The theme variables (web/src/styles.css) that the centre's colours replace: the primary is the
 * brand's 700 (buttons with white text, links), its lighter and darker steps mixed from it; the
 * accent is the 400 (highlights with dark text), its steps likewise.
 */
export function brandVariables({ primaryColor, accentColor }: CentreColors): Record<string, string> {
  const variables: Record<string, string> = {};
  if (primaryColor && HEX_COLOR.test(primaryColor)) {
    const primary = primaryColor.toLowerCase();
    Object.assign(variables, {
      '--color-brand-50': mix(primary, WHITE, 0.07),
      '--color-brand-100': mix(primary, WHITE, 0.17),
      '--color-brand-600': mix(primary, WHITE, 0.85),
      '--color-brand-700': primary,
      '--color-brand-800': mix(primary, '#000000', 0.8),
      '--color-brand-900': mix(primary, '#000000', 0.62),
    });
  }
  if (accentColor && HEX_COLOR.test(accentColor)) {
    const accent = accentColor.toLowerCase();
    Object.assign(variables, {
      '--color-accent-300': mix(accent, WHITE, 0.7),
      '--color-accent-400': accent,
      '--color-accent-500': mix(accent, '#000000', 0.9),
    });
  }
  return variables;
}

/** The variables as one CSS rule for the document's root; empty when the site's own colours stay. */
export function brandStyleRule(colors: CentreColors): string {
  const declarations = Object.entries(brandVariables(colors)).map(([name, value]) => `${name}:${value}`);
  return declarations.length > 0 ? `:root{${declarations.join(';')}}` : '';
}
