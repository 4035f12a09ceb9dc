/** A band of a page named by its centered heading: the section, its container, the heading, then what it holds. */
import type { ReactNode } from 'react';
import { SectionHeading } from './SectionHeading.tsx';

interface CenteredSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  /** The band's background and spacing. */
  className: string;
  /** How wide the content goes. */
  container?: string;
  children: ReactNode;
}

export function CenteredSection({
  id,
  eyebrow,
  title,
  lead,
  className,
  container = 'mx-auto max-w-7xl px-4 sm:px-6',
  children,
}: CenteredSectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className={container}>
        <SectionHeading centered id={id} eyebrow={eyebrow} title={title} lead={lead} />
        {children}
      </div>
    </section>
  );
}
