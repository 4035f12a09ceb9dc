/** /login: the administrator's sign-in (SPEC §2, §4, §8). Success stores the session and opens /admin. */
import { LayoutDashboard, LockKeyhole } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AdminLoginForm } from '../../auth/AdminLoginForm.tsx';
import { useAdminSession } from '../../auth/AdminSession.tsx';
import { primaryButton } from '../../ui/buttons.ts';
import { CardHeader, TopGlow } from '../../ui/CardHeader.tsx';
import { FILL_MAIN_HEIGHT } from '../layout/SiteLayout.tsx';
import { usePageMeta } from '../../ui/page-meta.tsx';
import { ForwardLink } from '../components/ForwardLink.tsx';

export default function LoginPage() {
  const { t } = useTranslation();
  usePageMeta({ title: t('login_page.meta.title'), description: t('login_page.meta.description'), noindex: true });
  // The stored session is read in the browser: until then (and in the server's HTML) the page
  // shows the form, the common case, rather than a spinner.
  const { session, ready } = useAdminSession();

  return (
    <div
      className={`${FILL_MAIN_HEIGHT} relative isolate flex items-center justify-center overflow-hidden bg-slate-50 px-4 py-16 sm:px-6`}
    >
      <TopGlow height="h-64" />
      <div className="w-full max-w-md">
        {ready && session ? <AlreadySignedIn name={session.name} /> : <LoginForm />}
      </div>
    </div>
  );
}

function LoginForm() {
  const { t } = useTranslation();
  return (
    <div className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-10">
      <CardHeader
        title={t('login_page.title')}
        lead={t('login_page.lead')}
        icon={<LockKeyhole aria-hidden="true" className="size-7" />}
      />
      <AdminLoginForm />
      <p className="mt-6 text-center text-sm text-slate-600">
        <Link to="/" className="font-medium text-brand-700 hover:underline">
          {t('login_page.back_home')}
        </Link>
      </p>
    </div>
  );
}

function AlreadySignedIn({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-10">
      <CardHeader
        title={t('login_page.signed_in.title')}
        lead={t('login_page.signed_in.lead', { name })}
        icon={<LayoutDashboard aria-hidden="true" className="size-7" />}
      />
      <ForwardLink to="/admin" className={`${primaryButton} w-full py-3`}>
        {t('login_page.signed_in.dashboard')}
      </ForwardLink>
    </div>
  );
}
