import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../../i18n/i18n.ts';
import { toLanguage } from '../../i18n/languages.ts';
import { LanguageSelect } from '../../ui/LanguageSelect.tsx';

/** The site's language: kept as the visitor's choice (the admin keeps its own). */
export function LanguageSelector({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  return <LanguageSelect value={toLanguage(i18n.resolvedLanguage)} onChange={(language) => void switchLanguage(language)} label={t('nav.language')} className={className} />;
}
