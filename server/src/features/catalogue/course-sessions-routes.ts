/**
 * Course sessions: staff plan them per course (admins, editors and sales: the `sessions` area),
 * see them across courses for a period, and visitors add one to their calendar. Every write
 * changes what visitors see (a course's page and card): it goes through the catalogue service.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CalendarQuerySchema,
  centreName,
  coursePath,
  ErrorResponseSchema,
  IdParamsSchema,
  PlannedSessionSchema,
  SessionInputSchema,
  SessionListQuerySchema,
} from '../../../../shared/domain/index.ts';
import { attachmentHeader } from '../../infra/http/attachment-header.ts';
import { sessionCalendar, sessionFileName } from './calendar-file.ts';
import { notFound } from '../../infra/http/http-errors.ts';
import { staffOf } from '../../infra/http/auth.ts';
import { actorOf } from '../audit/audit-trail.ts';

const MessageSchema = z.object({ message: z.string() });

const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { courses, courseSessions } = app.repos;
  const staff = { onRequest: app.requireStaff('sessions') };
  const actor = (request: FastifyRequest) => actorOf(staffOf(request));
  // PUBLIC_URL, without a trailing slash (config.ts): the course pages' links are absolute.
  const { publicUrl } = app.config;
  const host = new URL(publicUrl).hostname;

  app.get(
    '/courses/:id/sessions',
    {
      ...staff,
      schema: {
        tags: ['sessions'],
        summary:
          'Every session of a course (a draft course too), soonest first, past and cancelled ones included, with seats and pre-registrations',
        params: IdParamsSchema,
        response: { 200: z.array(PlannedSessionSchema), 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      if (!(await courses.findById(request.params.id, { publishedOnly: false }))) throw notFound('Course');
      return courseSessions.listForCourse(request.params.id);
    },
  );

  app.post(
    '/courses/:id/sessions',
    {
      ...staff,
      schema: {
        tags: ['sessions'],
        summary: 'Add a session to a course (JSON: SessionInput)',
        params: IdParamsSchema,
        body: SessionInputSchema,
        response: { 201: PlannedSessionSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const created = await app.catalogue.createSession(actor(request), request.params.id, request.body);
      if (!created) throw notFound('Course');
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/sessions/:id',
    {
      ...staff,
      schema: {
        tags: ['sessions'],
        summary: 'Replace a session (JSON: SessionInput); 400 seats_below_taken when fewer seats than people enrolled',
        params: IdParamsSchema,
        body: SessionInputSchema,
        response: { 200: PlannedSessionSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const updated = await app.catalogue.updateSession(actor(request), request.params.id, request.body);
      if (!updated) throw notFound('Session');
      return updated;
    },
  );

  app.delete(
    '/sessions/:id',
    {
      ...staff,
      schema: {
        tags: ['sessions'],
        summary: 'Delete a session; 409 when people pre-registered for it (cancel it instead)',
        params: IdParamsSchema,
        response: { 200: MessageSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema },
      },
    },
    async (request) => {
      const deleted = await app.catalogue.deleteSession(actor(request), request.params.id);
      if (!deleted) throw notFound('Session');
      return { message: 'Session deleted.' };
    },
  );

  app.get(
    '/sessions',
    {
      ...staff,
      schema: {
        tags: ['sessions'],
        summary: 'Every session across courses whose days meet from–to (YYYY-MM-DD, each optional), by start date',
        querystring: SessionListQuerySchema,
        response: { 200: z.array(PlannedSessionSchema), 400: ErrorResponseSchema },
      },
    },
    async (request) => courseSessions.listPlanned(request.query),
  );

  app.get(
    '/sessions/:id/calendar.ics',
    {
      schema: {
        tags: ['sessions'],
        summary:
          'A session of a published course as an iCalendar file (RFC 5545), in ?lng=fr|en|ar (French by default)',
        params: IdParamsSchema,
        querystring: CalendarQuerySchema,
        response: { 200: z.string().describe('text/calendar'), 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const found = await courseSessions.findPublished(request.params.id);
      if (!found) throw notFound('Session');
      const language = request.query.lng ?? 'fr';
      const courseUrl = `${publicUrl}${coursePath({ _id: found.session.courseId, slug: found.courseSlug }, language)}?lng=${language}`;
      return reply
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('Content-Disposition', attachmentHeader(sessionFileName(found.courseTitle, found.session, language)))
        .header('Cache-Control', 'no-cache')
        .send(
          sessionCalendar({
            ...found,
            language,
            courseUrl,
            host,
            centre: centreName(await app.centreSettings.get(), language),
          }),
        );
    },
  );
};

export default sessionsRoutes;
