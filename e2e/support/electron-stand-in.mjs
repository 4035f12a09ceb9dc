// Electron replaced by a recorder, for loading the BUILT main process (out/main/index.js) under
// Node: each call it makes is printed as one JSON line on stdout, and once ready it asks its own
// app:// handler for the page. Registered by electron-stand-in-register.mjs.
import os from 'node:os';

const print = (call, detail = {}) => process.stdout.write(`${JSON.stringify({ call, ...detail })}\n`);
const userData = process.env.TAKWIN_STAND_IN_USER_DATA ?? os.tmpdir();
let protocolHandler;

const emitter = () => ({ on: (name) => print('on', { name }), once: () => undefined });
export const app = {
  isPackaged: true,
  getPath: () => userData,
  getVersion: () => '0.0.0',
  requestSingleInstanceLock: () => (print('requestSingleInstanceLock'), true),
  enableSandbox: () => print('enableSandbox'),
  quit: () => print('quit'),
  on: (name) => print('app.on', { name }),
  isReady: () => true,
  setBadgeCount: (count) => (print('app.setBadgeCount', { count }), true),
  setAppUserModelId: (id) => print('app.setAppUserModelId', { id }),
  whenReady: async () => {
    print('whenReady');
    setTimeout(async () => {
      const response = await protocolHandler(new Request('app://takwin/index.html'));
      const page = await response.text();
      print('app page', {
        status: response.status,
        csp: response.headers.get('content-security-policy'),
        hasRoot: page.includes('<div id="root">'),
      });
      const api = await protocolHandler(new Request('app://takwin/api/health'));
      print('api before setup', { status: api.status, body: await api.json() });
    }, 0);
  },
};
export const protocol = { registerSchemesAsPrivileged: (schemes) => print('registerSchemesAsPrivileged', { schemes }) };
export const session = {
  defaultSession: {
    setPermissionRequestHandler: () => print('setPermissionRequestHandler'),
    setPermissionCheckHandler: () => print('setPermissionCheckHandler'),
    setDevicePermissionHandler: () => print('setDevicePermissionHandler'),
    on: (name) => print('session.on', { name }),
    protocol: {
      handle: (scheme, handler) => {
        protocolHandler = handler;
        print('protocol.handle', { scheme });
      },
    },
  },
};
export const ipcMain = { handle: (channel) => print('ipcMain.handle', { channel }), on: () => undefined };
export class BrowserWindow {
  constructor(options) {
    print('new BrowserWindow', { options });
    Object.assign(this, emitter(), { webContents: { id: 1, send: () => undefined } });
  }
  static getAllWindows = () => [];
  static fromWebContents = () => null;
  maximize() {}
  isDestroyed = () => false;
  setOverlayIcon(image, description) {
    print('setOverlayIcon', { image, description });
  }
  loadURL(url) {
    print('loadURL', { url });
    return Promise.resolve();
  }
}
export const Menu = {
  buildFromTemplate: (template) => template,
  setApplicationMenu: (menu) => print('setApplicationMenu', { labels: menu.map((item) => item.label) }),
};
export const screen = { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] };
export const dialog = {};
export const shell = {};
export const net = { fetch: (input, init) => fetch(input, init) };
export const nativeImage = { createFromBitmap: (buffer, options) => ({ bytes: buffer.length, ...options }) };
export class Notification {
  static isSupported = () => true;
  constructor(options) {
    print('new Notification', { options });
  }
  on() {
    return this;
  }
  show() {
    print('notification.show');
  }
}
export default {
  app,
  protocol,
  session,
  ipcMain,
  BrowserWindow,
  Menu,
  screen,
  dialog,
  shell,
  net,
  nativeImage,
  Notification,
};
