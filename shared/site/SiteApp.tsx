/** The public site's root: providers, then the routes of SPEC §2 (Public). */
import { type ComponentType, Suspense, useEffect } from 'react';
import { BrowserRouter, matchPath, matchRoutes, Route, Routes } from 'react-router-dom';
import { SITE_PAGE_PATHS, type SitePage } from '../domain/site-routes.ts';
import { loadAdminTranslations, loadTranslations } from '../i18n/i18n.ts';
import { AdminSessionProvider } from '../platform/AdminSession.tsx';
import { PlatformProvider } from '../platform/PlatformContext.tsx';
import type { Platform } from '../platform/platform.ts';
import { DeferredToaster } from '../ui/DeferredToaster.tsx';
import { preloadableLazy } from '../ui/preloadable-lazy.ts';
import { prefetchFirstPageData } from './first-page-data.ts';
import { releaseAfterNextPaint } from './first-screen.ts';
import { PageLoading } from './layout/PageLoading.tsx';
import { SiteLayout } from './layout/SiteLayout.tsx';
import { HomePage } from './home/HomePage.tsx';

/** A page loaded on demand, shown once its code and its texts (the site's, or the admin's) are there. */
const page = <Module extends { default: ComponentType }>(load: () => Promise<Module>, loadTexts = () => loadTranslations('site')) =>
  preloadableLazy(() => Promise.all([load(), loadTexts()]).then(([module]) => module));

// Every page but the home page loads on demand, keeping the first visit light.
const CoursesPage = page(() => import('./courses/CoursesPage.tsx'));
const CourseDetailPage = page(() => import('./course/CourseDetailPage.tsx'));
const CompaniesPage = page(() => import('./companies/CompaniesPage.tsx'));
const InstructorsPage = page(() => import('./instructors/InstructorsPage.tsx'));
const CareersPage = page(() => import('./careers/CareersPage.tsx'));
const AboutPage = page(() => import('./about/AboutPage.tsx'));
const ContactPage = page(() => import('./contact/ContactPage.tsx'));
const LoginPage = page(() => import('./login/LoginPage.tsx'));
const NotFoundPage = page(() => import('./NotFoundPage.tsx'));
// The admin area is its own chunk: public pages never load it.
const loadAdminApp = () => import('../admin/AdminApp.tsx');
const AdminApp = page(loadAdminApp, loadAdminTranslations);

/** Each page of the site's shared list (the server answers 404 for any other address), the home page and the admin aside. */
const PAGES: Record<Exclude<SitePage, 'home' | 'admin'>, ReturnType<typeof page>> = {
  courses: CoursesPage,
  course: CourseDetailPage,
  companies: CompaniesPage,
  instructors: InstructorsPage,
  careers: CareersPage,
  about: AboutPage,
  contact: ContactPage,
  login: LoginPage,
};

/** Paths relative to the layout route: the list's paths without their leading slash. */
const relative = (path: string) => path.replace(/^\//, '');

/** The site's pages under its layout (SPEC §2, Public), the home page aside; anything else is not found. */
const SITE_PAGES = [
  ...(Object.keys(PAGES) as (keyof typeof PAGES)[]).map((name) => ({ path: relative(SITE_PAGE_PATHS[name]), Page: PAGES[name] })),
  { path: '*', Page: NotFoundPage },
];

/** Loads the code, texts and catalogue data of the page at `pathname` (the first page, before the app renders). */
export async function preloadPage(pathname: string): Promise<void> {
  await Promise.all([preloadPageCode(pathname), prefetchFirstPageData(pathname)]);
}

async function preloadPageCode(pathname: string): Promise<void> {
  if (pathname === '/') return;
  const admin = matchPath(SITE_PAGE_PATHS.admin, pathname);
  if (admin) {
    // The admin's screen too, as soon as the admin's code is there: the first screen then renders
    // at once with the admin, and its data requests leave with that first render.
    const screenPath = admin.params['*'] ?? '';
    await Promise.all([AdminApp.preload(), loadAdminApp().then(({ preloadAdminScreen }) => preloadAdminScreen(screenPath))]);
    return;
  }
  const match = matchRoutes(SITE_PAGES, pathname)?.[0]?.route;
  await match?.Page.preload();
}

export function SiteApp({ platform }: { platform: Platform }) {
  useEffect(releaseAfterNextPaint, []);
  return (
    <PlatformProvider platform={platform}>
      <AdminSessionProvider>
        <BrowserRouter>
          <Suspense fallback={<PageLoading />}>
            <Routes>
              <Route path={relative(SITE_PAGE_PATHS.admin)} element={<AdminApp />} />
              <Route element={<SiteLayout />}>
                <Route index element={<HomePage />} />
                {SITE_PAGES.map(({ path, Page }) => (
                  <Route key={path} path={path} element={<Page />} />
                ))}
              </Route>
            </Routes>
          </Suspense>
        </BrowserRouter>
        <DeferredToaster />
      </AdminSessionProvider>
    </PlatformProvider>
  );
}
