/**
 * /admin/settings: the centre's details as visitors see them on the site, and where staff are
 * told of new requests. The form is shown once the stored settings are known.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_CENTRE_SETTINGS_KEY, fetchCentreSettings } from '../../api/settings.ts';
import { formatDate } from '../../i18n/format.ts';
import { AdminPageHeader, QueryStates } from '../components/ListStates.tsx';
import { FRESH_FOR_EDITING } from '../query-client.ts';
import { CentreSettingsForm } from './CentreSettingsForm.tsx';
import { NotificationRoutingSection } from './NotificationRoutingSection.tsx';
import { DATE_WITH_TIME } from '../components/inbox-kit.ts';

export default function CentreSettingsPage() {
  const { t } = useTranslation();
  const settings = useQuery({
    queryKey: ADMIN_CENTRE_SETTINGS_KEY,
    queryFn: ({ signal }) => fetchCentreSettings(signal),
    ...FRESH_FOR_EDITING,
  });

  return (
    <div className="mx-auto max-w-4xl">
      <AdminPageHeader title={t('admin_settings.title')} lead={t('admin_settings.lead')}>
        {settings.data && <LastSaved iso={settings.data.updatedAt} />}
      </AdminPageHeader>
      <QueryStates query={settings} loadError={t('admin_settings.load_error')}>
        {(data) => <CentreSettingsForm settings={data} />}
      </QueryStates>
      <NotificationRoutingSection />
    </div>
  );
}

/** When the settings were last saved; the centre's defaults until staff save their own. */
function LastSaved({ iso }: { iso: string | undefined }) {
  const { t, i18n } = useTranslation();
  return (
    <p className="text-sm text-slate-600 md:text-end">
      {iso ? (
        <>
          {t('admin_settings.last_saved')} <time dateTime={iso}>{formatDate(iso, i18n.language, DATE_WITH_TIME)}</time>
        </>
      ) : (
        t('admin_settings.never_saved')
      )}
    </p>
  );
}
