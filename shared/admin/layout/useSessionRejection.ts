import { useCallback, useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAdminSession } from '../../auth/AdminSession.tsx';

/**
 * What the admin does when the server refuses its session (401: expired, logged out elsewhere,
 * deactivated, or its password changed): it says so, signs out and shows the login.
 */
export function useSessionRejection(): () => void {
  const { t } = useTranslation();
  const { signOut } = useAdminSession();
  const navigate = useNavigate();
  return useCallback(() => {
    const message = t('admin.session_expired');
    // The id: several requests refused at once say it once.
    toast.error(message, { id: message });
    void signOut().then(() => navigate('/login'));
  }, [t, signOut, navigate]);
}

/**
 * What the admin does when the server answers 403 password_change_required (the password the
 * session was opened with is provisional): the session is marked, and the guard shows the change
 * of password instead of the screens.
 */
export function usePasswordChangeDemand(): () => void {
  const { session, signIn } = useAdminSession();
  // The query client is made once: it calls the latest session through this.
  const latest = useRef(session);
  useEffect(() => {
    latest.current = session;
  }, [session]);
  return useCallback(() => {
    const current = latest.current;
    if (current && !current.passwordChangeRequired) void signIn({ ...current, passwordChangeRequired: true });
  }, [signIn]);
}
