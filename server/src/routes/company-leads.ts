import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CompanyLeadInputSchema, CompanyLeadSchema, ErrorResponseSchema, IdParamsSchema } from '../../../shared/domain/index.ts';
import { notFound } from '../http-errors.ts';
import { newId } from '../ids.ts';
import { isBot, publicFormConfig } from './public-forms.ts';

const companyLeadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { companyLeads } = app.repos;

  app.post(
    '/company-leads',
    {
      config: publicFormConfig(app),
      schema: { tags: ['company leads'], summary: 'Ask for a company quote', body: CompanyLeadInputSchema, response: { 201: CompanyLeadSchema } },
    },
    async (request, reply) => {
      const input = request.body;
      if (isBot(input)) {
        const { companyName, contactName, email } = input;
        return reply.status(201).send({ _id: newId(), companyName, contactName, email, createdAt: new Date().toISOString() });
      }
      return reply.status(201).send(await companyLeads.create(input));
    },
  );

  app.get(
    '/company-leads',
    {
      onRequest: app.requireAdmin,
      schema: { tags: ['company leads'], summary: 'Company quote requests, newest first', response: { 200: z.array(CompanyLeadSchema) } },
    },
    () => companyLeads.list(),
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
};

export default companyLeadsRoutes;
