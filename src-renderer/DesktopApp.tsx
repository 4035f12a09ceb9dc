/**
 * The desktop app's root: the shared admin (shared/admin, unchanged) behind a sign-in screen,
 * and before both the server address screen until an address is kept. Routes live in the URL's
 * hash: the page never navigates, which main forbids anyway.
 */
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HashRouter, Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { toLanguage } from '../shared/i18n/languages.ts';
import { AdminSessionProvider } from '../shared/auth/AdminSession.tsx';
import type { DesktopBridge } from '../shared/platform/bridge.ts';
import { createDesktopPlatform } from '../shared/platform/desktop.ts';
import { PlatformProvider } from '../shared/platform/PlatformContext.tsx';
import { AppToaster } from '../shared/ui/AppToaster.tsx';
import { Spinner } from '../shared/ui/Spinner.tsx';
import { DesktopLoginPage } from './DesktopLoginPage.tsx';
import { SERVER_ROUTE, ServerAddressContext, useServerAddress } from './server-address.tsx';
import { ServerSetupPage } from './ServerSetupPage.tsx';

const AdminApp = lazy(() => import('../shared/admin/AdminApp.tsx'));

export function DesktopApp({
  bridge,
  initialServerOrigin,
}: {
  bridge: DesktopBridge;
  initialServerOrigin: string | null;
}) {
  const platform = useMemo(() => createDesktopPlatform(bridge), [bridge]);
  const [origin, setOrigin] = useState(initialServerOrigin);
  const serverAddress = useMemo(() => ({ origin, setOrigin, bridge }), [origin, bridge]);
  useMenuLanguage(bridge);

  return (
    <PlatformProvider platform={platform}>
      <AdminSessionProvider>
        <ServerAddressContext.Provider value={serverAddress}>
          <HashRouter>
            <ServerSettingsFromMenu />
            <Suspense fallback={<Loading />}>
              <Routes>
                <Route path={SERVER_ROUTE} element={<ServerSetupPage />} />
                <Route
                  path="/login"
                  element={
                    <NeedsServer>
                      <DesktopLoginPage />
                    </NeedsServer>
                  }
                />
                <Route
                  path="/admin/*"
                  element={
                    <NeedsServer>
                      <AdminApp />
                    </NeedsServer>
                  }
                />
                <Route path="*" element={<Navigate to={origin ? '/admin' : SERVER_ROUTE} replace />} />
              </Routes>
            </Suspense>
          </HashRouter>
        </ServerAddressContext.Provider>
        <AppToaster />
      </AdminSessionProvider>
    </PlatformProvider>
  );
}

function NeedsServer({ children }: { children: ReactNode }) {
  const { origin } = useServerAddress();
  return origin ? children : <Navigate to={SERVER_ROUTE} replace />;
}

/** The menu's "Server address…" opens the server screen wherever the admin is. */
function ServerSettingsFromMenu() {
  const { bridge } = useServerAddress();
  const navigate = useNavigate();
  useEffect(() => bridge.onOpenServerSettings(() => void navigate(SERVER_ROUTE)), [bridge, navigate]);
  return null;
}

/** Main draws the menus and dialogs: it is told the language the admin chose. */
function useMenuLanguage(bridge: DesktopBridge) {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  useEffect(() => {
    bridge.setLanguage(language).catch(() => undefined);
  }, [bridge, language]);
}

function Loading() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen items-center justify-center text-brand-700">
      <Spinner label={t('common.loading')} className="size-8" />
    </div>
  );
}
