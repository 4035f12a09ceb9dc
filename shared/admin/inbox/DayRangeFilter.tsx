/** The inbox's filter by the day a request was received: from, to, or both (the centre's days, both included). */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../ui/Field.tsx';
import { DayInput } from '../components/DayInput.tsx';

type Days = { from: string | undefined } | { to: string | undefined };

interface DayRangeFilterProps {
  from: string | undefined;
  to: string | undefined;
  /** One end changed (undefined: no longer set); the other stays as the address has it. */
  onChange(days: Days): void;
}

export function DayRangeFilter({ from, to, onChange }: DayRangeFilterProps) {
  const { t } = useTranslation();
  const id = useId();
  // Each end offers only the days that keep the range forward.
  const ends = [
    { end: 'from', value: from, max: to, change: (day?: string): Days => ({ from: day }) },
    { end: 'to', value: to, min: from, change: (day?: string): Days => ({ to: day }) },
  ] as const;
  return (
    <div
      role="group"
      aria-label={t('admin_pipeline.days.label')}
      className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row sm:items-center"
    >
      {ends.map(({ end, value, change, ...bounds }) => (
        <div key={end} className="flex items-center gap-2">
          <label htmlFor={`${id}-${end}`} className="shrink-0 text-sm font-medium text-slate-700">
            {t(`admin_pipeline.days.${end}`)}
          </label>
          <DayInput
            id={`${id}-${end}`}
            value={value}
            {...bounds}
            onChange={(day) => onChange(change(day))}
            className={`${inputClass} py-1.5 sm:w-40`}
          />
        </div>
      ))}
    </div>
  );
}
