/** Addresses that start a call or a chat, shared by the site and the admin. */

/** Dials the digits only: spaces and dashes are how people write a number, not part of it. */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * A number as dialled from abroad: `+` or `00` and the country code kept as written, a Tunisian
 * number written the local way (8 digits) given +216. Anything else is left as its digits: a
 * guess at its country would call the wrong person.
 */
export function internationalNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (/^\s*\+/.test(phone)) return `+${digits}`;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  return digits.length === 8 ? `+216${digits}` : digits;
}

/** A WhatsApp chat: wa.me wants the number with its country code, digits only, and optionally the first message. */
export const whatsappHref = (number: string, message?: string) =>
  `https://wa.me/${internationalNumber(number).replace(/\D/g, '')}${message ? `?text=${encodeURIComponent(message)}` : ''}`;
