import { LayoutDashboard, Menu, X } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useAdminSession } from '../../auth/AdminSession.tsx';
import { STAFF_MARK_ATTRIBUTE } from '../../domain/constants.ts';
import { trapTab } from '../../ui/focus-trap.ts';
import { LanguageSelector } from './LanguageSelector.tsx';
import { Logo } from './Logo.tsx';

const LINKS = [
  { to: '/courses', key: 'nav.courses' },
  { to: '/entreprises', key: 'nav.companies' },
  { to: '/instructors', key: 'nav.instructors' },
  { to: '/careers', key: 'nav.careers' },
  { to: '/about', key: 'nav.about' },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition ${isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'}`;

/** What the wide bar and the mobile menu both hold, each laid out its way: the site's pages, the language, the dashboard. */
function NavContent({
  linksClassName,
  toolsClassName,
  dashboard,
}: {
  linksClassName: string;
  toolsClassName: string;
  dashboard: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className={linksClassName}>
        {LINKS.map((link) => (
          <NavLink key={link.to} to={link.to} className={linkClass}>
            {t(link.key)}
          </NavLink>
        ))}
      </div>
      <div className={toolsClassName}>
        <LanguageSelector />
        {dashboard}
      </div>
    </>
  );
}

export function Navbar() {
  const { t } = useTranslation();
  const { session, ready } = useAdminSession();
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on: navigating closes it.
  const [menuPath, setMenuPath] = useState<string | undefined>();
  const menuOpen = menuPath === pathname;
  const setMenuOpen = (open: boolean) => setMenuPath(open ? pathname : undefined);
  const menu = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const container = menu.current!;
    container.querySelector<HTMLElement>('a, select')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuPath(undefined);
        toggle.current?.focus();
      } else {
        trapTab(event, container);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  // The page's head marks a browser that keeps a session, for the first paint; once the app has
  // read the session, it keeps the mark true (a session that could not be read is gone).
  useEffect(() => {
    if (ready) document.documentElement.toggleAttribute(STAFF_MARK_ATTRIBUTE, session !== undefined);
  }, [ready, session]);

  // Always in the page, shown by the mark: the server's HTML has it too. A document of its own:
  // the admin's is isolated from other windows, the site's pages are not (server/src/infra/http/security.ts).
  const dashboard = (
    <Link
      to="/admin"
      reloadDocument
      className="hidden items-center gap-1.5 rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-900 [html[data-staff]_&]:inline-flex"
    >
      <LayoutDashboard aria-hidden="true" className="size-4" />
      {t('nav.dashboard')}
    </Link>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav
        aria-label={t('nav.main')}
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6"
      >
        <Logo />
        <NavContent
          linksClassName="hidden items-center gap-1 lg:flex"
          toolsClassName="hidden items-center gap-3 lg:flex"
          dashboard={dashboard}
        />
        <button
          ref={toggle}
          type="button"
          className="rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? t('nav.close_menu') : t('nav.open_menu')}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        </button>
      </nav>
      {menuOpen && (
        <div
          ref={menu}
          id="mobile-menu"
          className="border-t border-slate-200 bg-white px-4 pb-5 pt-2 shadow-lg lg:hidden"
        >
          <NavContent
            linksClassName="flex flex-col gap-1"
            toolsClassName="mt-4 flex items-center justify-between gap-3 border-t border-slate-200 pt-4"
            dashboard={dashboard}
          />
        </div>
      )}
    </header>
  );
}
