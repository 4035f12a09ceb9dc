/** The providers around the routes, the same in the browser and in the server's renderer. */
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AdminSessionProvider } from '../../shared/auth/AdminSession.tsx';
import { PlatformProvider } from '../../shared/platform/PlatformContext.tsx';
import { webPlatform } from '../../shared/platform/web.ts';
import { DeferredToaster } from '../../shared/ui/DeferredToaster.tsx';
import { AppRoutes } from './routes.tsx';

/** `router` wraps the routes: the browser's router, or the server's static one. */
export function App({ queryClient, router }: { queryClient: QueryClient; router: (routes: ReactNode) => ReactNode }) {
  return (
    <PlatformProvider platform={webPlatform}>
      <AdminSessionProvider>
        <QueryClientProvider client={queryClient}>{router(<AppRoutes />)}</QueryClientProvider>
      </AdminSessionProvider>
      <DeferredToaster />
    </PlatformProvider>
  );
}
