import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DESKTOP_CHANNELS, type DesktopBridge } from '../shared/platform/bridge.ts';

const electron = vi.hoisted(() => {
  const exposed = new Map<string, unknown>();
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  const ipcRenderer = {
    invoke: vi.fn(async (channel: string, ...args: unknown[]) => ({ channel, args })),
    on: vi.fn((channel: string, listener: (...args: unknown[]) => void) => {
      if (!listeners.has(channel)) listeners.set(channel, new Set());
      listeners.get(channel)!.add(listener);
    }),
    removeListener: vi.fn((channel: string, listener: (...args: unknown[]) => void) => listeners.get(channel)?.delete(listener)),
    send: vi.fn(),
  };
  const contextBridge = { exposeInMainWorld: vi.fn((key: string, value: unknown) => exposed.set(key, value)) };
  return { exposed, listeners, ipcRenderer, contextBridge };
});
vi.mock('electron', () => ({ contextBridge: electron.contextBridge, ipcRenderer: electron.ipcRenderer }));

let bridge: DesktopBridge;
beforeAll(async () => {
  await import('./index.ts');
  bridge = electron.exposed.get('takwin') as DesktopBridge;
});

const shape = (value: unknown): unknown =>
  typeof value === 'function' ? 'function' : Object.fromEntries(Object.entries(value as object).map(([key, child]) => [key, shape(child)]));

describe('the preload', () => {
  it('exposes one object, exactly the DesktopBridge, and never ipcRenderer', () => {
    expect([...electron.exposed.keys()]).toEqual(['takwin']);
    expect(shape(bridge)).toEqual({
      adminInfo: { read: 'function', write: 'function', remove: 'function' },
      server: { get: 'function', test: 'function', save: 'function' },
      downloadCv: 'function',
      setLanguage: 'function',
      onOpenServerSettings: 'function',
    });
    expect(Object.values(bridge)).not.toContain(electron.ipcRenderer);
  });

  it('sends each operation on its own channel', async () => {
    expect(await bridge.adminInfo.read()).toEqual({ channel: DESKTOP_CHANNELS.adminInfoRead, args: [] });
    expect(await bridge.adminInfo.write('{"token":"t"}')).toEqual({ channel: DESKTOP_CHANNELS.adminInfoWrite, args: ['{"token":"t"}'] });
    expect(await bridge.adminInfo.remove()).toEqual({ channel: DESKTOP_CHANNELS.adminInfoRemove, args: [] });
    expect(await bridge.server.get()).toEqual({ channel: DESKTOP_CHANNELS.serverGet, args: [] });
    expect(await bridge.server.test('https://a.tn')).toEqual({ channel: DESKTOP_CHANNELS.serverTest, args: ['https://a.tn'] });
    expect(await bridge.server.save('https://a.tn')).toEqual({ channel: DESKTOP_CHANNELS.serverSave, args: ['https://a.tn'] });
    expect(await bridge.setLanguage('ar')).toEqual({ channel: DESKTOP_CHANNELS.languageSet, args: ['ar'] });
  });

  it('passes on only the url and the file name of a CV request', async () => {
    const request = { url: '/api/candidatures/x/cv', fileName: 'cv.pdf', path: '/etc/passwd' };
    expect(await bridge.downloadCv(request)).toEqual({ channel: DESKTOP_CHANNELS.cvDownload, args: [{ url: '/api/candidatures/x/cv', fileName: 'cv.pdf' }] });
  });

  it('relays the menu’s request without the IPC event, until unsubscribed', () => {
    const listener = vi.fn();
    const unsubscribe = bridge.onOpenServerSettings(listener);
    const relay = [...electron.listeners.get(DESKTOP_CHANNELS.serverSettingsOpen)!][0]!;
    relay({ sender: 'the IPC event' });
    expect(listener).toHaveBeenCalledWith();
    unsubscribe();
    expect(electron.listeners.get(DESKTOP_CHANNELS.serverSettingsOpen)?.size).toBe(0);
  });
});
