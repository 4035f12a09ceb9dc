/**
 * The browser app's route table: the public site's pages under its layout, and the admin area
 * (client-rendered, its own chunk: public pages never load it). The server renders the public
 * pages with the same table (entry-server.tsx); each page names the queries it reads, so the
 * server can answer them before rendering and the browser starts with them.
 */
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { type ComponentType, Suspense } from 'react';
import { matchRoutes, Route, Routes } from 'react-router-dom';
import { SITE_PAGE_PATHS, type SitePage } from '../../shared/domain/site-routes.ts';
import { loadAdminTranslations, loadTranslations } from '../../shared/i18n/i18n.ts';
import { HomePage } from '../../shared/site/home/HomePage.tsx';
import { PageLoading } from '../../shared/site/layout/PageLoading.tsx';
import { SiteLayout } from '../../shared/site/layout/SiteLayout.tsx';
import { siteQueries } from '../../shared/api/site.ts';
import { preloadableLazy } from '../../shared/ui/preloadable-lazy.ts';

type PageModule = { default: ComponentType };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a page's queries differ in their data
type PageQuery = FetchQueryOptions<any, any, any, any>;

/**
 * A page loaded on demand, with its texts in the browser (the server renders with all of them).
 * A page preloaded before it renders shows at once, without a loading state.
 */
const page = (load: () => Promise<PageModule>) =>
  preloadableLazy(
    import.meta.env.SSR ? load : () => Promise.all([load(), loadTranslations('site')]).then(([module]) => module),
  );

interface SitePageRoute {
  page: Exclude<SitePage, 'admin'>;
  Page: ComponentType & { preload?: () => Promise<unknown> };
  /** The page's module under shared/ when it is loaded on demand: the server preloads its scripts with the page. */
  module?: string;
  /** What the page reads, besides the centre's details that every page shows. */
  queries?: (params: Record<string, string | undefined>) => PageQuery[];
}

/** Every public page (SPEC §2), by its address in shared/domain/site-routes.ts. */
export const SITE_ROUTES: SitePageRoute[] = [
  // The home page is in the first load: most visits start there.
  {
    page: 'home',
    Page: HomePage,
    queries: () => [siteQueries.courses(), siteQueries.siteContent()],
  },
  {
    page: 'courses',
    module: 'site/courses/CoursesPage.tsx',
    Page: page(() => import('../../shared/site/courses/CoursesPage.tsx')),
    queries: () => [siteQueries.courses()],
  },
  {
    page: 'course',
    module: 'site/course/CourseDetailPage.tsx',
    Page: page(() => import('../../shared/site/course/CourseDetailPage.tsx')),
    queries: ({ id = '' }) => [siteQueries.course(id)],
  },
  {
    page: 'companies',
    module: 'site/companies/CompaniesPage.tsx',
    Page: page(() => import('../../shared/site/companies/CompaniesPage.tsx')),
    queries: () => [siteQueries.siteContent()],
  },
  {
    page: 'instructors',
    module: 'site/instructors/InstructorsPage.tsx',
    Page: page(() => import('../../shared/site/instructors/InstructorsPage.tsx')),
    queries: () => [siteQueries.instructors()],
  },
  {
    page: 'careers',
    module: 'site/careers/CareersPage.tsx',
    Page: page(() => import('../../shared/site/careers/CareersPage.tsx')),
    queries: () => [siteQueries.siteContent()],
  },
  {
    page: 'about',
    module: 'site/about/AboutPage.tsx',
    Page: page(() => import('../../shared/site/about/AboutPage.tsx')),
    queries: () => [siteQueries.siteContent()],
  },
  {
    page: 'contact',
    module: 'site/contact/ContactPage.tsx',
    Page: page(() => import('../../shared/site/contact/ContactPage.tsx')),
  },
  {
    page: 'privacy',
    module: 'site/privacy/PrivacyPage.tsx',
    Page: page(() => import('../../shared/site/privacy/PrivacyPage.tsx')),
    queries: () => [siteQueries.privacyNotice()],
  },
  {
    page: 'login',
    module: 'site/login/LoginPage.tsx',
    Page: page(() => import('../../shared/site/login/LoginPage.tsx')),
  },
];

const NotFoundPage = page(() => import('../../shared/site/NotFoundPage.tsx'));
const AdminApp = preloadableLazy(() =>
  Promise.all([import('../../shared/admin/AdminApp.tsx'), loadAdminTranslations()]).then(([module]) => module),
);

/** The routes under the site's layout, relative to it; anything else is not found. */
const LAYOUT_ROUTES = [
  ...SITE_ROUTES.map((route) => ({ ...route, path: SITE_PAGE_PATHS[route.page] })),
  { page: 'not-found' as const, path: '*', module: 'site/NotFoundPage.tsx', Page: NotFoundPage, queries: undefined },
];

/** The site page at `pathname` (the not-found page for an unknown one) and its parameters; undefined for the admin. */
export function matchSitePage(pathname: string) {
  if (matchRoutes([{ path: SITE_PAGE_PATHS.admin }], pathname)) return undefined;
  const match = matchRoutes(LAYOUT_ROUTES, pathname)?.[0];
  if (!match) return undefined;
  return { route: match.route, params: match.params };
}

/** Answers the queries the page at `pathname` reads (the centre's details included) into `client`. */
export async function prefetchPage(client: QueryClient, pathname: string): Promise<void> {
  const match = matchSitePage(pathname);
  const queries = [siteQueries.centreSettings(), ...(match?.route.queries?.(match.params) ?? [])];
  await Promise.all(queries.map((query) => client.prefetchQuery(query)));
}

/**
 * Loads the code (and, in the browser, the texts) of the page at `pathname`, so that its first
 * render, or hydration, does not wait: for the admin, its code (its lists; the form screens come
 * later, lazy-screens.ts) and its own texts.
 */
export async function preloadPage(pathname: string): Promise<void> {
  if (matchRoutes([{ path: SITE_PAGE_PATHS.admin }], pathname)) {
    await AdminApp.preload();
    return;
  }
  await matchSitePage(pathname)?.route.Page.preload?.();
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path="admin/*" element={<AdminApp />} />
        <Route element={<SiteLayout />}>
          {LAYOUT_ROUTES.map(({ page, path, Page }) =>
            page === 'home' ? (
              <Route key={page} index element={<Page />} />
            ) : (
              <Route key={page} path={path.replace(/^\//, '')} element={<Page />} />
            ),
          )}
        </Route>
      </Routes>
    </Suspense>
  );
}
