/**
 * How a session shows in the admin, the same in the course form, the planning and the inbox: its
 * days, its mode and place, its seats taken out of its seats, and where it stands.
 */
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CourseSession, PlannedSession } from '../../domain/sessions.ts';
import { formatDayRange } from '../../i18n/format.ts';
import { toLanguage } from '../../i18n/languages.ts';

/** Where a session stands for staff: cancelled, over, full, or open with seats left. */
export type SessionState = 'cancelled' | 'past' | 'full' | 'open';

export function sessionState(
  session: Pick<CourseSession, 'status' | 'endDate' | 'seatsLeft'>,
  today: string,
): SessionState {
  if (session.status === 'cancelled') return 'cancelled';
  if (session.endDate < today) return 'past';
  return session.seatsLeft <= 0 ? 'full' : 'open';
}

const STATE_TONES: Record<SessionState, string> = {
  open: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  full: 'bg-amber-50 text-amber-900 ring-amber-200',
  past: 'bg-slate-100 text-slate-700 ring-slate-200',
  cancelled: 'bg-rose-50 text-rose-800 ring-rose-200',
};

export function SessionStateBadge({ state }: { state: SessionState }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${STATE_TONES[state]}`}
    >
      {t(`admin_sessions.states.${state}`)}
    </span>
  );
}

/** The session's days in the admin's language, e.g. "12–16 mai 2026"; on one line unless `wrap` (a narrow column). */
export function SessionDays({
  session,
  wrap = false,
}: {
  session: Pick<CourseSession, 'startDate' | 'endDate'>;
  wrap?: boolean;
}) {
  const { i18n } = useTranslation();
  return (
    <time dateTime={session.startDate} className={wrap ? undefined : 'whitespace-nowrap'}>
      {formatDayRange(session.startDate, session.endDate, i18n.language)}
    </time>
  );
}

/** "On site · Tunis, Les Berges du Lac", "Online": the place in the admin's language. */
export function SessionModePlace({ session }: { session: Pick<CourseSession, 'mode' | 'location'> }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const place = session.mode !== 'online' ? session.location?.[language] : undefined;
  return (
    <span className="inline-flex flex-col">
      <span className="font-medium text-slate-800">{t(`admin_sessions.modes.${session.mode}`)}</span>
      {place && (
        <span dir="auto" className="text-slate-600">
          {place}
        </span>
      )}
    </span>
  );
}

/** "12 / 20" with a small bar; read out as "12 seats taken out of 20". */
export function SeatsMeter({ session }: { session: Pick<CourseSession, 'seats' | 'seatsTaken'> }) {
  const { t } = useTranslation();
  const { seats, seatsTaken } = session;
  const ratio = seats > 0 ? Math.min(1, seatsTaken / seats) : 0;
  const tone = ratio >= 1 ? 'bg-amber-500' : ratio >= 0.8 ? 'bg-amber-400' : 'bg-brand-600';
  return (
    <span className="inline-flex min-w-24 flex-col gap-1">
      <span className="text-sm font-semibold text-slate-900 tabular-nums" aria-hidden="true">
        {/* Numbers read left to right in every language: "12 / 20" stays "12 / 20". */}
        <bdi dir="ltr">
          {seatsTaken} / {seats}
        </bdi>
      </span>
      <span className="sr-only">{t('admin_sessions.seats_label', { count: seatsTaken, total: seats })}</span>
      <span aria-hidden="true" className="block h-1.5 w-full overflow-hidden rounded-full bg-slate-200">
        <span className={`block h-full rounded-full ${tone}`} style={{ width: `${Math.round(ratio * 100)}%` }} />
      </span>
    </span>
  );
}

/** The amber "waiting list" mark of a pre-registration that came when its session was full. */
export function WaitingListBadge() {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900 ring-1 ring-amber-200">
      {t('admin_sessions.waiting_list')}
    </span>
  );
}

/**
 * "5 pre-registrations", linked to the inbox filtered by the session for staff who may open it,
 * and how many of them wait for a place; `compact`, the number alone (a table's column names it,
 * and another its waiting list).
 */
export function LeadCount({
  session,
  linked,
  compact = false,
}: {
  session: PlannedSession;
  linked: boolean;
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const text = compact ? String(session.leadCount) : t('admin_sessions.lead_count', { count: session.leadCount });
  // Which session's: a list shows several links of the same words.
  const label = t('admin_sessions.actions.leads_label', {
    total: session.leadCount,
    days: formatDayRange(session.startDate, session.endDate, i18n.language),
    course: session.course.title[toLanguage(i18n.language)],
  });
  return (
    <span className="inline-flex flex-col gap-0.5">
      {linked && session.leadCount > 0 ? (
        <Link
          to={`/admin/leads?session=${encodeURIComponent(session._id)}`}
          aria-label={label}
          className="inline-flex items-center gap-1.5 font-medium whitespace-nowrap text-brand-700 hover:text-brand-900 hover:underline"
        >
          <Users aria-hidden="true" className="size-4" />
          {text}
        </Link>
      ) : (
        <span className="text-slate-800 tabular-nums">{text}</span>
      )}
      {!compact && session.waitingCount > 0 && (
        <span className="text-xs text-amber-800">
          {t('admin_sessions.waiting_count', { count: session.waitingCount })}
        </span>
      )}
    </span>
  );
}
