/** What the signed-in staff member may see in the admin: the screens of their role (shared/domain/roles.ts). */
import { mayUse, type StaffArea, type StaffRole } from '../domain/roles.ts';
import { useAdminSession } from '../platform/AdminSession.tsx';

/** The screen each role lands on, under the admin's mount point: the course list, or its own inbox. */
export const ROLE_HOME: Record<StaffRole, string> = {
  admin: 'courses',
  editor: 'courses',
  sales: 'leads',
  recruiter: 'candidatures',
};

/** The signed-in staff member's role, and whether it may use an area; nothing without a session. */
export function useStaffAccess() {
  const { session } = useAdminSession();
  const role = session?.role;
  return {
    role,
    home: role ? ROLE_HOME[role] : 'courses',
    may: (area: StaffArea) => (role ? mayUse(role, area) : false),
  };
}
