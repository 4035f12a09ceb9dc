import { EventEmitter } from 'node:events';
import type { Session, WebContents } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { denyAllPermissions, hardenWebContents, isExternalLink } from './security.ts';

function fakeContents() {
  const emitter = new EventEmitter();
  let openHandler: ((details: { url: string }) => { action: string }) | undefined;
  const contents = Object.assign(emitter, {
    setWindowOpenHandler: (handler: typeof openHandler) => {
      openHandler = handler;
    },
  });
  const fire = (name: string, details: Record<string, unknown>) => {
    const event = { ...details, preventDefault: vi.fn() };
    emitter.emit(name, event);
    return event.preventDefault;
  };
  return { contents: contents as unknown as WebContents, fire, open: (url: string) => openHandler!({ url }) };
}

const EXTERNAL = ['https://takwin.tn/formations', 'http://192.168.1.5:3000/', 'mailto:a@b.tn', 'tel:+21671000000'];
const NEVER_OPENED = [
  'javascript:alert(1)',
  'file:///etc/passwd',
  'smb://server/share',
  'ms-msdt:/id',
  'app://takwin/index.html',
  'not a url',
];

describe('navigation and new windows', () => {
  it('never lets the window leave the app; web, e-mail and phone links open outside it', () => {
    const openExternal = vi.fn(async (_url: string) => undefined);
    const { contents, fire } = fakeContents();
    hardenWebContents(contents, openExternal);
    for (const url of [...EXTERNAL, ...NEVER_OPENED]) expect(fire('will-navigate', { url }), url).toHaveBeenCalled();
    expect(openExternal.mock.calls.map(([url]) => url)).toEqual(EXTERNAL);
  });

  it('denies every new window; web, e-mail and phone links open outside it', () => {
    const openExternal = vi.fn(async (_url: string) => undefined);
    const { contents, open } = fakeContents();
    hardenWebContents(contents, openExternal);
    for (const url of [...EXTERNAL, ...NEVER_OPENED]) expect(open(url)).toEqual({ action: 'deny' });
    expect(openExternal.mock.calls.map(([url]) => url)).toEqual(EXTERNAL);
  });

  it('refuses <webview> and navigation inside frames', () => {
    const { contents, fire } = fakeContents();
    hardenWebContents(
      contents,
      vi.fn(async () => undefined),
    );
    expect(fire('will-attach-webview', {})).toHaveBeenCalled();
    expect(fire('will-frame-navigate', { isMainFrame: false, url: 'https://x.tn' })).toHaveBeenCalled();
  });

  it('survives a browser that fails to open', async () => {
    const { contents, open } = fakeContents();
    hardenWebContents(contents, () => Promise.reject(new Error('no browser')));
    expect(open('https://takwin.tn')).toEqual({ action: 'deny' });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it('checks the scheme, not the look of the address', () => {
    expect(isExternalLink('HTTPS://takwin.tn')).toBe(true);
    expect(isExternalLink(' javascript:alert(1)')).toBe(false);
  });
});

describe('permissions', () => {
  it('denies every request and check', () => {
    const session = {
      setPermissionRequestHandler: vi.fn(),
      setPermissionCheckHandler: vi.fn(),
      setDevicePermissionHandler: vi.fn(),
    };
    denyAllPermissions(session as unknown as Session);
    const request = session.setPermissionRequestHandler.mock.calls[0]![0] as (
      c: unknown,
      p: string,
      cb: (granted: boolean) => void,
    ) => void;
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal']) {
      const callback = vi.fn();
      request({}, permission, callback);
      expect(callback).toHaveBeenCalledWith(false);
    }
    expect((session.setPermissionCheckHandler.mock.calls[0]![0] as () => boolean)()).toBe(false);
    expect((session.setDevicePermissionHandler.mock.calls[0]![0] as () => boolean)()).toBe(false);
  });
});
