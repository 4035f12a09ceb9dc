/**
 * The words around a request's message (the MessageViewer of a row): its dialog's title, the
 * button that opens it, what stands when there is none. Every inbox says them under its own keys,
 * naming the sender with `sender` ({ name } or { company }).
 */
import type { TFunction } from 'i18next';

export function requestMessageTexts(
  t: TFunction,
  inbox: 'admin_candidatures' | 'admin_company_leads' | 'admin_contact_messages' | 'admin_leads',
  sender: { name: string } | { company: string },
) {
  return {
    title: t(`${inbox}.message.title`, sender),
    buttonText: t(`${inbox}.message.open`),
    buttonLabel: t(`${inbox}.message.open_label`, sender),
    noneText: t(`${inbox}.message.none`),
  };
}
