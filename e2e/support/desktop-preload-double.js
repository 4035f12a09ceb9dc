// @ts-check
/* global window */
// In the page, what src-preload/index.ts exposes in the app: `window.takwin`, each operation on
// its IPC channel, here carried to the test's stand-in for main by a Playwright binding. Plain
// JavaScript, so that the page runs it exactly as written. Called with DESKTOP_CHANNELS.
// Every operation the page calls is also recorded in `window.__desktopCalls` ({ operation, args }),
// and `window.takwinOpenRequest({ kind, id })` does what a click on a notification does.
/** @param {typeof import('../../shared/platform/bridge.ts').DESKTOP_CHANNELS} channels */
// eslint-disable-next-line @typescript-eslint/no-unused-expressions -- an expression, called by the test
(channels) => {
  /** @type {{ operation: string, args: unknown[] }[]} */
  const calls = [];
  /** @type {(operation: string, channel: string, ...args: unknown[]) => Promise<any>} */
  const invoke = (operation, channel, ...args) => {
    calls.push({ operation, args });
    return /** @type {any} */ (window).takwinInvoke(channel, args);
  };
  /** @type {Set<() => void>} */
  const menuListeners = new Set();
  /** @type {Set<(target: import('../../shared/platform/platform.ts').RequestTarget) => void>} */
  const requestListeners = new Set();
  /** @type {import('../../shared/platform/bridge.ts').DesktopBridge} */
  const bridge = {
    adminInfo: {
      read: () => invoke('adminInfo.read', channels.adminInfoRead),
      write: (value) => invoke('adminInfo.write', channels.adminInfoWrite, value),
      remove: () => invoke('adminInfo.remove', channels.adminInfoRemove),
    },
    server: {
      get: () => invoke('server.get', channels.serverGet),
      test: (address) => invoke('server.test', channels.serverTest, address),
      save: (address) => invoke('server.save', channels.serverSave, address),
    },
    downloadFile: ({ url, fileName }) => invoke('downloadFile', channels.fileDownload, { url, fileName }),
    setLanguage: (language) => invoke('setLanguage', channels.languageSet, language),
    notifyRequest: ({ kind, id, title, body }) =>
      invoke('notifyRequest', channels.notificationShow, { kind, id, title, body }),
    setBadgeCount: (count) => invoke('setBadgeCount', channels.badgeSet, count),
    onOpenServerSettings: (listener) => {
      menuListeners.add(listener);
      return () => void menuListeners.delete(listener);
    },
    onOpenRequest: (listener) => {
      requestListeners.add(listener);
      return () => void requestListeners.delete(listener);
    },
  };
  Object.defineProperty(window, 'takwin', { value: Object.freeze(bridge) });
  Object.defineProperty(window, '__desktopCalls', { value: calls });
  // What the menu's "Server address…" does in the app.
  Object.defineProperty(window, 'takwinMenuServerAddress', {
    value: () => menuListeners.forEach((listener) => listener()),
  });
  // What a click on a request's notification does in the app (main has brought the window forward).
  Object.defineProperty(window, 'takwinOpenRequest', {
    /** @param {import('../../shared/platform/platform.ts').RequestTarget} target */
    value: (target) => requestListeners.forEach((listener) => listener({ kind: target.kind, id: target.id })),
  });
};
