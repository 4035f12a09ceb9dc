/** A link onward (to the courses, to a page that tells more): its text, then an arrow pointing the way the page reads. */
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export function ForwardLink({ to, className, children }: { to: string; className: string; children: ReactNode }) {
  return (
    <Link to={to} className={className}>
      {children}
      <ArrowRight aria-hidden="true" className="flip-rtl size-4" />
    </Link>
  );
}
