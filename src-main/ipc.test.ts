import type { IpcMainInvokeEvent } from 'electron';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DESKTOP_CHANNELS } from '../shared/platform/bridge.ts';
import { createSenderCheck, type IpcHandlers, registerIpcHandlers } from './ipc.ts';

type Listener = (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown;

const SESSION = JSON.stringify({ _id: 'a1', name: 'Admin', email: 'admin@takwin.tn', token: 'jwt' });
const appWindow = { isDestroyed: () => false, webContents: { id: 7 } };

const event = ({ senderId = 7, url = 'app://takwin/index.html#/admin', topFrame = true } = {}) =>
  ({
    sender: { id: senderId },
    senderFrame: { url, parent: topFrame ? null : { url } },
  }) as unknown as IpcMainInvokeEvent;

let listeners: Map<string, Listener>;
let handlers: { [K in keyof IpcHandlers]: ReturnType<typeof vi.fn> };

beforeEach(() => {
  listeners = new Map();
  handlers = {
    readAdminInfo: vi.fn(() => SESSION),
    writeAdminInfo: vi.fn(),
    removeAdminInfo: vi.fn(),
    serverOrigin: vi.fn(() => 'https://takwin.example.tn'),
    testServer: vi.fn(async () => ({ ok: true, origin: 'https://takwin.example.tn' })),
    saveServer: vi.fn(async () => ({ ok: true, origin: 'https://takwin.example.tn' })),
    downloadCv: vi.fn(async () => ({ outcome: 'cancelled' })),
    setLanguage: vi.fn(),
  };
  registerIpcHandlers({ handle: (channel: string, listener: Listener) => void listeners.set(channel, listener) } as never, createSenderCheck(() => [appWindow]), handlers as never);
});

const invoke = async (channel: string, sender: IpcMainInvokeEvent, ...args: unknown[]) => listeners.get(channel)!(sender, ...args);

describe('the IPC channels', () => {
  it('answers every channel of the bridge, and only those', () => {
    const invokable = Object.values(DESKTOP_CHANNELS).filter((channel) => channel !== DESKTOP_CHANNELS.serverSettingsOpen);
    expect([...listeners.keys()].sort()).toEqual([...invokable].sort());
  });

  it('serves the app’s own window', async () => {
    expect(await invoke(DESKTOP_CHANNELS.adminInfoRead, event())).toBe(SESSION);
    await invoke(DESKTOP_CHANNELS.adminInfoWrite, event(), SESSION);
    expect(handlers.writeAdminInfo).toHaveBeenCalledWith(SESSION);
    await invoke(DESKTOP_CHANNELS.cvDownload, event(), { url: '/api/candidatures/x/cv', fileName: 'cv.pdf' });
    expect(handlers.downloadCv).toHaveBeenCalledWith({ url: '/api/candidatures/x/cv', fileName: 'cv.pdf' }, expect.anything());
    await invoke(DESKTOP_CHANNELS.languageSet, event(), 'ar');
    expect(handlers.setLanguage).toHaveBeenCalledWith('ar');
  });

  it.each([
    ['another window', event({ senderId: 99 })],
    ['a frame inside the page', event({ topFrame: false })],
    ['a remote page', event({ url: 'https://evil.example/' })],
    ['a file page', event({ url: 'file:///tmp/index.html' })],
    ['a frame without a document', { sender: { id: 7 }, senderFrame: null } as unknown as IpcMainInvokeEvent],
  ])('refuses %s', async (_name, sender) => {
    for (const channel of [DESKTOP_CHANNELS.adminInfoRead, DESKTOP_CHANNELS.serverGet]) {
      await expect(invoke(channel, sender)).rejects.toThrow(/not one of the app's windows/);
    }
    expect(handlers.readAdminInfo).not.toHaveBeenCalled();
  });

  it('refuses a closed window', async () => {
    const closed = { isDestroyed: () => true, webContents: { id: 7 } };
    expect(createSenderCheck(() => [closed])(event())).toBe(false);
  });

  it.each([
    [DESKTOP_CHANNELS.serverTest, [42]],
    [DESKTOP_CHANNELS.serverSave, ['https://a.tn', 'extra']],
    [DESKTOP_CHANNELS.serverSave, ['x'.repeat(5000)]],
    [DESKTOP_CHANNELS.adminInfoWrite, ['{"name":"no token"}']],
    [DESKTOP_CHANNELS.adminInfoWrite, ['not json']],
    [DESKTOP_CHANNELS.adminInfoWrite, [JSON.stringify({ token: 'x'.repeat(20_000) })]],
    [DESKTOP_CHANNELS.cvDownload, [{ url: '/api/candidatures/x/cv', fileName: 'cv.pdf', path: '/home/admin/.bashrc' }]],
    [DESKTOP_CHANNELS.cvDownload, [{ url: '', fileName: 'cv.pdf' }]],
    [DESKTOP_CHANNELS.cvDownload, ['/api/candidatures/x/cv']],
    [DESKTOP_CHANNELS.languageSet, ['de']],
    [DESKTOP_CHANNELS.adminInfoRemove, ['everything']],
  ])('refuses %s with arguments %j', async (channel, args) => {
    await expect(invoke(channel, event(), ...args)).rejects.toThrow(/invalid arguments/);
    for (const handler of Object.values(handlers)) expect(handler).not.toHaveBeenCalled();
  });
});
