import { CalendarCheck2, CalendarDays, RotateCcw, Search, X } from 'lucide-react';
import { type MouseEvent, type Ref, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_PARAM } from '../../domain/constants.ts';
import { CATALOGUE_PARAMS, SITE_PAGE_PATHS, UPCOMING_SESSION_VALUE } from '../../domain/site-routes.ts';
import { CATEGORY_FILTERS, type CategoryFilter } from './course-filters.ts';

/** Height of the bar, in and out of the flow, and of the placeholder that holds its place. */
export const FILTER_BAR_HEIGHT = 105;

/**
 * The empty form "Réinitialiser" sends, wherever it stands (the bar, the empty list): the catalogue
 * with no filter, in the page's language.
 */
export const RESET_FORM_ID = 'catalogue-reset';

/** A click the app answers itself, instead of the form's trip to the server. */
export const instead = (action: () => void) => (event: MouseEvent) => {
  event.preventDefault();
  action();
};

interface FilterBarProps {
  ref?: Ref<HTMLFormElement>;
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

/**
 * The catalogue's filters: a GET form to /courses, which the server answers with the list filtered
 * (as a page of its own), so that they work before the app has arrived and without it. The app
 * then does the same without a reload. A parameter sent twice counts by its last value
 * (CoursesPage's useFilterParams): the current choices come first, as hidden fields, and the button pressed
 * adds its own after them.
 */
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
  const { t, i18n } = useTranslation();
  const searchId = useId();
  const chipsRow = useRef<HTMLDivElement>(null);
  // The chosen category stays in view on a phone, where the row scrolls sideways: when chosen, and
  // when the page opens on it (?category=…), whatever the language's direction.
  useEffect(() => {
    const chosen = chipsRow.current?.querySelector<HTMLElement>('[data-category][aria-pressed="true"]');
    if (chipsRow.current && chosen) bringChipIntoView(chipsRow.current, chosen);
  }, [category, pinned]);
  const filtered = query !== '' || category !== 'all' || withSession;
  const language = <input type="hidden" name={LANGUAGE_PARAM} value={i18n.resolvedLanguage ?? i18n.language} />;
  return (
    <>
      <form
        ref={ref}
        role="search"
        method="get"
        action={SITE_PAGE_PATHS.courses}
        onSubmit={(event) => event.preventDefault()}
        aria-label={t('courses_page.filters_label')}
        style={{ height: FILTER_BAR_HEIGHT }}
        className={`z-30 border-b border-slate-200 bg-white/95 backdrop-blur ${pinned ? 'fixed inset-x-0 top-16 shadow-md' : 'relative'}`}
      >
        {/* Enter in the search field presses the form's first button: this one, which adds nothing. */}
        <button type="submit" hidden tabIndex={-1} />
        {language}
        {category !== 'all' && <input type="hidden" name={CATALOGUE_PARAMS.category} value={category} />}
        {withSession && <input type="hidden" name={CATALOGUE_PARAMS.session} value={UPCOMING_SESSION_VALUE} />}
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
                name={CATALOGUE_PARAMS.search}
                value={query}
                onChange={(event) => onQueryChange(event.target.value)}
                placeholder={t('courses_page.search_placeholder')}
                autoComplete="off"
                enterKeyHint="search"
                className="block h-10 w-full rounded-lg border border-slate-300 bg-white ps-9 pe-9 text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
              />
              {query !== '' && (
                <button
                  type="submit"
                  name={CATALOGUE_PARAMS.search}
                  value=""
                  onClick={instead(() => onQueryChange(''))}
                  aria-label={t('courses_page.clear_search')}
                  className="absolute end-1.5 top-1/2 -translate-y-1/2 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-700"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              )}
            </div>
            <button
              type="submit"
              form={RESET_FORM_ID}
              onClick={instead(onReset)}
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
              type="submit"
              name={CATALOGUE_PARAMS.session}
              value={withSession ? '' : UPCOMING_SESSION_VALUE}
              aria-pressed={withSession}
              onClick={instead(() => onWithSessionChange(!withSession))}
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
                  type="submit"
                  name={CATALOGUE_PARAMS.category}
                  value={value}
                  data-category={value}
                  aria-pressed={value === category}
                  onClick={instead(() => onCategoryChange(value))}
                  className={`${CHIP} ${value === category ? CHIP_ON : CHIP_OFF}`}
                >
                  {t(`categories.${value}`)}
                </button>
              ))}
            </div>
          </div>
        </div>
      </form>
      <form id={RESET_FORM_ID} method="get" action={SITE_PAGE_PATHS.courses} hidden>
        {language}
      </form>
    </>
  );
}
