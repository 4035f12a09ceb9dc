import { type ReactNode, Suspense, useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * Parts loaded on demand that the first paint can do without (a floating button, social links):
 * left out of the server's HTML and of hydration, then loaded and shown. Rendered on the server, a
 * part whose code is not yet loaded would leave hydration a boundary it cannot match.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  const hydrated = useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
  return hydrated ? <Suspense fallback={null}>{children}</Suspense> : null;
}
