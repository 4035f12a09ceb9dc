import i18next from 'i18next';
import { ApiError } from '../api/client.ts';
import { type DesktopBridge, type FileDownloadResult, NOTICE_LIMITS } from './bridge.ts';
import { type Platform, toBadgeCount } from './platform.ts';

/**
 * The desktop app: adminInfo, file downloads, notifications and the icon's badge go through the
 * preload bridge to main. Failures become the same errors the browser's adapter throws (ApiError
 * for a refusal from the server), so a screen's one `errorMessage(error, fallback)` toast reads the
 * same in both.
 */
export function createDesktopPlatform(bridge: DesktopBridge): Platform {
  return {
    adminInfo: {
      read: () => bridge.adminInfo.read(),
      write: (value) => bridge.adminInfo.write(value),
      remove: () => bridge.adminInfo.remove(),
    },
    async downloadFile({ url, fileName }) {
      // The token stays out of the request: main sends the one it keeps for the signed-in admin.
      return settle(await bridge.downloadFile({ url, fileName }));
    },
    notifyRequest({ kind, id, title, body }) {
      // Cut to what main accepts: a long name must not cost the whole notice.
      const notice = { kind, id, title: clip(title, NOTICE_LIMITS.title), body: clip(body, NOTICE_LIMITS.body) };
      bridge.notifyRequest(notice).catch(() => undefined);
    },
    // Native notifications need no opt-in from the page.
    notificationsPermission: () => 'granted',
    requestNotifications: async () => true,
    onOpenRequest: (listener) => bridge.onOpenRequest(listener),
    setBadgeCount(count) {
      bridge.setBadgeCount(toBadgeCount(count)).catch(() => undefined);
    },
  };
}

/** At most `max` UTF-16 units, never half of a surrogate pair, an ellipsis where it was cut. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1).replace(/[\uD800-\uDBFF]$/, '');
  return `${cut}…`;
}

function settle(result: FileDownloadResult): boolean {
  if (result.outcome === 'saved') return true;
  if (result.outcome === 'cancelled') return false;
  switch (result.problem) {
    case 'server':
      throw new ApiError(result.status, result.message ? { message: result.message } : undefined);
    case 'signed_out':
      // Not an ApiError 401: the screens leave those to the session guard, and this one needs saying.
      throw new Error(i18next.t('desktop.download.errors.signed_out'));
    case 'network':
      throw new Error(i18next.t('desktop.download.errors.network'));
    case 'disk':
      throw new Error(i18next.t('desktop.download.errors.disk'));
    case 'invalid_request':
      throw new Error(i18next.t('desktop.download.errors.invalid_request'));
  }
}
