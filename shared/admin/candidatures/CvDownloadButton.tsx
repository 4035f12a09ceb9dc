/** Downloads an application's CV through the platform: the browser saves it, the desktop app asks where. */
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Candidature } from '../../domain/entities.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { rowButton } from '../components/inbox-kit.ts';
import { useFileDownload } from '../components/useFileDownload.ts';

export function CvDownloadButton({ candidature }: { candidature: Candidature }) {
  const { t } = useTranslation();
  const { busy, download } = useFileDownload(t('admin_candidatures.cv.error'));

  return (
    <div className="flex min-w-0 flex-col items-start gap-1">
      <button
        type="button"
        className={rowButton}
        disabled={busy}
        aria-label={t('admin_candidatures.cv.download_label', { name: candidature.name })}
        onClick={() => void download(candidature.cvPath, candidature.cvOriginalName)}
      >
        {busy ? <Spinner className="size-4" /> : <Download aria-hidden="true" className="size-4" />}
        {t('admin_candidatures.cv.download')}
      </button>
      <span dir="auto" className="max-w-40 truncate text-xs text-slate-600" title={candidature.cvOriginalName}>
        {candidature.cvOriginalName}
      </span>
    </div>
  );
}
