import { BellRing, CalendarDays, CalendarPlus, CalendarX2, Clock, MapPin, Users } from 'lucide-react';
import { type ButtonHTMLAttributes, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseSession } from '../../domain/sessions.ts';
import { localize } from '../../domain/localize.ts';
import { formatDayRange } from '../../i18n/format.ts';
import { toLanguage } from '../../i18n/languages.ts';
import { primaryButton, secondaryButton } from '../../ui/buttons.ts';
import { SessionDates } from '../components/SessionDates.tsx';
import { SessionModeLabel } from '../components/SessionModeLabel.tsx';
import { keepClear } from '../components/WhatsAppLink.tsx';
import { calendarFileUrl, seatsState } from '../sessions.ts';

/**
 * "Prochaines sessions": each upcoming session (the server sends only those, soonest first) with
 * its days, hours, mode, place and seats, a pre-registration for it and its calendar file; with
 * none, a pre-registration to hear of the next one.
 */
export function SessionsSection({
  sessions,
  preRegister,
}: {
  sessions: CourseSession[];
  /** A pre-registration button's opener (dialogOpener), for a session or for none. */
  preRegister(sessionId?: string): ButtonHTMLAttributes<HTMLButtonElement>;
}) {
  const { t } = useTranslation();
  return (
    <section {...keepClear} aria-labelledby="course-sessions">
      <h2 id="course-sessions" className="text-2xl font-bold tracking-tight text-slate-900">
        {t('course_page.sessions_title')}
      </h2>
      {sessions.length > 0 ? (
        <>
          <p className="mt-2 text-slate-600">{t('course_page.sessions_intro')}</p>
          <ul className="mt-5 space-y-4">
            {sessions.map((session) => (
              <SessionItem key={session._id} session={session} preRegister={preRegister(session._id)} />
            ))}
          </ul>
        </>
      ) : (
        <div className="mt-5 flex flex-col items-start gap-4 rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-6 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-3">
            <CalendarX2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-slate-500" />
            <div>
              <p className="font-semibold text-slate-900">{t('course_page.no_session')}</p>
              <p className="mt-1 text-sm text-slate-600">{t('course_page.no_session_text')}</p>
            </div>
          </div>
          <button {...preRegister()} className={`${secondaryButton} shrink-0`}>
            <BellRing aria-hidden="true" className="size-4" />
            {t('course_page.notify_me')}
          </button>
        </div>
      )}
    </section>
  );
}

const SEATS_LOOKS = {
  full: 'bg-slate-100 text-slate-700 ring-slate-300',
  few: 'bg-amber-50 text-amber-900 ring-amber-200',
  open: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
} as const;

/** The seats a session has left, as a badge: how many, how few, or full with its waiting list. */
export function SeatsBadge({ session }: { session: CourseSession }) {
  const { t } = useTranslation();
  const state = seatsState(session);
  const text =
    state === 'full'
      ? t('session_info.full')
      : state === 'few'
        ? t('course_page.seats_few', { count: session.seatsLeft })
        : t('course_page.seats_open', { count: session.seatsLeft });
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ring-1 ${SEATS_LOOKS[state]}`}
    >
      <Users aria-hidden="true" className="size-4 shrink-0" />
      {text}
    </span>
  );
}

function SessionItem({
  session,
  preRegister,
}: {
  session: CourseSession;
  preRegister: ButtonHTMLAttributes<HTMLButtonElement>;
}) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  const titleId = useId();
  const full = seatsState(session) === 'full';
  const location = session.location && localize(session.location, language);
  // Said after each button's text: the list's buttons and links would otherwise all read the same.
  const which = (
    <>
      {' '}
      <span className="sr-only">({formatDayRange(session.startDate, session.endDate, language)})</span>
    </>
  );
  return (
    <li aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={titleId} className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <CalendarDays aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
          <SessionDates startDate={session.startDate} endDate={session.endDate} />
        </h3>
        <SeatsBadge session={session} />
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="flex items-center gap-1.5 text-slate-600">
            <Clock aria-hidden="true" className="size-4 shrink-0" />
            {t('course_page.schedule')}
          </dt>
          <dd className="mt-0.5 font-medium text-slate-900">
            {/* Isolated: hours in Latin digits ("9h–12h") keep their order in Arabic. */}
            <bdi>{localize(session.schedule, language)}</bdi>
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('course_page.format')}</dt>
          <dd className="mt-0.5 font-medium text-slate-900">
            <SessionModeLabel mode={session.mode} />
          </dd>
        </div>
        {location && (
          <div className="sm:col-span-2">
            <dt className="flex items-center gap-1.5 text-slate-600">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              {t('course_page.place')}
            </dt>
            <dd className="mt-0.5 font-medium whitespace-pre-line text-slate-900">{location}</dd>
          </div>
        )}
      </dl>
      <div className="mt-5 flex flex-col gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <button {...preRegister} className={full ? secondaryButton : primaryButton}>
          {full ? t('course_page.join_waiting_list') : t('course_page.register')}
          {which}
        </button>
        <a
          href={calendarFileUrl(session._id, language)}
          download
          className="inline-flex items-center justify-center gap-1.5 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <CalendarPlus aria-hidden="true" className="size-4 shrink-0" />
          {t('course_page.add_to_calendar')}
          {which}
        </a>
      </div>
    </li>
  );
}
