/**
 * Electron's security checklist for everything the app shows: no navigation away from the app,
 * no new windows, no <webview>, no permission ever granted. Links to web pages outside the app
 * open in the person's browser, and e-mail and phone links (a request's quick actions) in the
 * system's mail or phone app; nothing else: a file:, smb: or custom-scheme link could start a program.
 */
import type { Session, WebContents } from 'electron';

const EXTERNAL_SCHEMES = new Set(['https:', 'http:', 'mailto:', 'tel:']);

export function isExternalLink(url: string): boolean {
  try {
    return EXTERNAL_SCHEMES.has(new URL(url).protocol);
  } catch {
    return false;
  }
}

export function hardenWebContents(contents: WebContents, openExternal: (url: string) => Promise<void>): void {
  const openInBrowser = (url: string) => {
    if (isExternalLink(url)) openExternal(url).catch(() => undefined);
  };
  // The renderer routes with the URL's hash, which is not a navigation: anything that is leaves the app.
  contents.on('will-navigate', (event) => {
    event.preventDefault();
    openInBrowser(event.url);
  });
  contents.on('will-frame-navigate', (event) => {
    if (!event.isMainFrame) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    openInBrowser(url);
    return { action: 'deny' };
  });
}

/** Camera, notifications, clipboard reading, devices...: the admin screens need none of them. */
export function denyAllPermissions(session: Session): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
}
