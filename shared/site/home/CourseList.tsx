import { useTranslation } from 'react-i18next';
import type { Course } from '../../domain/entities.ts';
import { CourseCard } from '../components/CourseCard.tsx';

const GRID = 'mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** A grid of course cards, or while `courses` is unknown as many placeholders shaped like them. */
export function CourseList({ courses, placeholders }: { courses: Course[] | undefined; placeholders: number }) {
  const { t } = useTranslation();
  if (!courses) {
    return (
      <div role="status" className={GRID}>
        <span className="sr-only">{t('common.loading')}</span>
        {Array.from({ length: placeholders }, (_, index) => (
          <CourseSkeleton key={index} />
        ))}
      </div>
    );
  }
  return (
    <ul className={GRID}>
      {courses.map((course) => (
        <li key={course._id}>
          <CourseCard course={course} />
        </li>
      ))}
    </ul>
  );
}

function CourseSkeleton() {
  return (
    <div data-testid="course-skeleton" aria-hidden="true" className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm motion-safe:animate-pulse">
      <div className="aspect-[16/9] bg-slate-200" />
      <div className="flex flex-col gap-3 p-5">
        <div className="h-6 w-3/4 rounded-md bg-slate-200" />
        <div className="h-4 rounded-md bg-slate-100" />
        <div className="h-4 w-5/6 rounded-md bg-slate-100" />
        <div className="h-4 w-1/2 rounded-md bg-slate-100" />
        <div className="mt-2 flex items-center justify-between border-t border-slate-100 pt-4">
          <div className="h-6 w-24 rounded-md bg-slate-200" />
          <div className="h-4 w-20 rounded-md bg-slate-100" />
        </div>
      </div>
    </div>
  );
}
