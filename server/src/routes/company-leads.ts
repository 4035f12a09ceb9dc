import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CompanyLeadInputSchema, CompanyLeadSchema, ErrorResponseSchema, IdParamsSchema } from '../../../shared/domain/index.ts';
import { notFound } from '../http-errors.ts';
import { notSpamRoute, SpamQuerySchema } from './inbox.ts';
import { isBot, publicFormConfig, senderAnswer } from './public-forms.ts';

const companyLeadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { companyLeads } = app.repos;

  app.post(
    '/company-leads',
    {
      config: publicFormConfig(app),
      schema: { tags: ['company leads'], summary: 'Ask for a company quote', body: CompanyLeadInputSchema, response: { 201: CompanyLeadSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(senderAnswer(await companyLeads.create(request.body, { spam: isBot(request.body) }))),
  );

  app.get(
    '/company-leads',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['company leads'],
        summary: 'Company quote requests, newest first (?spam=true for those held as spam)',
        querystring: SpamQuerySchema,
        response: { 200: z.array(CompanyLeadSchema) },
      },
    },
    (request) => companyLeads.list({ spam: request.query.spam === 'true' }),
  );

  app.delete(
    '/company-leads/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['company leads'],
        summary: 'Delete a company quote request',
        params: IdParamsSchema,
        response: { 200: z.object({ message: z.string() }), 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      if (!(await companyLeads.delete(request.params.id))) throw notFound('Quote request');
      return { message: 'Quote request deleted.' };
    },
  );

  notSpamRoute(app, { path: 'company-leads', tag: 'company leads', noun: 'Quote request', markNotSpam: companyLeads.markNotSpam });
};

export default companyLeadsRoutes;
