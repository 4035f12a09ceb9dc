/** Whether a person agreed to the privacy notice when sending their request: when, and to which version. */
import { useTranslation } from 'react-i18next';
import type { ConsentFields } from '../../domain/privacy.ts';
import { formatDate } from '../../i18n/format.ts';
import { DATE_WITH_TIME } from './inbox-kit.ts';

export function ConsentGiven({ consent }: { consent: ConsentFields }) {
  const { t, i18n } = useTranslation();
  return consent.consentAt ? (
    <time dateTime={consent.consentAt}>
      {t('admin_privacy.given', {
        date: formatDate(consent.consentAt, i18n.language, DATE_WITH_TIME),
        version: consent.consentVersion ?? '',
      })}
    </time>
  ) : (
    <span className="text-slate-600">{t('admin_privacy.none')}</span>
  );
}
