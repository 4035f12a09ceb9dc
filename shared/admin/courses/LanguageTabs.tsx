/**
 * The content language switch of the course form: a tablist as ARIA describes it (one tab in the
 * Tab order, arrow keys move and select, Home/End), each tab marked when its language has errors.
 */
import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, type Language, directionOf, toLanguage } from '../../i18n/languages.ts';

export const tabId = (prefix: string, language: Language) => `${prefix}-tab-${language}`;
export const panelId = (prefix: string, language: Language) => `${prefix}-panel-${language}`;

interface LanguageTabsProps {
  idPrefix: string;
  active: Language;
  onSelect(language: Language): void;
  withErrors: readonly Language[];
}

export function LanguageTabs({ idPrefix, active, onSelect, withErrors }: LanguageTabsProps) {
  const { t, i18n } = useTranslation();
  const tabs = useRef(new Map<Language, HTMLButtonElement>());
  const rtl = directionOf(toLanguage(i18n.resolvedLanguage)) === 'rtl';

  const move = (language: Language) => {
    onSelect(language);
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
    <div role="tablist" aria-label={t('admin_courses.form.languages')} className="flex gap-1 rounded-xl bg-slate-100 p-1">
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
            onClick={() => onSelect(language)}
            onKeyDown={onKeyDown}
            className={`relative flex flex-1 items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:flex-none sm:px-5 ${
              selected ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-700 hover:bg-white/60 hover:text-slate-900'
            }`}
          >
            <span lang={language}>{LANGUAGE_NAMES[language]}</span>
            {hasErrors && (
              <>
                {' '}
                <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-red-600 ring-2 ring-red-100" />
                <span className="sr-only">{t('admin_courses.form.tab_errors')}</span>
              </>
            )}
          </button>
        );
      })}
    </div>
  );
}
