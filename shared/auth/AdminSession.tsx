/**
 * The admin session of SPEC §4: read once at start (removed when it cannot be parsed), saved on
 * login, removed on logout. `ready` stays false until the first read is done, so that guards show
 * nothing before they know.
 */
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { setAuthToken } from '../api/client.ts';
import type { AdminSession } from '../domain/entities.ts';
import { parseAdminInfo } from '../platform/platform.ts';
import { usePlatform } from '../platform/PlatformContext.tsx';

interface AdminSessionState {
  session: AdminSession | undefined;
  ready: boolean;
  signIn(session: AdminSession): Promise<void>;
  signOut(): Promise<void>;
}

const AdminSessionContext = createContext<AdminSessionState | undefined>(undefined);

export function AdminSessionProvider({ children }: { children: ReactNode }) {
  const { adminInfo } = usePlatform();
  const [session, setSession] = useState<AdminSession | undefined>();
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const stored = await adminInfo.read().catch(() => null);
      const parsed = parseAdminInfo(stored);
      if (stored && !parsed) await adminInfo.remove().catch(() => undefined);
      if (cancelled) return;
      setAuthToken(parsed?.token);
      // A transition: on a server-rendered page this lands while the page may still be hydrating,
      // and an urgent update would make React hydrate all of it in one blocking task first.
      startTransition(() => {
        setSession(parsed);
        setReady(true);
      });
    })();
    return () => {
      cancelled = true;
    };
  }, [adminInfo]);

  const signIn = useCallback(
    async (next: AdminSession) => {
      await adminInfo.write(JSON.stringify(next));
      setAuthToken(next.token);
      setSession(next);
    },
    [adminInfo],
  );

  const signOut = useCallback(async () => {
    await adminInfo.remove();
    setAuthToken(undefined);
    setSession(undefined);
  }, [adminInfo]);

  const value = useMemo(() => ({ session, ready, signIn, signOut }), [session, ready, signIn, signOut]);
  return <AdminSessionContext.Provider value={value}>{children}</AdminSessionContext.Provider>;
}

export function useAdminSession(): AdminSessionState {
  const state = useContext(AdminSessionContext);
  if (!state) throw new Error('useAdminSession needs an AdminSessionProvider');
  return state;
}
