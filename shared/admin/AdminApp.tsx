/**
 * The admin area (SPEC §2 Admin), mounted at /admin by the site and by the desktop app. Routes
 * are relative to that mount point; the screens never ask which one they run in. The admin shows
 * its own language, not the site's, while it is mounted (useAdminLanguage).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { useAdminSession } from '../platform/AdminSession.tsx';
import { AdminGuard } from './layout/AdminGuard.tsx';
import { AdminLayout } from './layout/AdminLayout.tsx';
import { AdminNotFoundPage } from './layout/AdminNotFoundPage.tsx';
import { useAdminLanguage } from './layout/useAdminLanguage.ts';
import { createAdminQueryClient } from './query-client.ts';

const OverviewPage = lazy(() => import('./overview/OverviewPage.tsx'));
const CoursesListPage = lazy(() => import('./courses/CoursesListPage.tsx'));
const CourseFormPage = lazy(() => import('./courses/CourseFormPage.tsx'));
const InstructorsAdminPage = lazy(() => import('./instructors/InstructorsAdminPage.tsx'));
const LeadsPage = lazy(() => import('./leads/LeadsPage.tsx'));
const CandidaturesPage = lazy(() => import('./candidatures/CandidaturesPage.tsx'));
const CompanyLeadsPage = lazy(() => import('./company-leads/CompanyLeadsPage.tsx'));
const ContactMessagesPage = lazy(() => import('./contact-messages/ContactMessagesPage.tsx'));
const CentreSettingsPage = lazy(() => import('./settings/CentreSettingsPage.tsx'));

export default function AdminApp() {
  const languageReady = useAdminLanguage();
  const { t } = useTranslation();
  const { signOut } = useAdminSession();
  const navigate = useNavigate();
  const [queryClient] = useState(() =>
    createAdminQueryClient(() => {
      const message = t('admin.session_expired');
      toast.error(message, { id: message });
      void signOut().then(() => navigate('/login'));
    }),
  );

  if (!languageReady) return null;
  return (
    <QueryClientProvider client={queryClient}>
      <Routes>
        <Route element={<AdminGuard />}>
          <Route element={<AdminLayout />}>
            {/* Relative to the admin's mount: the index route adds no segment of its own. */}
            <Route index element={<Navigate to="courses" replace />} />
            <Route path="overview" element={<OverviewPage />} />
            <Route path="courses" element={<CoursesListPage />} />
            <Route path="courses/add" element={<CourseFormPage />} />
            <Route path="courses/edit/:id" element={<CourseFormPage />} />
            <Route path="instructors" element={<InstructorsAdminPage />} />
            <Route path="leads" element={<LeadsPage />} />
            <Route path="candidatures" element={<CandidaturesPage />} />
            <Route path="company-leads" element={<CompanyLeadsPage />} />
            <Route path="messages" element={<ContactMessagesPage />} />
            <Route path="settings" element={<CentreSettingsPage />} />
            {/* Unknown addresses say so: a redirect from here would resolve against the unknown path itself. */}
            <Route path="*" element={<AdminNotFoundPage />} />
          </Route>
        </Route>
      </Routes>
    </QueryClientProvider>
  );
}
