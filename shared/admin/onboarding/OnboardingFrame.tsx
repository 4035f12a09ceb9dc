/** The frame of the admin's screens shown outside its layout: the invitation's page and the forced change of password. */
import type { ReactNode } from 'react';
import { CardHeader, TopGlow } from '../../ui/CardHeader.tsx';
import { AdminLanguageSelector } from '../layout/AdminLanguageSelector.tsx';

export function OnboardingFrame({
  title,
  lead,
  icon,
  children,
}: {
  title: string;
  lead?: ReactNode;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="relative isolate flex min-h-dvh items-start justify-center overflow-hidden bg-slate-50 px-4 py-10 sm:items-center sm:px-6 sm:py-16">
      <TopGlow height="h-64" />
      <div className="w-full max-w-md">
        <div className="mb-4 flex justify-end">
          <AdminLanguageSelector />
        </div>
        <CardHeader title={title} lead={lead} icon={icon} />
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">{children}</div>
      </div>
    </main>
  );
}
