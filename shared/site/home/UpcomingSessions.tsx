import { CalendarDays, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CourseSummary } from '../../domain/entities.ts';
import { coursePath, localize } from '../../domain/localize.ts';
import { SectionHeading } from '../components/SectionHeading.tsx';
import { SessionDates } from '../components/SessionDates.tsx';
import { SessionModeLabel } from '../components/SessionModeLabel.tsx';
import { seatsState } from '../sessions.ts';
import { CONTAINER } from './home-styles.ts';
import { keepClear } from '../components/WhatsAppLink.tsx';
import { type CourseWithSession, upcomingSessions } from './upcoming-sessions.ts';

// Words, not counts: a count's plural would build an Intl.PluralRules on the first page.
const SEATS = {
  full: ['session_info.full', 'text-slate-600'],
  few: ['session_info.few_seats', 'font-semibold text-amber-800'],
  open: ['session_info.open_seats', 'text-emerald-700'],
} as const;

/** The next sessions across the courses, each linking to its course; nothing when there are none. */
export function UpcomingSessions({ courses }: { courses: CourseSummary[] | undefined }) {
  const { t } = useTranslation();
  const upcoming = upcomingSessions(courses);
  if (upcoming.length === 0) return null;
  return (
    <section
      {...keepClear}
      aria-labelledby="home-sessions"
      className="below-fold border-y border-brand-100 bg-brand-50/60 py-14 sm:py-20"
    >
      <div className={CONTAINER}>
        <SectionHeading
          id="home-sessions"
          eyebrow={t('home.sessions.eyebrow')}
          title={t('home.sessions.title')}
          lead={t('home.sessions.intro')}
        />
        {/* A row to swipe on a phone, a grid from the tablet up. */}
        <ul className="-mx-4 mt-8 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-3">
          {upcoming.map((course) => (
            <li key={course._id} className="w-72 shrink-0 snap-start sm:w-auto">
              <UpcomingSession course={course} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function UpcomingSession({ course }: { course: CourseWithSession }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'fr';
  const { startDate, endDate, mode } = course.nextSession;
  const [seatsKey, seatsLook] = SEATS[seatsState(course.nextSession)];
  return (
    <article className="relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md">
      <p className="flex items-center gap-1.5 text-sm font-semibold text-brand-700">
        <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
        <SessionDates startDate={startDate} endDate={endDate} />
      </p>
      <h3 className="mt-2 leading-snug font-bold text-slate-900">
        <Link
          to={coursePath(course, language)}
          className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-700"
        >
          {localize(course.title, language)}
        </Link>
      </h3>
      <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-3 text-sm text-slate-600">
        <SessionModeLabel mode={mode} />
        <span className={`inline-flex items-center gap-1.5 ${seatsLook}`}>
          <Users aria-hidden="true" className="size-4 shrink-0" />
          {t(seatsKey)}
        </span>
      </div>
    </article>
  );
}
