/**
 * /course/:id (SPEC §2): a published course's page, by its slug (or its id, an old address the
 * server moves to the slug), from the API.
 */
import { CheckCircle2 } from 'lucide-react';
import { dialogOpener } from '../components/SiteDialog.tsx';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { PublishedCourse } from '../../domain/entities.ts';
import { centreName } from '../../domain/identity.ts';
import { coursePath, localize, localizeList } from '../../domain/localize.ts';
import { siteQueries } from '../../api/site.ts';
import { useCentreSettings } from '../centre-settings.ts';
import { breadcrumbData, courseData } from '../structured-data.ts';
import { siteCurrency } from '../../i18n/format.ts';
import { toLanguage } from '../../i18n/languages.ts';
import { usePageMeta } from '../../ui/page-meta.tsx';
import { CourseHeader } from './CourseHeader.tsx';
import { CourseNotFound } from './CourseNotFound.tsx';
import { PriceBox } from './PriceBox.tsx';
import { SessionsSection } from './SessionsSection.tsx';
import { SyllabusAccordion } from './SyllabusAccordion.tsx';

import { LEAD_DIALOG_ID, LeadDialog } from './LeadDialog.tsx';

const META_DESCRIPTION_LENGTH = 155;

type CourseState = { status: 'loading' } | { status: 'missing' } | { status: 'ready'; course: PublishedCourse };

function useCourse(id: string): CourseState {
  const query = useQuery(siteQueries.course(id));
  if (query.isPending) return { status: 'loading' };
  if (query.isError) {
    // An unknown id is an answer (no course); only failures land here, shown as not found too.
    return { status: 'missing' };
  }
  return query.data ? { status: 'ready', course: query.data } : { status: 'missing' };
}

export default function CourseDetailPage() {
  const { id = '' } = useParams();
  const state = useCourse(id);
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'fr';

  const title =
    state.status === 'ready'
      ? localize(state.course.title, language)
      : state.status === 'missing'
        ? t('course_page.not_found_title')
        : t('course_page.loading');
  const description =
    state.status === 'ready' ? localize(state.course.description, language) : t('course_page.not_found_text');
  const centre = useCentreSettings();
  const course = state.status === 'ready' ? state.course : undefined;
  usePageMeta({
    title,
    description: truncate(description, META_DESCRIPTION_LENGTH),
    image: course?.imageUrl,
    imageAlt: course && title,
    type: course ? 'article' : 'website',
    notFound: state.status === 'missing',
    structuredData:
      course &&
      ((url) => [
        courseData(course, toLanguage(language), siteCurrency(), centreName(centre, toLanguage(language)), url),
        breadcrumbData(
          [
            { name: t('course_page.home'), path: '/' },
            { name: t('course_page.courses'), path: '/courses' },
            { name: title, path: coursePath(course, language) },
          ],
          url,
        ),
      ]),
  });

  if (state.status === 'loading') return <CourseLoading />;
  if (state.status === 'missing') return <CourseNotFound />;
  return <CourseView key={state.course._id} course={state.course} />;
}

function truncate(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= length ? flat : `${flat.slice(0, length - 1).trimEnd()}…`;
}

/** A pre-registration button: for a session (chosen in the form), or for none. */
const preRegister = (sessionId?: string) =>
  dialogOpener(LEAD_DIALOG_ID, sessionId === undefined ? undefined : { name: 'sessionId', value: sessionId });

function CourseView({ course }: { course: PublishedCourse }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'fr';
  const learnings = localizeList(course.learnings, language);
  const modules = course.syllabus.map((module) => ({
    title: localize(module.title, language),
    content: localize(module.content, language),
  }));

  return (
    <article>
      <CourseHeader course={course} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-3 lg:items-start lg:gap-12 lg:py-14">
        <aside className="lg:sticky lg:top-24 lg:col-start-3 lg:row-start-1">
          <PriceBox
            price={course.price}
            salePrice={course.salePrice}
            courseTitle={localize(course.title, language)}
            preRegister={preRegister()}
          />
        </aside>
        <div className="space-y-12 lg:col-span-2 lg:row-start-1">
          <SessionsSection sessions={course.sessions} preRegister={preRegister} />
          {learnings.length > 0 && (
            <section
              aria-labelledby="course-learnings"
              className="rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8"
            >
              <h2 id="course-learnings" className="text-2xl font-bold tracking-tight text-slate-900">
                {t('course_page.learnings_title')}
              </h2>
              <ul className="mt-5 grid gap-x-8 gap-y-3 sm:grid-cols-2">
                {learnings.map((learning, index) => (
                  <li key={index} className="flex items-start gap-3 text-slate-700">
                    <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
                    <span>{learning}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {modules.length > 0 && (
            <section aria-labelledby="course-syllabus">
              <div className="mb-5 flex flex-wrap items-baseline justify-between gap-2">
                <h2 id="course-syllabus" className="text-2xl font-bold tracking-tight text-slate-900">
                  {t('course_page.syllabus_title')}
                </h2>
                <p className="text-sm font-medium text-slate-600">
                  {t('course_page.syllabus_count', { count: modules.length })}
                </p>
              </div>
              <SyllabusAccordion modules={modules} />
            </section>
          )}
        </div>
      </div>
      <LeadDialog course={course} />
    </article>
  );
}

function CourseLoading() {
  const { t } = useTranslation();
  return (
    <div>
      <div className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700">
        <div className="mx-auto max-w-7xl animate-pulse px-4 pt-6 pb-10 sm:px-6 lg:pt-8 lg:pb-14" aria-hidden="true">
          <div className="h-4 w-64 max-w-full rounded bg-white/15" />
          <div className="mt-8 grid gap-8 lg:grid-cols-5 lg:gap-12">
            <div className="space-y-4 lg:col-span-3">
              <div className="h-6 w-28 rounded-full bg-white/15" />
              <div className="h-10 w-4/5 rounded bg-white/20" />
              <div className="h-4 w-full rounded bg-white/10" />
              <div className="h-4 w-2/3 rounded bg-white/10" />
            </div>
            <div className="aspect-video rounded-2xl bg-white/10 lg:col-span-2" />
          </div>
        </div>
      </div>
      <p role="status" className="sr-only">
        {t('course_page.loading')}
      </p>
    </div>
  );
}
