/** Liveness and readiness (/api/health, /api/ready) for a load balancer. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import healthRoutes from './routes.ts';

async function healthFeature(app: FastifyInstance) {
  await app.register(healthRoutes, { prefix: '/api' });
}

export default fp(healthFeature, { name: 'health', dependencies: ['db', 'storage'] });
