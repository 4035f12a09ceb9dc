/** Downloads an application's CV through the platform: the browser saves it, the desktop app asks where. */
import { Download } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../api/client.ts';
import type { Candidature } from '../../domain/entities.ts';
import { useAdminSession } from '../../platform/AdminSession.tsx';
import { usePlatform } from '../../platform/PlatformContext.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { rowButton } from '../components/inbox-kit.ts';

export function CvDownloadButton({ candidature }: { candidature: Candidature }) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const { session } = useAdminSession();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      await platform.downloadFile({ url: candidature.cvUrl, fileName: candidature.cvOriginalName, token: session?.token ?? '' });
    } catch (error) {
      // An expired session is the guard's business; anything else is said here.
      if (!(error instanceof ApiError && error.status === 401)) toast.error(errorMessage(error, t('admin_candidatures.cv.error')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex min-w-0 flex-col items-start gap-1">
      <button type="button" className={rowButton} disabled={busy} aria-label={t('admin_candidatures.cv.download_label', { name: candidature.name })} onClick={() => void download()}>
        {busy ? <Spinner className="size-4" /> : <Download aria-hidden="true" className="size-4" />}
        {t('admin_candidatures.cv.download')}
      </button>
      <span dir="auto" className="max-w-56 truncate text-xs text-slate-600" title={candidature.cvOriginalName}>
        {candidature.cvOriginalName}
      </span>
    </div>
  );
}
