/**
 * A person's requests, for their rights of access and erasure: everything held about one e-mail
 * address (pre-registrations, quote requests, applications with their CV names, contact
 * messages, and the notes and history staff kept on them), and erasing all of it, CVs included.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErasureSchema, ErrorResponseSchema, PeopleQuerySchema, PersonDataSchema } from '../../../shared/domain/index.ts';

const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/people',
    {
      onRequest: app.requireStaff('people'),
      schema: {
        tags: ['people'],
        summary: 'Everything held about an e-mail address, for an access request (admin)',
        querystring: PeopleQuerySchema,
        response: { 200: PersonDataSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => app.personalData.heldAbout(request.query.email, request),
  );

  app.delete(
    '/people',
    {
      onRequest: app.requireStaff('people'),
      schema: {
        tags: ['people'],
        summary: 'Erase everything held about an e-mail address, CV files included; answers what was deleted (admin)',
        querystring: PeopleQuerySchema,
        response: { 200: ErasureSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => {
      const { email } = request.query;
      return { email, deleted: await app.personalData.erase(email, request) };
    },
  );
};

export default peopleRoutes;
