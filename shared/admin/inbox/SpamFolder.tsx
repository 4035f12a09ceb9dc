/**
 * The suspected-spam folder every inbox has (pre-registrations, quote requests, applications,
 * contact messages). A request whose hidden anti-spam field was filled is kept there, out of the
 * inbox, until staff move it back or the server deletes it after SPAM_RETENTION_DAYS. Here: its tab
 * after the inbox's own lists (with the note saying how long it is kept), and its "Not spam" column.
 */
import type { QueryKey } from '@tanstack/react-query';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { InboxView } from '../../api/inbox.ts';
import { SPAM_RETENTION_DAYS } from '../../domain/constants.ts';
import type { Column } from '../components/AdminTable.tsx';
import { rowButton } from '../components/inbox-kit.ts';
import { useRowAction } from '../components/useRowAction.ts';

export type OwnView = Exclude<InboxView, 'spam'>;

interface InboxViewSwitchProps<V extends OwnView> {
  /** What the buttons choose, for screen readers ("Pre-registrations to show"). */
  label: string;
  /** The inbox's own lists; the spam folder comes after them. */
  views: readonly { value: V; label: string }[];
  value: V | 'spam';
  onChange(view: V | 'spam'): void;
}

export function InboxViewSwitch<V extends OwnView>({ label, views, value, onChange }: InboxViewSwitchProps<V>) {
  const { t } = useTranslation();
  const choices: { value: V | 'spam'; label: string }[] = [...views, { value: 'spam', label: t('admin_spam.view') }];
  return (
    <>
      <div role="group" aria-label={label} className="mb-4 inline-flex flex-wrap gap-1 rounded-lg bg-slate-200/70 p-1">
        {choices.map((choice) => (
          <button
            key={choice.value}
            type="button"
            aria-pressed={value === choice.value}
            onClick={() => onChange(choice.value)}
            className={`rounded-md px-4 py-2 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
              value === choice.value
                ? 'bg-white text-brand-700 shadow-sm ring-1 ring-slate-200'
                : 'text-slate-700 hover:text-slate-900'
            }`}
          >
            {choice.label}
          </button>
        ))}
      </div>
      {value === 'spam' && (
        <p
          role="note"
          className="mb-4 flex items-start gap-2 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('admin_spam.note', { days: SPAM_RETENTION_DAYS })}
        </p>
      )}
    </>
  );
}

interface NotSpamColumnOptions<T> {
  /** The inbox's not-spam call (markLeadNotSpam, ...). */
  markNotSpam(id: string): Promise<unknown>;
  /** Every list of the inbox: the request leaves the spam folder and comes back in the inbox. */
  queryKey: QueryKey;
  /** Who sent it, in the button's name for screen readers. */
  itemName(item: T): string;
}

/** The spam folder's actions column: "Not spam" per row, with the toasts of any row action. No confirmation: nothing is lost. */
export function useNotSpamColumn<T extends { _id: string }>({
  markNotSpam,
  queryKey,
  itemName,
}: NotSpamColumnOptions<T>): Column<T> {
  const { t } = useTranslation();
  const restore = useRowAction<T>({
    run: (item) => markNotSpam(item._id),
    queryKey,
    toasts: {
      loading: t('admin_spam.toasts.restoring'),
      success: t('admin_spam.toasts.restored'),
      failure: t('admin_spam.toasts.restore_error'),
    },
  });
  return {
    key: 'not-spam',
    header: t('admin_spam.column'),
    kind: 'actions',
    cell: (item) => (
      <button
        type="button"
        className={rowButton}
        aria-label={t('admin_spam.not_spam_label', { name: itemName(item) })}
        disabled={restore.busyId === item._id}
        onClick={() => restore.run(item)}
      >
        <ShieldCheck aria-hidden="true" className="size-4" />
        {t('admin_spam.not_spam')}
      </button>
    ),
  };
}
