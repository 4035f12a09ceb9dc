/**
 * A destructive row action of the admin (SPEC §5, §8): the confirmation dialog first, then a
 * loading toast replaced by the success or failure toast (the server's message when it gives one),
 * then the list reloads.
 */
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../api/client.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';

interface ConfirmedActionOptions<T> {
  run(item: T): Promise<unknown>;
  /** The lists to reload afterwards. */
  queryKey: QueryKey;
  confirmMessage: string;
  confirmLabel: string;
  toasts: { loading: string; success: string; failure: string };
}

export function useConfirmedAction<T extends { _id: string }>({ run, queryKey, confirmMessage, confirmLabel, toasts }: ConfirmedActionOptions<T>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<T>();

  const mutation = useMutation({
    mutationFn: run,
    onMutate: () => toast.loading(toasts.loading),
    onSuccess: async (_data, _item, toastId) => {
      toast.success(toasts.success, { id: toastId });
      await queryClient.invalidateQueries({ queryKey });
    },
    onError: (error, _item, toastId) => {
      // A 401 ends the session (the query client says so); no second message on top.
      if (error instanceof ApiError && error.status === 401) {
        toast.dismiss(toastId);
        return;
      }
      toast.error(errorMessage(error, toasts.failure), { id: toastId });
      // Gone already (another admin, another tab): the list catches up.
      if (error instanceof ApiError && error.status === 404) void queryClient.invalidateQueries({ queryKey });
    },
  });

  const cancel = useCallback(() => setTarget(undefined), []);
  const confirm = () => {
    if (target) mutation.mutate(target);
    setTarget(undefined);
  };

  const dialog = (
    <ConfirmDialog
      open={target !== undefined}
      title={t('admin.confirm.title')}
      message={confirmMessage}
      confirmLabel={confirmLabel}
      cancelLabel={t('admin.confirm.cancel')}
      onConfirm={confirm}
      onCancel={cancel}
    />
  );

  return {
    ask: setTarget,
    /** The row being worked on, whose button waits. */
    busyId: mutation.isPending ? mutation.variables?._id : undefined,
    dialog,
  };
}
