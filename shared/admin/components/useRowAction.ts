/**
 * An action on one row of an admin list (SPEC §8): a loading toast replaced by the success or
 * failure toast (the server's message when it gives one), then the lists under `queryKey` reload.
 */
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { ApiError, errorMessage } from '../../api/client.ts';

export interface RowActionOptions<T> {
  run(item: T): Promise<unknown>;
  /** The lists to reload afterwards. */
  queryKey: QueryKey;
  toasts: { loading: string; success: string; failure: string };
}

export function useRowAction<T extends { _id: string }>({ run, queryKey, toasts }: RowActionOptions<T>) {
  const queryClient = useQueryClient();
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

  return {
    run: mutation.mutate,
    /** The row being worked on, whose button waits. */
    busyId: mutation.isPending ? mutation.variables?._id : undefined,
  };
}
