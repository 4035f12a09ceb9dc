import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CompanyLeadRequestSchema,
  CompanyLeadSchema,
  ErrorResponseSchema,
  IdParamsSchema,
} from '../../../../shared/domain/index.ts';
import { notFound } from '../../infra/http/http-errors.ts';
import { staffOf } from '../../infra/http/auth.ts';
import { notSpamRoute } from './inbox-routes.ts';
import { pipelineRoutes } from './pipeline-routes.ts';
import {
  PUBLIC_FORM_BODY_LIMIT,
  publicFormConfig,
  publicFormReceivers,
  senderAnswer,
  visitorLanguage,
} from './public-forms.ts';

const companyLeadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { companyLeads } = app.repos;
  const receive = publicFormReceivers(app);

  app.post(
    '/company-leads',
    {
      config: publicFormConfig(app),
      bodyLimit: PUBLIC_FORM_BODY_LIMIT,
      schema: {
        tags: ['company leads'],
        summary: 'Ask for a company quote',
        body: CompanyLeadRequestSchema,
        response: { 201: CompanyLeadSchema },
      },
    },
    async (request, reply) => {
      const companyLead = await receive.companyLead(request.body, visitorLanguage(request));
      return reply.status(201).send(senderAnswer(companyLead));
    },
  );

  pipelineRoutes(app, {
    kind: 'company-lead',
    tag: 'company leads',
    noun: 'Quote request',
    entitySchema: CompanyLeadSchema,
    store: companyLeads,
  });

  app.delete(
    '/company-leads/:id',
    {
      onRequest: app.requireStaff('company-leads'),
      schema: {
        tags: ['company leads'],
        summary: 'Delete a company quote request',
        params: IdParamsSchema,
        response: { 200: z.object({ message: z.string() }), 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const audit = { action: 'request.delete', by: staffOf(request) } as const;
      if (!(await app.requestService.change('company-lead', id, (repos) => repos.companyLeads.delete(id), audit)))
        throw notFound('Quote request');
      return { message: 'Quote request deleted.' };
    },
  );

  notSpamRoute(app, {
    path: 'company-leads',
    area: 'company-leads',
    kind: 'company-lead',
    tag: 'company leads',
    noun: 'Quote request',
  });
};

export default companyLeadsRoutes;
