/**
 * The call to action that closes a site page: a heading, a line, and what to do next (links or a
 * button, side by side, stacked on a phone). `brand` draws white on the centre's colour, `soft`
 * dark text on its lightest tint. The home page's is `prominent`: larger, centred, with its glows.
 */
import type { ReactNode } from 'react';

const TONES = {
  brand: { box: 'bg-brand-700 text-white shadow-lg', title: '', text: 'text-brand-100' },
  soft: { box: 'bg-brand-50 ring-1 ring-brand-100', title: 'text-slate-900', text: 'text-slate-700' },
} as const;

interface CallToActionBandProps {
  title: string;
  text: string;
  /** The heading's id: the section is named by it. */
  titleId: string;
  tone?: keyof typeof TONES;
  prominent?: boolean;
  /** After a tinted section the band needs space above it too (after a white one, that section's own bottom space is enough). */
  followsTint?: boolean;
  children: ReactNode;
}

export function CallToActionBand({
  title,
  text,
  titleId,
  tone = 'brand',
  prominent = false,
  followsTint = false,
  children,
}: CallToActionBandProps) {
  const colours = TONES[tone];
  if (prominent) {
    return (
      <section aria-labelledby={titleId} className="below-fold py-16 sm:py-24">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <div
            className={`relative overflow-hidden rounded-3xl px-6 py-14 text-center sm:px-12 sm:py-16 ${colours.box}`}
          >
            <div
              aria-hidden="true"
              className="absolute -end-24 -top-24 size-80 rounded-full bg-[radial-gradient(closest-side,rgb(255_255_255/0.14),transparent)]"
            />
            <div
              aria-hidden="true"
              className="absolute -start-24 -bottom-32 size-96 rounded-full bg-[radial-gradient(closest-side,rgb(10_47_80/0.7),transparent)]"
            />
            <h2
              id={titleId}
              className={`relative mx-auto max-w-2xl text-3xl leading-tight font-bold text-balance sm:text-4xl ${colours.title}`}
            >
              {title}
            </h2>
            <p className={`relative mx-auto mt-4 max-w-2xl text-lg ${colours.text}`}>{text}</p>
            <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
          </div>
        </div>
      </section>
    );
  }
  return (
    <section aria-labelledby={titleId} className={`px-4 pb-16 sm:px-6 sm:pb-20 ${followsTint ? 'pt-16 sm:pt-20' : ''}`}>
      <div
        className={`mx-auto flex max-w-5xl flex-col items-center gap-6 rounded-2xl px-6 py-10 text-center sm:px-12 md:flex-row md:justify-between md:text-start ${colours.box}`}
      >
        <div>
          <h2 id={titleId} className={`text-2xl font-bold ${colours.title}`}>
            {title}
          </h2>
          <p className={`mt-2 max-w-xl ${colours.text}`}>{text}</p>
        </div>
        <div className="flex shrink-0 flex-wrap justify-center gap-3">{children}</div>
      </div>
    </section>
  );
}
