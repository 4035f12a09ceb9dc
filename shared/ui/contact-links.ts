/** Addresses that start a call or a chat, shared by the site and the admin. */

/** Dials the digits only: spaces and dashes are how people write a number, not part of it. */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A WhatsApp chat: wa.me wants the number with its country code, digits only, and the first message. */
export const whatsappHref = (number: string, message: string) => `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;
