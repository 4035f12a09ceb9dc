/** What the signed-in staff member may see in the admin: the screens of their role (shared/domain/roles.ts). */
import { mayUse, ROLE_HOME, type StaffArea } from '../domain/roles.ts';
import { useAdminSession } from '../auth/AdminSession.tsx';

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
