import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../ui/Field.tsx';

/** The text filter above every admin table. */
export function ListFilter({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange(value: string): void;
  label: string;
}) {
  const id = useId();
  return (
    <div className="relative w-full sm:max-w-xs">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
      />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={label}
        className={`${inputClass} ps-9`}
      />
    </div>
  );
}

/** Page links under every admin table; hidden when everything fits on one page. */
export function Pagination({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage(page: number): void;
}) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const button =
    'inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-50';
  return (
    <nav
      aria-label={t('admin.list.pagination')}
      className="mt-4 flex items-center justify-between gap-4 text-sm text-slate-700"
    >
      <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="flip-rtl size-4" />
        {t('admin.list.previous')}
      </button>
      <span aria-live="polite">{t('admin.list.page_of', { page, count: pageCount })}</span>
      <button type="button" className={button} disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t('admin.list.next')}
        <ChevronRight aria-hidden="true" className="flip-rtl size-4" />
      </button>
    </nav>
  );
}
