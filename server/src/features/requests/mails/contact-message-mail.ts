/**
 * The mail that tells staff of a new contact message, in French (the staff's language): who wrote,
 * how to reach them, their message and the way to the inbox; replying answers the visitor.
 */
import type { ContactMessage } from '../../../../../shared/domain/index.ts';
import type { OutgoingMail } from '../../../infra/mail/outbox.ts';
import { fieldsTable, headerText, mailButton, mailDocument, multiline } from '../../../infra/mail/mail-html.ts';
import { escapeHtml } from '../../../infra/http/escape-html.ts';

const INTRO = 'Un nouveau message est arrivé par la page de contact du site.';

export function contactMessageStaffMail(
  message: Pick<ContactMessage, 'name' | 'email' | 'phone' | 'message'>,
  to: string,
  publicUrl: string,
): OutgoingMail {
  const subject = headerText(`Nouveau message : ${message.name}`);
  const link = `${publicUrl}/admin/messages`;
  const fields: [string, string][] = [
    ['Nom', message.name],
    ['E-mail', message.email],
    ...(message.phone ? [['Téléphone', message.phone] as [string, string]] : []),
  ];
  const text = [
    INTRO,
    '',
    ...fields.map(([label, value]) => `${label} : ${value}`),
    '',
    'Message :',
    message.message,
    '',
    `Ouvrir dans l'administration : ${link}`,
    '',
  ].join('\n');
  const body = [
    `<p style="margin:0 0 16px">${escapeHtml(INTRO)}</p>`,
    fieldsTable(fields),
    `<p dir="auto" style="margin:0 0 16px;padding:12px;background:#f3f4f6;border-radius:6px">${multiline(message.message)}</p>`,
    `<p style="margin:0">${mailButton(link, "Ouvrir dans l'administration")}</p>`,
  ].join('');
  return {
    purpose: 'contact-message-staff',
    to,
    replyTo: message.email,
    subject,
    text,
    html: mailDocument('fr', subject, body),
  };
}
