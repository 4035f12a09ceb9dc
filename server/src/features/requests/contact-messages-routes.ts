import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ContactMessageInputSchema,
  ContactMessageSchema,
  ErrorResponseSchema,
  IdParamsSchema,
} from '../../../../shared/domain/index.ts';
import { notFound } from '../../infra/http/http-errors.ts';
import { changeContactMessage } from './contact-messages-service.ts';
import { ArchivableQuerySchema, notSpamRoute } from './inbox-routes.ts';
import { PUBLIC_FORM_BODY_LIMIT, publicFormConfig, publicFormReceivers, senderAnswer } from './public-forms.ts';
import { actingStaff } from '../../infra/http/auth.ts';

const TAG = 'contact messages';
const done = { 200: z.object({ message: z.string() }), 404: ErrorResponseSchema };

const contactMessagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { contactMessages } = app.repos;

  app.post(
    '/contact-messages',
    {
      config: publicFormConfig(app),
      bodyLimit: PUBLIC_FORM_BODY_LIMIT,
      schema: {
        tags: [TAG],
        summary:
          "Send a message from the contact page; staff are told by mail (the contact messages' addresses, else NOTIFY_EMAILS)",
        body: ContactMessageInputSchema,
        response: { 201: ContactMessageSchema },
      },
    },
    async (request, reply) => {
      const created = await publicFormReceivers(app).contactMessage(request.body);
      return reply.status(201).send(senderAnswer(created));
    },
  );

  app.get(
    '/contact-messages',
    {
      onRequest: app.requireStaff('contact-messages'),
      schema: {
        tags: [TAG],
        summary:
          'Contact messages, newest first (?archived=true for the archived ones, ?spam=true for those held as spam)',
        querystring: ArchivableQuerySchema,
        response: { 200: z.array(ContactMessageSchema) },
      },
    },
    (request) =>
      contactMessages.list({ archived: request.query.archived === 'true', spam: request.query.spam === 'true' }),
  );

  app.post(
    '/contact-messages/:id/archive',
    {
      onRequest: app.requireStaff('contact-messages'),
      schema: {
        tags: [TAG],
        summary: 'Archive a message: kept with its archive date, out of the inbox',
        params: IdParamsSchema,
        response: done,
      },
    },
    async (request) => {
      if (!(await changeContactMessage(app.db.kysely, actingStaff(request), request.params.id, 'request.archive')))
        throw notFound('Message');
      return { message: 'Message archived.' };
    },
  );

  app.delete(
    '/contact-messages/:id',
    {
      onRequest: app.requireStaff('contact-messages'),
      schema: { tags: [TAG], summary: 'Delete a message', params: IdParamsSchema, response: done },
    },
    async (request) => {
      if (!(await changeContactMessage(app.db.kysely, actingStaff(request), request.params.id, 'request.delete')))
        throw notFound('Message');
      return { message: 'Message deleted.' };
    },
  );

  notSpamRoute(app, {
    path: 'contact-messages',
    area: 'contact-messages',
    tag: TAG,
    noun: 'Message',
    markNotSpam: contactMessages.markNotSpam,
  });
};

export default contactMessagesRoutes;
