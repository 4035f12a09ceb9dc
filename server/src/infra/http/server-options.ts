/**
 * The Fastify server's own options: time-outs, body limit, trusted proxies, and the answers to
 * addresses Fastify refuses before any hook runs.
 */
import type { Server } from 'node:http';
import type { FastifyHttpOptions, FastifyReply, FastifyServerOptions } from 'fastify';
import { LogController } from 'fastify';
import type { Config } from '../../config.ts';
import { trustProxyOption } from './trust-proxy.ts';

/**
 * How long a client may take, in milliseconds: a server open to the internet never waits without
 * end (a body trickled a byte at a time would otherwise hold its connection for ever).
 */
export interface ServerTimeouts {
  /** The whole request, headers and body, must have arrived by then. */
  requestTimeout: number;
  /** The headers must have arrived by then (slow headers); never more than requestTimeout. */
  headersTimeout: number;
  /** A connection on which nothing moves either way is closed after this. */
  connectionTimeout: number;
  /** A kept-alive connection idle between two requests is closed after this. */
  keepAliveTimeout: number;
  /** How often Node looks for requests past their time-out: at most this late. */
  checkInterval: number;
  /** A live event stream (GET /api/events) sends a comment this often: under connectionTimeout, it is never idle. */
  eventsHeartbeat: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = {
  // The largest request is a 5 MB picture or CV with its form: about 45 s at 1 Mbit/s, a weak
  // mobile uplink. 60 s lets that phone finish, and frees a stalled connection within a minute.
  requestTimeout: 60_000,
  // A few hundred bytes that any real client sends at once.
  headersTimeout: 10_000,
  // Longer than any quiet spell of a working request (re-encoding a large picture, a database
  // that is failing over).
  connectionTimeout: 30_000,
  // Browsers reuse a connection within seconds or not at all. A proxy in front that keeps
  // connections to this server open must drop idle ones sooner than this.
  keepAliveTimeout: 10_000,
  checkInterval: 2_000,
  // Half the idle time-out; most proxies close an idle connection after 60 s.
  eventsHeartbeat: 15_000,
};

export function serverOptions(
  config: Config,
  logger: FastifyServerOptions['logger'],
  timeouts: Partial<ServerTimeouts> = {},
): FastifyHttpOptions<Server> {
  const limits = { ...SERVER_TIMEOUTS, ...timeouts };
  return {
    logger,
    // Which proxies may name the visitor (X-Forwarded-For): request.ip, which the rate limits and
    // the login throttle key on, is the visitor's address and not the proxy's. Off: header ignored.
    trustProxy: trustProxyOption(config.trustProxy),
    // Course bodies carry three languages of syllabus.
    bodyLimit: 4 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    requestTimeout: limits.requestTimeout,
    connectionTimeout: limits.connectionTimeout,
    keepAliveTimeout: limits.keepAliveTimeout,
    http: {
      requestTimeout: limits.requestTimeout,
      headersTimeout: Math.min(limits.headersTimeout, limits.requestTimeout),
      connectionsCheckingInterval: limits.checkInterval,
    },
    logController: new LogController({ disableRequestLogging: true }),
    // An address Fastify cannot decode (a bad %-escape, a param past the router's length limit)
    // is refused before any hook runs: it still gets a JSON message and nosniff. A segment past the
    // length limit is no id of ours: nothing is there (404), as for any other unknown address.
    frameworkErrors: (error, _request, reply) =>
      error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? (reply as FastifyReply)
            .code(404)
            .header('X-Content-Type-Options', 'nosniff')
            .send({ message: 'No such address.', code: 'not_found' })
        : (reply as FastifyReply)
            .code(error.statusCode ?? 400)
            .header('X-Content-Type-Options', 'nosniff')
            .send({ message: 'This address is not valid.', code: 'invalid_request' }),
  };
}
