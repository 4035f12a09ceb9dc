import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DESKTOP_CHANNELS, type DesktopBridge, MAIN_TO_RENDERER_CHANNELS } from '../shared/platform/bridge.ts';

const electron = vi.hoisted(() => {
  const exposed = new Map<string, unknown>();
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  const ipcRenderer = {
    invoke: vi.fn(async (channel: string, ...args: unknown[]) => ({ channel, args })),
    on: vi.fn((channel: string, listener: (...args: unknown[]) => void) => {
      if (!listeners.has(channel)) listeners.set(channel, new Set());
      listeners.get(channel)!.add(listener);
    }),
    removeListener: vi.fn((channel: string, listener: (...args: unknown[]) => void) =>
      listeners.get(channel)?.delete(listener),
    ),
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
  typeof value === 'function'
    ? 'function'
    : Object.fromEntries(Object.entries(value as object).map(([key, child]) => [key, shape(child)]));

describe('the preload', () => {
  it('exposes one object, exactly the DesktopBridge, and never ipcRenderer', () => {
    expect([...electron.exposed.keys()]).toEqual(['takwin']);
    expect(shape(bridge)).toEqual({
      adminInfo: { read: 'function', write: 'function', remove: 'function' },
      server: { get: 'function', test: 'function', save: 'function' },
      downloadFile: 'function',
      setLanguage: 'function',
      notifyRequest: 'function',
      setBadgeCount: 'function',
      onOpenServerSettings: 'function',
      onOpenRequest: 'function',
    });
    expect(Object.values(bridge)).not.toContain(electron.ipcRenderer);
  });

  it('sends each operation on its own channel', async () => {
    expect(await bridge.adminInfo.read()).toEqual({ channel: DESKTOP_CHANNELS.adminInfoRead, args: [] });
    expect(await bridge.adminInfo.write('{"token":"t"}')).toEqual({
      channel: DESKTOP_CHANNELS.adminInfoWrite,
      args: ['{"token":"t"}'],
    });
    expect(await bridge.adminInfo.remove()).toEqual({ channel: DESKTOP_CHANNELS.adminInfoRemove, args: [] });
    expect(await bridge.server.get()).toEqual({ channel: DESKTOP_CHANNELS.serverGet, args: [] });
    expect(await bridge.server.test('https://a.tn')).toEqual({
      channel: DESKTOP_CHANNELS.serverTest,
      args: ['https://a.tn'],
    });
    expect(await bridge.server.save('https://a.tn')).toEqual({
      channel: DESKTOP_CHANNELS.serverSave,
      args: ['https://a.tn'],
    });
    expect(await bridge.setLanguage('ar')).toEqual({ channel: DESKTOP_CHANNELS.languageSet, args: ['ar'] });
    expect(await bridge.setBadgeCount(12)).toEqual({ channel: DESKTOP_CHANNELS.badgeSet, args: [12] });
  });

  it('invokes exactly the channels main answers, and listens on exactly the ones main sends', async () => {
    electron.ipcRenderer.invoke.mockClear();
    electron.ipcRenderer.on.mockClear();
    // Every operation once.
    await Promise.all([
      bridge.adminInfo.read(),
      bridge.adminInfo.write('{"token":"t"}'),
      bridge.adminInfo.remove(),
      bridge.server.get(),
      bridge.server.test('https://a.tn'),
      bridge.server.save('https://a.tn'),
      bridge.downloadFile({ url: '/api/leads/export.csv', fileName: 'leads.csv' }),
      bridge.setLanguage('fr'),
      bridge.notifyRequest({ kind: 'lead', id: 'l1', title: 't', body: 'b' }),
      bridge.setBadgeCount(0),
    ]);
    bridge.onOpenServerSettings(() => undefined)();
    bridge.onOpenRequest(() => undefined)();
    const invoked = electron.ipcRenderer.invoke.mock.calls.map(([channel]) => channel);
    const listened = electron.ipcRenderer.on.mock.calls.map(([channel]) => channel);
    expect(listened.sort()).toEqual([...MAIN_TO_RENDERER_CHANNELS].sort());
    expect(invoked.sort()).toEqual(
      Object.values(DESKTOP_CHANNELS)
        .filter((channel) => !MAIN_TO_RENDERER_CHANNELS.includes(channel))
        .sort(),
    );
  });

  it('passes on only the url and the file name of a download', async () => {
    const request = { url: '/api/candidatures/x/cv', fileName: 'cv.pdf', path: '/etc/passwd' };
    expect(await bridge.downloadFile(request)).toEqual({
      channel: DESKTOP_CHANNELS.fileDownload,
      args: [{ url: '/api/candidatures/x/cv', fileName: 'cv.pdf' }],
    });
  });

  it('passes on only the kind, id and texts of a notification', async () => {
    const notice = {
      kind: 'candidature' as const,
      id: 'c1',
      title: 'Nouvelle candidature',
      body: 'Leila Mansour',
      icon: 'file:///etc/passwd',
    };
    expect(await bridge.notifyRequest(notice)).toEqual({
      channel: DESKTOP_CHANNELS.notificationShow,
      args: [{ kind: 'candidature', id: 'c1', title: 'Nouvelle candidature', body: 'Leila Mansour' }],
    });
  });

  it('relays a clicked notification’s request, and only its kind and id, until unsubscribed', () => {
    const listener = vi.fn();
    const unsubscribe = bridge.onOpenRequest(listener);
    const relays = electron.listeners.get(DESKTOP_CHANNELS.requestOpen)!;
    expect(relays.size).toBe(1);
    [...relays][0]!({ sender: 'the IPC event' }, { kind: 'lead', id: 'l1', extra: 'dropped' });
    expect(listener).toHaveBeenCalledWith({ kind: 'lead', id: 'l1' });
    unsubscribe();
    expect(relays.size).toBe(0);
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
