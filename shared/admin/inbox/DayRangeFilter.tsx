/** The inbox's filter by the day a request was received: from, to, or both (the centre's days, both included). */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../ui/Field.tsx';
import { DayInput } from '../components/DayInput.tsx';

interface DayRangeFilterProps {
  from: string | undefined;
  to: string | undefined;
  /** One end changed (undefined: no longer set); the other stays as the address has it. */
  onChange(days: { from: string | undefined } | { to: string | undefined }): void;
}

export function DayRangeFilter({ from, to, onChange }: DayRangeFilterProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = `${inputClass} py-1.5 sm:w-40`;
  const day = 'flex items-center gap-2';
  const label = 'shrink-0 text-sm font-medium text-slate-700';
  return (
    <div role="group" aria-label={t('admin_pipeline.days.label')} className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row sm:items-center">
      <div className={day}>
        <label htmlFor={`${id}-from`} className={label}>
          {t('admin_pipeline.days.from')}
        </label>
        <DayInput id={`${id}-from`} value={from} max={to} onChange={(day) => onChange({ from: day })} className={input} />
      </div>
      <div className={day}>
        <label htmlFor={`${id}-to`} className={label}>
          {t('admin_pipeline.days.to')}
        </label>
        <DayInput id={`${id}-to`} value={to} min={from} onChange={(day) => onChange({ to: day })} className={input} />
      </div>
    </div>
  );
}
