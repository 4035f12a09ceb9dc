/**
 * A destructive row action of the admin (SPEC §5, §8): the confirmation dialog first (the spec's
 * sentence and the row's name), then the toasts and the reload of useRowAction.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { RowButton, type RowButtonProps } from './RowButton.tsx';
import { type RowActionOptions, useRowAction } from './useRowAction.ts';

interface ConfirmedActionOptions<T> extends RowActionOptions<T> {
  confirmMessage: string;
  /** The row's name in the dialog, under the sentence: which course, person or company it is. */
  itemName(item: T): string;
  confirmLabel: string;
}

export function useConfirmedAction<T extends { _id: string }>({
  run,
  queryKey,
  confirmMessage,
  itemName,
  confirmLabel,
  toasts,
}: ConfirmedActionOptions<T>) {
  const { t } = useTranslation();
  const action = useRowAction({ run, queryKey, toasts });
  const [target, setTarget] = useState<T>();

  const cancel = useCallback(() => setTarget(undefined), []);
  const confirm = () => {
    if (target) action.run(target);
    setTarget(undefined);
  };

  const dialog = (
    <ConfirmDialog
      open={target !== undefined}
      title={t('admin.confirm.title')}
      message={confirmMessage}
      itemName={target ? itemName(target) : ''}
      confirmLabel={confirmLabel}
      cancelLabel={t('admin.confirm.cancel')}
      onConfirm={confirm}
      onCancel={cancel}
    />
  );

  return {
    ask: setTarget,
    /** The row being worked on, whose button waits. */
    busyId: action.busyId,
    /** The row's button that asks (and waits while its row is worked on). */
    button: (item: T, look: Omit<RowButtonProps, 'busy' | 'onClick'>) => (
      <RowButton {...look} busy={action.busyId === item._id} onClick={() => setTarget(item)} />
    ),
    dialog,
  };
}
