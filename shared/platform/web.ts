import { api } from '../api/client.ts';
import { ADMIN_INFO_KEY, type Platform } from './platform.ts';

/** The browser: adminInfo in localStorage, CVs fetched with the token and saved by the browser. */
export const webPlatform: Platform = {
  adminInfo: {
    read: async () => localStorage.getItem(ADMIN_INFO_KEY),
    write: async (value) => localStorage.setItem(ADMIN_INFO_KEY, value),
    remove: async () => localStorage.removeItem(ADMIN_INFO_KEY),
  },
  async downloadCv({ url, fileName }) {
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
};
