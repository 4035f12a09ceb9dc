import { type RefObject, useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';

/** The site's sticky header (h-16 and its 1 px border): the pinned bar settles right under it. */
export const HEADER_HEIGHT = 65;

/**
 * Whether the bar after `sentinel` has been scrolled past and should stay pinned at the top.
 * Without IntersectionObserver (a test DOM, very old browsers) the bar simply stays in the flow.
 */
export function usePinnedBar(): { sentinel: RefObject<HTMLDivElement | null>; pinned: boolean } {
  const sentinel = useRef<HTMLDivElement>(null);
  const [pinned, setPinned] = useState(false);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        // Out of view above the header means scrolled past; out of view below means not reached yet.
        setPinned(!entry.isIntersecting && entry.boundingClientRect.top < HEADER_HEIGHT);
      },
      { rootMargin: `-${HEADER_HEIGHT}px 0px 0px 0px`, threshold: 0 },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, []);

  return { sentinel, pinned };
}

/**
 * When the filters (`filtersKey`) change while the bar is pinned, scrolls the page so that the top
 * of `results` sits just under the bar. Otherwise a search typed far down a long list leaves the
 * page where it was, and once the list is shorter only the footer shows under the bar. Unpinned,
 * the results already follow the bar: nothing moves. Instant for people who ask for less motion.
 */
export function useResultsUnderPinnedBar(
  filtersKey: string,
  {
    pinned,
    bar,
    results,
  }: { pinned: boolean; bar: RefObject<HTMLElement | null>; results: RefObject<HTMLElement | null> },
): void {
  const bringResultsUnderBar = useEffectEvent(() => {
    if (!pinned || !bar.current || !results.current) return;
    const distance = results.current.getBoundingClientRect().top - bar.current.getBoundingClientRect().bottom;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: window.scrollY + distance, behavior: reduceMotion ? 'instant' : 'smooth' });
  });
  // Before the browser paints the new list, so the footer never flashes under the bar.
  useLayoutEffect(() => bringResultsUnderBar(), [filtersKey]);
}
