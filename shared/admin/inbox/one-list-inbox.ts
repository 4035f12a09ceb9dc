/**
 * The inboxes with one list beside the spam folder (candidatures, company quote requests): the
 * same views, and the same sentences for another kind of request, each inbox under its own keys.
 */
import type { TFunction } from 'i18next';
import type { InboxTexts, RequestInboxProps } from './RequestInbox.tsx';

type OneListInbox = 'admin_candidatures' | 'admin_company_leads';

/** RequestInbox's views (the list; the spam folder it adds) and its words for them. */
export function oneListInbox(
  t: TFunction,
  inbox: OneListInbox,
): Pick<RequestInboxProps<unknown>, 'views' | 'viewsLabel' | 'texts'> {
  return {
    views: [{ value: 'active', label: t('admin_spam.inbox') }],
    viewsLabel: t('admin_spam.views_label'),
    texts: oneListInboxTexts(t, inbox),
  };
}

/** The list's words, or the spam folder's where they differ. */
function oneListInboxTexts(t: TFunction, inbox: OneListInbox) {
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
