import { ArrowRight, CalendarDays, Clock, GraduationCap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CourseSummary } from '../../domain/entities.ts';
import { coursePath, localize } from '../../domain/localize.ts';
import { percentSaved } from '../../i18n/format.ts';
import { CategoryArt } from './CategoryArt.tsx';
import { CoursePicture } from './CoursePicture.tsx';
import { Price } from '../../ui/Price.tsx';
import { SessionDates } from './SessionDates.tsx';
import { keepClear } from './WhatsAppLink.tsx';

/**
 * A course in a list: picture, category, title, duration, level, its next session's days, price;
 * the whole card links to its page, where the description is. A card in the first screen (`aboveTheFold`) fetches its
 * picture at once.
 */
export function CourseCard({
  course,
  headingLevel = 3,
  aboveTheFold = false,
}: {
  course: CourseSummary;
  headingLevel?: 2 | 3;
  aboveTheFold?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'fr';
  const title = localize(course.title, language);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      {...keepClear}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg"
    >
      <div className="relative aspect-[16/9] overflow-hidden bg-slate-100">
        {course.imageUrl ? (
          <CoursePicture
            imageUrl={course.imageUrl}
            kind="card"
            width={640}
            height={360}
            loading={aboveTheFold ? 'eager' : 'lazy'}
            fetchPriority={aboveTheFold ? 'high' : 'auto'}
            className="size-full object-cover transition duration-300 group-hover:scale-105"
          />
        ) : (
          <CategoryArt category={course.category} className="size-full" />
        )}
        <span className="absolute start-3 top-3 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-brand-800 shadow-sm">
          {t(`categories.${course.category}`)}
        </span>
        {course.salePrice !== undefined && (
          <span className="absolute end-3 top-3 rounded-full bg-red-700 px-2.5 py-1 text-xs font-bold text-white shadow-sm">
            <bdi dir="ltr">-{percentSaved(course.price, course.salePrice)}%</bdi>
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Heading className="text-lg leading-snug font-bold text-slate-900">
          <Link to={coursePath(course, language)} className="after:absolute after:inset-0 focus-visible:outline-none">
            {title}
          </Link>
        </Heading>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4" />
            {/* Isolated: a Latin-digit duration keeps its order inside Arabic text. */}
            <bdi>{localize(course.duration, language)}</bdi>
          </span>
          <span className="inline-flex items-center gap-1.5">
            <GraduationCap aria-hidden="true" className="size-4" />
            {t(`levels.${course.skillLevel}`)}
          </span>
        </div>
        {course.nextSession && (
          <p className="flex items-start gap-1.5 text-sm font-medium text-brand-800">
            <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              {t('session_info.next')}{' '}
              <SessionDates startDate={course.nextSession.startDate} endDate={course.nextSession.endDate} />
            </span>
          </p>
        )}
        <div className="mt-auto flex items-center justify-between gap-3 border-t border-slate-100 pt-4">
          <Price price={course.price} salePrice={course.salePrice} />
          <span className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700" aria-hidden="true">
            {t('course_card.details')}
            <ArrowRight className="flip-rtl size-4" />
          </span>
        </div>
      </div>
    </article>
  );
}
