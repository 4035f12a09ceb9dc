import { CalendarCheck2, CalendarDays, RotateCcw, Search, X } from 'lucide-react';
import { type Ref, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORY_FILTERS, type CategoryFilter } from './course-filters.ts';

/** Height of the bar, in and out of the flow, and of the placeholder that holds its place. */
export const FILTER_BAR_HEIGHT = 105;

interface FilterBarProps {
  ref?: Ref<HTMLDivElement>;
  query: string;
  category: CategoryFilter;
  /** Only the courses with an upcoming session. */
  withSession: boolean;
  pinned: boolean;
  onQueryChange(query: string): void;
  onCategoryChange(category: CategoryFilter): void;
  onWithSessionChange(withSession: boolean): void;
  onReset(): void;
}

const CHIP =
  'shrink-0 rounded-full px-3.5 py-1.5 text-sm font-medium whitespace-nowrap transition focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700';
const CHIP_ON = 'bg-brand-700 text-white shadow-sm';
const CHIP_OFF = 'bg-slate-100 text-slate-700 hover:bg-slate-200 hover:text-slate-900';

/**
 * Scrolls the chips' row, and only it, so that `chip` is wholly in view (the page stays where it
 * is). Measured on screen, so it holds right to left as left to right.
 */
function bringChipIntoView(row: HTMLElement, chip: HTMLElement): void {
  const seen = row.getBoundingClientRect();
  const box = chip.getBoundingClientRect();
  const shift = box.left < seen.left ? box.left - seen.left : box.right > seen.right ? box.right - seen.right : 0;
  if (shift === 0) return;
  const instant = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  row.scrollBy({ left: shift, behavior: instant ? 'instant' : 'smooth' });
}

export function FilterBar({
  ref,
  query,
  category,
  withSession,
  pinned,
  onQueryChange,
  onCategoryChange,
  onWithSessionChange,
  onReset,
}: FilterBarProps) {
  const { t } = useTranslation();
  const searchId = useId();
  const chipsRow = useRef<HTMLDivElement>(null);
  // The chosen category stays in view on a phone, where the row scrolls sideways: when chosen, and
  // when the page opens on it (?category=…), whatever the language's direction.
  useEffect(() => {
    const chosen = chipsRow.current?.querySelector<HTMLElement>('[data-category][aria-pressed="true"]');
    if (chipsRow.current && chosen) bringChipIntoView(chipsRow.current, chosen);
  }, [category, pinned]);
  const filtered = query !== '' || category !== 'all' || withSession;
  return (
    <div
      ref={ref}
      role="search"
      aria-label={t('courses_page.filters_label')}
      style={{ height: FILTER_BAR_HEIGHT }}
      className={`z-30 border-b border-slate-200 bg-white/95 backdrop-blur ${pinned ? 'fixed inset-x-0 top-16 shadow-md' : 'relative'}`}
    >
      <div className="mx-auto flex h-full max-w-7xl flex-col justify-center gap-2 px-4 sm:px-6">
        <div className="flex items-center gap-2">
          <div className="relative flex-1">
            <label htmlFor={searchId} className="sr-only">
              {t('courses_page.search_label')}
            </label>
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
            />
            <input
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => onQueryChange(event.target.value)}
              placeholder={t('courses_page.search_placeholder')}
              autoComplete="off"
              enterKeyHint="search"
              className="block h-10 w-full rounded-lg border border-slate-300 bg-white ps-9 pe-9 text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
            />
            {query !== '' && (
              <button
                type="button"
                onClick={() => onQueryChange('')}
                aria-label={t('courses_page.clear_search')}
                className="absolute end-1.5 top-1/2 -translate-y-1/2 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            )}
          </div>
          <button
            type="button"
            onClick={onReset}
            disabled={!filtered}
            className="inline-flex h-10 shrink-0 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-50 sm:px-4"
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            <span className="max-sm:sr-only">{t('courses_page.reset')}</span>
          </button>
        </div>
        {/* One row that scrolls sideways on a phone: the bar keeps its height (FILTER_BAR_HEIGHT). */}
        <div
          ref={chipsRow}
          className="-mx-1 flex items-center gap-2 overflow-x-auto px-1 py-1 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        >
          <button
            type="button"
            aria-pressed={withSession}
            onClick={() => onWithSessionChange(!withSession)}
            className={`${CHIP} inline-flex items-center gap-1.5 ring-1 ${withSession ? `${CHIP_ON} ring-brand-700` : 'bg-white text-brand-800 ring-brand-200 hover:bg-brand-50'}`}
          >
            {/* A tick once on: a filter of its own, beside the categories' single choice. */}
            {withSession ? (
              <CalendarCheck2 aria-hidden="true" className="size-4 shrink-0" />
            ) : (
              <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
            )}
            {t('courses_page.with_session')}
          </button>
          <span aria-hidden="true" className="h-6 w-px shrink-0 bg-slate-200" />
          <div role="group" aria-label={t('courses_page.categories_label')} className="flex gap-2">
            {CATEGORY_FILTERS.map((value) => (
              <button
                key={value}
                type="button"
                data-category={value}
                aria-pressed={value === category}
                onClick={() => onCategoryChange(value)}
                className={`${CHIP} ${value === category ? CHIP_ON : CHIP_OFF}`}
              >
                {t(`categories.${value}`)}
              </button>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
