/**
 * The admin's one way to edit a text written in French, English and Arabic (a course's content,
 * an instructor's title, the centre's address): a tab per language, a tablist as ARIA describes it
 * (one tab in the Tab order, arrow keys move and select, Home/End), each tab marked when its
 * language has errors. The panels all stay mounted (hidden but one), so that every language is
 * validated and kept while the admin switches tabs.
 */
import { type KeyboardEvent, type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, type Language, directionOf, toLanguage } from '../../i18n/languages.ts';

/** Which language a form shows, and the ids that tie its tabs to their panels. */
export function useLanguageTabs() {
  const idPrefix = useId();
  const [active, select] = useState<Language>('fr');
  /** Shows a language's panel at once, so that a field in it can take the focus right after. */
  const reveal = useCallback((language: Language) => flushSync(() => select(language)), []);
  return { idPrefix, active, select, reveal };
}

export type LanguageTabsState = ReturnType<typeof useLanguageTabs>;

/** The languages in which one of these per-language fields (`errors.title`, ...) has a problem. */
export const languagesWithErrorsIn = (...fields: (Partial<Record<Language, unknown>> | undefined)[]): Language[] =>
  LANGUAGES.filter((language) => fields.some((field) => field?.[language]));

/** What the admin types follows the content's language, whatever the screen's language. */
export const contentLanguageProps = (language: Language) => ({ lang: language, dir: directionOf(language) });

const tabId = (prefix: string, language: Language) => `${prefix}-tab-${language}`;
const panelId = (prefix: string, language: Language) => `${prefix}-panel-${language}`;

interface LanguageTabsProps {
  tabs: LanguageTabsState;
  withErrors: readonly Language[];
  /** Languages whose French text is written and theirs not yet: marked "to translate". */
  toTranslate?: readonly Language[];
  /** Tabs sharing the whole width (a narrow column) rather than sized to their names. */
  fill?: boolean;
}

export function LanguageTabs({
  tabs: { idPrefix, active, select },
  withErrors,
  toTranslate = [],
  fill = false,
}: LanguageTabsProps) {
  const { t, i18n } = useTranslation();
  const tabs = useRef(new Map<Language, HTMLButtonElement>());
  const rtl = directionOf(toLanguage(i18n.resolvedLanguage)) === 'rtl';

  const move = (language: Language) => {
    select(language);
    tabs.current.get(language)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = LANGUAGES.indexOf(active);
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    if (step !== undefined) move(LANGUAGES[(index + step + LANGUAGES.length) % LANGUAGES.length]!);
    else if (event.key === 'Home') move(LANGUAGES[0]);
    else if (event.key === 'End') move(LANGUAGES[LANGUAGES.length - 1]!);
    else return;
    event.preventDefault();
  };

  return (
    <div role="tablist" aria-label={t('admin.language_tabs.label')} className="flex gap-1 rounded-xl bg-slate-100 p-1">
      {LANGUAGES.map((language) => {
        const selected = language === active;
        const hasErrors = withErrors.includes(language);
        return (
          <button
            key={language}
            ref={(element) => {
              if (element) tabs.current.set(language, element);
              else tabs.current.delete(language);
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, language)}
            aria-controls={panelId(idPrefix, language)}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => select(language)}
            onKeyDown={onKeyDown}
            className={`relative flex flex-1 items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
              fill ? '' : 'sm:flex-none sm:px-5'
            } ${selected ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-700 hover:bg-white/60 hover:text-slate-900'}`}
          >
            <span lang={language}>{LANGUAGE_NAMES[language]}</span>
            {hasErrors && (
              <>
                {' '}
                <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-red-600 ring-2 ring-red-100" />
                <span className="sr-only">{t('admin.language_tabs.errors')}</span>
              </>
            )}
            {!hasErrors && toTranslate.includes(language) && (
              <>
                {' '}
                <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-amber-500 ring-2 ring-amber-100" />
                <span className="sr-only">{t('admin.language_tabs.to_translate')}</span>
              </>
            )}
          </button>
        );
      })}
    </div>
  );
}

/** One panel per language, each given what `children` draws for it; only the active one shows. */
export function LanguagePanels({
  tabs: { idPrefix, active },
  children,
}: {
  tabs: LanguageTabsState;
  children(language: Language): ReactNode;
}) {
  return LANGUAGES.map((language) => (
    <div
      key={language}
      role="tabpanel"
      id={panelId(idPrefix, language)}
      aria-labelledby={tabId(idPrefix, language)}
      hidden={language !== active}
    >
      {children(language)}
    </div>
  ));
}
