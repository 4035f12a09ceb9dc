import { useTranslation } from 'react-i18next';
import { switchAdminLanguage } from '../../i18n/i18n.ts';
import { toLanguage } from '../../i18n/languages.ts';
import { LanguageSelect } from '../../ui/LanguageSelect.tsx';

/** The admin's language selector: it writes the admin's choice only, never the public site's. */
export function AdminLanguageSelector({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <LanguageSelect
      value={toLanguage(i18n.resolvedLanguage)}
      onChange={(language) => void switchAdminLanguage(language)}
      label={t('admin.language')}
      className={className}
    />
  );
}
