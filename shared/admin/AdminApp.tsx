/**
 * The admin area (SPEC §2 Admin), mounted at /admin by the site and by the desktop app. Routes
 * are relative to that mount point; the screens never ask which one they run in.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { useAdminSession } from '../platform/AdminSession.tsx';
import { AdminGuard } from './layout/AdminGuard.tsx';
import { AdminLayout } from './layout/AdminLayout.tsx';
import { createAdminQueryClient } from './query-client.ts';

const CoursesListPage = lazy(() => import('./courses/CoursesListPage.tsx'));
const CourseFormPage = lazy(() => import('./courses/CourseFormPage.tsx'));
const InstructorsAdminPage = lazy(() => import('./instructors/InstructorsAdminPage.tsx'));
const LeadsPage = lazy(() => import('./leads/LeadsPage.tsx'));
const CandidaturesPage = lazy(() => import('./candidatures/CandidaturesPage.tsx'));
const CompanyLeadsPage = lazy(() => import('./company-leads/CompanyLeadsPage.tsx'));

export default function AdminApp() {
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

  return (
    <QueryClientProvider client={queryClient}>
      <Routes>
        <Route element={<AdminGuard />}>
          <Route element={<AdminLayout />}>
            <Route index element={<Navigate to="courses" replace />} />
            <Route path="courses" element={<CoursesListPage />} />
            <Route path="courses/add" element={<CourseFormPage />} />
            <Route path="courses/edit/:id" element={<CourseFormPage />} />
            <Route path="instructors" element={<InstructorsAdminPage />} />
            <Route path="leads" element={<LeadsPage />} />
            <Route path="candidatures" element={<CandidaturesPage />} />
            <Route path="company-leads" element={<CompanyLeadsPage />} />
            <Route path="*" element={<Navigate to="courses" replace />} />
          </Route>
        </Route>
      </Routes>
    </QueryClientProvider>
  );
}
