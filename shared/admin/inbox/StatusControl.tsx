/**
 * A request's status: one button per status of its kind, the current one pressed. Any status may
 * follow any other. Closing one as lost / rejected first asks for a short reason (optional),
 * kept in its history.
 */
import { Check } from 'lucide-react';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../api/client.ts';
import type { RequestItem } from '../../api/inbox.ts';
import { REASONED_STATUSES, REQUEST_LIMITS, REQUEST_STATUSES, type RequestKind } from '../../domain/pipeline.ts';
import { primaryButton, secondaryButton } from '../../ui/buttons.ts';
import { inputClass } from '../../ui/Field.tsx';
import { useStatusChange } from './inbox-queries.ts';
import { statusTone, useStatusLabel } from './status-style.tsx';

const reasoned = (status: string) => (REASONED_STATUSES as readonly string[]).includes(status);

export function StatusControl({ kind, item }: { kind: RequestKind; item: RequestItem<{ _id: string }> }) {
  const { t } = useTranslation();
  const label = useStatusLabel(kind);
  const change = useStatusChange(kind, item._id);
  const [asking, setAsking] = useState<string>();
  const [reason, setReason] = useState('');
  const reasonId = useId();

  const save = (status: string, withReason?: string) => {
    const toastId = toast.loading(t('admin_pipeline.panel.status_saving'));
    change.mutate(
      { status, ...(withReason?.trim() ? { reason: withReason.trim() } : {}) },
      {
        onSuccess: () => {
          toast.success(t('admin_pipeline.panel.status_saved'), { id: toastId });
          setAsking(undefined);
          setReason('');
        },
        onError: (error) => {
          // A 401 ends the session (the query client says so); no second message on top.
          if (error instanceof ApiError && error.status === 401) toast.dismiss(toastId);
          else toast.error(errorMessage(error, t('admin_pipeline.panel.status_error')), { id: toastId });
        },
      },
    );
  };

  const choose = (status: string) => {
    if (status === item.status) return;
    if (reasoned(status)) {
      setAsking(status);
      setReason('');
    } else {
      setAsking(undefined);
      save(status);
    }
  };

  return (
    <div className="space-y-3">
      <div role="group" aria-label={t('admin_pipeline.panel.status_group')} className="flex flex-wrap gap-2">
        {(REQUEST_STATUSES[kind] as readonly string[]).map((status) => {
          const current = status === item.status;
          return (
            <button
              key={status}
              type="button"
              aria-pressed={current}
              disabled={change.isPending}
              onClick={() => choose(status)}
              className={`inline-flex items-center gap-1.5 rounded-lg px-3.5 py-2 text-sm font-semibold ring-1 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-wait disabled:opacity-70 ${
                current
                  ? `${statusTone(kind, status)} ring-2`
                  : asking === status
                    ? 'bg-slate-100 text-slate-900 ring-slate-400'
                    : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'
              }`}
            >
              {current && <Check aria-hidden="true" className="size-4" />}
              {label(status)}
            </button>
          );
        })}
      </div>
      {item.statusReason && !asking && (
        <p dir="auto" className="text-sm text-slate-700">
          {t('admin_pipeline.panel.reason_shown', { reason: item.statusReason })}
        </p>
      )}
      {asking && (
        <form
          className="space-y-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200"
          onSubmit={(event) => {
            event.preventDefault();
            save(asking, reason);
          }}
        >
          <div className="space-y-1.5">
            <label htmlFor={reasonId} className="block text-sm font-medium text-slate-800">
              {t('admin_pipeline.panel.reason')}
            </label>
            <input
              id={reasonId}
              // The reason is what the admin came here to type.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
              dir="auto"
              value={reason}
              maxLength={REQUEST_LIMITS.reason}
              onChange={(event) => setReason(event.target.value)}
              aria-describedby={`${reasonId}-hint`}
              className={inputClass}
            />
            <p id={`${reasonId}-hint`} className="text-sm text-slate-600">
              {t('admin_pipeline.panel.reason_hint')}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={primaryButton} disabled={change.isPending}>
              {t('admin_pipeline.panel.confirm_status', { status: label(asking) })}
            </button>
            <button type="button" className={secondaryButton} onClick={() => setAsking(undefined)}>
              {t('admin_pipeline.panel.cancel')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
