/**
 * The main process as a whole, with Electron replaced by a stand-in (no Electron binary runs on
 * the machines that test this): what it registers at start, its window, its IPC answers, and a CV
 * saved through the real settings file and a real HTTP server.
 */
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { IpcMainInvokeEvent } from 'electron';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DESKTOP_CHANNELS } from '../shared/platform/bridge.ts';
import { json, startTestServer, type TestServer } from './test-support/http.ts';

const electron = vi.hoisted(() => {
  const order: string[] = [];
  /** Just enough of an EventEmitter: vi.hoisted runs before any import. */
  class Emitter {
    private listeners = new Map<string, ((...args: unknown[]) => void)[]>();
    on(name: string, listener: (...args: unknown[]) => void) {
      this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
      return this;
    }
    once(name: string, listener: (...args: unknown[]) => void) {
      return this.on(name, listener);
    }
    emit(name: string, ...args: unknown[]) {
      for (const listener of this.listeners.get(name) ?? []) listener(...args);
      return true;
    }
  }
  const appEvents = new Emitter();
  const state = { userData: '', downloads: '', lock: true, ready: false };
  const windows: FakeWindow[] = [];
  class FakeWindow extends Emitter {
    static nextId = 1;
    options: Record<string, unknown>;
    webContents: { id: number; send: (channel: string) => void };
    loadedUrl = '';
    calls: string[] = [];
    constructor(options: Record<string, unknown>) {
      super();
      this.options = options;
      this.webContents = { id: FakeWindow.nextId++, send: vi.fn() };
      windows.push(this);
    }
    static getAllWindows = () => windows;
    static fromWebContents = (contents: { id: number }) =>
      windows.find((window) => window.webContents.id === contents.id) ?? null;
    loadURL(url: string) {
      this.loadedUrl = url;
      return Promise.resolve();
    }
    isDestroyed = () => false;
    isMinimized = () => true;
    isMaximized = () => false;
    getNormalBounds = () => ({ x: 15, y: 25, width: 1250, height: 790 });
    maximize = () => this.calls.push('maximize');
    restore = () => this.calls.push('restore');
    show = () => this.calls.push('show');
    focus = () => this.calls.push('focus');
  }
  const notifications: FakeNotification[] = [];
  class FakeNotification extends Emitter {
    static isSupported = vi.fn(() => true);
    options: Record<string, unknown>;
    shown = false;
    constructor(options: Record<string, unknown>) {
      super();
      this.options = options;
      notifications.push(this);
    }
    show() {
      this.shown = true;
    }
  }
  const ipc = new Map<string, (event: unknown, ...args: unknown[]) => unknown>();
  const sessionMock = {
    setPermissionRequestHandler: vi.fn(),
    setPermissionCheckHandler: vi.fn(),
    setDevicePermissionHandler: vi.fn(),
    on: vi.fn(),
    protocol: { handle: vi.fn() },
  };
  const module = {
    app: {
      isPackaged: true,
      getPath: (name: string) => (name === 'downloads' ? state.downloads : state.userData),
      getVersion: () => '0.1.0',
      requestSingleInstanceLock: vi.fn(() => state.lock),
      enableSandbox: vi.fn(() => order.push('enableSandbox')),
      quit: vi.fn(),
      on: (name: string, listener: (...args: unknown[]) => void) => appEvents.on(name, listener),
      whenReady: () => {
        order.push('whenReady');
        state.ready = true;
        return Promise.resolve();
      },
      isReady: () => state.ready,
      setBadgeCount: vi.fn((_count?: number) => true),
    },
    protocol: { registerSchemesAsPrivileged: vi.fn(() => order.push('registerSchemesAsPrivileged')) },
    session: { defaultSession: sessionMock },
    ipcMain: {
      handle: (channel: string, listener: (event: unknown, ...args: unknown[]) => unknown) =>
        ipc.set(channel, listener),
      on: vi.fn(),
    },
    BrowserWindow: FakeWindow,
    Menu: { buildFromTemplate: (template: unknown) => template, setApplicationMenu: vi.fn() },
    screen: { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1040 } }] },
    dialog: { showSaveDialog: vi.fn(), showMessageBox: vi.fn() },
    shell: { openExternal: vi.fn(async () => undefined), openPath: vi.fn(async () => ''), showItemInFolder: vi.fn() },
    net: { fetch: (input: string, init?: RequestInit) => fetch(input, init) },
    Notification: FakeNotification,
  };
  return { module, state, order, appEvents, windows, ipc, sessionMock, notifications };
});
vi.mock('electron', () => ({ default: electron.module, ...electron.module }));

const CV = Buffer.from('%PDF-1.7\nthe CV of Sami Trabelsi\n%%EOF\n');
const CV_ID = '0190f6f4-0000-7000-8000-000000000001';
const LEAD_ID = '0190f6f4-0000-7000-8000-000000000002';
const CSV = '\uFEFFname;status\r\nSami Trabelsi;new\r\n';
const SESSION = JSON.stringify({ _id: 'a1', name: 'Admin', email: 'admin@takwin.tn', token: 'token-1' });
let server: TestServer;

const appEvent = () => ({
  sender: electron.windows[0]!.webContents,
  senderFrame: { url: 'app://takwin/index.html#/admin/candidatures', parent: null },
});
const invoke = (channel: string, event: unknown, ...args: unknown[]) =>
  Promise.resolve(electron.ipc.get(channel)!(event as IpcMainInvokeEvent, ...args));
/** A download asked by the window: the admin saves it at `filePath`, then presses button `button` of the message that follows. */
const downloadSavedAt = (filePath: string, button: number, request: { url: string; fileName: string }) => {
  electron.module.dialog.showSaveDialog.mockResolvedValueOnce({ canceled: false, filePath });
  electron.module.dialog.showMessageBox.mockResolvedValueOnce({ response: button, checkboxChecked: false });
  return invoke(DESKTOP_CHANNELS.fileDownload, appEvent(), request);
};

/** The last dialog of that kind main showed: on the app's window, with at least `fields`. */
const expectLastDialog = (kind: 'showSaveDialog' | 'showMessageBox', fields: Record<string, unknown>) =>
  expect(electron.module.dialog[kind]).toHaveBeenLastCalledWith(electron.windows[0], expect.objectContaining(fields));

beforeAll(async () => {
  electron.state.userData = fs.mkdtempSync(path.join(os.tmpdir(), 'takwin-main-'));
  electron.state.downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'takwin-downloads-'));
  // A previous run left the window somewhere and chose English.
  fs.writeFileSync(
    path.join(electron.state.userData, 'settings.json'),
    JSON.stringify({ window: { x: 120, y: 80, width: 1300, height: 860, maximized: false }, language: 'en' }),
  );
  server = await startTestServer((request, _body, response) => {
    if (request.url === '/api/health') return json(response, 200, { status: 'ok', database: 'sqlite' });
    if (request.url === `/api/candidatures/${CV_ID}/cv` && request.headers.authorization === 'Bearer token-1') {
      response.writeHead(200, {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="CV Sami.pdf"; filename*=UTF-8''CV%20Sami%20Trabelsi.pdf`,
      });
      return response.end(CV);
    }
    if (
      request.url === '/api/leads/export.csv?status=new&q=Sami' &&
      request.headers.authorization === 'Bearer token-1'
    ) {
      response.writeHead(200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="leads-2025-05-01.csv"',
      });
      return response.end(CSV);
    }
    return json(response, 401, { message: 'Unauthorized' });
  });
  await import('./index.ts');
  await vi.waitFor(() => expect(electron.windows).toHaveLength(1));
});

afterAll(async () => {
  await server.close();
  fs.rmSync(electron.state.userData, { recursive: true, force: true });
  fs.rmSync(electron.state.downloads, { recursive: true, force: true });
});

describe('the main process at start', () => {
  it('registers app:// as a privileged scheme and sandboxes every renderer, before the app is ready', () => {
    expect(electron.order.slice(0, 3)).toEqual(['registerSchemesAsPrivileged', 'enableSandbox', 'whenReady']);
    expect(electron.module.protocol.registerSchemesAsPrivileged).toHaveBeenCalledWith([
      expect.objectContaining({ scheme: 'app', privileges: expect.objectContaining({ standard: true, secure: true }) }),
    ]);
    expect(electron.sessionMock.protocol.handle).toHaveBeenCalledWith('app', expect.any(Function));
  });

  it('asks for the single-instance lock and brings the window forward on a second start', () => {
    expect(electron.module.app.requestSingleInstanceLock).toHaveBeenCalled();
    electron.appEvents.emit('second-instance');
    expect(electron.windows[0]!.calls).toEqual(['restore', 'show', 'focus']);
  });

  it('opens one secure window on the app’s origin, where it was last time', () => {
    const [window] = electron.windows;
    expect(window!.loadedUrl).toBe('app://takwin/index.html');
    expect(window!.options).toMatchObject({ x: 120, y: 80, width: 1300, height: 860 });
    expect(window!.options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
    });
    expect(String((window!.options.webPreferences as { preload: string }).preload)).toMatch(
      /out\/preload\/index\.cjs$|preload[\\/]index\.cjs$/,
    );
  });

  it('denies permissions, downloads started by the page, and hardens every web contents', () => {
    const request = electron.sessionMock.setPermissionRequestHandler.mock.calls[0]![0] as (
      c: unknown,
      p: string,
      cb: (ok: boolean) => void,
    ) => void;
    const callback = vi.fn();
    request({}, 'media', callback);
    expect(callback).toHaveBeenCalledWith(false);
    const [name, onDownload] = electron.sessionMock.on.mock.calls.find(([event]) => event === 'will-download')!;
    expect(name).toBe('will-download');
    const download = { preventDefault: vi.fn() };
    (onDownload as (event: typeof download) => void)(download);
    expect(download.preventDefault).toHaveBeenCalled();

    const contents = Object.assign(new EventEmitter(), { setWindowOpenHandler: vi.fn() });
    electron.appEvents.emit('web-contents-created', {}, contents);
    expect(contents.setWindowOpenHandler).toHaveBeenCalled();
    expect(contents.listenerCount('will-navigate')).toBe(1);
  });

  it('builds the menu in the language kept from last time, and follows a change', async () => {
    const labels = () =>
      (electron.module.Menu.setApplicationMenu.mock.calls.at(-1)![0] as { label: string }[]).map((item) => item.label);
    expect(labels()).toContain('Edit');
    await invoke(DESKTOP_CHANNELS.languageSet, appEvent(), 'fr');
    expect(labels()).toContain('Édition');
  });

  it('remembers the window when it closes', () => {
    electron.windows[0]!.emit('close');
    const saved = JSON.parse(fs.readFileSync(path.join(electron.state.userData, 'settings.json'), 'utf8')) as {
      window: unknown;
    };
    expect(saved.window).toEqual({ x: 15, y: 25, width: 1250, height: 790, maximized: false });
  });
});

describe('the main process answering the renderer', () => {
  it('refuses a sender that is not its window', async () => {
    await expect(
      invoke(DESKTOP_CHANNELS.adminInfoRead, {
        sender: { id: 999 },
        senderFrame: { url: 'app://takwin/index.html', parent: null },
      }),
    ).rejects.toThrow(/refused/);
  });

  it('keeps the server, the session, then saves a CV where the admin chose and offers to show it', async () => {
    expect(await invoke(DESKTOP_CHANNELS.serverGet, appEvent())).toBeNull();
    expect(await invoke(DESKTOP_CHANNELS.serverSave, appEvent(), `${server.origin}/`)).toEqual({
      ok: true,
      origin: server.origin,
    });
    expect(await invoke(DESKTOP_CHANNELS.serverGet, appEvent())).toBe(server.origin);
    await invoke(DESKTOP_CHANNELS.adminInfoWrite, appEvent(), SESSION);
    expect(await invoke(DESKTOP_CHANNELS.adminInfoRead, appEvent())).toBe(SESSION);

    const chosen = path.join(electron.state.downloads, 'chosen name.pdf');
    const result = await downloadSavedAt(chosen, 1, {
      url: `/api/candidatures/${CV_ID}/cv`,
      fileName: 'whatever.pdf',
    });

    expect(result).toEqual({ outcome: 'saved', fileName: 'chosen name.pdf' });
    expectLastDialog('showSaveDialog', {
      title: 'Enregistrer le CV',
      defaultPath: path.join(electron.state.downloads, 'CV Sami Trabelsi.pdf'),
    });
    expect(fs.readFileSync(chosen).equals(CV)).toBe(true);
    await vi.waitFor(() => expect(electron.module.shell.showItemInFolder).toHaveBeenCalledWith(chosen));
    expectLastDialog('showMessageBox', {
      message: 'Le CV est enregistré.',
      buttons: ['Ouvrir', 'Afficher dans le dossier', 'Fermer'],
    });

    // The CSV export of the current filters, offered as a CSV file.
    const exported = path.join(electron.state.downloads, 'leads-2025-05-01.csv');
    const csv = await downloadSavedAt(exported, 2, {
      url: '/api/leads/export.csv?q=Sami&status=new',
      fileName: 'leads.csv',
    });
    expect(csv).toEqual({ outcome: 'saved', fileName: 'leads-2025-05-01.csv' });
    expectLastDialog('showSaveDialog', {
      title: 'Enregistrer l’export CSV',
      defaultPath: exported,
      filters: [{ name: 'Fichier CSV', extensions: ['csv'] }],
    });
    expect(fs.readFileSync(exported, 'utf8')).toBe(CSV);
    await vi.waitFor(() => expectLastDialog('showMessageBox', { message: 'L’export CSV est enregistré.' }));

    // An address main did not build from the allow-list is never fetched.
    const asked = electron.module.dialog.showSaveDialog.mock.calls.length;
    expect(
      await invoke(DESKTOP_CHANNELS.fileDownload, appEvent(), {
        url: '/api/leads/export.csv?limit=100000',
        fileName: 'leads.csv',
      }),
    ).toEqual({ outcome: 'failed', problem: 'invalid_request' });
    expect(
      await invoke(DESKTOP_CHANNELS.fileDownload, appEvent(), {
        url: `${server.origin}/api/users`,
        fileName: 'users.csv',
      }),
    ).toEqual({ outcome: 'failed', problem: 'invalid_request' });
    expect(electron.module.dialog.showSaveDialog.mock.calls.length).toBe(asked);

    await invoke(DESKTOP_CHANNELS.adminInfoRemove, appEvent());
    expect(await invoke(DESKTOP_CHANNELS.adminInfoRead, appEvent())).toBeNull();
  });

  it('relays the renderer’s API calls to the configured server', async () => {
    const handler = electron.sessionMock.protocol.handle.mock.calls[0]![1] as (request: Request) => Promise<Response>;
    const response = await handler(new Request('app://takwin/api/health'));
    expect(await response.json()).toEqual({ status: 'ok', database: 'sqlite' });
  });

  it('shows a native notification for a new request; a click brings the window forward and opens the request', async () => {
    const [window] = electron.windows;
    window!.calls.length = 0;
    const notice = {
      kind: 'lead',
      id: LEAD_ID,
      title: 'Nouvelle préinscription',
      body: 'Sami Trabelsi · Développement web',
    };
    await invoke(DESKTOP_CHANNELS.notificationShow, appEvent(), notice);

    const notification = electron.notifications.at(-1)!;
    expect(notification.options).toEqual({
      title: 'Nouvelle préinscription',
      body: 'Sami Trabelsi · Développement web',
    });
    expect(notification.shown).toBe(true);
    expect(window!.webContents.send).not.toHaveBeenCalledWith(DESKTOP_CHANNELS.requestOpen, expect.anything());

    notification.emit('click');
    expect(window!.calls).toEqual(['restore', 'show', 'focus']);
    expect(window!.webContents.send).toHaveBeenCalledWith(DESKTOP_CHANNELS.requestOpen, { kind: 'lead', id: LEAD_ID });
  });

  it('shows nothing where the system has no notifications, and refuses a malformed notice', async () => {
    const before = electron.notifications.length;
    electron.module.Notification.isSupported.mockReturnValueOnce(false);
    await invoke(DESKTOP_CHANNELS.notificationShow, appEvent(), {
      kind: 'candidature',
      id: LEAD_ID,
      title: 'Nouvelle candidature',
      body: '',
    });
    await expect(
      invoke(DESKTOP_CHANNELS.notificationShow, appEvent(), { kind: 'lead', id: '../../admin', title: 'x', body: '' }),
    ).rejects.toThrow(/invalid arguments/);
    await expect(
      invoke(DESKTOP_CHANNELS.notificationShow, appEvent(), { kind: 'user', id: LEAD_ID, title: 'x', body: '' }),
    ).rejects.toThrow(/invalid arguments/);
    expect(electron.notifications).toHaveLength(before);
  });

  it('puts the count of new requests on the app’s icon, and refuses what is not a count', async () => {
    await invoke(DESKTOP_CHANNELS.badgeSet, appEvent(), 7);
    await invoke(DESKTOP_CHANNELS.badgeSet, appEvent(), 0);
    expect(electron.module.app.setBadgeCount.mock.calls).toEqual([[7], [0]]);
    for (const count of [-1, 2.5, 100_000, Number.NaN, '7']) {
      await expect(invoke(DESKTOP_CHANNELS.badgeSet, appEvent(), count)).rejects.toThrow(/invalid arguments/);
    }
    await expect(
      invoke(
        DESKTOP_CHANNELS.badgeSet,
        { sender: { id: 999 }, senderFrame: { url: 'app://takwin/index.html', parent: null } },
        3,
      ),
    ).rejects.toThrow(/refused/);
    expect(electron.module.app.setBadgeCount).toHaveBeenCalledTimes(2);
  });

  it('turns down a server address that is not a Takwin server, and keeps the previous one', async () => {
    expect(await invoke(DESKTOP_CHANNELS.serverSave, appEvent(), 'ftp://elsewhere')).toEqual({
      ok: false,
      problem: 'invalid_address',
    });
    expect(await invoke(DESKTOP_CHANNELS.serverGet, appEvent())).toBe(server.origin);
  });
});

describe('a second copy of the app', () => {
  it('quits at once when another one holds the lock', async () => {
    vi.resetModules();
    electron.state.lock = false;
    electron.module.app.quit.mockClear();
    const before = electron.windows.length;
    await import('./index.ts');
    expect(electron.module.app.quit).toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(electron.windows).toHaveLength(before);
  });
});
