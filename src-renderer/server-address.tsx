import { createContext, useContext } from 'react';
import type { DesktopBridge } from '../shared/platform/bridge.ts';

/** The server address screen's route. */
export const SERVER_ROUTE = '/server';

export interface ServerAddress {
  /** The configured server's origin; null until the first setup. */
  origin: string | null;
  setOrigin(origin: string): void;
  bridge: DesktopBridge;
}

export const ServerAddressContext = createContext<ServerAddress | undefined>(undefined);

export function useServerAddress(): ServerAddress {
  const value = useContext(ServerAddressContext);
  if (!value) throw new Error('useServerAddress needs a ServerAddressContext');
  return value;
}
