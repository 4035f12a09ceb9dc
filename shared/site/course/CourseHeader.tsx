import { BarChart3, Clock, Gauge } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Course } from '../../domain/entities.ts';
import { localize } from '../../domain/localize.ts';
import { CategoryArt } from '../components/CategoryArt.tsx';
import { CoursePicture } from '../components/CoursePicture.tsx';
import { Breadcrumb } from './Breadcrumb.tsx';
import { InstructorAvatar } from './InstructorAvatar.tsx';

/** The top of a course page: where it sits, what it is, who teaches it and how. */
export function CourseHeader({ course }: { course: Course }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'fr';
  const title = localize(course.title, language);
  const instructorName = course.instructor?.name?.trim() || t('course_page.instructor_default');
  const facts = [
    { icon: BarChart3, label: t('course_page.level'), value: t(`levels.${course.skillLevel}`) },
    { icon: Clock, label: t('course_page.duration'), value: localize(course.duration, language) },
    { icon: Gauge, label: t('course_page.pace'), value: t(`paces.${course.learningPace}`) },
  ];
  return (
    <header className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div className="mx-auto max-w-7xl px-4 pt-6 pb-10 sm:px-6 lg:pt-8 lg:pb-14">
        <Breadcrumb title={title} />
        <div className="mt-8 grid gap-8 lg:grid-cols-5 lg:items-center lg:gap-12">
          <div className="lg:col-span-3">
            <p className="inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-white ring-1 ring-white/20">
              {t(`categories.${course.category}`)}
            </p>
            <h1 className="mt-4 text-3xl leading-tight font-bold tracking-tight sm:text-4xl lg:text-[2.75rem]">
              {title}
            </h1>
            <p className="mt-4 max-w-2xl text-base leading-relaxed whitespace-pre-line text-brand-50 sm:text-lg">
              {localize(course.description, language)}
            </p>
            <div className="mt-8 flex items-center gap-3">
              <InstructorAvatar name={instructorName} imageUrl={course.instructor?.imageUrl} />
              <dl>
                <dt className="text-sm text-brand-100">{t('course_page.instructor')}</dt>
                <dd className="font-semibold">{instructorName}</dd>
              </dl>
            </div>
            <dl className="mt-5 grid grid-cols-3 gap-2 sm:gap-3">
              {facts.map(({ icon: Icon, label, value }) => (
                <div key={label} className="rounded-xl bg-white/10 px-3 py-3 ring-1 ring-white/15 sm:px-4">
                  <dt className="flex items-center gap-1.5 text-xs text-brand-100 sm:text-sm">
                    <Icon aria-hidden="true" className="size-4 shrink-0" />
                    {label}
                  </dt>
                  <dd className="mt-1 text-sm font-semibold sm:text-base">
                    {/* Isolated: a duration with Latin digits ("3 أشهر") keeps its order in Arabic. */}
                    <bdi>{value}</bdi>
                  </dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="lg:col-span-2">
            {course.imageUrl ? (
              <CoursePicture
                imageUrl={course.imageUrl}
                kind="hero"
                width={1200}
                height={675}
                fetchPriority="high"
                className="aspect-video w-full rounded-2xl object-cover shadow-2xl ring-1 ring-white/15"
              />
            ) : (
              <CategoryArt
                category={course.category}
                className="aspect-video w-full rounded-2xl shadow-2xl ring-1 ring-white/15"
              />
            )}
          </div>
        </div>
      </div>
    </header>
  );
}
