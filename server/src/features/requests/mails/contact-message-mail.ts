/**
 * The mail that tells staff of a new contact message, in French (the staff's language): who wrote,
 * how to reach them, their message and the way to the inbox; replying answers the visitor.
 */
import type { ContactMessage } from '../../../../../shared/domain/index.ts';
import type { OutgoingMail } from '../../../infra/mail/outbox.ts';
import { escapeHtml } from '../../../infra/http/escape-html.ts';

const INTRO = 'Un nouveau message est arrivé par la page de contact du site.';

/** One line, of a length mail clients show: a subject is a header. */
const headerText = (value: string) =>
  value
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 150);

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
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:start;padding:4px 16px 4px 0;color:#4b5563;font-weight:600">${escapeHtml(label)}</th><td dir="auto" style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = [
    '<!doctype html>',
    '<html lang="fr" dir="ltr">',
    `<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f5f7fa">',
    '<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px;color:#1f2937;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.6">',
    `<p style="margin:0 0 16px">${escapeHtml(INTRO)}</p>`,
    `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${rows}</table>`,
    `<p dir="auto" style="margin:0 0 16px;padding:12px;background:#f3f4f6;border-radius:6px">${escapeHtml(message.message).replace(/\r\n|\r|\n/g, '<br>')}</p>`,
    `<p style="margin:0"><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#1d4ed8;color:#ffffff;border-radius:6px;text-decoration:none">Ouvrir dans l'administration</a></p>`,
    '</div></body></html>',
  ].join('\n');
  return { purpose: 'contact-message-staff', to, replyTo: message.email, subject, text, html };
}
