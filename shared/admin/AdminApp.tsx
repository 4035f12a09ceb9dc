/**
 * The admin area (SPEC §2 Admin), mounted at /admin by the site and by the desktop app. Routes
 * are relative to that mount point; the screens never ask which one they run in. The admin shows
 * its own language, not the site's, while it is mounted (useAdminLanguage). Its lists are in its
 * own code, loaded once: staff move between them all day, and one file arrives sooner than a dozen.
 * The screens built around a form come after the first screen (lazy-screens.ts).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, useEffect, useState } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { mayUse, type StaffArea } from '../domain/roles.ts';
import CandidaturesPage from './candidatures/CandidaturesPage.tsx';
import CompanyLeadsPage from './company-leads/CompanyLeadsPage.tsx';
import ContactMessagesPage from './contact-messages/ContactMessagesPage.tsx';
import CoursesListPage from './courses/CoursesListPage.tsx';
import { useFirstScreenReady } from './first-screen.ts';
import { AdminGuard } from './layout/AdminGuard.tsx';
import { AdminLayout } from './layout/AdminLayout.tsx';
import { AdminNotFoundPage } from './layout/AdminNotFoundPage.tsx';
import { useAdminLanguage } from './layout/useAdminLanguage.ts';
import { usePasswordChangeDemand, useSessionRejection } from './layout/useSessionRejection.ts';
import {
  AuditPage,
  CentreSettingsPage,
  CourseFormPage,
  InstructorsAdminPage,
  InvitationPage,
  PeoplePage,
  preloadLazyScreens,
  SiteContentPage,
  StaffPage,
} from './lazy-screens.ts';
import LeadsPage from './leads/LeadsPage.tsx';
import OverviewPage from './overview/OverviewPage.tsx';
import { createAdminQueryClient } from './query-client.ts';
import SessionsPage from './sessions/SessionsPage.tsx';
import { useStaffAccess } from './staff-access.ts';

/** The admin's screens, by path relative to its mount point, and the area a role needs for each. */
const SCREENS: { path: string; area: StaffArea; Screen: ComponentType }[] = [
  { path: 'overview', area: 'overview', Screen: OverviewPage },
  { path: 'courses', area: 'courses', Screen: CoursesListPage },
  { path: 'courses/add', area: 'courses', Screen: CourseFormPage },
  { path: 'courses/edit/:id', area: 'courses', Screen: CourseFormPage },
  { path: 'sessions', area: 'sessions', Screen: SessionsPage },
  { path: 'instructors', area: 'instructors', Screen: InstructorsAdminPage },
  { path: 'leads', area: 'leads', Screen: LeadsPage },
  { path: 'candidatures', area: 'candidatures', Screen: CandidaturesPage },
  { path: 'company-leads', area: 'company-leads', Screen: CompanyLeadsPage },
  { path: 'messages', area: 'contact-messages', Screen: ContactMessagesPage },
  { path: 'settings', area: 'settings', Screen: CentreSettingsPage },
  { path: 'content', area: 'content', Screen: SiteContentPage },
  { path: 'staff', area: 'staff', Screen: StaffPage },
  { path: 'audit', area: 'audit', Screen: AuditPage },
  { path: 'people', area: 'people', Screen: PeoplePage },
];

export default function AdminApp() {
  const languageReady = useAdminLanguage();
  const rejectSession = useSessionRejection();
  const demandPasswordChange = usePasswordChangeDemand();
  const [queryClient] = useState(() => createAdminQueryClient(rejectSession, demandPasswordChange));
  const firstScreenReady = useFirstScreenReady(queryClient);
  const { may, home, role } = useStaffAccess();
  const shown = languageReady && firstScreenReady;
  // Once there is a session: the sign-in page has none of these to open.
  useEffect(() => (shown && role ? preloadLazyScreens((area) => mayUse(role, area)) : undefined), [shown, role]);

  if (!shown) return null;
  return (
    <QueryClientProvider client={queryClient}>
      <Routes>
        {/* The invited colleague has no session yet: outside the guard. */}
        <Route path="invitation/:token" element={<InvitationPage />} />
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
