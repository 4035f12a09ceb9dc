import { CalendarDays, Hourglass } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CourseSession } from '../../domain/sessions.ts';
import { localize } from '../../domain/localize.ts';
import { SessionDates } from '../components/SessionDates.tsx';
import { SessionModeLabel } from '../components/SessionModeLabel.tsx';
import { seatsState } from '../sessions.ts';

const OPTION =
  'flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2.5 transition hover:border-slate-400 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-600 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700';
const RADIO = 'mt-1 size-4 shrink-0 accent-brand-700 focus-visible:outline-none';

/**
 * The pre-registration's session: one of the course's upcoming sessions (a full one is its
 * waiting list) or "Pas encore de date". The value is the session's id, '' for no date.
 */
export function SessionChoice({
  sessions,
  registration,
  chosen,
}: {
  sessions: CourseSession[];
  registration: UseFormRegisterReturn;
  chosen: string;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'fr';
  const chosenFull = sessions.some((session) => session._id === chosen && seatsState(session) === 'full');
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{t('preregistration.session')}</legend>
      {sessions.map((session) => {
        const seats = seatsState(session);
        return (
          <label key={session._id} className={OPTION}>
            <input
              type="radio"
              value={session._id}
              defaultChecked={chosen === session._id}
              className={RADIO}
              {...registration}
            />
            <span className="min-w-0 flex-1 text-sm">
              <span className="flex items-center gap-1.5 font-semibold text-slate-900">
                <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                <SessionDates startDate={session.startDate} endDate={session.endDate} />
              </span>
              <span className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-slate-600">
                <SessionModeLabel mode={session.mode} />
                <bdi>{localize(session.schedule, language)}</bdi>
              </span>
              {seats !== 'open' && (
                <span
                  className={`mt-1 flex items-center gap-1.5 font-semibold ${seats === 'full' ? 'text-slate-700' : 'text-amber-900'}`}
                >
                  {seats === 'full' && <Hourglass aria-hidden="true" className="size-4 shrink-0" />}
                  {seats === 'full' ? t('session_info.full') : t('course_page.seats_few', { count: session.seatsLeft })}
                </span>
              )}
            </span>
          </label>
        );
      })}
      <label className={OPTION}>
        <input type="radio" value="" defaultChecked={chosen === ''} className={RADIO} {...registration} />
        <span className="text-sm">
          <span className="block font-semibold text-slate-900">{t('preregistration.no_date')}</span>
          <span className="text-slate-600">{t('preregistration.no_date_hint')}</span>
        </span>
      </label>
      {chosenFull && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('preregistration.waiting_list_note')}
        </p>
      )}
    </fieldset>
  );
}
