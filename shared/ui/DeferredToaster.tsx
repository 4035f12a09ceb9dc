import { lazy, startTransition, Suspense, useEffect, useState } from 'react';

const AppToaster = lazy(() => import('./AppToaster.tsx').then((module) => ({ default: module.AppToaster })));

/**
 * Mounts the toaster once the page is idle: nothing needs a toast before someone acts, and the
 * first load stays lighter. Toasts raised earlier are kept by the library and shown on mount.
 */
export function DeferredToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // A transition, so that it never makes React finish hydrating the page in one blocking task.
    const mount = () => startTransition(() => setReady(true));
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(mount, { timeout: 1500 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(mount, 500);
    return () => clearTimeout(id);
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}
