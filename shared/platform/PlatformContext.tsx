import { createContext, type ReactNode, useContext } from 'react';
import type { Platform } from './platform.ts';

const PlatformContext = createContext<Platform | undefined>(undefined);

export function PlatformProvider({ platform, children }: { platform: Platform; children: ReactNode }) {
  return <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>;
}

export function usePlatform(): Platform {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform needs a PlatformProvider');
  return platform;
}
