/**
 * Course sessions: staff plan them per course (admins, editors and sales: the `sessions` area),
 * see them across courses for a period, and visitors add one to their calendar. Every write
 * changes what visitors see (a course's page and card): it goes through the catalogue service.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CalendarQuerySchema,
  centreName,
  coursePath,
  ErrorResponseSchema,
  IdParamsSchema,
  type PlannedSession,
  PlannedSessionSchema,
  SessionInputSchema,
  SessionListQuerySchema,
} from '../../../shared/domain/index.ts';
import { attachmentHeader } from '../attachment-header.ts';
import { sessionCalendar, sessionFileName } from '../calendar-file.ts';
import { HttpError, notFound } from '../http-errors.ts';
import { sessionTarget } from '../services/audit-targets.ts';

const MessageSchema = z.object({ message: z.string() });

/** One line for the audit trail: what the session is now. */
const describeSession = (session: PlannedSession) =>
  `${session.startDate} → ${session.endDate}, ${session.mode}, ${session.seats} seat${session.seats === 1 ? '' : 's'}, ${session.status}`;

/** The audit row's summary of a session: the English line, and its code with the values the admin writes in its language. */
const sessionSummary = (code: 'session_added' | 'session_updated' | 'session_cancelled' | 'session_deleted', session: PlannedSession, words: string) => ({
  summary: `${words}: ${describeSession(session)}`,
  detail: { code, params: { start: session.startDate, end: session.endDate, mode: session.mode, seats: session.seats, sessionStatus: session.status } },
});

const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { courses, courseSessions } = app.repos;
  const staff = { onRequest: app.requireStaff('sessions') };
  // PUBLIC_URL, without a trailing slash (config.ts): the course pages' links are absolute.
  const { publicUrl } = app.config;
  const host = new URL(publicUrl).hostname;

  app.get(
    '/courses/:id/sessions',
    {
      ...staff,
      schema: {
        tags: ['sessions'],
        summary: 'Every session of a course (a draft course too), soonest first, past and cancelled ones included, with seats and pre-registrations',
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
      const created = await app.catalogue.change(request, async ({ repos, record }) => {
        if (!(await repos.courses.findById(request.params.id, { publishedOnly: false }))) return undefined;
        const session = await repos.courseSessions.create(request.params.id, request.body);
        await record({ action: 'session.create', target: sessionTarget(session), ...sessionSummary('session_added', session, 'Added') });
        return session;
      });
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
      const updated = await app.catalogue.change(request, async ({ repos, record }) => {
        // Locked before its seats are counted: an enrolment cannot slip in between.
        if (!(await repos.courseSessions.lockSeats(request.params.id))) return undefined;
        const before = (await repos.courseSessions.find(request.params.id))!;
        const taken = await repos.courseSessions.seatsTaken(request.params.id);
        if (request.body.seats < taken) {
          const message = `${taken} people are enrolled in this session: give it at least ${taken} seats.`;
          throw new HttpError(400, message, {
            code: 'seats_below_taken',
            params: { taken },
            errors: [{ path: 'seats', code: 'seats_below_taken', message: `At least ${taken}: the seats already taken.` }],
          });
        }
        const session = (await repos.courseSessions.update(request.params.id, request.body))!;
        const cancels = before.status === 'open' && session.status === 'cancelled';
        await record({
          action: cancels ? 'session.cancel' : 'session.update',
          target: sessionTarget(session),
          ...(cancels ? sessionSummary('session_cancelled', session, 'Cancelled') : sessionSummary('session_updated', session, 'Updated')),
        });
        return session;
      });
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
      const deleted = await app.catalogue.change(request, async ({ repos, record }) => {
        const session = await repos.courseSessions.find(request.params.id);
        if (!session) return false;
        const leads = await repos.courseSessions.leadsNaming({ sessionId: session._id });
        if (leads > 0) {
          throw new HttpError(409, `${leads} pre-registration${leads === 1 ? ' names' : 's name'} this session: cancel it instead of deleting it, so that they keep it.`, {
            code: 'session_has_leads',
            params: { leads },
          });
        }
        await repos.courseSessions.delete(session._id);
        await record({ action: 'session.delete', target: sessionTarget(session), ...sessionSummary('session_deleted', session, 'Deleted') });
        return true;
      });
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
        summary: 'A session of a published course as an iCalendar file (RFC 5545), in ?lng=fr|en|ar (French by default)',
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
        .send(sessionCalendar({ ...found, language, courseUrl, host, centre: centreName(await app.centreSettings.get(), language) }));
    },
  );
};

export default sessionsRoutes;
