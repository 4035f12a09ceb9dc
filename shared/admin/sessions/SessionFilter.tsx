/**
 * The pre-registrations' filter by session: every session, grouped by course (by title in the
 * admin's language), the soonest first within a course, each named by its course and days;
 * "All sessions" is no filter.
 */
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlannedSession } from '../../domain/sessions.ts';
import { formatDayRange } from '../../i18n/format.ts';
import { toLanguage } from '../../i18n/languages.ts';
import { inputClass } from '../../ui/Field.tsx';

interface SessionFilterProps {
  sessions: readonly PlannedSession[] | undefined;
  value: string | undefined;
  onChange(sessionId: string | undefined): void;
}

export function SessionFilter({ sessions = [], value, onChange }: SessionFilterProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const language = toLanguage(i18n.language);
  // Built once per language, not at each render of the inbox.
  const collator = useMemo(() => new Intl.Collator(language, { sensitivity: 'base', numeric: true }), [language]);

  const courses = new Map<string, { title: string; sessions: PlannedSession[] }>();
  for (const session of sessions) {
    const entry = courses.get(session.course._id) ?? { title: session.course.title[language], sessions: [] };
    entry.sessions.push(session);
    courses.set(session.course._id, entry);
  }
  const groups = [...courses.values()].sort((a, b) => collator.compare(a.title, b.title));
  const known = value === undefined || sessions.some((session) => session._id === value);

  // The closed select shows the chosen option alone: it names the course with the days.
  const label = (session: PlannedSession, course: string) => {
    const days = formatDayRange(session.startDate, session.endDate, i18n.language);
    return t(session.status === 'cancelled' ? 'admin_sessions.inbox.cancelled_option' : 'admin_sessions.inbox.option', {
      course,
      days,
    });
  };

  return (
    <div className="flex w-full items-center gap-2 sm:w-auto">
      <label htmlFor={id} className="shrink-0 text-sm font-medium text-slate-700">
        {t('admin_sessions.inbox.filter')}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
        className={`${inputClass} py-1.5 sm:w-72`}
      >
        <option value="">{t('admin_sessions.inbox.all')}</option>
        {/* A session named by the address but not (or not yet) in the list stays chosen. */}
        {!known && <option value={value}>{t('admin_sessions.inbox.chosen')}</option>}
        {groups.map((group) => (
          <optgroup key={group.sessions[0]!.course._id} label={group.title}>
            {[...group.sessions]
              .sort((a, b) => a.startDate.localeCompare(b.startDate))
              .map((session) => (
                <option key={session._id} value={session._id}>
                  {label(session, group.title)}
                </option>
              ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
