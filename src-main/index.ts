/**
 * The desktop app's main process: one instance, one window on the app:// origin, the settings
 * file, the IPC channels of the DesktopBridge, the menu, and the security settings of Electron's
 * checklist (see security.ts and window.ts).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { app, BrowserWindow, dialog, ipcMain, Menu, type MessageBoxOptions, net, protocol, screen, session, shell } from 'electron';
import Store from 'electron-store';
import { DESKTOP_CHANNELS } from '../shared/platform/bridge.ts';
import { APP_ENTRY_URL, APP_SCHEME, APP_SCHEME_PRIVILEGES, createAppRequestHandler } from './app-protocol.ts';
import { downloadCv, offerToOpenSavedFile } from './cv-download.ts';
import type { Fetch } from './fetch.ts';
import { createSenderCheck, registerIpcHandlers } from './ipc.ts';
import { applicationMenuTemplate, showAboutBox } from './menu.ts';
import { APP_NAME, NATIVE_TEXTS } from './native-texts.ts';
import { denyAllPermissions, hardenWebContents } from './security.ts';
import { checkServer } from './server-check.ts';
import { createSettings } from './settings.ts';
import { mainWindowOptions, placeOnScreen, trackWindowState } from './window.ts';

/** electron-vite's dev server, trusted only when it is on this computer and the app is not packaged. */
function devServerUrl(): string | undefined {
  const value = process.env.ELECTRON_RENDERER_URL;
  if (app.isPackaged || !value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname) ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

const netFetch: Fetch = (input, init) => net.fetch(String(input), init);

// Both must happen before the app is ready.
protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);
app.enableSandbox();

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  startApp();
}

function startApp(): void {
  const settings = createSettings(new Store({ name: 'settings', clearInvalidConfig: true }));
  const texts = () => NATIVE_TEXTS[settings.language()];
  const devServer = devServerUrl();
  const preloadPath = path.join(import.meta.dirname, '../preload/index.cjs');
  let mainWindow: BrowserWindow | undefined;

  const openServerSettings = () => mainWindow?.webContents.send(DESKTOP_CHANNELS.serverSettingsOpen);
  const showAbout = () => void showAboutBox(dialog, mainWindow, texts(), app.getVersion());
  const refreshMenu = () => {
    const template = applicationMenuTemplate(texts(), { openServerSettings, showAbout }, { isMac: process.platform === 'darwin', isDev: devServer !== undefined });
    Menu.setApplicationMenu(Menu.buildFromTemplate(template));
  };

  const createWindow = (): BrowserWindow => {
    const saved = settings.windowState();
    const place = placeOnScreen(saved, screen.getAllDisplays().map((display) => display.workArea));
    const window = new BrowserWindow(mainWindowOptions(preloadPath, place, APP_NAME));
    if (place.maximized) window.maximize();
    trackWindowState(window, (state) => settings.setWindowState(state));
    window.once('ready-to-show', () => window.show());
    window.on('closed', () => {
      if (mainWindow === window) mainWindow = undefined;
    });
    void window.loadURL(APP_ENTRY_URL);
    return window;
  };

  app.on('second-instance', () => {
    if (!mainWindow) {
      // macOS keeps the app running with no window: the second start opens one.
      if (app.isReady()) mainWindow = createWindow();
      return;
    }
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.show();
    mainWindow.focus();
  });

  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, (url) => shell.openExternal(url)));

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });

  app.on('activate', () => {
    if (app.isReady() && !mainWindow) mainWindow = createWindow();
  });

  void app.whenReady().then(() => {
    const appSession = session.defaultSession;
    denyAllPermissions(appSession);
    // CVs are saved through downloadCv only; a download started by the page itself is refused.
    appSession.on('will-download', (event) => event.preventDefault());
    appSession.protocol.handle(
      APP_SCHEME,
      createAppRequestHandler({
        rendererDir: path.join(import.meta.dirname, '../renderer'),
        devServerUrl: devServer,
        serverOrigin: () => settings.serverOrigin(),
        fetch: netFetch,
        messages: () => texts().relay,
      }),
    );

    registerIpcHandlers(ipcMain, createSenderCheck(() => BrowserWindow.getAllWindows()), {
      readAdminInfo: () => settings.adminInfo(),
      writeAdminInfo: (value) => settings.setAdminInfo(value),
      removeAdminInfo: () => settings.removeAdminInfo(),
      serverOrigin: () => settings.serverOrigin() ?? null,
      testServer: (address) => checkServer(address, netFetch),
      saveServer: async (address) => {
        const check = await checkServer(address, netFetch);
        if (check.ok) settings.setServerOrigin(check.origin);
        return check;
      },
      downloadCv: (request, event) => {
        const window = BrowserWindow.fromWebContents(event.sender) ?? undefined;
        return downloadCv(
          {
            fetch: netFetch,
            serverOrigin: () => settings.serverOrigin(),
            adminToken: () => settings.adminToken(),
            downloadsDir: app.getPath('downloads'),
            chooseSavePath: async (defaultPath) => {
              const options = { title: texts().saveCv.title, defaultPath, properties: ['createDirectory', 'showOverwriteConfirmation'] as ('createDirectory' | 'showOverwriteConfirmation')[] };
              const choice = await (window ? dialog.showSaveDialog(window, options) : dialog.showSaveDialog(options));
              return choice.canceled || !choice.filePath ? undefined : choice.filePath;
            },
            writeFile: (filePath, data) => fs.writeFile(filePath, data),
            afterSave: (filePath) => {
              const actions = {
                showMessageBox: (options: MessageBoxOptions) =>
                  window ? dialog.showMessageBox(window, options) : dialog.showMessageBox(options),
                openPath: (target: string) => shell.openPath(target),
                showItemInFolder: (target: string) => shell.showItemInFolder(target),
              };
              offerToOpenSavedFile(actions, texts().saveCv, filePath).catch(() => undefined);
            },
          },
          request,
        );
      },
      setLanguage: (language) => {
        settings.setLanguage(language);
        refreshMenu();
      },
    });

    refreshMenu();
    mainWindow = createWindow();
  });
}
