/** A language picker, each language named in itself; what a choice does (and where it is kept) is the caller's. */
import { Globe } from 'lucide-react';
import { useId } from 'react';
import { LANGUAGE_PARAM } from '../domain/constants.ts';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../i18n/languages.ts';

interface LanguageSelectProps {
  value: Language;
  onChange(language: Language): void;
  label: string;
  className?: string;
}

export function LanguageSelect({ value, onChange, label, className = '' }: LanguageSelectProps) {
  const id = useId();
  return (
    <div className={`flex items-center gap-1.5 ${className}`}>
      <Globe aria-hidden="true" className="size-4 text-slate-600" />
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      {/* Named as the address names a language: a public page's loader follows a choice made before the app has arrived. */}
      <select
        id={id}
        name={LANGUAGE_PARAM}
        value={value}
        onChange={(event) => onChange(event.target.value as Language)}
        className="rounded-md border border-slate-300 bg-white py-1.5 ps-2 pe-7 text-sm text-slate-800 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
      >
        <LanguageOptions />
      </select>
    </div>
  );
}

/** The options of a language select: each language, named in itself. */
export function LanguageOptions() {
  return LANGUAGES.map((language) => (
    <option key={language} value={language} lang={language}>
      {LANGUAGE_NAMES[language]}
    </option>
  ));
}
