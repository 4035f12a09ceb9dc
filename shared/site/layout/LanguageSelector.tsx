import { Globe } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../../i18n/i18n.ts';
import { LANGUAGE_NAMES, LANGUAGES, toLanguage } from '../../i18n/languages.ts';

export function LanguageSelector({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className={`flex items-center gap-1.5 ${className}`}>
      <Globe aria-hidden="true" className="size-4 text-slate-600" />
      <label htmlFor={id} className="sr-only">
        {t('nav.language')}
      </label>
      <select
        id={id}
        value={toLanguage(i18n.resolvedLanguage)}
        onChange={(event) => void switchLanguage(event.target.value)}
        className="rounded-md border border-slate-300 bg-white py-1.5 ps-2 pe-7 text-sm text-slate-800 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
