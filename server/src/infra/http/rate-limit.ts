/**
 * @fastify/rate-limit for the routes that ask for it (the public forms): several instances on one
 * PostgreSQL database count together, SQLite (one process) counts in memory.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { databaseRateLimitStore, memoryRateLimitStore } from './rate-limit-store.ts';

async function rateLimitPlugin(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    store: app.db.dialect === 'postgres' ? databaseRateLimitStore(app.db.kysely) : memoryRateLimitStore(),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'FST_ERR_RATE_LIMIT',
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      seconds: Math.ceil(context.ttl / 1000),
    }),
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['db'] });
