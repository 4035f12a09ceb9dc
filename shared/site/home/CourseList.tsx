import { useTranslation } from 'react-i18next';
import type { CourseSummary } from '../../domain/entities.ts';
import { CourseCard } from '../components/CourseCard.tsx';
import { CourseCardSkeleton } from '../components/CourseCardSkeleton.tsx';

const GRID = 'mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** A grid of course cards, or while `courses` is unknown as many placeholders shaped like them. */
export function CourseList({ courses, placeholders }: { courses: CourseSummary[] | undefined; placeholders: number }) {
  const { t } = useTranslation();
  if (!courses) {
    return (
      <div role="status" className={GRID}>
        <span className="sr-only">{t('common.loading')}</span>
        {Array.from({ length: placeholders }, (_, index) => (
          <CourseCardSkeleton key={index} />
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
