/** A request's status as a coloured badge; the colour says how far along the pipeline it is. */
import { useTranslation } from 'react-i18next';
import { REQUEST_STATUSES, type RequestKind, requestStatusLabel } from '../../domain/pipeline.ts';
import { toLanguage } from '../../i18n/languages.ts';

/** By position in the kind's pipeline: new, in progress, won, lost. */
const TONES = [
  'bg-sky-50 text-sky-800 ring-sky-200',
  'bg-amber-50 text-amber-900 ring-amber-200',
  'bg-emerald-50 text-emerald-800 ring-emerald-200',
  'bg-rose-50 text-rose-800 ring-rose-200',
] as const;

export const statusTone = (kind: RequestKind, status: string): string =>
  TONES[(REQUEST_STATUSES[kind] as readonly string[]).indexOf(status)] ?? 'bg-slate-100 text-slate-700 ring-slate-200';

/** The translated name of one of a kind's statuses. */
export function useStatusLabel(kind: RequestKind): (status: string) => string {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return (status) => requestStatusLabel(kind, status, language);
}

export function StatusBadge({ kind, status, reason }: { kind: RequestKind; status: string; reason?: string }) {
  const label = useStatusLabel(kind);
  return (
    <span className="inline-flex min-w-0 flex-col items-start gap-0.5">
      <span
        className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${statusTone(kind, status)}`}
      >
        {label(status)}
      </span>
      {reason && (
        <span dir="auto" className="line-clamp-2 max-w-48 text-xs text-slate-600" title={reason}>
          {reason}
        </span>
      )}
    </span>
  );
}
