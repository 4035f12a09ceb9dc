/**
 * What the desktop app keeps between runs, in one settings file under the user's data folder
 * (electron-store): the server address, the admin session (adminInfo, SPEC §3), the window's
 * place and the language. Every value is checked when read back: the file can be edited by hand.
 */
import { z } from 'zod';
import { FALLBACK_LANGUAGE, type Language, LANGUAGES } from '../shared/domain/constants.ts';
import { parseServerAddress } from '../shared/platform/bridge.ts';

/** The part of electron-store (and of a Map in tests) that is used. */
export interface KeyValueStore {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  delete(key: string): void;
}

export const MIN_WINDOW_SIZE = { width: 900, height: 600 } as const;

export const WindowStateSchema = z.object({
  width: z.number().int().min(MIN_WINDOW_SIZE.width).max(20_000),
  height: z.number().int().min(MIN_WINDOW_SIZE.height).max(20_000),
  x: z.number().int().min(-50_000).max(50_000).optional(),
  y: z.number().int().min(-50_000).max(50_000).optional(),
  maximized: z.boolean().default(false),
});
export type WindowState = z.output<typeof WindowStateSchema>;

/** A session as login answers it; only the token is needed here, the rest is kept as given. */
const StoredSessionSchema = z.looseObject({ token: z.string().min(1) });

export const MAX_ADMIN_INFO_LENGTH = 16_384;

export function parseAdminToken(adminInfo: string): string | undefined {
  try {
    const parsed = StoredSessionSchema.safeParse(JSON.parse(adminInfo));
    return parsed.success ? parsed.data.token : undefined;
  } catch {
    return undefined;
  }
}

const KEYS = { server: 'serverOrigin', adminInfo: 'adminInfo', window: 'window', language: 'language' } as const;

export type DesktopSettings = ReturnType<typeof createSettings>;

export function createSettings(store: KeyValueStore) {
  const serverOrigin = (): string | undefined => {
    const value = store.get(KEYS.server);
    return typeof value === 'string' ? parseServerAddress(value) : undefined;
  };

  return {
    serverOrigin,

    /** A session belongs to one server: moving to another one signs the admin out. */
    setServerOrigin(address: string): string {
      const origin = parseServerAddress(address);
      if (!origin) throw new Error('Not a server address.');
      if (origin !== serverOrigin()) store.delete(KEYS.adminInfo);
      store.set(KEYS.server, origin);
      return origin;
    },

    adminInfo(): string | null {
      const value = store.get(KEYS.adminInfo);
      return typeof value === 'string' ? value : null;
    },

    setAdminInfo(value: string): void {
      store.set(KEYS.adminInfo, value);
    },

    removeAdminInfo(): void {
      store.delete(KEYS.adminInfo);
    },

    /** The token of the signed-in admin, read from what main keeps rather than from the renderer. */
    adminToken(): string | undefined {
      const value = store.get(KEYS.adminInfo);
      return typeof value === 'string' ? parseAdminToken(value) : undefined;
    },

    windowState(): WindowState | undefined {
      const parsed = WindowStateSchema.safeParse(store.get(KEYS.window));
      return parsed.success ? parsed.data : undefined;
    },

    setWindowState(state: WindowState): void {
      const parsed = WindowStateSchema.safeParse(state);
      if (parsed.success) store.set(KEYS.window, parsed.data);
    },

    language(): Language {
      const value = store.get(KEYS.language);
      return (LANGUAGES as readonly unknown[]).includes(value) ? (value as Language) : FALLBACK_LANGUAGE;
    },

    setLanguage(language: Language): void {
      store.set(KEYS.language, language);
    },
  };
}
