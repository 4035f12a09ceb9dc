/** GET /api/audit: the audit trail for admins, newest first, filtered and paged. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUDIT_PAGE,
  AuditEntrySchema,
  AuditQuerySchema,
  ErrorResponseSchema,
} from '../../../../shared/domain/index.ts';

const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      onRequest: app.requireStaff('audit'),
      schema: {
        tags: ['audit'],
        summary: `The audit trail, newest first: one row per staff action. Filters actor (a user's id), action, from and to (YYYY-MM-DD, both included); limit (${AUDIT_PAGE.default} by default, ${AUDIT_PAGE.max} at most) and offset answer one page, the total in X-Total-Count`,
        querystring: AuditQuerySchema,
        response: { 200: z.array(AuditEntrySchema), 400: ErrorResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { limit = AUDIT_PAGE.default, ...filters } = request.query;
      const { items, total } = await app.repos.audit.list({ ...filters, limit });
      reply.header('X-Total-Count', String(total));
      return items;
    },
  );
};

export default auditRoutes;
