/**
 * The page texts staff may rewrite, page by page, in the three languages (one set of language
 * tabs for the whole form). Each field shows the product's wording as its placeholder: left empty,
 * that wording (or the French text, in English and Arabic) is what visitors read.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ChevronDown, Save } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../api/client.ts';
import { ADMIN_SITE_TEXTS_KEY, saveSiteTexts } from '../../api/site-content.ts';
import { LANGUAGES, type Language } from '../../domain/constants.ts';
import {
  SITE_TEXT_FIELDS,
  SITE_TEXT_KEYS,
  SITE_TEXT_PAGES,
  type SiteTextKey,
  type SiteTextPage,
  type SiteTexts,
  SiteTextsSchema,
} from '../../domain/site-content.ts';
import { primaryButton } from '../../ui/buttons.ts';
import { Field, inputClass } from '../../ui/Field.tsx';
import { contentLanguageProps, LanguagePanels, LanguageTabs, useLanguageTabs } from '../language-tabs/LanguageTabs.tsx';
import { type Problems, problemsOf, serverProblems } from './form-problems.ts';
import { groupLabel, partLabel, siteTextGroups } from './site-text-fields.ts';
import { fieldErrorText } from '../../ui/form-errors.ts';

type Values = Record<SiteTextKey, Record<Language, string>>;
export type DefaultTexts = Record<Language, Partial<Record<SiteTextKey, string>>>;

const valuesOf = (texts: SiteTexts): Values =>
  Object.fromEntries(
    SITE_TEXT_KEYS.map((key) => [
      key,
      { fr: texts[key]?.fr ?? '', en: texts[key]?.en ?? '', ar: texts[key]?.ar ?? '' },
    ]),
  ) as Values;

/** Only the texts written in some language: the others keep the default wording. */
const inputOf = (values: Values): Record<string, Partial<Record<Language, string>>> =>
  Object.fromEntries(
    Object.entries(values).filter(([, text]) => LANGUAGES.some((language) => text[language].trim() !== '')),
  );

const pageOfKey = (key: string): SiteTextPage => SITE_TEXT_PAGES.find((page) => key in SITE_TEXT_FIELDS[page])!;

export function SiteTextsForm({ texts, defaults }: { texts: SiteTexts; defaults: DefaultTexts }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const tabs = useLanguageTabs();
  const [values, setValues] = useState(() => valuesOf(texts));
  const [problems, setProblems] = useState<Problems>({});
  const [openPages, setOpenPages] = useState<ReadonlySet<SiteTextPage>>(() => new Set(['home']));
  const { mutateAsync: save, isPending } = useMutation({ mutationFn: saveSiteTexts });

  const change = (key: SiteTextKey, language: Language, text: string) => {
    setValues((current) => ({ ...current, [key]: { ...current[key], [language]: text } }));
    setProblems(({ [`${key}.${language}`]: _fixed, ...rest }) => rest);
  };

  /** Opens the page and the language of the first problem, and puts the focus there. */
  const reveal = (found: Problems) => {
    const first = Object.keys(found)[0];
    if (!first) return;
    const language = first.slice(first.lastIndexOf('.') + 1) as Language;
    const key = first.slice(0, first.lastIndexOf('.'));
    if (!SITE_TEXT_KEYS.includes(key as SiteTextKey)) return;
    setOpenPages((open) => new Set([...open, pageOfKey(key)]));
    if (LANGUAGES.includes(language)) tabs.reveal(language);
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-site-text="${key}.${language}"]`)?.focus());
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = inputOf(values);
    const found = problemsOf(SiteTextsSchema, input);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      toast.error(t('admin_content.toasts.invalid'));
      reveal(found);
      return;
    }
    const toastId = toast.loading(t('admin_content.toasts.saving'));
    try {
      const saved = await save(input as SiteTexts);
      queryClient.setQueryData(ADMIN_SITE_TEXTS_KEY, saved);
      setValues(valuesOf(saved as SiteTexts));
      toast.success(t('admin_content.toasts.saved'), { id: toastId });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) toast.dismiss(toastId);
      else toast.error(errorMessage(error, t('admin_content.toasts.save_error')), { id: toastId });
      const fromServer = serverProblems(error);
      setProblems(fromServer);
      reveal(fromServer);
    }
  };

  const withErrors = LANGUAGES.filter((language) =>
    Object.keys(problems).some((path) => path.endsWith(`.${language}`)),
  );

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="site-texts-title"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="site-texts-title" className="text-xl font-bold text-slate-900">
        {t('admin_content.texts_title')}
      </h2>
      <p className="mt-1 text-slate-600">{t('admin_content.texts_lead')}</p>
      <div className="sticky top-0 z-10 -mx-1 mt-4 bg-white px-1 py-2">
        <LanguageTabs tabs={tabs} withErrors={withErrors} />
      </div>
      <LanguagePanels tabs={tabs}>
        {(language) => (
          <div className="mt-2 space-y-3">
            {SITE_TEXT_PAGES.map((page) => (
              <details
                key={page}
                open={openPages.has(page)}
                onToggle={(event) => {
                  const open = event.currentTarget.open;
                  setOpenPages((current) =>
                    open === current.has(page)
                      ? current
                      : open
                        ? new Set([...current, page])
                        : new Set([...current].filter((each) => each !== page)),
                  );
                }}
                className="group rounded-xl ring-1 ring-slate-200"
              >
                <summary className="flex cursor-pointer items-center justify-between gap-3 rounded-xl px-4 py-3 font-semibold text-slate-900 hover:bg-slate-50">
                  {t(`admin_content.pages.${page}`)}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-5 shrink-0 text-slate-500 transition group-open:rotate-180"
                  />
                </summary>
                {/* A closed page's fields are not drawn: their values live in the form's state. */}
                {openPages.has(page) && (
                  <div className="space-y-6 border-t border-slate-200 px-4 py-5">
                    {siteTextGroups(page).map(({ group, fields }) => (
                      <fieldset key={group} className="space-y-4">
                        <legend className="mb-3 text-sm font-bold tracking-wide text-brand-800 uppercase rtl:tracking-normal">
                          {groupLabel(t, page, group)}
                        </legend>
                        {fields.map((field) => {
                          const wording = defaults[language][field.key] ?? '';
                          const shown = language === 'fr' ? wording : values[field.key].fr || wording;
                          const code = problems[`${field.key}.${language}`];
                          const inputProps = {
                            'data-site-text': `${field.key}.${language}`,
                            value: values[field.key][language],
                            placeholder: shown,
                            onChange: (event: { target: { value: string } }) =>
                              change(field.key, language, event.target.value),
                            ...contentLanguageProps(language),
                          };
                          return (
                            <Field
                              key={field.key}
                              label={partLabel(t, field, fields)}
                              error={fieldErrorText(t, code ? { type: code } : undefined)}
                              // The placeholder shows the default wording while the field is empty; once typed in, this line does,
                              // isolated (FSI…PDI) so that a French text reads whole in the Arabic admin.
                              hint={
                                wording && values[field.key][language]
                                  ? t('admin_content.default_hint', { text: `\u2068${wording}\u2069` })
                                  : undefined
                              }
                            >
                              {field.shape === 'lines' ? (
                                <textarea rows={3} className={inputClass} {...inputProps} />
                              ) : (
                                <input type="text" className={inputClass} {...inputProps} />
                              )}
                            </Field>
                          );
                        })}
                      </fieldset>
                    ))}
                  </div>
                )}
              </details>
            ))}
          </div>
        )}
      </LanguagePanels>
      <div className="mt-6 flex justify-end">
        <button type="submit" className={primaryButton} disabled={isPending}>
          <Save aria-hidden="true" className="size-5" />
          {t('admin_content.save')}
        </button>
      </div>
    </form>
  );
}
