/**
 * The centre's details as the site shows them (header, footer, contact page, WhatsApp button,
 * directions): identity, logo and colours, address and opening hours in each language, social
 * links, map location, and the staff's notification e-mail. Saving replaces them all but the logo,
 * which is saved on its own as soon as it is chosen.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { type UseFormRegisterReturn, useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage, fieldProblems } from '../../api/client.ts';
import { ADMIN_CENTRE_SETTINGS_KEY, CENTRE_IDENTITY_KEY, saveCentreSettings } from '../../api/settings.ts';
import { LANGUAGES } from '../../domain/constants.ts';
import type { CentreSettings } from '../../domain/entities.ts';
import { contrastRatio, DEFAULT_COLORS, HEX_COLOR, TEXT_ON_ACCENT, WHITE } from '../../domain/identity.ts';
import type { CentreSettingsInput } from '../../domain/schemas.ts';
import { formatDecimal } from '../../i18n/format.ts';
import { LANGUAGE_NAMES } from '../../i18n/languages.ts';
import { primaryButton } from '../../ui/buttons.ts';
import { Field, inputClass } from '../../ui/Field.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import {
  contentLanguageProps,
  LanguagePanels,
  LanguageTabs,
  languagesWithErrorsIn,
  useLanguageTabs,
} from '../language-tabs/LanguageTabs.tsx';
import {
  type CentreSettingsFormValues,
  centreSettingsResolver,
  FIELDS_IN_SCREEN_ORDER,
  serverPathToField,
  settingsErrorText,
  settingsToValues,
} from './centre-settings-form.ts';
import { SaveBar } from '../forms/SaveBar.tsx';
import { LogoField } from './LogoField.tsx';

/** E-mail addresses, numbers and links read left to right in every language. */
const latinInput = { dir: 'ltr', className: inputClass } as const;

/** The fields of one input each (the per-language ones sit in the language tabs). */
type SingleField = Exclude<keyof CentreSettingsFormValues, 'address' | 'openingHours'>;

/** A colour as the picker and the preview can take it: the one typed when it reads as #rrggbb, else the site's own. */
const shownColor = (typed: string, siteColor: string) =>
  HEX_COLOR.test(typed.trim()) ? typed.trim().toLowerCase() : siteColor;

export function CentreSettingsForm({ settings }: { settings: CentreSettings }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const languageTabs = useLanguageTabs();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    setValue,
    control,
    getFieldState,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<CentreSettingsFormValues, unknown, CentreSettingsInput>({
    resolver: centreSettingsResolver,
    defaultValues: settingsToValues(settings),
    // Focus is moved by hand: the first problem may sit in a language tab that is hidden.
    shouldFocusError: false,
  });
  // Through the query client, so that a refused session ends the way it does everywhere in the admin.
  const { mutateAsync: save } = useMutation({ mutationFn: saveCentreSettings });

  /** Shows the first problem in the screen's order, opening its language's tab first. */
  const revealFirstError = () => {
    const field = FIELDS_IN_SCREEN_ORDER.find((path) => getFieldState(path).error);
    if (!field) return;
    const language = LANGUAGES.find((candidate) => field.endsWith(`.${candidate}`));
    if (language) languageTabs.reveal(language);
    setFocus(field);
  };

  const onValid = async (input: CentreSettingsInput) => {
    const toastId = toast.loading(t('admin_settings.toasts.saving'));
    try {
      const saved = await save(input);
      queryClient.setQueryData(ADMIN_CENTRE_SETTINGS_KEY, saved);
      // The admin's frame shows the centre's name and colours.
      void queryClient.invalidateQueries({ queryKey: CENTRE_IDENTITY_KEY });
      reset(settingsToValues(saved));
      toast.success(t('admin_settings.toasts.saved'), { id: toastId });
    } catch (error) {
      // A refused session is announced by the query client, which leaves for /login.
      if (error instanceof ApiError && error.status === 401) toast.dismiss(toastId);
      else toast.error(errorMessage(error, t('admin_settings.toasts.save_error')), { id: toastId });
      // A 400 names its fields: each problem goes beside its field, as the form's own would.
      for (const { path, code, message } of fieldProblems(error)) {
        const field = serverPathToField(path);
        if (field) setError(field, { type: code, message });
      }
      revealFirstError();
    }
  };

  const errorOf = (field: SingleField) => settingsErrorText(t, errors[field], field);
  const hasErrors = submitCount > 0 && Object.keys(errors).length > 0;
  const [primaryTyped, accentTyped] = useWatch({ control, name: ['primaryColor', 'accentColor'] });
  const primary = shownColor(primaryTyped, DEFAULT_COLORS.primary);
  const accent = shownColor(accentTyped, DEFAULT_COLORS.accent);
  /** A colour from the picker, checked as a typed one is once the form has been sent. */
  const pick = (field: 'primaryColor' | 'accentColor') => (color: string) =>
    setValue(field, color, { shouldDirty: true, shouldValidate: submitCount > 0 });

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid, revealFirstError)(event)} className="space-y-6">
      <Section title={t('admin_settings.sections.identity')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={t('admin_settings.fields.name')} required error={errorOf('name')}>
            <input type="text" dir="auto" autoComplete="organization" className={inputClass} {...register('name')} />
          </Field>
          <Field
            label={t('admin_settings.fields.short_name')}
            hint={t('admin_settings.fields.short_name_hint')}
            error={errorOf('shortName')}
          >
            <input type="text" dir="auto" autoComplete="off" className={inputClass} {...register('shortName')} />
          </Field>
          <Field label={t('admin_settings.fields.email')} required error={errorOf('email')}>
            <input type="email" autoComplete="email" {...latinInput} {...register('email')} />
          </Field>
          <Field label={t('admin_settings.fields.phone')} required error={errorOf('phone')}>
            <input type="tel" autoComplete="tel" {...latinInput} {...register('phone')} />
          </Field>
          <Field
            label={t('admin_settings.fields.whatsapp')}
            hint={t('admin_settings.fields.whatsapp_hint')}
            error={errorOf('whatsapp')}
          >
            <input type="tel" autoComplete="off" {...latinInput} {...register('whatsapp')} />
          </Field>
        </div>
      </Section>

      <Section title={t('admin_settings.sections.brand')} hint={t('admin_settings.sections.brand_hint')}>
        <div className="space-y-6">
          <LogoField logoUrl={settings.logoUrl} />
          <div className="grid gap-5 sm:grid-cols-2">
            <ColorField
              label={t('admin_settings.fields.primary_color')}
              hint={t('admin_settings.fields.primary_color_hint')}
              error={errorOf('primaryColor')}
              color={primary}
              onPick={pick('primaryColor')}
              registration={register('primaryColor')}
            />
            <ColorField
              label={t('admin_settings.fields.accent_color')}
              hint={t('admin_settings.fields.accent_color_hint')}
              error={errorOf('accentColor')}
              color={accent}
              onPick={pick('accentColor')}
              registration={register('accentColor')}
            />
          </div>
          <ColorPreview primary={primary} accent={accent} />
        </div>
      </Section>

      <Section
        title={t('admin_settings.sections.address_hours')}
        hint={t('admin_settings.sections.address_hours_hint')}
        aside={
          <LanguageTabs tabs={languageTabs} withErrors={languagesWithErrorsIn(errors.address, errors.openingHours)} />
        }
      >
        <LanguagePanels tabs={languageTabs}>
          {(language) => {
            const name = LANGUAGE_NAMES[language];
            const textProps = { ...contentLanguageProps(language), className: inputClass };
            return (
              <div className="space-y-5">
                <Field
                  label={t('admin_settings.fields.address', { language: name })}
                  required
                  hint={t('admin_settings.fields.address_hint')}
                  error={settingsErrorText(t, errors.address?.[language])}
                >
                  <textarea rows={3} {...textProps} {...register(`address.${language}`)} />
                </Field>
                <Field
                  label={t('admin_settings.fields.opening_hours', { language: name })}
                  required
                  hint={t('admin_settings.fields.opening_hours_hint')}
                  error={settingsErrorText(t, errors.openingHours?.[language])}
                >
                  <textarea rows={4} {...textProps} {...register(`openingHours.${language}`)} />
                </Field>
              </div>
            );
          }}
        </LanguagePanels>
      </Section>

      <Section title={t('admin_settings.sections.social')} hint={t('admin_settings.sections.social_hint')}>
        <div className="space-y-5">
          <Field label={t('admin_settings.fields.facebook')} error={errorOf('facebookUrl')}>
            <input type="url" placeholder="https://www.facebook.com/…" {...latinInput} {...register('facebookUrl')} />
          </Field>
          <Field label={t('admin_settings.fields.instagram')} error={errorOf('instagramUrl')}>
            <input type="url" placeholder="https://www.instagram.com/…" {...latinInput} {...register('instagramUrl')} />
          </Field>
          <Field label={t('admin_settings.fields.linkedin')} error={errorOf('linkedinUrl')}>
            <input
              type="url"
              placeholder="https://www.linkedin.com/company/…"
              {...latinInput}
              {...register('linkedinUrl')}
            />
          </Field>
        </div>
      </Section>

      <Section title={t('admin_settings.sections.map')} hint={t('admin_settings.sections.map_hint')}>
        <div className="grid gap-5 sm:grid-cols-2">
          {/* Text, not number inputs: a browser's number input refuses "36,84" and drops what it cannot read. */}
          <Field label={t('admin_settings.fields.latitude')} error={errorOf('latitude')}>
            <input
              type="text"
              inputMode="decimal"
              placeholder="36.8432"
              {...latinInput}
              {...register('latitude', { deps: ['longitude'] })}
            />
          </Field>
          <Field label={t('admin_settings.fields.longitude')} error={errorOf('longitude')}>
            <input
              type="text"
              inputMode="decimal"
              placeholder="10.2426"
              {...latinInput}
              {...register('longitude', { deps: ['latitude'] })}
            />
          </Field>
          <div className="sm:col-span-2">
            <Field
              label={t('admin_settings.fields.maps_url')}
              hint={t('admin_settings.fields.maps_url_hint')}
              error={errorOf('mapsUrl')}
            >
              <input type="url" placeholder="https://maps.app.goo.gl/…" {...latinInput} {...register('mapsUrl')} />
            </Field>
          </div>
        </div>
      </Section>

      <SaveBar problem={hasErrors ? t('admin_settings.has_errors') : null}>
        <button type="submit" disabled={isSubmitting} className={primaryButton}>
          {isSubmitting ? <Spinner /> : <Save aria-hidden="true" className="size-5" />}
          {isSubmitting ? t('admin_settings.saving') : t('admin_settings.save')}
        </button>
      </SaveBar>
    </form>
  );
}

interface ColorFieldProps {
  label: string;
  hint: string;
  error: string | undefined;
  /** What the picker shows: the typed colour, or the site's own while none reads as one. */
  color: string;
  onPick(color: string): void;
  registration: UseFormRegisterReturn;
}

/** A colour typed as #rrggbb, or picked from the browser's palette beside it. */
function ColorField({ label, hint, error, color, onPick, registration }: ColorFieldProps) {
  const { t } = useTranslation();
  return (
    <div className="flex items-start gap-3">
      <div className="min-w-0 flex-1">
        <Field label={label} hint={hint} error={error}>
          <input
            type="text"
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            placeholder="#rrggbb"
            className={`${inputClass} font-mono`}
            {...registration}
          />
        </Field>
      </div>
      {/* Level with the text input: below the label's line. */}
      <input
        type="color"
        value={color}
        onChange={(event) => onPick(event.target.value)}
        aria-label={t('admin_settings.fields.color_picker', { field: label })}
        className="mt-[1.625rem] h-[2.875rem] w-14 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
      />
    </div>
  );
}

/** The two colours as the site draws them, with the contrast of the text on each (WCAG AA wants 4.5:1). */
function ColorPreview({ primary, accent }: { primary: string; accent: string }) {
  const { t, i18n } = useTranslation();
  // Rounded down: 4.46 must not read as the 4.5 it falls short of.
  const contrast = (color: string, text: string) =>
    t('admin_settings.fields.contrast', {
      ratio: formatDecimal(Math.floor(contrastRatio(color, text) * 10) / 10, i18n.language),
    });
  const swatch = 'flex flex-1 flex-col gap-0.5 rounded-lg px-4 py-3 text-sm font-semibold';
  return (
    <div className="space-y-1.5">
      <p className="text-sm font-medium text-slate-800">{t('admin_settings.fields.preview')}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <p className={swatch} style={{ backgroundColor: primary, color: WHITE }}>
          <span>{t('admin_settings.fields.preview_primary')}</span>
          <span className="font-normal">{contrast(primary, WHITE)}</span>
        </p>
        <p className={swatch} style={{ backgroundColor: accent, color: TEXT_ON_ACCENT }}>
          <span>{t('admin_settings.fields.preview_accent')}</span>
          <span className="font-normal">{contrast(accent, TEXT_ON_ACCENT)}</span>
        </p>
      </div>
    </div>
  );
}

/** A card of the form: its heading, a line of explanation, and beside the heading what acts on the whole card. */
function Section({
  title,
  hint,
  aside,
  children,
}: {
  title: string;
  hint?: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id={id} className="text-lg font-bold text-slate-900">
            {title}
          </h2>
          {hint && <p className="mt-1 text-sm text-slate-600">{hint}</p>}
        </div>
        {aside}
      </div>
      {children}
    </section>
  );
}
