/**
 * The admin's screens and dialogs built around a form (and the audit trail, whose vocabulary
 * comes with its schemas), loaded on first use: they bring the schema and form libraries, which
 * the lists staff open first do not need and which take a tenth of a second to evaluate on a
 * modest machine. Once the first screen is up, preloadLazyScreens loads them in the background,
 * so they still open at once.
 */
import type { StaffArea } from '../domain/roles.ts';
import { preloadableLazy } from '../ui/preloadable-lazy.ts';

export const CourseFormPage = preloadableLazy(() => import('./courses/CourseFormPage.tsx'));
export const InstructorsAdminPage = preloadableLazy(() => import('./instructors/InstructorsAdminPage.tsx'));
export const StaffPage = preloadableLazy(() => import('./staff/StaffPage.tsx'));
export const CentreSettingsPage = preloadableLazy(() => import('./settings/CentreSettingsPage.tsx'));
export const AuditPage = preloadableLazy(() => import('./audit/AuditPage.tsx'));
export const PeoplePage = preloadableLazy(() => import('./people/PeoplePage.tsx'));
export const SiteContentPage = preloadableLazy(() => import('./content/SiteContentPage.tsx'));
export const ChangePasswordDialog = preloadableLazy(() => import('./layout/ChangePasswordDialog.tsx'));
export const SessionDialog = preloadableLazy(() => import('./sessions/SessionDialog.tsx'));
/** Shown outside the admin's layout: the invitation's page, and the change of a provisional password. */
export const InvitationPage = preloadableLazy(() => import('./onboarding/InvitationPage.tsx'));
export const ForcedPasswordChangePage = preloadableLazy(() => import('./onboarding/ForcedPasswordChangePage.tsx'));

/** Each, with the area a role needs to see it (none: every role). */
const LATER: [{ preload(): Promise<unknown> }, StaffArea | undefined][] = [
  [CourseFormPage, 'courses'],
  [InstructorsAdminPage, 'instructors'],
  [StaffPage, 'staff'],
  [CentreSettingsPage, 'settings'],
  [AuditPage, 'audit'],
  [PeoplePage, 'people'],
  [SiteContentPage, 'content'],
  [ChangePasswordDialog, undefined],
  [SessionDialog, 'courses'],
];

/** Loads those the signed-in role may open, when the browser has nothing more urgent to do. */
export function preloadLazyScreens(may: (area: StaffArea) => boolean): () => void {
  const preload = () => {
    for (const [screen, area] of LATER) if (!area || may(area)) screen.preload().catch(() => undefined);
  };
  // Not every browser has requestIdleCallback; a pause is as good.
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(preload, { timeout: 5000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(preload, 1000);
  return () => clearTimeout(id);
}
