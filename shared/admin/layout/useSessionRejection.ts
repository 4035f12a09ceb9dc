import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAdminSession } from '../../platform/AdminSession.tsx';

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
