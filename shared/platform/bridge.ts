/**
 * The contract between the desktop app's renderer and its main process, declared once: the
 * preload implements it (`satisfies DesktopBridge`), main answers its channels, and
 * shared/platform/desktop.ts adapts it to the Platform interface the screens use.
 *
 * The renderer is never trusted with a path or a full URL: main rebuilds every address from the
 * configured server and the ids it is given, and checks every argument again.
 */
import type { Language } from '../domain/constants.ts';

/** IPC channel names; main registers exactly these and the preload calls exactly these. */
export const DESKTOP_CHANNELS = {
  adminInfoRead: 'takwin:admin-info:read',
  adminInfoWrite: 'takwin:admin-info:write',
  adminInfoRemove: 'takwin:admin-info:remove',
  serverGet: 'takwin:server:get',
  serverTest: 'takwin:server:test',
  serverSave: 'takwin:server:save',
  cvDownload: 'takwin:cv:download',
  languageSet: 'takwin:language:set',
  /** Main → renderer: the menu asked for the server address screen. */
  serverSettingsOpen: 'takwin:server-settings:open',
} as const;

export type DesktopChannel = (typeof DESKTOP_CHANNELS)[keyof typeof DESKTOP_CHANNELS];

/** Why a server address was turned down; each has its translated text under desktop.server.problems. */
export type ServerProblem = 'invalid_address' | 'unreachable' | 'timeout' | 'not_takwin';

export type ServerCheck = { ok: true; origin: string } | { ok: false; problem: ServerProblem };

/** What became of a CV download. Failures are values, not exceptions: IPC would flatten an error into text. */
export type CvDownloadResult =
  | { outcome: 'saved'; fileName: string }
  | { outcome: 'cancelled' }
  | { outcome: 'failed'; problem: 'server'; status: number; message?: string }
  | { outcome: 'failed'; problem: 'network' | 'disk' | 'signed_out' | 'invalid_request' };

export interface DesktopBridge {
  /** adminInfo (SPEC §3) kept by main in the app's settings file, never in the renderer's storage. */
  adminInfo: {
    read(): Promise<string | null>;
    write(value: string): Promise<void>;
    remove(): Promise<void>;
  };
  server: {
    /** The configured server's origin, or null before the first setup. */
    get(): Promise<string | null>;
    /** Asks <address>/api/health whether a Takwin server answers there. */
    test(address: string): Promise<ServerCheck>;
    /** Tests, then keeps the address; a different server signs the admin out. */
    save(address: string): Promise<ServerCheck>;
  };
  /** `url` is a candidature's cvUrl from the API; `fileName` only a suggestion for the save dialog. */
  downloadCv(request: { url: string; fileName: string }): Promise<CvDownloadResult>;
  /** Menus and native dialogs follow the language chosen in the app. */
  setLanguage(language: Language): Promise<void>;
  /** Calls `listener` when the menu asks for the server address screen; returns the unsubscribe. */
  onOpenServerSettings(listener: () => void): () => void;
}

/**
 * The origin of a server address typed by a person, or undefined when it is not one: http or
 * https only, no user name or password in it. A path after the host is dropped, since the API
 * always lives at <origin>/api.
 */
export function parseServerAddress(input: string): string | undefined {
  const text = input.trim();
  if (!/^https?:\/\/[^/]/i.test(text) || text.length > 2048) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || !url.hostname) return undefined;
  return url.origin;
}
