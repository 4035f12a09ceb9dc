/** The banner that opens every inner page: a short label, the page's one h1, a lead and actions. */
import type { ReactNode } from 'react';

interface PageHeroProps {
  eyebrow: string;
  title: string;
  lead: string;
  children?: ReactNode;
  /** Shown beside the text on wide screens (a card, figures). */
  aside?: ReactNode;
}

export function PageHero({ eyebrow, title, lead, children, aside }: PageHeroProps) {
  return (
    <section className="relative isolate overflow-hidden bg-brand-900 text-white">
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <div className="absolute -top-24 -end-24 size-96 rounded-full bg-brand-600/50 blur-3xl" />
        <div className="absolute -bottom-40 -start-24 size-96 rounded-full bg-brand-600/30 blur-3xl" />
        <div className="absolute inset-x-0 bottom-0 h-1 bg-gradient-to-r from-accent-400 via-accent-300 to-transparent rtl:bg-gradient-to-l" />
        <svg className="absolute inset-0 size-full opacity-[0.07]">
          <defs>
            <pattern id="page-hero-dots" width="24" height="24" patternUnits="userSpaceOnUse">
              <circle cx="2" cy="2" r="1.5" fill="#ffffff" />
            </pattern>
          </defs>
          <rect width="100%" height="100%" fill="url(#page-hero-dots)" />
        </svg>
      </div>
      <div
        className={`mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 ${aside ? 'lg:grid lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-center lg:gap-12' : ''}`}
      >
        <div>
          <p className="text-sm font-semibold tracking-wider text-accent-300 uppercase rtl:tracking-normal">
            {eyebrow}
          </p>
          <h1 className="mt-3 max-w-3xl text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl rtl:tracking-normal">
            {title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-brand-100">{lead}</p>
          {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
        </div>
        {aside && <div className="mt-10 lg:mt-0">{aside}</div>}
      </div>
    </section>
  );
}
