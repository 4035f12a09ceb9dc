/** The public site's root: providers, then the routes of SPEC §2 (Public). */
import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AdminSessionProvider } from '../platform/AdminSession.tsx';
import { PlatformProvider } from '../platform/PlatformContext.tsx';
import type { Platform } from '../platform/platform.ts';
import { AppToaster } from '../ui/AppToaster.tsx';
import { PageLoading } from './layout/PageLoading.tsx';
import { SiteLayout } from './layout/SiteLayout.tsx';
import { HomePage } from './home/HomePage.tsx';

// Every page but the home page loads on demand, keeping the first visit light.
const CoursesPage = lazy(() => import('./courses/CoursesPage.tsx'));
const CourseDetailPage = lazy(() => import('./course/CourseDetailPage.tsx'));
const CompaniesPage = lazy(() => import('./companies/CompaniesPage.tsx'));
const InstructorsPage = lazy(() => import('./instructors/InstructorsPage.tsx'));
const CareersPage = lazy(() => import('./careers/CareersPage.tsx'));
const AboutPage = lazy(() => import('./about/AboutPage.tsx'));
const ContactPage = lazy(() => import('./contact/ContactPage.tsx'));
const LoginPage = lazy(() => import('./login/LoginPage.tsx'));
const NotFoundPage = lazy(() => import('./NotFoundPage.tsx'));
// The admin area is its own chunk: public pages never load it.
const AdminApp = lazy(() => import('../admin/AdminApp.tsx'));

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
        <AppToaster />
      </AdminSessionProvider>
    </PlatformProvider>
  );
}
