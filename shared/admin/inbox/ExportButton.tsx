/** Downloads the CSV of the list as filtered (every page): the browser saves it, the desktop app asks where. */
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../api/client.ts';
import { REQUEST_PATHS, type RequestKind } from '../../domain/pipeline.ts';
import { requestExportPath, type RequestFilters } from '../../api/inbox.ts';
import { useAdminSession } from '../../platform/AdminSession.tsx';
import { usePlatform } from '../../platform/PlatformContext.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { rowButton } from '../components/inbox-kit.ts';

/** The name the browser suggests (the server's Content-Disposition says the same). */
const exportName = (kind: RequestKind) => `${REQUEST_PATHS[kind]}-${new Date().toISOString().slice(0, 10)}.csv`;

export function ExportButton({ kind, filters }: { kind: RequestKind; filters: RequestFilters }) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const { session } = useAdminSession();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      await platform.downloadFile({ url: `/api${requestExportPath(kind, filters)}`, fileName: exportName(kind), token: session?.token ?? '' });
    } catch (error) {
      // An expired session is the guard's business; anything else is said here.
      if (!(error instanceof ApiError && error.status === 401)) toast.error(errorMessage(error, t('admin_pipeline.export.error')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <button type="button" className={rowButton} disabled={busy} onClick={() => void download()}>
      {busy ? <Spinner className="size-4" /> : <FileDown aria-hidden="true" className="size-4" />}
      {t('admin_pipeline.export.button')}{' '}
      {/* Heard, not seen: what the file holds. The name still starts with the visible words. */}
      <span className="sr-only">{t('admin_pipeline.export.label')}</span>
    </button>
  );
}
