/** Shared settings of the forms anyone may send: a rate limit per address and the honeypot. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type CompanyLeadInput,
  type ContactMessageInput,
  HONEYPOT_FIELD,
  type Language,
  type LeadInput,
} from '../../../../shared/domain/index.ts';
import { mailConfigFrom } from '../../infra/mail/mailer.ts';
import type { MultipartForm } from '../../infra/http/multipart-form.ts';
import { receiveContactMessage } from './contact-messages-service.ts';
import { pickLanguage } from '../../infra/http/language.ts';
import { TEXT_BODY_LIMIT } from '../../infra/http/body-limits.ts';
import { PUBLIC_FORMS_GROUP } from '../../infra/http/rate-limit-store.ts';

/** The JSON public forms' body: a few fields and a message (the application's multipart form has its own limits). */
export const PUBLIC_FORM_BODY_LIMIT = TEXT_BODY_LIMIT;

export const publicFormConfig = (app: FastifyInstance) => ({
  // One budget per address across every public form (rate-limit-store.ts).
  rateLimit: { max: app.config.formRateLimit, timeWindow: 60_000, groupId: PUBLIC_FORMS_GROUP },
});

/** A filled-in hidden field suggests a bot: the request is kept, flagged as spam (see HONEYPOT_FIELD). */
export const isBot = (input: Record<string, unknown>) => {
  const value = input[HONEYPOT_FIELD];
  return typeof value === 'string' && value.trim() !== '';
};

/** What the sender is answered: the same whether or not the request was taken for spam. */
export const senderAnswer = <T extends { spam?: true }>({ spam: _spam, ...request }: T): Omit<T, 'spam'> => request;

/**
 * The language of the page the visitor used (the form's `language` field; for a multipart form,
 * its field as read), else their browser's, else French: their acknowledgment is written in it.
 */
export const visitorLanguage = (request: FastifyRequest, formLanguage?: unknown): Language =>
  pickLanguage(
    formLanguage ?? (request.body as { language?: unknown } | undefined)?.language,
    request.headers['accept-language'],
  );

/**
 * How each public form is received, the same whether it came through the API (the app) or posted
 * by its page's plain HTML form (features/site/page-form-routes.ts): stored (as spam when the
 * honeypot is filled in), acknowledged and told to staff through the mail outbox.
 */
export const publicFormReceivers = (app: FastifyInstance) => ({
  lead: (input: LeadInput, language: Language) =>
    app.requestService.receiveLead(input, language, { spam: isBot(input) }),
  companyLead: (input: CompanyLeadInput, language: Language) =>
    app.requestService.receive('company-lead', language, (repos) =>
      repos.companyLeads.create(input, { spam: isBot(input) }),
    ),
  contactMessage: (input: ContactMessageInput) =>
    receiveContactMessage(
      { db: app.db.kysely, mail: mailConfigFrom(app.config), outbox: app.mailOutbox },
      input,
      isBot(input),
    ),
  /** The application's text fields and its CV, as read from its multipart form. */
  application: (form: MultipartForm, language: Language) => app.candidatures.receive(form, language),
});
