/** The way back from a page that has nothing to show (an unknown address, an unknown course): the home page first, then the courses. */
import { ArrowLeft, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { primaryButton, secondaryButton } from '../../ui/buttons.ts';

export function WayBackLinks({
  home,
  courses,
  coursesIcon: CoursesIcon,
  className,
}: {
  home: string;
  courses: string;
  coursesIcon?: LucideIcon;
  className: string;
}) {
  return (
    <div className={className}>
      <Link to="/" className={primaryButton}>
        <ArrowLeft aria-hidden="true" className="flip-rtl size-4" />
        {home}
      </Link>
      <Link to="/courses" className={secondaryButton}>
        {CoursesIcon && <CoursesIcon aria-hidden="true" className="size-4" />}
        {courses}
      </Link>
    </div>
  );
}
