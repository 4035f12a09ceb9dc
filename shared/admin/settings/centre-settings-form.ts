/**
 * The centre settings form's values and rules. The rules are the shared CentreSettingsInputSchema,
 * the one the server applies, so the form refuses exactly what the server would refuse.
 */
import type { TFunction } from 'i18next';
import type { FieldError, Path, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { LANGUAGES } from '../../domain/constants.ts';
import type { CentreSettings, LocalizedText } from '../../domain/entities.ts';
import { COORDINATE_LIMITS, type CentreSettingsInput, CentreSettingsInputSchema } from '../../domain/schemas.ts';
import { errorCode, fieldErrorText } from '../../ui/form-errors.ts';
import { schemaResolver } from '../../ui/form-resolver.ts';

/** What the inputs hold: texts only, the coordinates too. A blank optional field means "none". */
export interface CentreSettingsFormValues {
  name: string;
  shortName: string;
  /** #rrggbb, or blank for the site's own colour. */
  primaryColor: string;
  accentColor: string;
  email: string;
  phone: string;
  whatsapp: string;
  address: LocalizedText;
  openingHours: LocalizedText;
  facebookUrl: string;
  instagramUrl: string;
  linkedinUrl: string;
  latitude: string;
  longitude: string;
  mapsUrl: string;
}

/**
 * The shared schema as it stands: it already reads texts as the inputs give them (numbers from
 * text, a blank optional field as absent). Only its declared input is narrowed to the form's
 * values: it says `unknown` wherever it preprocesses.
 */
export const CentreSettingsFormSchema = CentreSettingsInputSchema as z.ZodType<
  CentreSettingsInput,
  CentreSettingsFormValues
>;

export const centreSettingsResolver: Resolver<CentreSettingsFormValues, unknown, CentreSettingsInput> =
  schemaResolver(CentreSettingsFormSchema);

/** The stored settings as the form edits them. */
export function settingsToValues(settings: CentreSettings): CentreSettingsFormValues {
  const number = (value: number | undefined) => (value === undefined ? '' : String(value));
  return {
    name: settings.name,
    shortName: settings.shortName ?? '',
    primaryColor: settings.primaryColor ?? '',
    accentColor: settings.accentColor ?? '',
    email: settings.email,
    phone: settings.phone,
    whatsapp: settings.whatsapp ?? '',
    address: { ...settings.address },
    openingHours: { ...settings.openingHours },
    facebookUrl: settings.facebookUrl ?? '',
    instagramUrl: settings.instagramUrl ?? '',
    linkedinUrl: settings.linkedinUrl ?? '',
    latitude: number(settings.latitude),
    longitude: number(settings.longitude),
    mapsUrl: settings.mapsUrl ?? '',
  };
}

type FieldPath = Path<CentreSettingsFormValues>;

/** Every field in the order the screen shows them; a language's texts sit together in its tab. */
export const FIELDS_IN_SCREEN_ORDER: readonly FieldPath[] = [
  'name',
  'shortName',
  'email',
  'phone',
  'whatsapp',
  'primaryColor',
  'accentColor',
  ...LANGUAGES.flatMap((language) => [`address.${language}` as const, `openingHours.${language}` as const]),
  'facebookUrl',
  'instagramUrl',
  'linkedinUrl',
  'latitude',
  'longitude',
  'mapsUrl',
];

/** A path of the server's 400 answer (`address.ar`, `mapsUrl`) as the field it names, if the form has it. */
export const serverPathToField = (path: string): FieldPath | undefined =>
  FIELDS_IN_SCREEN_ORDER.find((field) => field === path);

/** A field's problem in the admin's language, by its validation code (the form's own check or the server's 400). */
export function settingsErrorText(
  t: TFunction,
  error: Pick<FieldError, 'type'> | undefined,
  field?: FieldPath,
): string | undefined {
  if (!error) return undefined;
  const code = errorCode(error);
  if ((code === 'too_small' || code === 'too_large') && (field === 'latitude' || field === 'longitude'))
    return t('admin_settings.errors.range', { limit: COORDINATE_LIMITS[field] });
  if (code === 'https_url') return t('admin_settings.errors.https');
  if (code === 'number') return t('admin_settings.errors.number');
  // Each colour says which way to go: the primary carries white text, the accent dark text.
  if (code === 'low_contrast' && field === 'primaryColor') return t('admin_settings.errors.low_contrast_primary');
  if (code === 'low_contrast' && field === 'accentColor') return t('admin_settings.errors.low_contrast_accent');
  if (code === 'both_coordinates') return t('admin_settings.errors.both_coordinates');
  return fieldErrorText(t, error);
}
