/**
 * The words of the inboxes with one list beside the spam folder (candidatures, company quote
 * requests): the same sentences for another kind of request, each inbox under its own keys.
 */
import type { TFunction } from 'i18next';
import type { InboxTexts } from './RequestInbox.tsx';

type OneListInbox = 'admin_candidatures' | 'admin_company_leads';

/** The list's words, or the spam folder's where they differ. */
export function oneListInboxTexts(t: TFunction, inbox: OneListInbox) {
  return (view: string): InboxTexts => ({
    title: t(`${inbox}.title`),
    titleCount: (total) => t(`${inbox}.title_count`, { total }),
    lead: t(`${inbox}.lead`),
    search: t(`${inbox}.filter`),
    caption: view === 'spam' ? t('admin_spam.view') : t(`${inbox}.caption`),
    empty: view === 'spam' ? t('admin_spam.empty') : t(`${inbox}.empty`),
    loadError: t(`${inbox}.load_error`),
  });
}
