import { api } from '../api/client.ts';
import { ADMIN_INFO_KEY, type Platform, type RequestTarget, toBadgeCount } from './platform.ts';

/**
 * The browser: adminInfo in localStorage, files fetched with the token and saved by the browser,
 * the Notification API once the staff member allowed it, the installed app's badge where there is one.
 */
export function createWebPlatform(): Platform {
  const openRequestListeners = new Set<(target: RequestTarget) => void>();
  const notifications = () => (typeof Notification === 'undefined' ? undefined : Notification);

  return {
    adminInfo: {
      read: async () => localStorage.getItem(ADMIN_INFO_KEY),
      write: async (value) => localStorage.setItem(ADMIN_INFO_KEY, value),
      remove: async () => localStorage.removeItem(ADMIN_INFO_KEY),
    },
    async downloadFile({ url, fileName }) {
      const blob = await api.blob(url.replace(/^\/api/, ''), { silent: true });
      const objectUrl = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = objectUrl;
      link.download = fileName;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
      return true;
    },
    notifyRequest({ kind, id, title, body }) {
      const Api = notifications();
      if (Api?.permission !== 'granted') return;
      let notification: Notification;
      try {
        // The tag makes a second tab's notice of the same request replace the first one.
        notification = new Api(title, { body, tag: `${kind}:${id}`, dir: 'auto' });
      } catch {
        // Some browsers (Chrome on Android) only notify through a service worker: no notice, no harm.
        return;
      }
      notification.onclick = () => {
        window.focus();
        notification.close();
        for (const listener of openRequestListeners) listener({ kind, id });
      };
    },
    notificationsPermission: () => notifications()?.permission ?? 'unsupported',
    async requestNotifications() {
      const Api = notifications();
      if (!Api) return false;
      if (Api.permission !== 'default') return Api.permission === 'granted';
      return (await Api.requestPermission()) === 'granted';
    },
    onOpenRequest(listener) {
      openRequestListeners.add(listener);
      return () => void openRequestListeners.delete(listener);
    },
    setBadgeCount(count) {
      if (!('setAppBadge' in navigator)) return;
      const badge = toBadgeCount(count);
      // Refused outside an installed app on some systems: the count is a nicety.
      (badge > 0 ? navigator.setAppBadge(badge) : navigator.clearAppBadge()).catch(() => undefined);
    },
  };
}

export const webPlatform: Platform = createWebPlatform();
