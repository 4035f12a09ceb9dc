import { useQuery } from '@tanstack/react-query';
import {
  ArrowLeft,
  BookOpen,
  Briefcase,
  Building2,
  CalendarDays,
  Inbox,
  KeyRound,
  LayoutDashboard,
  LogOut,
  Mail,
  Menu,
  Newspaper,
  ScrollText,
  Settings,
  UserCog,
  UserSearch,
  Users,
  X,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { CENTRE_IDENTITY_KEY, fetchCentreIdentity } from '../../api/settings.ts';
import { CURRENT_STAFF_KEY, fetchCurrentStaff, logout as endSession } from '../../api/users.ts';
import { brandVariables, centreName, centreShortName } from '../../domain/identity.ts';
import { toLanguage } from '../../i18n/languages.ts';
import { useAdminSession } from '../../auth/AdminSession.tsx';
import type { RequestKind } from '../../domain/pipeline.ts';
import type { StaffArea } from '../../domain/roles.ts';
import { LazyPart } from '../../ui/LazyPart.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { ChangePasswordDialog } from '../lazy-screens.ts';
import { LiveUpdates } from '../live/LiveUpdates.tsx';
import { NotificationsOptIn } from '../live/NotificationsOptIn.tsx';
import { newCount, useInboxSummary } from '../live/useInboxSummary.ts';
import { useStaffAccess } from '../staff-access.ts';
import { AdminLanguageSelector } from './AdminLanguageSelector.tsx';

/**
 * The sidebar's entries, each shown to the roles that may use its area; an inbox of the pipeline
 * (`kind`) shows how many of its requests are new.
 */
const LINKS: readonly { to: string; key: ParseKeys; icon: typeof BookOpen; area: StaffArea; kind?: RequestKind }[] = [
  { to: '/admin/overview', key: 'admin_overview.nav', icon: LayoutDashboard, area: 'overview' },
  { to: '/admin/courses', key: 'admin.nav.courses', icon: BookOpen, area: 'courses' },
  { to: '/admin/sessions', key: 'admin_sessions.nav', icon: CalendarDays, area: 'sessions' },
  { to: '/admin/instructors', key: 'admin.nav.instructors', icon: Users, area: 'instructors' },
  {
    to: '/admin/company-leads',
    key: 'admin.nav.company_leads',
    icon: Building2,
    area: 'company-leads',
    kind: 'company-lead',
  },
  {
    to: '/admin/candidatures',
    key: 'admin.nav.candidatures',
    icon: Briefcase,
    area: 'candidatures',
    kind: 'candidature',
  },
  { to: '/admin/leads', key: 'admin.nav.leads', icon: Inbox, area: 'leads', kind: 'lead' },
  { to: '/admin/messages', key: 'admin_contact_messages.nav', icon: Mail, area: 'contact-messages' },
  { to: '/admin/settings', key: 'admin.nav.settings', icon: Settings, area: 'settings' },
  { to: '/admin/content', key: 'admin_content.nav', icon: Newspaper, area: 'content' },
  { to: '/admin/staff', key: 'admin_staff.nav', icon: UserCog, area: 'staff' },
  { to: '/admin/audit', key: 'admin_audit.nav', icon: ScrollText, area: 'audit' },
  { to: '/admin/people', key: 'admin_people.nav', icon: UserSearch, area: 'people' },
];

/**
 * Keeps the stored session's name and role as the server has them now: an admin may have changed
 * them since sign-in (read again after any 403, see query-client.ts).
 */
function useCurrentStaff() {
  const { session, signIn } = useAdminSession();
  const { data } = useQuery({ queryKey: CURRENT_STAFF_KEY, queryFn: ({ signal }) => fetchCurrentStaff(signal) });
  useEffect(() => {
    if (!session || !data || data._id !== session._id) return;
    if (data.role !== session.role || data.name !== session.name)
      void signIn({ ...session, name: data.name, role: data.role });
  }, [data, session, signIn]);
}

/**
 * The centre's identity in the admin's frame: its name and logo, read from its public details, and
 * its colours on the document (the desktop app has no server page to carry them), kept as staff
 * change them in /admin/settings.
 */
function useCentreIdentity() {
  const { data: centre } = useQuery({
    queryKey: CENTRE_IDENTITY_KEY,
    queryFn: ({ signal }) => fetchCentreIdentity(signal),
  });
  const { primaryColor, accentColor } = centre ?? {};
  useEffect(() => {
    const root = document.documentElement.style;
    const variables = Object.entries(brandVariables({ primaryColor, accentColor }));
    for (const [name, value] of variables) root.setProperty(name, value);
    return () => {
      for (const [name] of variables) root.removeProperty(name);
    };
  }, [primaryColor, accentColor]);
  return centre;
}

/** The admin frame (SPEC §2): the sidebar, back to the site, logout; the screen in the middle. */
export function AdminLayout() {
  const { t, i18n } = useTranslation();
  const centre = useCentreIdentity();
  const language = toLanguage(i18n.resolvedLanguage);
  const { session, signOut } = useAdminSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menuPath, setMenuPath] = useState<string | undefined>();
  const menuOpen = menuPath === pathname;
  const [changingPassword, setChangingPassword] = useState(false);
  const { data: summary } = useInboxSummary();
  const { may } = useStaffAccess();
  useCurrentStaff();

  const logout = async () => {
    // The server ends the session, so that its token is refused from now on; signed out here
    // whatever it answers (offline, or already ended).
    await endSession().catch(() => undefined);
    await signOut();
    navigate('/login');
  };

  const sidebar = (
    <nav aria-label={t('admin.nav.label')} className="flex min-h-full flex-col gap-1 p-4">
      <p className="mb-4 flex items-center gap-3 px-3 text-lg font-bold text-white">
        {centre?.logoUrl && (
          <span className="shrink-0 rounded-md bg-white p-1">
            <img src={centre.logoUrl} alt="" className="h-7 w-auto max-w-20 object-contain" />
          </span>
        )}
        <span className="min-w-0">
          <span className="block truncate" title={centreName(centre, language)}>
            {centreShortName(centre, language)}
          </span>
          <span className="block text-sm font-medium text-slate-300">{t('admin.title')}</span>
        </span>
      </p>
      {LINKS.filter(({ area }) => may(area)).map(({ to, key, icon: Icon, kind }) => {
        const fresh = kind ? newCount(summary, kind) : 0;
        return (
          <NavLink
            key={to}
            to={to}
            // The pill is a number alone: the link's name says what it counts.
            aria-label={fresh > 0 ? t('admin_live.nav_new', { label: t(key), count: fresh }) : undefined}
            className={({ isActive }) =>
              `flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium ${isActive ? 'bg-white/15 text-white' : 'text-slate-200 hover:bg-white/10 hover:text-white'}`
            }
          >
            <Icon aria-hidden="true" className="size-5 shrink-0" />
            <span className="min-w-0 flex-1">{t(key)}</span>
            {fresh > 0 && (
              <span
                aria-hidden="true"
                className="min-w-6 shrink-0 rounded-full bg-accent-400 px-2 py-0.5 text-center text-xs font-bold text-brand-900 tabular-nums"
              >
                {fresh > 99 ? '99+' : fresh}
              </span>
            )}
          </NavLink>
        );
      })}
      <div className="mt-auto space-y-1 border-t border-white/15 pt-4">
        <Link
          to="/"
          className="flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm text-slate-200 hover:bg-white/10 hover:text-white"
        >
          <ArrowLeft aria-hidden="true" className="flip-rtl size-5" />
          {t('admin.nav.back_to_site')}
        </Link>
        <button
          type="button"
          onClick={() => void logout()}
          className="flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm text-slate-200 hover:bg-white/10 hover:text-white"
        >
          <LogOut aria-hidden="true" className="flip-rtl size-5" />
          {t('admin.nav.logout')}
        </button>
      </div>
    </nav>
  );

  return (
    <div className="min-h-screen bg-slate-50 lg:flex">
      <LiveUpdates />
      {changingPassword && (
        <LazyPart>
          <ChangePasswordDialog onClose={() => setChangingPassword(false)} />
        </LazyPart>
      )}
      {/* Sticky and one screen tall: it stays beside a long form instead of scrolling away, and
          scrolls on its own when a short window cannot show it whole. */}
      <aside className="hidden w-64 shrink-0 bg-brand-900 lg:sticky lg:top-0 lg:block lg:h-dvh lg:overflow-y-auto">
        {sidebar}
      </aside>
      {menuOpen && (
        <div className="fixed inset-0 z-40 lg:hidden">
          <button
            type="button"
            aria-label={t('nav.close_menu')}
            className="absolute inset-0 bg-slate-900/50"
            onClick={() => setMenuPath(undefined)}
          />
          <aside className="absolute inset-y-0 start-0 w-64 overflow-y-auto bg-brand-900">{sidebar}</aside>
        </div>
      )}
      <div className="min-w-0 flex-1">
        <header className="flex h-16 items-center justify-between gap-4 border-b border-slate-200 bg-white px-4 sm:px-6">
          <button
            type="button"
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
            aria-label={menuOpen ? t('nav.close_menu') : t('nav.open_menu')}
            aria-expanded={menuOpen}
            onClick={() => setMenuPath(menuOpen ? undefined : pathname)}
          >
            {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          </button>
          <p className="truncate text-sm text-slate-600">
            {session ? t('admin.signed_in_as', { name: session.name }) : null}
            {session && (
              <span className="ms-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                {t(`admin_staff.roles.${session.role}`)}
              </span>
            )}
          </p>
          <div className="flex shrink-0 items-center gap-2">
            <button
              type="button"
              onClick={() => setChangingPassword(true)}
              aria-label={t('admin_staff.account.change_password')}
              title={t('admin_staff.account.change_password')}
              className="rounded-md p-2 text-slate-700 hover:bg-slate-100"
            >
              <KeyRound aria-hidden="true" className="size-5" />
            </button>
            <NotificationsOptIn />
            <AdminLanguageSelector />
          </div>
        </header>
        <main className="p-4 sm:p-6 lg:p-8">
          {/* A screen that could not load does not hold the next address back. */}
          <LazyPart
            resetKey={pathname}
            loading={
              <div className="flex justify-center py-16 text-brand-700">
                <Spinner label={t('common.loading')} className="size-8" />
              </div>
            }
          >
            <Outlet />
          </LazyPart>
        </main>
      </div>
    </div>
  );
}
