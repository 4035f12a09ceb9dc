/**
 * The desktop app without Electron, for Playwright: the built renderer (out/renderer) served on a
 * local origin the test owns, and a stand-in for the preload and main. Everything behind the
 * bridge is main's own code (src-main): the IPC argument checks, the settings, the server test,
 * the /api relay and the file download; only Electron itself is replaced (the save dialog accepts
 * the proposed path in a temporary Downloads folder; the settings live in memory; notifications
 * and the icon's badge are recorded in `notices` and `badgeCounts`).
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { IpcMainInvokeEvent } from 'electron';
import type { Page } from '@playwright/test';
import { DESKTOP_CHANNELS } from '../../shared/platform/bridge.ts';
import type { RequestNotice, RequestTarget } from '../../shared/platform/platform.ts';
import { APP_ENTRY_URL, createAppRequestHandler } from '../../src-main/app-protocol.ts';
import { downloadFile } from '../../src-main/file-download.ts';
import { createSenderCheck, registerIpcHandlers } from '../../src-main/ipc.ts';
import { NATIVE_TEXTS } from '../../src-main/native-texts.ts';
import { checkServer } from '../../src-main/server-check.ts';
import { createSettings } from '../../src-main/settings.ts';

type Listener = (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown;

export interface SavedFile {
  path: string;
  bytes: Buffer;
}

export class DesktopBridgeDouble {
  /** What main keeps in electron-store. */
  readonly store = new Map<string, unknown>();
  readonly settings = createSettings({
    get: (key) => this.store.get(key),
    set: (key, value) => this.store.set(key, value),
    delete: (key) => this.store.delete(key),
  });
  readonly saved: SavedFile[] = [];
  /** The notifications main was asked to show, in order. */
  readonly notices: RequestNotice[] = [];
  /** The counts main was asked to put on the app's icon, in order. */
  readonly badgeCounts: number[] = [];
  private readonly channels = new Map<string, Listener>();
  private server: http.Server | undefined;
  appUrl = '';

  constructor(
    private readonly rendererDir: string,
    readonly downloadsDir: string,
  ) {
    // The one window of the app, as main's sender check sees it.
    const window = { isDestroyed: () => false, webContents: { id: 1 } };
    registerIpcHandlers(
      { handle: (channel: string, listener: Listener) => void this.channels.set(channel, listener) } as never,
      createSenderCheck(() => [window]),
      {
        readAdminInfo: () => this.settings.adminInfo(),
        writeAdminInfo: (value) => this.settings.setAdminInfo(value),
        removeAdminInfo: () => this.settings.removeAdminInfo(),
        serverOrigin: () => this.settings.serverOrigin() ?? null,
        testServer: (address) => checkServer(address, fetch),
        saveServer: async (address) => {
          const check = await checkServer(address, fetch);
          if (check.ok) this.settings.setServerOrigin(check.origin);
          return check;
        },
        downloadFile: (request) =>
          downloadFile(
            {
              fetch,
              serverOrigin: () => this.settings.serverOrigin(),
              adminToken: () => this.settings.adminToken(),
              downloadsDir: this.downloadsDir,
              chooseSavePath: async (defaultPath) => defaultPath,
              writeFile: (filePath, data) => fs.writeFile(filePath, data),
              afterSave: (filePath) => {
                void fs.readFile(filePath).then((bytes) => this.saved.push({ path: filePath, bytes }));
              },
            },
            request,
          ),
        setLanguage: (language) => this.settings.setLanguage(language),
        notifyRequest: (notice) => void this.notices.push(notice),
        setBadgeCount: (count) => void this.badgeCounts.push(count),
      },
    );
  }

  /** Serves the renderer as main's app:// handler does, /api relayed to the configured server. */
  async start(): Promise<void> {
    const handle = createAppRequestHandler({
      rendererDir: this.rendererDir,
      serverOrigin: () => this.settings.serverOrigin(),
      fetch,
      messages: () => NATIVE_TEXTS[this.settings.language()].relay,
    });
    this.server = http.createServer((incoming, outgoing) => {
      const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD';
      // Addressed as the app's page addresses it in Electron.
      const request = new Request(new URL(incoming.url ?? '/', APP_ENTRY_URL), {
        method: incoming.method,
        headers: Object.entries(incoming.headers).flatMap(([name, value]) =>
          typeof value === 'string' ? [[name, value] as [string, string]] : [],
        ),
        body: hasBody ? (Readable.toWeb(incoming) as ReadableStream) : undefined,
        duplex: hasBody ? 'half' : undefined,
      } as RequestInit);
      void handle(request).then(async (response) => {
        outgoing.writeHead(response.status, Object.fromEntries(response.headers));
        outgoing.end(Buffer.from(await response.arrayBuffer()));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.appUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/index.html`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** Puts `window.takwin` in the page, as the preload does, each operation on its IPC channel. */
  async install(page: Page): Promise<void> {
    const appOrigin = new URL(this.appUrl).origin;
    await page.exposeFunction('takwinInvoke', (channel: string, args: unknown[]) => {
      // The page is the app's own window, at the app's own origin (app://takwin in Electron).
      const event = {
        sender: { id: 1 },
        senderFrame: { url: 'app://takwin/index.html', parent: null },
      } as unknown as IpcMainInvokeEvent;
      if (!page.url().startsWith(appOrigin)) throw new Error('Refused: not the app’s page');
      const listener = this.channels.get(channel);
      if (!listener) throw new Error(`No handler for ${channel}`);
      return listener(event, ...args);
    });
    const preload = await fs.readFile(path.join(import.meta.dirname, 'desktop-preload-double.js'), 'utf8');
    // The file is one arrow function (its last `;` aside): called, in parentheses, with the channels.
    await page.addInitScript({
      content: `(${preload.trim().replace(/;$/, '')})(${JSON.stringify(DESKTOP_CHANNELS)});`,
    });
  }

  /** What a click on a request's notification does: the page is told to open `target`. */
  async clickNotification(page: Page, target: RequestTarget): Promise<void> {
    await page.evaluate(
      (request) => (window as unknown as { takwinOpenRequest(target: RequestTarget): void }).takwinOpenRequest(request),
      target,
    );
  }

  static async create(rendererDir: string, downloadsDir: string): Promise<DesktopBridgeDouble> {
    await fs.access(path.join(rendererDir, 'index.html'));
    const double = new DesktopBridgeDouble(rendererDir, downloadsDir);
    await double.start();
    return double;
  }
}
