/**
 * The admin area (SPEC §2 Admin), mounted at /admin by the site and by the desktop app. Routes
 * are relative to that mount point; the screens never ask which one they run in. The admin shows
 * its own language, not the site's, while it is mounted (useAdminLanguage).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { matchRoutes, Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { useAdminSession } from '../platform/AdminSession.tsx';
import { preloadableLazy } from '../ui/preloadable-lazy.ts';
import { AdminGuard } from './layout/AdminGuard.tsx';
import { AdminLayout } from './layout/AdminLayout.tsx';
import { AdminNotFoundPage } from './layout/AdminNotFoundPage.tsx';
import { useAdminLanguage } from './layout/useAdminLanguage.ts';
import { createAdminQueryClient } from './query-client.ts';

const CourseFormPage = preloadableLazy(() => import('./courses/CourseFormPage.tsx'));

/** The admin's screens, by path relative to its mount point. */
const SCREENS = [
  { path: 'overview', Screen: preloadableLazy(() => import('./overview/OverviewPage.tsx')) },
  { path: 'courses', Screen: preloadableLazy(() => import('./courses/CoursesListPage.tsx')) },
  { path: 'courses/add', Screen: CourseFormPage },
  { path: 'courses/edit/:id', Screen: CourseFormPage },
  { path: 'instructors', Screen: preloadableLazy(() => import('./instructors/InstructorsAdminPage.tsx')) },
  { path: 'leads', Screen: preloadableLazy(() => import('./leads/LeadsPage.tsx')) },
  { path: 'candidatures', Screen: preloadableLazy(() => import('./candidatures/CandidaturesPage.tsx')) },
  { path: 'company-leads', Screen: preloadableLazy(() => import('./company-leads/CompanyLeadsPage.tsx')) },
  { path: 'messages', Screen: preloadableLazy(() => import('./contact-messages/ContactMessagesPage.tsx')) },
  { path: 'settings', Screen: preloadableLazy(() => import('./settings/CentreSettingsPage.tsx')) },
  { path: 'audit', Screen: preloadableLazy(() => import('./audit/AuditPage.tsx')) },
];

/**
 * Loads the code of the screen at `path` (relative to the admin's mount point), so that the first
 * screen loads alongside the admin's texts instead of after them. Never rejects: a failed load is
 * shown by the screen itself when it renders.
 */
export async function preloadAdminScreen(path: string): Promise<void> {
  const match = matchRoutes(SCREENS, `/${path}`)?.[0]?.route;
  await match?.Screen.preload().catch(() => undefined);
}

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
            {SCREENS.map(({ path, Screen }) => (
              <Route key={path} path={path} element={<Screen />} />
            ))}
            {/* Unknown addresses say so: a redirect from here would resolve against the unknown path itself. */}
            <Route path="*" element={<AdminNotFoundPage />} />
          </Route>
        </Route>
      </Routes>
    </QueryClientProvider>
  );
}
