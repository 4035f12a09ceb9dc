/**
 * GET /api/events: Server-Sent Events for signed-in staff. The admin reads it with fetch (the
 * token goes in the Authorization header, which EventSource cannot send) and reconnects by itself.
 */
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ErrorResponseSchema, type RequestKind, requestKindsOf } from '../../../../shared/domain/index.ts';
import { staffOf } from '../../infra/http/auth.ts';

/** `heartbeatMs`: a comment line this often keeps proxies and this server's idle time-out from closing the stream. */
const eventsRoutes: FastifyPluginAsync<{ heartbeatMs: number }> = async (app, { heartbeatMs }) => {
  /** The open streams, ended when the server closes (they would hold it open otherwise). */
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  app.get(
    '/events',
    {
      // Any staff member: each is told of the kinds of request their role sees (an editor, none).
      onRequest: app.requireStaff(),
      schema: {
        tags: ['inbox'],
        summary:
          'Server-Sent Events: request-created when a visitor sends a request, request-updated when staff change one, of the kinds the role sees; data {"kind","_id"}. Ends at once when the session does (sign-out, new password, deactivation, new role), on every server instance.',
        response: { 200: z.string().describe('text/event-stream'), 401: ErrorResponseSchema },
      },
    },
    (request, reply) => {
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        // What the hooks set so far (security headers, CORS): a hijacked reply skips the rest of Fastify.
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
        // nginx would otherwise hold events back in its buffer.
        'X-Accel-Buffering': 'no',
        Connection: 'keep-alive',
      });
      // How long a browser waits before reconnecting by itself; the first bytes open the stream.
      stream.write('retry: 3000\n: connected\n\n');
      const staff = staffOf(request);
      const kinds: readonly RequestKind[] = requestKindsOf(staff.role);
      const unsubscribe = app.requestEvents.subscribe((event, data) => {
        if (kinds.includes(data.kind)) stream.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      });
      // The session is checked again at each beat, and at once when it is announced changed: a
      // stream opened before a logout, a deactivation or a change of role ends (the admin then
      // reconnects, and is refused or told what the new role sees).
      const ping = () => {
        if (!stream.writableEnded) stream.write(': ping\n\n');
      };
      const check = (): Promise<void> =>
        app.repos.staffSessions
          .holder(staff.sessionId, staff._id)
          .then((holder) => (holder?.role === staff.role ? ping() : end()))
          // The database out for a moment: the stream goes on, the next beat asks again.
          .catch(ping);
      const heartbeat = setInterval(() => void check(), heartbeatMs);
      // A sign-out, a new password, a deactivation or a new role, on any instance: checked at once.
      const stopWatching = app.authChanges.subscribe((userId) => {
        if (userId === staff._id) void check();
      });
      const end = () => {
        clearInterval(heartbeat);
        stopWatching();
        unsubscribe();
        open.delete(end);
        if (!stream.writableEnded) stream.end();
      };
      open.add(end);
      request.raw.once('close', end);
      stream.once('close', end);
    },
  );
};

export default eventsRoutes;
