/** The audit trail: its writer (`app.audit`), which every staff write records through, and its reading at /api/audit. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAuditTrail } from './audit-trail.ts';
import auditRoutes from './routes.ts';

async function auditFeature(app: FastifyInstance) {
  app.decorate('audit', createAuditTrail(app.db.kysely));
  await app.register(auditRoutes, { prefix: '/api' });
}

export default fp(auditFeature, { name: 'audit', dependencies: ['db', 'auth'] });
