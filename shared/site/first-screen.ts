/**
 * On the first page of a visit, pictures below the first screen wait until that screen has been
 * painted: on a slow phone connection, the first screen's own picture then has the line to itself.
 * Everywhere else (later pages, tests, the desktop app) pictures show at once.
 */
import { useSyncExternalStore } from 'react';

let firstScreenPainted = true;
const listeners = new Set<() => void>();

/** Called by the web entry before the app first renders. */
export function holdPicturesBelowFirstScreen(): void {
  firstScreenPainted = false;
}

/** Called once the app has committed its first screen: releases the held pictures after the next paint. */
export function releaseAfterNextPaint(): () => void {
  if (firstScreenPainted) return () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => {
      firstScreenPainted = true;
      for (const listener of listeners) listener();
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useFirstScreenPainted = (): boolean => useSyncExternalStore(subscribe, () => firstScreenPainted);
