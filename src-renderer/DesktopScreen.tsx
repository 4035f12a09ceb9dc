import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminLanguageSelector } from '../shared/admin/layout/AdminLanguageSelector.tsx';
import { CardHeader, TopGlow } from '../shared/ui/CardHeader.tsx';

/** The frame of the screens before the admin: the app's name, the admin's language, one centred card. */
export function DesktopScreen({
  title,
  lead,
  icon,
  children,
}: {
  title: string;
  lead: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="relative isolate flex min-h-screen flex-col bg-slate-50">
      <TopGlow height="h-72" />
      <header className="flex items-center justify-between gap-4 px-4 py-4 sm:px-6">
        <p className="flex items-center gap-2 text-lg font-bold tracking-tight text-brand-900 rtl:tracking-normal">
          <svg aria-hidden="true" viewBox="0 0 64 64" className="size-8">
            <rect width="64" height="64" rx="14" fill="#0f4c81" />
            <path d="M18 22h28v7H35.5v19h-7V29H18z" fill="#ffffff" />
            <circle cx="46" cy="46" r="5" fill="#f59e0b" />
          </svg>
          {t('desktop.app_name')}
        </p>
        <AdminLanguageSelector />
      </header>
      <main className="flex flex-1 items-center justify-center px-4 pb-16 sm:px-6">
        <div className="w-full max-w-lg rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-10">
          <CardHeader title={title} lead={lead} icon={icon} />
          {children}
        </div>
      </main>
    </div>
  );
}
