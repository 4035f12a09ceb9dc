/**
 * How the content screen names and groups the editable texts (shared/domain/site-content.ts), and
 * the product's default wording of each, in each language, shown beside its field.
 */
import type { TFunction } from 'i18next';
import type { Language } from '../../domain/constants.ts';
import { SITE_TEXT_FIELDS, type SiteTextKey, type SiteTextPage } from '../../domain/site-content.ts';
import type { TextShape } from '../../domain/schemas.ts';
import { keyFromData } from '../../i18n/keys.ts';

export interface SiteTextField {
  key: SiteTextKey;
  shape: TextShape;
  /** The part of the page it sits in ("hero", "values.excellence"), for grouping. */
  group: string;
}

export interface SiteTextGroup {
  group: string;
  fields: SiteTextField[];
}

/** The page's fields, grouped by the part of the page they sit in, in the page's order. */
export function siteTextGroups(page: SiteTextPage): SiteTextGroup[] {
  const groups: SiteTextGroup[] = [];
  for (const [key, shape] of Object.entries(SITE_TEXT_FIELDS[page]) as [SiteTextKey, TextShape][]) {
    const segments = key.split('.');
    // 'careers_page.profiles.trainers': one group for the list, each profile a part of it.
    const group = segments.slice(1, segments.length === 3 || segments[1] === 'profiles' ? 2 : -1).join('.');
    const last = groups.at(-1);
    if (last?.group === group) last.fields.push({ key, shape, group });
    else groups.push({ group, fields: [{ key, shape, group }] });
  }
  return groups;
}

/** A group's heading: its section ("Valeurs"), or its item numbered among its siblings ("Valeur 2"). */
export function groupLabel(t: TFunction, page: SiteTextPage, group: string): string {
  const [section = '', item] = group.split('.');
  if (!item) return t(keyFromData(`admin_content.sections.${section}`));
  const siblings = [
    ...new Set(
      siteTextGroups(page)
        .map((each) => each.group)
        .filter((each) => each.startsWith(`${section}.`)),
    ),
  ];
  return t(keyFromData(`admin_content.items.${section}`), { number: siblings.indexOf(group) + 1 });
}

const PARTS = new Set([
  'kicker',
  'eyebrow',
  'title',
  'title_start',
  'title_highlight',
  'text',
  'lead',
  'text1',
  'text2',
  'value',
  'label',
  'name',
  'year',
  'point1',
  'point2',
  'point3',
]);

/** A field's label within its group ("Titre", "Point 2", "Profil 1"). */
export function partLabel(t: TFunction, field: SiteTextField, fields: SiteTextField[]): string {
  const partOf = (each: SiteTextField) => each.key.slice(each.key.lastIndexOf('.') + 1);
  const part = partOf(field);
  if (PARTS.has(part)) return t(keyFromData(`admin_content.parts.${part}`));
  return t('admin_content.parts.profile', {
    number: fields.filter((each) => !PARTS.has(partOf(each))).indexOf(field) + 1,
  });
}

type Messages = { [key: string]: string | Messages };

const LOCALE_FILES = import.meta.glob<Messages>('../../i18n/locales/*/{home,about,companies,careers}.json', {
  import: 'default',
});

/** The product's wording of every editable text, by language: what a field left empty shows. */
export async function loadDefaultTexts(): Promise<Record<Language, Partial<Record<SiteTextKey, string>>>> {
  const texts: Record<Language, Partial<Record<SiteTextKey, string>>> = { fr: {}, en: {}, ar: {} };
  const files = await Promise.all(
    Object.entries(LOCALE_FILES).map(async ([file, load]) => [file, await load()] as const),
  );
  const keys = Object.values(SITE_TEXT_FIELDS).flatMap((fields) => Object.keys(fields)) as SiteTextKey[];
  for (const [file, messages] of files) {
    const language = /locales\/(\w+)\//.exec(file)?.[1] as Language;
    for (const key of keys) {
      const found = key
        .split('.')
        .reduce<string | Messages | undefined>(
          (node, segment) => (typeof node === 'object' ? node[segment] : undefined),
          messages,
        );
      if (typeof found === 'string') texts[language][key] = found;
    }
  }
  return texts;
}
