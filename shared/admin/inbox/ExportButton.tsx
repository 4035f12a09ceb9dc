/** Downloads the CSV of the list as filtered (every page): the browser saves it, the desktop app asks where. */
import { FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { centreToday } from '../../domain/calendar.ts';
import { REQUEST_PATHS, type RequestKind } from '../../domain/pipeline.ts';
import { requestExportPath, type RequestFilters } from '../../api/inbox.ts';
import { toLanguage } from '../../i18n/languages.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { rowButton } from '../components/inbox-kit.ts';
import { useFileDownload } from '../components/useFileDownload.ts';

/** The name the browser suggests (the server's Content-Disposition says the same). */
const exportName = (kind: RequestKind) => `${REQUEST_PATHS[kind]}-${centreToday()}.csv`;

export function ExportButton({
  kind,
  filters,
  disabled = false,
}: {
  kind: RequestKind;
  filters: RequestFilters;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { busy, download } = useFileDownload(t('admin_pipeline.export.error'));

  return (
    <button
      type="button"
      className={rowButton}
      disabled={busy || disabled}
      onClick={() =>
        void download(`/api${requestExportPath(kind, filters, toLanguage(i18n.language))}`, exportName(kind))
      }
    >
      {busy ? <Spinner className="size-4" /> : <FileDown aria-hidden="true" className="size-4" />}
      {t('admin_pipeline.export.button')}{' '}
      {/* Heard, not seen: what the file holds. The name still starts with the visible words. */}
      <span className="sr-only">{t('admin_pipeline.export.label')}</span>
    </button>
  );
}
