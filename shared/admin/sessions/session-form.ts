/**
 * The session form's values and rules. The rules are the server's own (SessionInputSchema): the
 * form's values are read as the API would receive them and checked with it, so that the form
 * refuses exactly what the server would. The values differ from the API's shape only where inputs
 * need it: the seats stay text while typed, and the place is kept while "online" hides it.
 */
import type { TFunction } from 'i18next';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import type { Language } from '../../domain/constants.ts';
import {
  PLACED_MODES,
  type CourseSession,
  SESSION_LIMITS,
  type SessionInput,
  SessionInputSchema,
  type SessionMode,
  type SessionStatus,
} from '../../domain/sessions.ts';
import { LANGUAGES } from '../../i18n/languages.ts';
import { errorCode, fieldErrorText } from '../../ui/form-errors.ts';
import { schemaResolver } from '../../ui/form-resolver.ts';

type Localized = Record<Language, string>;

export interface SessionFormValues {
  /** YYYY-MM-DD, as a date input gives it; blank until chosen. */
  startDate: string;
  endDate: string;
  schedule: Localized;
  mode: SessionMode;
  /** Kept while the mode is online (not sent), so that switching back does not lose it. */
  location: Localized;
  /** As typed. */
  seats: string;
  /** Not an input: cancelling and reopening are the list's own actions; an edit keeps it. */
  status: SessionStatus;
}

const emptyText = (): Localized => ({ fr: '', en: '', ar: '' });
const blankToUndefined = (value: string) => (value.trim() === '' ? undefined : value);

export const isPlaced = (mode: SessionMode): boolean => PLACED_MODES.includes(mode);

/** A new session: on site, open, nothing else chosen. */
export const newSessionValues = (): SessionFormValues => ({
  startDate: '',
  endDate: '',
  schedule: emptyText(),
  mode: 'onsite',
  location: emptyText(),
  seats: '',
  status: 'open',
});

export const sessionToValues = (session: CourseSession): SessionFormValues => ({
  startDate: session.startDate,
  endDate: session.endDate,
  schedule: { ...session.schedule },
  mode: session.mode,
  location: session.location ? { ...session.location } : emptyText(),
  seats: String(session.seats),
  status: session.status,
});

/** A stored session as the API receives it again, with another status (cancel, reopen). */
export const sessionToInput = (session: CourseSession, status: SessionStatus = session.status): SessionInput => ({
  startDate: session.startDate,
  endDate: session.endDate,
  schedule: session.schedule,
  mode: session.mode,
  ...(session.location && isPlaced(session.mode) ? { location: session.location } : {}),
  seats: session.seats,
  status,
});

/**
 * The form's values as the API receives them: a blank date or number is missing (told as
 * "required"), the place goes only with a mode given in a place, each language then required.
 */
const formToInput = (values: SessionFormValues) => ({
  startDate: blankToUndefined(values.startDate),
  endDate: blankToUndefined(values.endDate),
  schedule: values.schedule,
  mode: values.mode,
  location: isPlaced(values.mode) ? values.location : undefined,
  seats: blankToUndefined(values.seats),
  status: values.status,
});

const GENERAL_FIELDS = ['startDate', 'endDate', 'mode', 'seats'] as const;
export type GeneralField = (typeof GENERAL_FIELDS)[number];

/**
 * The form field a problem's path names (the form's own check, or a server's 400): `schedule.ar`,
 * `seats`...; a place missing as a whole is shown on its first language.
 */
export function serverPathToField(path: string): string | undefined {
  if ((GENERAL_FIELDS as readonly string[]).includes(path)) return path;
  if (/^(?:schedule|location)\.(?:fr|en|ar)$/.test(path)) return path;
  if (path === 'location') return 'location.fr';
  return undefined;
}

export const sessionFormResolver: Resolver<SessionFormValues, unknown, SessionInput> = schemaResolver(
  SessionInputSchema,
  {
    toInput: formToInput,
    fieldOf: serverPathToField,
  },
);

type Errors = FieldErrors<SessionFormValues>;

export const firstGeneralError = (errors: Errors): GeneralField | undefined =>
  GENERAL_FIELDS.find((name) => errors[name]);

/** The first field of a language with a problem, in the order its tab shows them. */
export function firstErrorIn(
  errors: Errors,
  language: Language,
): `schedule.${Language}` | `location.${Language}` | undefined {
  if (errors.schedule?.[language]) return `schedule.${language}`;
  if (errors.location?.[language]) return `location.${language}`;
  return undefined;
}

export const languagesWithErrors = (errors: Errors): Language[] =>
  LANGUAGES.filter((language) => firstErrorIn(errors, language) !== undefined);

/**
 * A field's problem in the admin's language, by its validation code: the days and the seats in
 * their own words, the rest as every form says it.
 */
export function sessionErrorText(
  t: TFunction,
  error: Pick<FieldError, 'type'> | undefined,
  seatsTaken = 0,
): string | undefined {
  if (!error) return undefined;
  switch (errorCode(error)) {
    case 'date':
      return t('admin_sessions.errors.date');
    case 'date_order':
      return t('admin_sessions.errors.date_order');
    case 'seats_below_taken':
      return t('admin_sessions.errors.seats_below_taken', { count: seatsTaken });
    case 'number':
    case 'too_small':
    case 'too_large':
      return t('admin_sessions.errors.seats_range', { min: SESSION_LIMITS.seatsMin, max: SESSION_LIMITS.seatsMax });
    default:
      return fieldErrorText(t, error);
  }
}
