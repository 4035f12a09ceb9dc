import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The pages above a course, each a link. */
const CRUMBS = [
  { to: '/', label: 'course_page.home' },
  { to: '/courses', label: 'course_page.courses' },
] as const;

/** Home > courses > this course (SPEC §2), on the page's dark header. */
export function Breadcrumb({ title }: { title: string }) {
  const { t } = useTranslation();
  const separator = <ChevronRight aria-hidden="true" className="flip-rtl size-4 shrink-0 text-brand-100/70" />;
  return (
    <nav aria-label={t('course_page.breadcrumb')}>
      <ol className="flex min-w-0 items-center gap-1.5 text-sm text-brand-100">
        {CRUMBS.map(({ to, label }) => (
          <li key={to} className="flex shrink-0 items-center gap-1.5">
            <Link
              to={to}
              className="rounded hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-white"
            >
              {t(label)}
            </Link>
            {separator}
          </li>
        ))}
        <li className="min-w-0">
          <span aria-current="page" className="block truncate font-medium text-white">
            {title}
          </span>
        </li>
      </ol>
    </nav>
  );
}
