/** A card of a page's grid (the centre's values, its services to companies): its icon on a tinted square, its name, its text, then what else it holds. */
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface IconCardProps {
  icon: LucideIcon;
  /** The square's colours. */
  tone: string;
  title: string;
  text: string;
  /** The card's own look (its background, padding, ring). */
  className: string;
  children?: ReactNode;
}

export function IconCard({ icon: Icon, tone, title, text, className, children }: IconCardProps) {
  return (
    <li className={className}>
      <span className={`flex size-12 items-center justify-center rounded-xl ${tone}`}>
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-5 text-xl font-semibold text-slate-900">{title}</h3>
      <p className="mt-2 leading-relaxed text-slate-600">{text}</p>
      {children}
    </li>
  );
}
