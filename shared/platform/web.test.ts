import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthToken } from '../api/client.ts';
import { createWebPlatform } from './web.ts';

/** The browser's Notification API, as far as the adapter uses it. */
function stubNotifications(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const shown: {
    title: string;
    options: NotificationOptions;
    onclick: (() => void) | null;
    close: ReturnType<typeof vi.fn>;
  }[] = [];
  const FakeNotification = vi.fn(function (this: (typeof shown)[number], title: string, options: NotificationOptions) {
    Object.assign(this, { title, options, onclick: null, close: vi.fn() });
    shown.push(this);
  }) as unknown as { permission: NotificationPermission; requestPermission: ReturnType<typeof vi.fn> };
  FakeNotification.permission = permission;
  FakeNotification.requestPermission = vi.fn(async () => answer);
  vi.stubGlobal('Notification', FakeNotification);
  return { shown, api: FakeNotification };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the browser’s notifications', () => {
  it('say unsupported, and do nothing, where the browser has none', async () => {
    vi.stubGlobal('Notification', undefined);
    const platform = createWebPlatform();
    expect(platform.notificationsPermission()).toBe('unsupported');
    expect(await platform.requestNotifications()).toBe(false);
    expect(() => platform.notifyRequest({ kind: 'lead', id: 'l1', title: 't', body: 'b' })).not.toThrow();
  });

  it('show nothing and ask nothing before the staff member allowed them', () => {
    const { shown, api } = stubNotifications('default');
    const platform = createWebPlatform();
    expect(platform.notificationsPermission()).toBe('default');
    platform.notifyRequest({ kind: 'lead', id: 'l1', title: 't', body: 'b' });
    expect(shown).toEqual([]);
    expect(api.requestPermission).not.toHaveBeenCalled();
  });

  it('ask once the staff member opts in, and answer whether it was allowed', async () => {
    const allowed = stubNotifications('default', 'granted');
    expect(await createWebPlatform().requestNotifications()).toBe(true);
    expect(allowed.api.requestPermission).toHaveBeenCalledTimes(1);
    const refused = stubNotifications('default', 'denied');
    expect(await createWebPlatform().requestNotifications()).toBe(false);
    // A refusal is the browser's to undo: it is not asked again.
    const denied = stubNotifications('denied');
    expect(await createWebPlatform().requestNotifications()).toBe(false);
    expect(denied.api.requestPermission).not.toHaveBeenCalled();
    expect(refused.api.requestPermission).toHaveBeenCalledTimes(1);
  });

  it('show a new request once allowed; a click focuses the page and opens the request', () => {
    const { shown } = stubNotifications('granted');
    const focus = vi.spyOn(window, 'focus').mockImplementation(() => undefined);
    const platform = createWebPlatform();
    const listener = vi.fn();
    const stop = platform.onOpenRequest(listener);

    platform.notifyRequest({
      kind: 'company-lead',
      id: 'q1',
      title: 'Nouvelle demande de devis',
      body: 'Société Atlas',
    });
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({
      title: 'Nouvelle demande de devis',
      options: { body: 'Société Atlas', tag: 'company-lead:q1' },
    });

    shown[0]!.onclick!();
    expect(focus).toHaveBeenCalled();
    expect(shown[0]!.close).toHaveBeenCalled();
    expect(listener).toHaveBeenCalledExactlyOnceWith({ kind: 'company-lead', id: 'q1' });

    stop();
    platform.notifyRequest({ kind: 'lead', id: 'l1', title: 't', body: 'b' });
    shown[1]!.onclick!();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('survive a browser that only notifies through a service worker', () => {
    vi.stubGlobal(
      'Notification',
      Object.assign(
        function () {
          throw new TypeError('Illegal constructor');
        },
        { permission: 'granted' },
      ),
    );
    expect(() => createWebPlatform().notifyRequest({ kind: 'lead', id: 'l1', title: 't', body: 'b' })).not.toThrow();
  });
});

describe('the app badge', () => {
  it('shows the count where the browser has badges, and clears it at 0', () => {
    const setAppBadge = vi.fn(async () => undefined);
    const clearAppBadge = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { setAppBadge, clearAppBadge }));
    const platform = createWebPlatform();
    platform.setBadgeCount(5);
    platform.setBadgeCount(0);
    platform.setBadgeCount(-2);
    expect(setAppBadge.mock.calls).toEqual([[5]]);
    expect(clearAppBadge).toHaveBeenCalledTimes(2);
  });

  it('does nothing where there is none', () => {
    expect('setAppBadge' in navigator).toBe(false);
    expect(() => createWebPlatform().setBadgeCount(3)).not.toThrow();
  });
});

describe('a file download', () => {
  beforeEach(() => setAuthToken('admin-token'));
  afterEach(() => setAuthToken(undefined));

  it('fetches the API address with the token and lets the browser save it under the suggested name', async () => {
    const fetchMock = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response('name;status\r\n', { headers: { 'content-type': 'text/csv' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('leads.csv');
      expect(this.href).toBe('blob:export');
    });

    expect(
      await createWebPlatform().downloadFile({
        url: '/api/leads/export.csv?status=new',
        fileName: 'leads.csv',
        token: 'admin-token',
      }),
    ).toBe(true);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/leads/export.csv?status=new');
    expect(new Headers(fetchMock.mock.calls[0]![1]!.headers).get('authorization')).toBe('Bearer admin-token');
    expect(click).toHaveBeenCalledTimes(1);
    expect(document.querySelector('a[download]')).toBeNull();
  });
});
