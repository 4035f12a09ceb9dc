import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAdminSession } from '../../platform/AdminSession.tsx';

/** SPEC §4: nothing until the stored session has been read; then the admin, or /login. */
export function AdminGuard() {
  const { session, ready } = useAdminSession();
  const location = useLocation();
  if (!ready) return null;
  if (!session) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
