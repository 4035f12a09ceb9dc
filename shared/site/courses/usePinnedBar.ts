import { type RefObject, useEffect, useRef, useState } from 'react';

/** The site's sticky header (h-16 and its 1 px border): the pinned bar settles right under it. */
export const HEADER_HEIGHT = 65;

/**
 * Whether the bar after `sentinel` has been scrolled past and should stay pinned at the top.
 * Without IntersectionObserver (jsdom, very old browsers) the bar simply stays in the flow.
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
