/** "à traduire": a text written in French whose translation is still to write (the site shows the French meanwhile). */
import { useTranslation } from 'react-i18next';

export function ToTranslateMark() {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center rounded-full bg-amber-50 px-2 py-0.5 align-middle text-xs font-semibold text-amber-800 ring-1 ring-amber-600/25 ring-inset">
      {t('admin.to_translate')}
    </span>
  );
}
