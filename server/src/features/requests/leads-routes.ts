import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema, IdParamsSchema, LeadRequestSchema, LeadSchema } from '../../../../shared/domain/index.ts';
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

const leadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { leads } = app.repos;
  const receive = publicFormReceivers(app);

  app.post(
    '/leads',
    {
      config: publicFormConfig(app),
      bodyLimit: PUBLIC_FORM_BODY_LIMIT,
      schema: {
        tags: ['leads'],
        summary:
          'Send a pre-registration; courseId and sessionId name the course and session chosen (400 when not offered); a full session puts it on the waiting list (waitingList: true)',
        body: LeadRequestSchema,
        response: { 201: LeadSchema },
      },
    },
    async (request, reply) => {
      const lead = await receive.lead(request.body, visitorLanguage(request));
      return reply.status(201).send(senderAnswer(lead));
    },
  );

  pipelineRoutes(app, {
    kind: 'lead',
    tag: 'leads',
    noun: 'Pre-registration',
    entitySchema: LeadSchema,
    store: leads,
    exportContext: async (items) => ({
      sessionStarts: await app.repos.courseSessions.startDates(
        items.flatMap((lead) => (lead.sessionId ? [lead.sessionId] : [])),
      ),
    }),
  });

  app.delete(
    '/leads/:id',
    {
      onRequest: app.requireStaff('leads'),
      schema: {
        tags: ['leads'],
        summary: 'Archive a pre-registration: kept with its archive date, out of the list',
        params: IdParamsSchema,
        response: { 200: z.object({ message: z.string() }), 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      if (!(await app.requestService.archiveLead(request.params.id, staffOf(request)))) {
        throw notFound('Pre-registration');
      }
      return { message: 'Pre-registration archived.' };
    },
  );

  notSpamRoute(app, { path: 'leads', area: 'leads', kind: 'lead', tag: 'leads', noun: 'Pre-registration' });
};

export default leadsRoutes;
