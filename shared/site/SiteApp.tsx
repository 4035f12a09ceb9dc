/** The public site's root: providers, then the routes of SPEC §2 (Public). */
import { type ComponentType, lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { loadTranslations } from '../i18n/i18n.ts';
import { AdminSessionProvider } from '../platform/AdminSession.tsx';
import { PlatformProvider } from '../platform/PlatformContext.tsx';
import type { Platform } from '../platform/platform.ts';
import { DeferredToaster } from '../ui/DeferredToaster.tsx';
import { PageLoading } from './layout/PageLoading.tsx';
import { SiteLayout } from './layout/SiteLayout.tsx';
import { HomePage } from './home/HomePage.tsx';

/** A page loaded on demand, shown once its code and its texts (the site's, or all for the admin) are there. */
const page = (load: () => Promise<{ default: ComponentType }>, texts: 'site' | 'all' = 'site') =>
  lazy(async () => (await Promise.all([load(), loadTranslations(texts)]))[0]);

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
const AdminApp = page(() => import('../admin/AdminApp.tsx'), 'all');

export function SiteApp({ platform }: { platform: Platform }) {
  return (
    <PlatformProvider platform={platform}>
      <AdminSessionProvider>
        <BrowserRouter>
          <Suspense fallback={<PageLoading />}>
            <Routes>
              <Route path="admin/*" element={<AdminApp />} />
              <Route element={<SiteLayout />}>
                <Route index element={<HomePage />} />
                <Route path="courses" element={<CoursesPage />} />
                <Route path="course/:id" element={<CourseDetailPage />} />
                <Route path="entreprises" element={<CompaniesPage />} />
                <Route path="instructors" element={<InstructorsPage />} />
                <Route path="careers" element={<CareersPage />} />
                <Route path="about" element={<AboutPage />} />
                <Route path="contact" element={<ContactPage />} />
                <Route path="login" element={<LoginPage />} />
                <Route path="*" element={<NotFoundPage />} />
              </Route>
            </Routes>
          </Suspense>
        </BrowserRouter>
        <DeferredToaster />
      </AdminSessionProvider>
    </PlatformProvider>
  );
}
