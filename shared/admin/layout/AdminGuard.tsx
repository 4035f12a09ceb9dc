import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAdminSession } from '../../auth/AdminSession.tsx';
import { ForcedPasswordChangePage } from '../lazy-screens.ts';

/**
 * SPEC §4: nothing until the stored session has been read; then the admin, or /login. A session
 * signed in with a provisional password sees only the change of it (the server refuses the rest).
 */
export function AdminGuard() {
  const { session, ready } = useAdminSession();
  const location = useLocation();
  if (!ready) return null;
  if (!session) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (session.passwordChangeRequired) {
    return (
      <Suspense fallback={null}>
        <ForcedPasswordChangePage />
      </Suspense>
    );
  }
  return <Outlet />;
}
