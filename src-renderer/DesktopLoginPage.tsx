/** The desktop app's sign-in (SPEC §4, §8): success keeps the session through main and opens /admin. */
import { LockKeyhole, Server } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { AdminLoginForm } from '../shared/auth/AdminLoginForm.tsx';
import { useAdminSession } from '../shared/auth/AdminSession.tsx';
import { DesktopScreen } from './DesktopScreen.tsx';
import { SERVER_ROUTE, useServerAddress } from './server-address.tsx';

export function DesktopLoginPage() {
  const { t } = useTranslation();
  const { origin } = useServerAddress();
  const { session, ready } = useAdminSession();

  if (ready && session) return <Navigate to="/admin" replace />;

  return (
    <DesktopScreen
      title={t('desktop.login.title')}
      lead={t('desktop.login.lead')}
      icon={<LockKeyhole aria-hidden="true" className="size-7" />}
    >
      <AdminLoginForm />
      <div className="mt-6 flex flex-wrap items-center justify-center gap-x-3 gap-y-1 border-t border-slate-200 pt-4 text-sm text-slate-600">
        <span className="inline-flex items-center gap-1.5">
          <Server aria-hidden="true" className="size-4" />
          <span dir="auto">{t('desktop.login.server', { origin })}</span>
        </span>
        <Link to={SERVER_ROUTE} className="font-medium text-brand-700 hover:underline">
          {t('desktop.login.change_server')}
        </Link>
      </div>
    </DesktopScreen>
  );
}
