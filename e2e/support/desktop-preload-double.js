// @ts-check
/* global window */
// In the page, what src-preload/index.ts exposes in the app: `window.takwin`, each operation on
// its IPC channel, here carried to the test's stand-in for main by a Playwright binding. Plain
// JavaScript, so that the page runs it exactly as written. Called with DESKTOP_CHANNELS.
// eslint-disable-next-line @typescript-eslint/no-unused-expressions -- an expression, called by the test
(
  /** @param {typeof import('../../shared/platform/bridge.ts').DESKTOP_CHANNELS} channels */
  (channels) => {
    /** @type {(channel: string, ...args: unknown[]) => Promise<any>} */
    const invoke = (channel, ...args) => /** @type {any} */ (window).takwinInvoke(channel, args);
    /** @type {Set<() => void>} */
    const menuListeners = new Set();
    /** @type {import('../../shared/platform/bridge.ts').DesktopBridge} */
    const bridge = {
      adminInfo: {
        read: () => invoke(channels.adminInfoRead),
        write: (value) => invoke(channels.adminInfoWrite, value),
        remove: () => invoke(channels.adminInfoRemove),
      },
      server: {
        get: () => invoke(channels.serverGet),
        test: (address) => invoke(channels.serverTest, address),
        save: (address) => invoke(channels.serverSave, address),
      },
      downloadCv: ({ url, fileName }) => invoke(channels.cvDownload, { url, fileName }),
      setLanguage: (language) => invoke(channels.languageSet, language),
      onOpenServerSettings: (listener) => {
        menuListeners.add(listener);
        return () => void menuListeners.delete(listener);
      },
    };
    Object.defineProperty(window, 'takwin', { value: Object.freeze(bridge) });
    // What the menu's "Server address…" does in the app.
    Object.defineProperty(window, 'takwinMenuServerAddress', { value: () => menuListeners.forEach((listener) => listener()) });
  }
)
