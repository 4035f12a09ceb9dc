/** Mail: the settings and transport, the outbox and its worker. The mails themselves live beside their feature. */
export { type MailConfig, mailConfigFrom, type MailTransportConfig } from './mailer.ts';
export {
  DEFAULT_MAIL_BACKOFF_MS,
  enqueueMails,
  MailOutbox,
  type MailLogger,
  type MailOutboxOptions,
  type OutboxPass,
  type OutgoingMail,
} from './outbox.ts';
