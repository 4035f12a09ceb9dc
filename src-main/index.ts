/**
 * The desktop app's main process: one instance, one window on the app:// origin, the settings
 * file, the IPC channels of the DesktopBridge, the menu, notifications and the icon's badge, and
 * the security settings of Electron's checklist (see security.ts and window.ts).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  type MessageBoxOptions,
  nativeImage,
  net,
  Notification,
  protocol,
  type SaveDialogOptions,
  screen,
  session,
  shell,
} from 'electron';
import Store from 'electron-store';
import { DESKTOP_CHANNELS } from '../shared/platform/bridge.ts';
import { createBadge } from './badge.ts';
import { APP_ENTRY_URL, APP_SCHEME, APP_SCHEME_PRIVILEGES, createAppRequestHandler } from './app-protocol.ts';
import type { Fetch } from './fetch.ts';
import { downloadFile, offerToOpenSavedFile } from './file-download.ts';
import { createSenderCheck, registerIpcHandlers } from './ipc.ts';
import { applicationMenuTemplate, showAboutBox } from './menu.ts';
import { APP_NAME, NATIVE_TEXTS } from './native-texts.ts';
import { createRequestNotifier, openRequestIn } from './notifications.ts';
import { denyAllPermissions, hardenWebContents } from './security.ts';
import { checkServer } from './server-check.ts';
import { createSettings } from './settings.ts';
import { bringToFront, mainWindowOptions, placeOnScreen, trackWindowState } from './window.ts';

/** electron-vite's dev server, trusted only when it is on this computer and the app is not packaged. */
function devServerUrl(): string | undefined {
  const value = process.env.ELECTRON_RENDERER_URL;
  if (app.isPackaged || !value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
      ? url.origin
      : undefined;
  } catch {
    return undefined;
  }
}

const netFetch: Fetch = (input, init) => net.fetch(String(input), init);

/** electron-builder.yml's appId: Windows shows an app's notifications under this id. */
const APP_USER_MODEL_ID = 'tn.takwin.admin';

// Both must happen before the app is ready.
protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);
app.enableSandbox();
if (process.platform === 'win32') app.setAppUserModelId(APP_USER_MODEL_ID);

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
    const template = applicationMenuTemplate(
      texts(),
      { openServerSettings, showAbout },
      { isMac: process.platform === 'darwin', isDev: devServer !== undefined },
    );
    Menu.setApplicationMenu(Menu.buildFromTemplate(template));
  };

  const createWindow = (): BrowserWindow => {
    const saved = settings.windowState();
    const place = placeOnScreen(
      saved,
      screen.getAllDisplays().map((display) => display.workArea),
    );
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
    bringToFront(mainWindow);
  });

  const notifyRequest = createRequestNotifier({
    isSupported: () => Notification.isSupported(),
    bodyIsMarkup: process.platform === 'linux',
    create: (options) => new Notification(options),
    onClick: (target) => {
      if (mainWindow && !mainWindow.isDestroyed()) openRequestIn(mainWindow, target);
      // No window (macOS keeps the app running without one): a new one opens on the admin. Its page
      // starts listening too late to hear of this click; the request waits in its list.
      else if (app.isReady()) mainWindow = createWindow();
    },
  });

  const showBadge = createBadge({
    platform: process.platform,
    setBadgeCount: (count) => app.setBadgeCount(count),
    setOverlayIcon: (bitmap, description) => {
      if (!mainWindow || mainWindow.isDestroyed()) return;
      const image =
        bitmap &&
        nativeImage.createFromBitmap(bitmap.data, {
          width: bitmap.width,
          height: bitmap.height,
          scaleFactor: bitmap.scaleFactor,
        });
      mainWindow.setOverlayIcon(image, description);
    },
    describe: (count) => texts().badge.newRequests.replace('{count}', String(count)),
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

    registerIpcHandlers(
      ipcMain,
      createSenderCheck(() => BrowserWindow.getAllWindows()),
      {
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
        downloadFile: (request, event) => {
          const window = BrowserWindow.fromWebContents(event.sender) ?? undefined;
          return downloadFile(
            {
              fetch: netFetch,
              serverOrigin: () => settings.serverOrigin(),
              adminToken: () => settings.adminToken(),
              downloadsDir: app.getPath('downloads'),
              chooseSavePath: async (defaultPath, file) => {
                const options: SaveDialogOptions = {
                  title:
                    file.kind === 'cv'
                      ? texts().saveCv.title
                      : file.kind === 'export'
                        ? texts().saveExport.title
                        : texts().savePersonData.title,
                  defaultPath,
                  ...(file.kind === 'export'
                    ? { filters: [{ name: texts().saveExport.fileType, extensions: ['csv'] }] }
                    : {}),
                  ...(file.kind === 'person-export'
                    ? { filters: [{ name: texts().savePersonData.fileType, extensions: ['zip'] }] }
                    : {}),
                  properties: ['createDirectory', 'showOverwriteConfirmation'],
                };
                const choice = await (window ? dialog.showSaveDialog(window, options) : dialog.showSaveDialog(options));
                return choice.canceled || !choice.filePath ? undefined : choice.filePath;
              },
              writeFile: (filePath, data) => fs.writeFile(filePath, data),
              afterSave: (filePath, file) => {
                const actions = {
                  showMessageBox: (options: MessageBoxOptions) =>
                    window ? dialog.showMessageBox(window, options) : dialog.showMessageBox(options),
                  openPath: (target: string) => shell.openPath(target),
                  showItemInFolder: (target: string) => shell.showItemInFolder(target),
                };
                const saved =
                  file.kind === 'cv'
                    ? texts().saveCv.saved
                    : file.kind === 'export'
                      ? texts().saveExport.saved
                      : texts().savePersonData.saved;
                offerToOpenSavedFile(actions, { ...texts().savedFile, saved }, filePath).catch(() => undefined);
              },
            },
            request,
          );
        },
        setLanguage: (language) => {
          settings.setLanguage(language);
          refreshMenu();
        },
        notifyRequest: (notice) => notifyRequest(notice),
        setBadgeCount: (count) => showBadge(count),
      },
    );

    refreshMenu();
    mainWindow = createWindow();
  });
}
