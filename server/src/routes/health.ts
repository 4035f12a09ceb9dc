import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthSchema } from '../../../shared/domain/index.ts';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['system'], summary: 'Liveness and database reachability', response: { 200: HealthSchema } } },
    async () => {
      await app.repos.system.ping();
      return { status: 'ok' as const, database: app.db.dialect };
    },
  );
};

export default healthRoutes;
