/** /courses (SPEC §2): every published course, searchable by title, filtered by category and by an upcoming session. */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { CourseSummary } from '../../domain/entities.ts';
import { CourseCard } from '../components/CourseCard.tsx';
import { siteQueries } from '../../api/site.ts';
import { CourseCardSkeleton } from '../components/CourseCardSkeleton.tsx';
import { secondaryButton } from '../../ui/buttons.ts';
import { usePageMeta } from '../../ui/page-meta.tsx';
import { CATALOGUE_PARAMS, UPCOMING_SESSION_VALUE } from '../../domain/site-routes.ts';
import { type CategoryFilter, filterCourses, toCategoryFilter } from './course-filters.ts';
import { CoursesLoadError, NoCourseFound } from './CourseListStates.tsx';
import { FILTER_BAR_HEIGHT, FilterBar } from './FilterBar.tsx';
import { usePinnedBar, useResultsUnderPinnedBar } from './usePinnedBar.ts';

const SKELETON_CARDS = 6;
/** Cards shown at first and added by each 'show more': a long catalogue stays quick to draw and to scroll. */
const CARDS_PER_STEP = 12;

type FilterChange = { q?: string; category?: CategoryFilter; withSession?: boolean };

/**
 * `params` with `next` applied, as the app writes the address: each filter once (by its last value,
 * for the form may send one twice), a category only if it is one, and nothing that does not filter.
 */
function tidied(params: URLSearchParams, next: FilterChange = {}): URLSearchParams {
  const result = new URLSearchParams(params);
  const last = (name: string) => result.getAll(name).at(-1) ?? null;
  const withSession = next.withSession ?? last(CATALOGUE_PARAMS.session) === UPCOMING_SESSION_VALUE;
  const values: [string, string][] = [
    [CATALOGUE_PARAMS.search, next.q ?? last(CATALOGUE_PARAMS.search) ?? ''],
    [CATALOGUE_PARAMS.category, next.category ?? toCategoryFilter(last(CATALOGUE_PARAMS.category))],
    [CATALOGUE_PARAMS.session, withSession ? UPCOMING_SESSION_VALUE : ''],
  ];
  for (const [name, value] of values) {
    if (value === '' || value === 'all') result.delete(name);
    else result.set(name, value);
  }
  return result;
}

/**
 * The filters live in the address (?q=&category=&session=upcoming) so a filtered list can be shared
 * and Back undoes a choice. A parameter given twice counts by its last value: the filter form sends
 * the current choices, then the one pressed (FilterBar).
 */
function useFilterParams() {
  const [params, setParams] = useSearchParams();
  const last = (name: string) => params.getAll(name).at(-1) ?? null;
  const urlQuery = last(CATALOGUE_PARAMS.search) ?? '';
  const category = toCategoryFilter(last(CATALOGUE_PARAMS.category));
  const withSession = last(CATALOGUE_PARAMS.session) === UPCOMING_SESSION_VALUE;
  // The field keeps its own text so typing never waits on navigation; the address follows it. The
  // field takes the address's text only when the address itself changes (Back, a link, or the echo
  // of what was typed): comparing it with the field instead would put back the previous text while
  // the navigation is still under way, and a key typed then would be lost.
  const [query, setQuery] = useState(urlQuery);
  const [seenUrlQuery, setSeenUrlQuery] = useState(urlQuery);
  if (urlQuery !== seenUrlQuery) {
    setSeenUrlQuery(urlQuery);
    setQuery(urlQuery);
  }

  // Each write starts from the one before it, even when the page has not been drawn again since:
  // the app's arrival and a tap kept from before it write one after the other.
  const written = useRef(params);
  useEffect(() => {
    written.current = params;
  }, [params]);

  const update = (next: FilterChange, replace: boolean) => {
    const result = tidied(written.current, next);
    written.current = result;
    setParams(result, { replace, preventScrollReset: true });
  };

  /** An address the form made (?category=all&session=&q=x&q=y), or with an unknown filter, the app writes as it would have. */
  const untidy = tidied(params).toString() !== params.toString();

  return {
    query,
    category,
    withSession,
    /**
     * The app has arrived: the text typed into the search field before it came (the field has it,
     * the app's state may not) is applied, and the address tidied, in one write of the address.
     */
    arrive: (typed: string) => {
      if (typed === query && !untidy) return;
      setQuery(typed);
      update({ q: typed }, true);
    },
    // Each keystroke replaces the entry: Back returns to the previous choice, not letter by letter.
    setQuery: (value: string) => {
      setQuery(value);
      update({ q: value }, true);
    },
    setCategory: (value: CategoryFilter) => update({ category: value }, false),
    setWithSession: (value: boolean) => update({ withSession: value }, false),
    reset: () => {
      setQuery('');
      update({ q: '', category: 'all', withSession: false }, false);
    },
  };
}

export default function CoursesPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'fr';
  const list = useQuery(siteQueries.courses());
  // A retry after a failure shows the placeholders again while it runs.
  const loading = list.isPending || (list.isError && list.isFetching);
  const { query, category, withSession, arrive, setQuery, setCategory, setWithSession, reset } = useFilterParams();
  // A search's results are a page anyone can make up: search engines are asked to leave it out.
  usePageMeta({
    title: t('courses_page.meta_title'),
    description: t('courses_page.meta_description'),
    noindex: query.trim() !== '',
  });
  const { sentinel, pinned } = usePinnedBar();
  const bar = useRef<HTMLFormElement>(null);
  const results = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const field = bar.current?.querySelector<HTMLInputElement>('input[type="search"]');
    arrive(field?.value ?? query);
    // Once, at the app's arrival: afterwards the field and the state move together.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const filtersKey = `${query}\u0000${category}\u0000${withSession}`;
  useResultsUnderPinnedBar(filtersKey, { pinned, bar, results });

  const courses = useMemo(
    () => (list.data ? filterCourses(list.data, { query, category, withSession, language }) : []),
    [list.data, query, category, withSession, language],
  );

  return (
    <>
      <section className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('courses_page.eyebrow')}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {t('courses_page.title')}
          </h1>
          <p className="mt-3 max-w-2xl text-base text-slate-600 sm:text-lg">{t('courses_page.subtitle')}</p>
        </div>
      </section>

      <div ref={sentinel} aria-hidden="true" className="h-px" />
      {pinned && <div aria-hidden="true" style={{ height: FILTER_BAR_HEIGHT }} />}
      <FilterBar
        ref={bar}
        query={query}
        category={category}
        withSession={withSession}
        pinned={pinned}
        onQueryChange={setQuery}
        onCategoryChange={setCategory}
        onWithSessionChange={setWithSession}
        onReset={reset}
      />

      <div ref={results} className="mx-auto max-w-7xl px-4 pt-6 pb-16 sm:px-6 sm:pb-20">
        <p role="status" className="mb-5 min-h-6 text-sm font-medium text-slate-600">
          {loading && t('courses_page.loading')}
          {list.isSuccess && t('courses_page.results', { count: courses.length })}
        </p>
        {loading && (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <CourseCardSkeleton key={index} />
            ))}
          </div>
        )}
        {list.isError && !loading && <CoursesLoadError onRetry={() => void list.refetch()} />}
        {list.isSuccess && courses.length === 0 && <NoCourseFound onReset={reset} />}
        {/* Keyed by the filters: a new search or category starts again from the first cards. */}
        {list.isSuccess && courses.length > 0 && <CourseGrid key={filtersKey} courses={courses} />}
      </div>
    </>
  );
}

/** The matching courses, a step of cards at a time. */
function CourseGrid({ courses }: { courses: CourseSummary[] }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(CARDS_PER_STEP);
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {courses.slice(0, shown).map((course, index) => (
          <li key={course._id}>
            {/* The first picture is the phone's whole first screen: it alone goes first (the server preloads it too). */}
            <CourseCard course={course} headingLevel={2} aboveTheFold={index === 0} />
          </li>
        ))}
      </ul>
      {courses.length > shown && (
        <div className="mt-10 flex flex-col items-center gap-3">
          <p className="text-sm text-slate-600">{t('courses_page.shown', { shown, total: courses.length })}</p>
          <button type="button" onClick={() => setShown((count) => count + CARDS_PER_STEP)} className={secondaryButton}>
            {t('courses_page.show_more')}
          </button>
        </div>
      )}
    </>
  );
}
