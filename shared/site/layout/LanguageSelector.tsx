import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LANGUAGE_PARAM } from '../../domain/constants.ts';
import { switchLanguage } from '../../i18n/i18n.ts';
import { type Language, toLanguage } from '../../i18n/languages.ts';
import { LanguageSelect } from '../../ui/LanguageSelect.tsx';

/**
 * The site's language: kept as the visitor's choice (the admin keeps its own). On an address that
 * names its language (?lng=, each page's address per language), the address follows the choice,
 * so that reloading or sharing it shows the language on screen.
 */
export function LanguageSelector({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const choose = (language: Language) => {
    if (params.has(LANGUAGE_PARAM)) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(LANGUAGE_PARAM, language);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    }
    void switchLanguage(language);
  };
  return (
    <LanguageSelect
      value={toLanguage(i18n.resolvedLanguage)}
      onChange={choose}
      label={t('nav.language')}
      className={className}
    />
  );
}
