/** What an admin list shows instead of rows: loading, a failed load, nothing yet, nothing matching. */
import { AlertCircle, Inbox, SearchX } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../ui/Spinner.tsx';
import { rowButton } from './inbox-kit.ts';

const frame = 'flex flex-col items-center gap-3 px-6 py-12 text-center';
/** `bare` inside a panel that already draws the box. */
const box = (bare?: boolean) => (bare ? frame : `${frame} rounded-2xl bg-white shadow-sm ring-1 ring-slate-200`);

export function ListLoading({ bare }: { bare?: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="status" className={`${box(bare)} text-brand-700`}>
      <Spinner className="size-7" />
      <p className="font-medium text-slate-700">{t('common.loading')}</p>
    </div>
  );
}

/** A list that failed to load (a 401 never gets here: the session is closed instead). */
export function ListLoadError({ message, onRetry, bare }: { message: string; onRetry(): void; bare?: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={box(bare)}>
      <AlertCircle aria-hidden="true" className="size-8 text-red-700" />
      <p className="font-medium text-slate-800">{message}</p>
      <button type="button" className={rowButton} onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

/** What a query shows while it loads and when its load failed (with a retry); once loaded, `children` with its data. */
export function QueryStates<T>({
  query,
  loadError,
  bare,
  children,
}: {
  query: UseQueryResult<T>;
  /** What failed to load, said over the retry button. */
  loadError: string;
  bare?: boolean;
  children(data: T): ReactNode;
}) {
  if (query.isPending) return <ListLoading bare={bare} />;
  if (query.isError) return <ListLoadError bare={bare} message={loadError} onRetry={() => void query.refetch()} />;
  return children(query.data);
}

/** `children`: what to do about it (a button clearing the filters). */
export function ListEmpty({
  text,
  filtered = false,
  bare,
  children,
}: {
  text: string;
  filtered?: boolean;
  bare?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const Icon = filtered ? SearchX : Inbox;
  return (
    <div className={box(bare)}>
      <Icon aria-hidden="true" className="size-8 text-slate-500" />
      <p className="text-slate-700">{filtered ? t('admin.list.no_match') : text}</p>
      {children}
    </div>
  );
}

/** The title row of an admin screen: the one h1, a line under it, and the list's filter. */
export function AdminPageHeader({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <header className="mb-6 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        {lead && <p className="mt-1 text-slate-600">{lead}</p>}
      </div>
      {children}
    </header>
  );
}
