/** Mail: the settings and transport, the outbox and its worker, the mails a request causes. */
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
export {
  type CandidatureFields,
  type CompanyLeadFields,
  type LeadFields,
  pickLanguage,
  type RequestMailInput,
  requestMails,
} from './request-mails.ts';
