/**
 * The contract between the desktop app's renderer and its main process, declared once: the
 * preload implements it (`satisfies DesktopBridge`), main answers its channels, and
 * shared/platform/desktop.ts adapts it to the Platform interface the screens use.
 *
 * The renderer is never trusted with a path or a full URL: main rebuilds every address from the
 * configured server and the ids it is given, and checks every argument again.
 */
import type { Language } from '../domain/constants.ts';
import type { RequestNotice, RequestTarget } from './platform.ts';

/** IPC channel names; main answers or sends exactly these and the preload uses exactly these. */
export const DESKTOP_CHANNELS = {
  adminInfoRead: 'takwin:admin-info:read',
  adminInfoWrite: 'takwin:admin-info:write',
  adminInfoRemove: 'takwin:admin-info:remove',
  serverGet: 'takwin:server:get',
  serverTest: 'takwin:server:test',
  serverSave: 'takwin:server:save',
  fileDownload: 'takwin:file:download',
  languageSet: 'takwin:language:set',
  notificationShow: 'takwin:notification:show',
  badgeSet: 'takwin:badge:set',
  /** Main → renderer: the menu asked for the server address screen. */
  serverSettingsOpen: 'takwin:server-settings:open',
  /** Main → renderer: staff clicked a request's notification; carries its RequestTarget. */
  requestOpen: 'takwin:request:open',
} as const;

export type DesktopChannel = (typeof DESKTOP_CHANNELS)[keyof typeof DESKTOP_CHANNELS];

/** The channels main sends on and the renderer only listens to; every other one is invoked by the renderer. */
export const MAIN_TO_RENDERER_CHANNELS: readonly DesktopChannel[] = [
  DESKTOP_CHANNELS.serverSettingsOpen,
  DESKTOP_CHANNELS.requestOpen,
];

/** Why a server address was turned down; each has its translated text under desktop.server.problems. */
export type ServerProblem = 'invalid_address' | 'unreachable' | 'timeout' | 'not_takwin';

export type ServerCheck = { ok: true; origin: string } | { ok: false; problem: ServerProblem };

/** The longest notification texts main accepts; the desktop adapter cuts longer ones to fit. */
export const NOTICE_LIMITS = { title: 200, body: 1000 } as const;

/** What became of a file download. Failures are values, not exceptions: IPC would flatten an error into text. */
export type FileDownloadResult =
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
  /**
   * Saves an admin file with the system's save dialog. `url` is a candidature's cvPath from the API,
   * a list's `/api/<kind>/export.csv?<filters>` or a person's `/api/people/export.zip?email=|phone=`;
   * `fileName` only a suggestion for the dialog.
   */
  downloadFile(request: { url: string; fileName: string }): Promise<FileDownloadResult>;
  /** Menus and native dialogs follow the language chosen in the app. */
  setLanguage(language: Language): Promise<void>;
  /** A native notification for a new request; a click on it comes back through onOpenRequest. */
  notifyRequest(notice: RequestNotice): Promise<void>;
  /** The number on the app's icon (dock, launcher); 0 clears it. */
  setBadgeCount(count: number): Promise<void>;
  /** Calls `listener` when the menu asks for the server address screen; returns the unsubscribe. */
  onOpenServerSettings(listener: () => void): () => void;
  /** Calls `listener` with the request whose notification was clicked; returns the unsubscribe. */
  onOpenRequest(listener: (target: RequestTarget) => void): () => void;
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
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || !url.hostname)
    return undefined;
  return url.origin;
}
