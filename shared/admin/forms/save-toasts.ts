/**
 * A save told by toasts, the one way the admin says it: a loading toast, replaced by the success
 * or by the failure (the server's message when it gives one, else the screen's own words). A
 * refused session is announced by the admin's query client, which leaves for /login: its toast
 * just goes away, with no second message on top.
 */
import toast from 'react-hot-toast';
import { ApiError, errorMessage } from '../../api/client.ts';

export interface SaveToasts {
  loading: string;
  success: string;
  failure: string;
}

export const isSessionRejected = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/** What the save answered, or what it failed with (already told). */
export type SaveOutcome<T> = { saved: T; error?: undefined } | { saved?: undefined; error: unknown };

export async function withSaveToasts<T>(toasts: SaveToasts, save: () => Promise<T>): Promise<SaveOutcome<T>> {
  const toastId = toast.loading(toasts.loading);
  try {
    const saved = await save();
    toast.success(toasts.success, { id: toastId });
    return { saved };
  } catch (error) {
    if (isSessionRejected(error)) toast.dismiss(toastId);
    else toast.error(errorMessage(error, toasts.failure), { id: toastId });
    return { error };
  }
}
