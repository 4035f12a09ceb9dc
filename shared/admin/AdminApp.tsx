/**
 * The admin area (SPEC §2 Admin), mounted at /admin by the site and by the desktop app. Routes
 * are relative to that mount point; the screens never ask which one they run in. The admin shows
 * its own language, not the site's, while it is mounted (useAdminLanguage).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { matchRoutes, Navigate, Route, Routes } from 'react-router-dom';
import type { StaffArea } from '../domain/roles.ts';
import { preloadableLazy } from '../ui/preloadable-lazy.ts';
import { AdminGuard } from './layout/AdminGuard.tsx';
import { AdminLayout } from './layout/AdminLayout.tsx';
import { AdminNotFoundPage } from './layout/AdminNotFoundPage.tsx';
import { useAdminLanguage } from './layout/useAdminLanguage.ts';
import { useSessionRejection } from './layout/useSessionRejection.ts';
import { createAdminQueryClient } from './query-client.ts';
import { useStaffAccess } from './staff-access.ts';

const CourseFormPage = preloadableLazy(() => import('./courses/CourseFormPage.tsx'));

/** The admin's screens, by path relative to its mount point, and the area a role needs for each. */
const SCREENS: { path: string; area: StaffArea; Screen: ReturnType<typeof preloadableLazy> }[] = [
  { path: 'overview', area: 'overview', Screen: preloadableLazy(() => import('./overview/OverviewPage.tsx')) },
  { path: 'courses', area: 'courses', Screen: preloadableLazy(() => import('./courses/CoursesListPage.tsx')) },
  { path: 'courses/add', area: 'courses', Screen: CourseFormPage },
  { path: 'courses/edit/:id', area: 'courses', Screen: CourseFormPage },
  { path: 'sessions', area: 'sessions', Screen: preloadableLazy(() => import('./sessions/SessionsPage.tsx')) },
  { path: 'instructors', area: 'instructors', Screen: preloadableLazy(() => import('./instructors/InstructorsAdminPage.tsx')) },
  { path: 'leads', area: 'leads', Screen: preloadableLazy(() => import('./leads/LeadsPage.tsx')) },
  { path: 'candidatures', area: 'candidatures', Screen: preloadableLazy(() => import('./candidatures/CandidaturesPage.tsx')) },
  { path: 'company-leads', area: 'company-leads', Screen: preloadableLazy(() => import('./company-leads/CompanyLeadsPage.tsx')) },
  { path: 'messages', area: 'contact-messages', Screen: preloadableLazy(() => import('./contact-messages/ContactMessagesPage.tsx')) },
  { path: 'settings', area: 'settings', Screen: preloadableLazy(() => import('./settings/CentreSettingsPage.tsx')) },
  { path: 'staff', area: 'staff', Screen: preloadableLazy(() => import('./staff/StaffPage.tsx')) },
  { path: 'audit', area: 'audit', Screen: preloadableLazy(() => import('./audit/AuditPage.tsx')) },
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
  const rejectSession = useSessionRejection();
  const [queryClient] = useState(() => createAdminQueryClient(rejectSession));
  const { may, home } = useStaffAccess();

  if (!languageReady) return null;
  return (
    <QueryClientProvider client={queryClient}>
      <Routes>
        <Route element={<AdminGuard />}>
          <Route element={<AdminLayout />}>
            {/* Relative to the admin's mount: the index route adds no segment of its own. */}
            <Route index element={<Navigate to={home} replace />} />
            {/* A screen the role may not use leads to the role's own ("..": the admin's mount, from any screen). */}
            {SCREENS.map(({ path, area, Screen }) => (
              <Route key={path} path={path} element={may(area) ? <Screen /> : <Navigate to={`../${home}`} replace />} />
            ))}
            {/* Unknown addresses say so: a redirect from here would resolve against the unknown path itself. */}
            <Route path="*" element={<AdminNotFoundPage />} />
          </Route>
        </Route>
      </Routes>
    </QueryClientProvider>
  );
}
