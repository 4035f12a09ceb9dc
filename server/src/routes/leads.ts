import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema, IdParamsSchema, LeadInputSchema, LeadSchema } from '../../../shared/domain/index.ts';
import { notFound } from '../http-errors.ts';
import { newId } from '../ids.ts';
import { isBot, publicFormConfig } from './public-forms.ts';

const leadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { leads } = app.repos;

  app.post(
    '/leads',
    {
      config: publicFormConfig(app),
      schema: { tags: ['leads'], summary: 'Send a pre-registration (or a contact message)', body: LeadInputSchema, response: { 201: LeadSchema } },
    },
    async (request, reply) => {
      const input = request.body;
      if (isBot(input)) {
        const { name, email, learningPaceInterest } = input;
        return reply.status(201).send({ _id: newId(), name, email, learningPaceInterest, createdAt: new Date().toISOString() });
      }
      return reply.status(201).send(await leads.create(input));
    },
  );

  app.get(
    '/leads',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['leads'],
        summary: 'Pre-registrations, newest first (?archived=true for the archived ones)',
        querystring: z.object({ archived: z.enum(['true', 'false']).optional() }),
        response: { 200: z.array(LeadSchema) },
      },
    },
    (request) => leads.list({ archived: request.query.archived === 'true' }),
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
};

export default leadsRoutes;
