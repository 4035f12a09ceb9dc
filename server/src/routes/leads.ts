import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema, IdParamsSchema, LeadInputSchema, LeadSchema } from '../../../shared/domain/index.ts';
import { notFound } from '../http-errors.ts';
import { ArchivableQuerySchema, notSpamRoute } from './inbox.ts';
import { isBot, publicFormConfig, senderAnswer } from './public-forms.ts';

const leadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { leads } = app.repos;

  app.post(
    '/leads',
    {
      config: publicFormConfig(app),
      schema: { tags: ['leads'], summary: 'Send a pre-registration', body: LeadInputSchema, response: { 201: LeadSchema } },
    },
    async (request, reply) => reply.status(201).send(senderAnswer(await leads.create(request.body, { spam: isBot(request.body) }))),
  );

  app.get(
    '/leads',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['leads'],
        summary: 'Pre-registrations, newest first (?archived=true for the archived ones, ?spam=true for those held as spam)',
        querystring: ArchivableQuerySchema,
        response: { 200: z.array(LeadSchema) },
      },
    },
    (request) => leads.list({ archived: request.query.archived === 'true', spam: request.query.spam === 'true' }),
  );

  app.delete(
    '/leads/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['leads'],
        summary: 'Archive a pre-registration: kept with its archive date, out of the list',
        params: IdParamsSchema,
        response: { 200: z.object({ message: z.string() }), 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      if (!(await leads.archive(request.params.id))) throw notFound('Pre-registration');
      return { message: 'Pre-registration archived.' };
    },
  );

  notSpamRoute(app, { path: 'leads', tag: 'leads', noun: 'Pre-registration', markNotSpam: leads.markNotSpam });
};

export default leadsRoutes;
