/**
 * Who on the staff is told of each kind of new request: its own addresses, set in the admin. A
 * kind left empty goes to NOTIFY_EMAILS, the server's default list. HR need not receive the
 * pre-registrations' phones, nor sales the applications.
 */
import { z } from 'zod';
import { EmailSchema } from './schemas.ts';

/** The kinds a staff notification is about: the visitors' requests and the contact messages. */
export const NOTIFICATION_KINDS = ['lead', 'company-lead', 'candidature', 'contact-message'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** At most this many addresses per kind: a mailing list is one address. */
export const NOTIFICATION_ADDRESSES_MAX = 10;

const addresses = z
  .array(EmailSchema)
  .max(NOTIFICATION_ADDRESSES_MAX, { error: `At most ${NOTIFICATION_ADDRESSES_MAX} addresses.` })
  // Each address once, however it is spelt: one mail per address and request.
  .transform((list) =>
    list.filter((email, index) => list.findIndex((other) => other.toLowerCase() === email.toLowerCase()) === index),
  );

/** PUT /api/settings/notifications: per kind, its addresses; an empty list means NOTIFY_EMAILS. */
export const NotificationRoutingSchema = z.strictObject({
  lead: addresses,
  'company-lead': addresses,
  candidature: addresses,
  'contact-message': addresses,
});
export type NotificationRouting = z.output<typeof NotificationRoutingSchema>;

/** GET /api/settings/notifications: the routing saved, and NOTIFY_EMAILS for the kinds left empty. */
export const NotificationRoutingViewSchema = z.object({
  // As stored (already checked): an answer is not parsed again.
  routing: z.object({
    lead: z.array(z.string()),
    'company-lead': z.array(z.string()),
    candidature: z.array(z.string()),
    'contact-message': z.array(z.string()),
  }),
  defaultEmails: z.array(z.string()),
});
export type NotificationRoutingView = z.infer<typeof NotificationRoutingViewSchema>;

export const EMPTY_NOTIFICATION_ROUTING: NotificationRouting = {
  lead: [],
  'company-lead': [],
  candidature: [],
  'contact-message': [],
};

/** Where a new request of `kind` is announced: its own addresses, else the default list. */
export const notificationRecipients = (
  routing: NotificationRouting,
  kind: NotificationKind,
  defaultEmails: readonly string[],
): string[] => (routing[kind].length > 0 ? routing[kind] : [...defaultEmails]);
