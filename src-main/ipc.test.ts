import type { IpcMainInvokeEvent } from 'electron';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DESKTOP_CHANNELS, MAIN_TO_RENDERER_CHANNELS } from '../shared/platform/bridge.ts';
import { createSenderCheck, type IpcHandlers, registerIpcHandlers } from './ipc.ts';

type Listener = (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown;

const ID = '0190f6f4-8f1e-7d2c-9a1b-2c3d4e5f6a7b';
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
    downloadFile: vi.fn(async () => ({ outcome: 'cancelled' })),
    setLanguage: vi.fn(),
    notifyRequest: vi.fn(),
    setBadgeCount: vi.fn(),
  };
  registerIpcHandlers(
    { handle: (channel: string, listener: Listener) => void listeners.set(channel, listener) } as never,
    createSenderCheck(() => [appWindow]),
    handlers as never,
  );
});

const invoke = async (channel: string, sender: IpcMainInvokeEvent, ...args: unknown[]) =>
  listeners.get(channel)!(sender, ...args);

describe('the IPC channels', () => {
  it('answers every channel of the bridge, and only those', () => {
    const invokable = Object.values(DESKTOP_CHANNELS).filter((channel) => !MAIN_TO_RENDERER_CHANNELS.includes(channel));
    expect([...listeners.keys()].sort()).toEqual([...invokable].sort());
    expect(MAIN_TO_RENDERER_CHANNELS).toEqual([DESKTOP_CHANNELS.serverSettingsOpen, DESKTOP_CHANNELS.requestOpen]);
  });

  it('serves the app’s own window', async () => {
    expect(await invoke(DESKTOP_CHANNELS.adminInfoRead, event())).toBe(SESSION);
    await invoke(DESKTOP_CHANNELS.adminInfoWrite, event(), SESSION);
    expect(handlers.writeAdminInfo).toHaveBeenCalledWith(SESSION);
    await invoke(DESKTOP_CHANNELS.fileDownload, event(), { url: '/api/candidatures/x/cv', fileName: 'cv.pdf' });
    expect(handlers.downloadFile).toHaveBeenCalledWith(
      { url: '/api/candidatures/x/cv', fileName: 'cv.pdf' },
      expect.anything(),
    );
    await invoke(DESKTOP_CHANNELS.fileDownload, event(), {
      url: '/api/leads/export.csv?status=new',
      fileName: 'leads.csv',
    });
    expect(handlers.downloadFile).toHaveBeenLastCalledWith(
      { url: '/api/leads/export.csv?status=new', fileName: 'leads.csv' },
      expect.anything(),
    );
    await invoke(DESKTOP_CHANNELS.languageSet, event(), 'ar');
    expect(handlers.setLanguage).toHaveBeenCalledWith('ar');
  });

  it('passes on a request’s notification and the badge count', async () => {
    const notice = {
      kind: 'company-lead',
      id: ID,
      title: 'Nouvelle demande de devis',
      body: 'Société Atlas · Formation Excel',
    };
    expect(await invoke(DESKTOP_CHANNELS.notificationShow, event(), notice)).toBeUndefined();
    expect(handlers.notifyRequest).toHaveBeenCalledWith(notice);
    for (const count of [0, 1, 42, 99_999]) await invoke(DESKTOP_CHANNELS.badgeSet, event(), count);
    expect(handlers.setBadgeCount.mock.calls).toEqual([[0], [1], [42], [99_999]]);
  });

  it('refuses notifications and badges from anything but the app’s window', async () => {
    await expect(
      invoke(DESKTOP_CHANNELS.notificationShow, event({ senderId: 99 }), {
        kind: 'lead',
        id: ID,
        title: 'x',
        body: '',
      }),
    ).rejects.toThrow(/not one of the app's windows/);
    await expect(invoke(DESKTOP_CHANNELS.badgeSet, event({ url: 'https://evil.example/' }), 3)).rejects.toThrow(
      /not one of the app's windows/,
    );
    expect(handlers.notifyRequest).not.toHaveBeenCalled();
    expect(handlers.setBadgeCount).not.toHaveBeenCalled();
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
    [
      DESKTOP_CHANNELS.fileDownload,
      [{ url: '/api/candidatures/x/cv', fileName: 'cv.pdf', path: '/home/admin/.bashrc' }],
    ],
    [DESKTOP_CHANNELS.fileDownload, [{ url: '', fileName: 'cv.pdf' }]],
    [DESKTOP_CHANNELS.fileDownload, ['/api/candidatures/x/cv']],
    [DESKTOP_CHANNELS.fileDownload, [{ url: `/api/leads/export.csv?q=${'x'.repeat(3000)}`, fileName: 'leads.csv' }]],
    [DESKTOP_CHANNELS.notificationShow, [{ kind: 'course', id: ID, title: 'x', body: '' }]],
    [DESKTOP_CHANNELS.notificationShow, [{ kind: 'lead', id: '../users/1', title: 'x', body: '' }]],
    [DESKTOP_CHANNELS.notificationShow, [{ kind: 'lead', id: 'a?b=c', title: 'x', body: '' }]],
    [DESKTOP_CHANNELS.notificationShow, [{ kind: 'lead', id: 'x'.repeat(65), title: 'x', body: '' }]],
    [DESKTOP_CHANNELS.notificationShow, [{ kind: 'lead', id: '', title: 'x', body: '' }]],
    [DESKTOP_CHANNELS.notificationShow, [{ kind: 'lead', id: ID, title: '', body: '' }]],
    [DESKTOP_CHANNELS.notificationShow, [{ kind: 'lead', id: ID, title: '   ', body: '' }]],
    [DESKTOP_CHANNELS.notificationShow, [{ kind: 'lead', id: ID, title: 'x'.repeat(201), body: '' }]],
    [DESKTOP_CHANNELS.notificationShow, [{ kind: 'lead', id: ID, title: 'x', body: 'x'.repeat(1001) }]],
    [DESKTOP_CHANNELS.notificationShow, [{ kind: 'lead', id: ID, title: 'x' }]],
    [DESKTOP_CHANNELS.notificationShow, [{ kind: 'lead', id: ID, title: 'x', body: '', icon: 'file:///etc/passwd' }]],
    [DESKTOP_CHANNELS.notificationShow, ['Nouvelle préinscription']],
    [DESKTOP_CHANNELS.badgeSet, [-1]],
    [DESKTOP_CHANNELS.badgeSet, [1.5]],
    [DESKTOP_CHANNELS.badgeSet, [100_000]],
    [DESKTOP_CHANNELS.badgeSet, [Number.NaN]],
    [DESKTOP_CHANNELS.badgeSet, [Number.POSITIVE_INFINITY]],
    [DESKTOP_CHANNELS.badgeSet, ['3']],
    [DESKTOP_CHANNELS.badgeSet, []],
    [DESKTOP_CHANNELS.badgeSet, [3, 4]],
    [DESKTOP_CHANNELS.languageSet, ['de']],
    [DESKTOP_CHANNELS.adminInfoRemove, ['everything']],
  ])('refuses %s with arguments %j', async (channel, args) => {
    await expect(invoke(channel, event(), ...args)).rejects.toThrow(/invalid arguments/);
    for (const handler of Object.values(handlers)) expect(handler).not.toHaveBeenCalled();
  });
});
