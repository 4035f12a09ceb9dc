/**
 * The status filter: "All" and one chip per status, each with its count (the active requests,
 * from the inbox summary; the archived and spam lists have no counts). The chips wrap on a phone.
 */
import { useTranslation } from 'react-i18next';
import { REQUEST_STATUSES, type RequestKind } from '../../domain/pipeline.ts';
import { useStatusLabel } from './status-style.tsx';

interface StatusChipsProps {
  kind: RequestKind;
  value: string | undefined;
  onChange(status: string | undefined): void;
  /** Per status; undefined while unknown or when the list has none. */
  counts?: Record<string, number>;
}

export function StatusChips({ kind, value, onChange, counts }: StatusChipsProps) {
  const { t } = useTranslation();
  const label = useStatusLabel(kind);
  const statuses = REQUEST_STATUSES[kind] as readonly string[];
  const total = counts ? statuses.reduce((sum, status) => sum + (counts[status] ?? 0), 0) : undefined;
  const chips: { status: string | undefined; text: string; count: number | undefined }[] = [
    { status: undefined, text: t('admin_pipeline.all'), count: total },
    ...statuses.map((status) => ({ status, text: label(status), count: counts?.[status] })),
  ];
  return (
    <div role="group" aria-label={t('admin_pipeline.chips_label')} className="flex flex-wrap gap-2">
      {chips.map(({ status, text, count }) => {
        const pressed = value === status;
        return (
          <button
            key={status ?? 'all'}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(status)}
            className={`inline-flex items-center gap-2 rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
              pressed
                ? 'bg-brand-700 text-white ring-brand-700'
                : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50 hover:text-slate-900'
            }`}
          >
            {text}
            {/* Named "Nouveau 12" rather than "Nouveau12". */}
            {count !== undefined && ' '}
            {count !== undefined && (
              <span
                className={`min-w-6 rounded-full px-1.5 text-center text-xs font-semibold tabular-nums ${pressed ? 'bg-white/20 text-white' : 'bg-slate-100 text-slate-700'}`}
              >
                {count}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
