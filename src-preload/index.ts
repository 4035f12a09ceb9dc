/**
 * The preload: the renderer's only way to main. It exposes exactly the DesktopBridge, each
 * operation a fixed channel with its arguments passed on (main checks them); ipcRenderer itself
 * never reaches the page. Built as CommonJS so that it runs in the sandbox.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { DESKTOP_CHANNELS, type DesktopBridge } from '../shared/platform/bridge.ts';
import type { RequestTarget } from '../shared/platform/platform.ts';

const bridge = {
  adminInfo: {
    read: () => ipcRenderer.invoke(DESKTOP_CHANNELS.adminInfoRead),
    write: (value) => ipcRenderer.invoke(DESKTOP_CHANNELS.adminInfoWrite, value),
    remove: () => ipcRenderer.invoke(DESKTOP_CHANNELS.adminInfoRemove),
  },
  server: {
    get: () => ipcRenderer.invoke(DESKTOP_CHANNELS.serverGet),
    test: (address) => ipcRenderer.invoke(DESKTOP_CHANNELS.serverTest, address),
    save: (address) => ipcRenderer.invoke(DESKTOP_CHANNELS.serverSave, address),
  },
  downloadFile: ({ url, fileName }) => ipcRenderer.invoke(DESKTOP_CHANNELS.fileDownload, { url, fileName }),
  setLanguage: (language) => ipcRenderer.invoke(DESKTOP_CHANNELS.languageSet, language),
  notifyRequest: ({ kind, id, title, body }) =>
    ipcRenderer.invoke(DESKTOP_CHANNELS.notificationShow, { kind, id, title, body }),
  setBadgeCount: (count) => ipcRenderer.invoke(DESKTOP_CHANNELS.badgeSet, count),
  onOpenServerSettings: (listener) => {
    // The listener gets no IPC event: the event object would hand the page its sender.
    const relay = () => listener();
    ipcRenderer.on(DESKTOP_CHANNELS.serverSettingsOpen, relay);
    return () => {
      ipcRenderer.removeListener(DESKTOP_CHANNELS.serverSettingsOpen, relay);
    };
  },
  onOpenRequest: (listener) => {
    // Only the request's kind and id reach the page: no IPC event, nothing else main might add.
    const relay = (_event: unknown, target: RequestTarget) => listener({ kind: target.kind, id: target.id });
    ipcRenderer.on(DESKTOP_CHANNELS.requestOpen, relay);
    return () => {
      ipcRenderer.removeListener(DESKTOP_CHANNELS.requestOpen, relay);
    };
  },
} satisfies DesktopBridge;

contextBridge.exposeInMainWorld('takwin', bridge);
