import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthSchema } from '../../../shared/domain/index.ts';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['system'], summary: 'Liveness and database reachability', response: { 200: HealthSchema } } },
    async () => {
      await sql`select 1`.execute(app.db.kysely);
      return { status: 'ok' as const, database: app.db.dialect };
    },
  );
};

export default healthRoutes;
