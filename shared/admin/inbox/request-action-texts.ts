/**
 * The words of a confirmed action on a request (delete, archive): the dialog's sentence and
 * button, then the toasts. Every inbox says them under its own keys, the same way.
 */
import type { TFunction } from 'i18next';

export function requestDeleteTexts(
  t: TFunction,
  inbox: 'admin_candidatures' | 'admin_company_leads' | 'admin_contact_messages',
) {
  return {
    confirmMessage: t(`${inbox}.confirm.delete`),
    confirmLabel: t(`${inbox}.delete`),
    toasts: {
      loading: t(`${inbox}.toasts.deleting`),
      success: t(`${inbox}.toasts.deleted`),
      failure: t(`${inbox}.toasts.delete_error`),
    },
  };
}

export function requestArchiveTexts(t: TFunction, inbox: 'admin_leads' | 'admin_contact_messages') {
  return {
    confirmMessage: t(`${inbox}.confirm.archive`),
    confirmLabel: t(`${inbox}.archive`),
    toasts: {
      loading: t(`${inbox}.toasts.archiving`),
      success: t(`${inbox}.toasts.archived`),
      failure: t(`${inbox}.toasts.archive_error`),
    },
  };
}
