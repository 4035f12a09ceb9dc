/**
 * A person's requests, for their rights of access and erasure, found by e-mail address or phone
 * number: everything held about them (pre-registrations, quote requests, applications with their
 * CV names, contact messages, the notes and history staff kept on them, the outbox's mails), the
 * same as a ZIP file with the CVs themselves, and erasing all of it, CVs included.
 */
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  centreToday,
  ErasureSchema,
  ErrorResponseSchema,
  PeopleExportQuerySchema,
  PeopleQuerySchema,
  PersonDataSchema,
  personKeyOf,
} from '../../../../shared/domain/index.ts';
import { attachmentHeader } from '../../infra/http/attachment-header.ts';
import { personExportEntries } from './person-export.ts';
import { zipChunks } from '../../infra/export/zip.ts';
import { actingStaff } from '../../infra/http/auth.ts';

const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/people',
    {
      onRequest: app.requireStaff('people'),
      schema: {
        tags: ['people'],
        summary: 'Everything held about an e-mail address or a phone number, for an access request (admin)',
        querystring: PeopleQuerySchema,
        response: { 200: PersonDataSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => app.personalData.heldAbout(personKeyOf(request.query), actingStaff(request)),
  );

  app.get(
    '/people/export.zip',
    {
      onRequest: app.requireStaff('people'),
      schema: {
        tags: ['people'],
        summary:
          'Everything held about an e-mail address or a phone number as one ZIP file: person.json, a CSV per kind (lng: its headings’ language) and the CV files (admin)',
        querystring: PeopleExportQuerySchema,
        response: { 200: z.any().describe('application/zip'), 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      // Recorded before the first byte goes out.
      const { data, cvs } = await app.personalData.exportOf(personKeyOf(request.query), actingStaff(request));
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', attachmentHeader(`personal-data-${centreToday()}.zip`))
        .header('Cache-Control', 'no-store')
        .send(Readable.from(zipChunks(personExportEntries(data, cvs, request.query.lng ?? 'fr'))));
    },
  );

  app.delete(
    '/people',
    {
      onRequest: app.requireStaff('people'),
      schema: {
        tags: ['people'],
        summary:
          'Erase everything held about an e-mail address or a phone number, CV files included; answers what was deleted (admin)',
        querystring: PeopleQuerySchema,
        response: { 200: ErasureSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => {
      const person = personKeyOf(request.query);
      return { ...person, deleted: await app.personalData.erase(person, actingStaff(request)) };
    },
  );
};

export default peopleRoutes;
