import { useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError, errorMessage } from '../../api/client.ts';
import { useAdminSession } from '../../auth/AdminSession.tsx';
import { usePlatform } from '../../platform/PlatformContext.tsx';
import { useSessionRejection } from '../layout/useSessionRejection.ts';

/**
 * Saves an admin file (a CV, a CSV export) through the platform: the browser downloads it, the
 * desktop app asks where. `busy` while it runs; a failure is toasted with `errorText` unless the
 * server said why.
 */
export function useFileDownload(errorText: string) {
  const platform = usePlatform();
  const { session } = useAdminSession();
  const rejectSession = useSessionRejection();
  const [busy, setBusy] = useState(false);

  const download = async (url: string, fileName: string) => {
    setBusy(true);
    try {
      await platform.downloadFile({ url, fileName, token: session?.token ?? '' });
    } catch (error) {
      // A session the server no longer accepts (expired, ended, deactivated) signs out, as any
      // other refused request does; anything else is said here.
      if (error instanceof ApiError && error.status === 401) rejectSession();
      else toast.error(errorMessage(error, errorText));
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}
