/**
 * The sessions of one course, under its form: each with its days, schedule, mode and place, seats
 * taken out of its seats, where it stands and how many pre-registrations name it; added and edited
 * in a dialog, cancelled (confirmed first) and reopened, deleted (confirmed first; when
 * pre-registrations name it, the server refuses and cancelling it is offered instead). Each change
 * is saved at once by its own call, not by the course's button.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Ban, CalendarPlus, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../api/client.ts';
import {
  courseSessionsKey,
  deleteSession,
  fetchCourseSessions,
  refreshAfterSessionWrite,
  updateSession,
} from '../../api/sessions.ts';
import { centreToday } from '../../domain/calendar.ts';
import type { PlannedSession } from '../../domain/sessions.ts';
import { formatDayRange } from '../../i18n/format.ts';
import { toLanguage } from '../../i18n/languages.ts';
import { primaryButton } from '../../ui/buttons.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { LazyPart } from '../../ui/LazyPart.tsx';
import { QueryStates } from '../components/ListStates.tsx';
import { RowButton } from '../components/RowButton.tsx';
import { useStaffAccess } from '../staff-access.ts';
import { sessionToInput } from './session-form.ts';
import {
  LeadCount,
  SeatsMeter,
  SessionDays,
  SessionModePlace,
  sessionState,
  SessionStateBadge,
} from './SessionParts.tsx';
import { SessionDialog } from '../lazy-screens.ts';

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8';

/** What the panel asks before acting: cancel, delete, or cancel instead of a refused delete. */
type Question =
  | { action: 'cancel' | 'delete'; session: PlannedSession }
  | { action: 'cancel_instead'; session: PlannedSession; message: string };

export function CourseSessionsPanel({ courseId }: { courseId: string }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const queryClient = useQueryClient();
  const { may } = useStaffAccess();
  const sessions = useQuery({
    queryKey: courseSessionsKey(courseId),
    queryFn: ({ signal }) => fetchCourseSessions(courseId, signal),
  });
  const [editing, setEditing] = useState<{ session?: PlannedSession; serial: number }>();
  const [question, setQuestion] = useState<Question>();
  // Read once: building its formatter costs more than the panel's render.
  const [today] = useState(centreToday);

  const dayLabel = (session: PlannedSession) => formatDayRange(session.startDate, session.endDate, i18n.language);

  const write = useMutation({
    mutationFn: ({
      session,
      action,
    }: {
      session: PlannedSession;
      action: 'cancel' | 'reopen' | 'delete';
    }): Promise<unknown> =>
      action === 'delete'
        ? deleteSession(session._id)
        : updateSession(session._id, sessionToInput(session, action === 'cancel' ? 'cancelled' : 'open')),
    onSettled: () => refreshAfterSessionWrite(queryClient),
  });

  const run = (session: PlannedSession, action: 'cancel' | 'reopen' | 'delete') => {
    const toastId = toast.loading(t(`admin_sessions.toasts.${action}_loading`));
    write.mutate(
      { session, action },
      {
        onSuccess: () => toast.success(t(`admin_sessions.toasts.${action}_success`), { id: toastId }),
        onError: (error) => {
          // A refused sign-in is announced by the admin's query client; no second message.
          if (error instanceof ApiError && error.status === 401) {
            toast.dismiss(toastId);
          } else if (
            action === 'delete' &&
            error instanceof ApiError &&
            error.status === 409 &&
            session.status === 'open'
          ) {
            // Pre-registrations name it: the server's reason, and cancelling it offered instead.
            toast.dismiss(toastId);
            setQuestion({
              action: 'cancel_instead',
              session,
              message: errorMessage(error, t('admin_sessions.delete_refused')),
            });
          } else {
            toast.error(errorMessage(error, t(`admin_sessions.toasts.${action}_error`)), { id: toastId });
          }
        },
      },
    );
  };

  const confirm = () => {
    if (!question) return;
    setQuestion(undefined);
    run(question.session, question.action === 'delete' ? 'delete' : 'cancel');
  };

  const busyId = write.isPending ? write.variables?.session._id : undefined;
  const language = toLanguage(i18n.language);

  return (
    <section aria-labelledby={headingId} className={`${card} mt-6`}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-bold text-slate-900">
            {t('admin_sessions.panel.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('admin_sessions.panel.lead')}</p>
        </div>
        <button
          type="button"
          className={`${primaryButton} shrink-0`}
          onClick={() => setEditing((current) => ({ serial: (current?.serial ?? 0) + 1 }))}
        >
          <CalendarPlus aria-hidden="true" className="size-5" />
          {t('admin_sessions.panel.add')}
        </button>
      </div>

      <div className="mt-5">
        <QueryStates query={sessions} loadError={t('admin_sessions.panel.load_error')} bare>
          {(data) =>
            data.length === 0 ? (
              <p className="rounded-xl bg-slate-50 px-4 py-6 text-center text-slate-700 ring-1 ring-slate-200">
                {t('admin_sessions.panel.empty')}
              </p>
            ) : (
              <ul className="space-y-3" aria-label={t('admin_sessions.panel.list_label')}>
                {data.map((session) => {
                  const state = sessionState(session, today);
                  const label = dayLabel(session);
                  const busy = busyId === session._id;
                  return (
                    <li
                      key={session._id}
                      className={`rounded-xl p-4 ring-1 ring-slate-200 ${state === 'cancelled' || state === 'past' ? 'bg-slate-50' : 'bg-white'}`}
                    >
                      <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
                        <div className="min-w-0 space-y-1">
                          <p className="flex flex-wrap items-center gap-2">
                            <span className="font-semibold text-slate-900">
                              <SessionDays session={session} />
                            </span>
                            <SessionStateBadge state={state} />
                          </p>
                          <p dir="auto" lang={language} className="text-sm text-slate-700">
                            {session.schedule[language]}
                          </p>
                          <p className="text-sm">
                            <SessionModePlace session={session} />
                          </p>
                        </div>
                        <div className="flex shrink-0 flex-wrap items-start gap-x-6 gap-y-2 text-sm">
                          <div>
                            <p className="text-xs font-medium text-slate-600">{t('admin_sessions.columns.seats')}</p>
                            <SeatsMeter session={session} />
                          </div>
                          <div>
                            <p className="text-xs font-medium text-slate-600">{t('admin_sessions.columns.leads')}</p>
                            <LeadCount session={session} linked={may('leads')} />
                          </div>
                        </div>
                      </div>
                      <div className="mt-3 flex flex-wrap gap-2 border-t border-slate-100 pt-3">
                        <RowButton
                          icon={Pencil}
                          text={t('admin_sessions.actions.edit')}
                          label={t('admin_sessions.actions.edit_label', { session: label })}
                          busy={busy}
                          onClick={() => setEditing((current) => ({ session, serial: (current?.serial ?? 0) + 1 }))}
                        />
                        {session.status === 'open' ? (
                          <RowButton
                            icon={Ban}
                            text={t('admin_sessions.actions.cancel')}
                            label={t('admin_sessions.actions.cancel_label', { session: label })}
                            busy={busy}
                            onClick={() => setQuestion({ action: 'cancel', session })}
                          />
                        ) : (
                          <RowButton
                            icon={RotateCcw}
                            text={t('admin_sessions.actions.reopen')}
                            label={t('admin_sessions.actions.reopen_label', { session: label })}
                            busy={busy}
                            onClick={() => run(session, 'reopen')}
                          />
                        )}
                        <RowButton
                          icon={Trash2}
                          text={t('admin_sessions.actions.delete')}
                          label={t('admin_sessions.actions.delete_label', { session: label })}
                          danger
                          busy={busy}
                          onClick={() => setQuestion({ action: 'delete', session })}
                        />
                      </div>
                    </li>
                  );
                })}
              </ul>
            )
          }
        </QueryStates>
      </div>

      {editing && (
        <LazyPart>
          <SessionDialog
            key={editing.serial}
            courseId={courseId}
            session={editing.session}
            onClose={() => setEditing(undefined)}
          />
        </LazyPart>
      )}
      <ConfirmDialog
        open={question !== undefined}
        title={t(
          question?.action === 'cancel_instead' ? 'admin_sessions.confirm.refused_title' : 'admin.confirm.title',
        )}
        message={
          question?.action === 'cancel_instead'
            ? `${question.message} ${t('admin_sessions.confirm.cancel_instead')}`
            : t(question?.action === 'delete' ? 'admin_sessions.confirm.delete' : 'admin_sessions.confirm.cancel')
        }
        itemName={question ? dayLabel(question.session) : ''}
        confirmLabel={t(
          question?.action === 'delete' ? 'admin_sessions.actions.delete' : 'admin_sessions.actions.cancel',
        )}
        // Never two "Cancel" buttons side by side: the way out of a cancellation keeps the session.
        cancelLabel={t(question?.action === 'delete' ? 'admin.confirm.cancel' : 'admin_sessions.confirm.keep')}
        onConfirm={confirm}
        onCancel={() => setQuestion(undefined)}
      />
    </section>
  );
}

/** In place of the panel while the course is new: its sessions need it saved first. */
export function SessionsAfterSave() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`${card} mt-6`}>
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {t('admin_sessions.panel.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('admin_sessions.panel.after_save')}</p>
    </section>
  );
}
