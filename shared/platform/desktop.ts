import i18next from 'i18next';
import { ApiError } from '../api/client.ts';
import type { CvDownloadResult, DesktopBridge } from './bridge.ts';
import type { Platform } from './platform.ts';

/**
 * The desktop app: adminInfo and CV downloads go through the preload bridge to main. Failures
 * become the same errors the browser's adapter throws (ApiError for a refusal from the server), so
 * a screen's one `errorMessage(error, fallback)` toast reads the same in both.
 */
export function createDesktopPlatform(bridge: DesktopBridge): Platform {
  return {
    adminInfo: {
      read: () => bridge.adminInfo.read(),
      write: (value) => bridge.adminInfo.write(value),
      remove: () => bridge.adminInfo.remove(),
    },
    async downloadCv({ url, fileName }) {
      // The token stays out of the request: main sends the one it keeps for the signed-in admin.
      return settle(await bridge.downloadCv({ url, fileName }));
    },
  };
}

function settle(result: CvDownloadResult): boolean {
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
