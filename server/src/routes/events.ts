/**
 * GET /api/events: Server-Sent Events for signed-in staff. The admin reads it with fetch (the
 * token goes in the Authorization header, which EventSource cannot send) and reconnects by itself.
 */
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ErrorResponseSchema } from '../../../shared/domain/index.ts';

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
      onRequest: app.requireAdmin,
      schema: {
        tags: ['inbox'],
        summary:
          'Server-Sent Events: request-created when a visitor sends a request, request-updated when staff change one; data {"kind","_id"}',
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
      const unsubscribe = app.requestEvents.subscribe((event, data) => {
        stream.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      });
      const heartbeat = setInterval(() => stream.write(': ping\n\n'), heartbeatMs);
      const end = () => {
        clearInterval(heartbeat);
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
