/**
 * What the centre's mails are made of, so that they all look and behave alike: a subject kept to
 * one header line, the HTML document around a mail's body (in the mail's language and direction,
 * with the centre's logo when it has one), a button and a table of labelled values.
 */
import { type Language, RTL_LANGUAGES } from '../../../../shared/domain/index.ts';
import { escapeHtml } from '../http/escape-html.ts';

/** One line, of a length mail clients show: a subject is a header. */
export function headerText(value: string): string {
  const line = value
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return line.length > 150 ? `${line.slice(0, 149)}…` : line;
}

/** Escaped, its line breaks kept. */
export const multiline = (value: string) => escapeHtml(value).replace(/\r\n|\r|\n/g, '<br>');

/** The centre's logo atop a mail's HTML (an absolute URL: a mail client has no site to resolve a path against). */
export type MailLogo = { url: string; alt: string } | undefined;

/** A whole HTML document; `dir` and `lang` also on the content, for clients that drop <html>'s. */
export function mailDocument(language: Language, title: string, body: string, logo?: MailLogo): string {
  const dir = RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
  const align = dir === 'rtl' ? 'right' : 'left';
  return [
    '<!doctype html>',
    `<html lang="${language}" dir="${dir}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    `<body style="margin:0;padding:24px;background:#f5f7fa">`,
    `<div lang="${language}" dir="${dir}" style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px;color:#1f2937;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.6;text-align:${align}">`,
    logo
      ? `<p style="margin:0 0 20px"><img src="${escapeHtml(logo.url)}" alt="${escapeHtml(logo.alt)}" height="48" style="height:48px;width:auto;border:0"></p>`
      : '',
    body,
    '</div></body></html>',
  ].join('\n');
}

/** A link drawn as a button. */
export const mailButton = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 16px;background:#1d4ed8;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a>`;

/** Labels and values (as typed, each in its own direction), one row each. */
export function fieldsTable(fields: [string, string][]): string {
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:start;padding:4px 16px 4px 0;color:#4b5563;font-weight:600;vertical-align:top">${escapeHtml(label)}</th><td dir="auto" style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${rows}</table>`;
}
