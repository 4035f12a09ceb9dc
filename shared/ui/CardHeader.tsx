/** The head of a screen that is one centred card (signing in, an invitation, the desktop app's first screens): the icon in its tile, the h1, the lead. */
import type { ReactNode } from 'react';

export function CardHeader({ title, lead, icon }: { title: string; lead?: ReactNode; icon: ReactNode }) {
  return (
    <div className="mb-8 text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-brand-700 text-white shadow-md">
        {icon}
      </span>
      <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900 rtl:tracking-normal">{title}</h1>
      {lead && <p className="mt-2 text-slate-600">{lead}</p>}
    </div>
  );
}

/** The brand's soft light behind the top of such a screen (`height`: how far down it fades). */
export function TopGlow({ height }: { height: 'h-64' | 'h-72' }) {
  return (
    <div
      aria-hidden="true"
      className={`absolute inset-x-0 top-0 -z-10 ${height} bg-gradient-to-b from-brand-100/70 to-transparent`}
    />
  );
}
