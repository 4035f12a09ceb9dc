/** The inbox's filter by the day a request was received: from, to, or both (the centre's days, both included). */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../ui/Field.tsx';

interface DayRangeFilterProps {
  from: string | undefined;
  to: string | undefined;
  onChange(days: { from?: string; to?: string }): void;
}

export function DayRangeFilter({ from, to, onChange }: DayRangeFilterProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = `${inputClass} py-1.5 sm:w-40`;
  const day = 'flex items-center gap-2';
  const label = 'shrink-0 text-sm font-medium text-slate-700';
  // A date input answers '' while its day is cleared or half typed: that is no filter.
  return (
    <div role="group" aria-label={t('admin_pipeline.days.label')} className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row sm:items-center">
      <div className={day}>
        <label htmlFor={`${id}-from`} className={label}>
          {t('admin_pipeline.days.from')}
        </label>
        <input id={`${id}-from`} type="date" value={from ?? ''} max={to} onChange={(event) => onChange({ from: event.target.value || undefined, to })} className={input} />
      </div>
      <div className={day}>
        <label htmlFor={`${id}-to`} className={label}>
          {t('admin_pipeline.days.to')}
        </label>
        <input id={`${id}-to`} type="date" value={to ?? ''} min={from} onChange={(event) => onChange({ from, to: event.target.value || undefined })} className={input} />
      </div>
    </div>
  );
}
