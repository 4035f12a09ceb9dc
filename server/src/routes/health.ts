import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HealthSchema } from '../../../shared/domain/index.ts';

/** How long the readiness check waits for the database or the storage before calling it down. */
export const READY_CHECK_TIMEOUT_MS = 2_000;

const CheckSchema = z.enum(['ok', 'down']);
const ReadySchema = z.object({ status: z.enum(['ready', 'not_ready']), database: CheckSchema, storage: CheckSchema });

function withinTimeout(check: () => Promise<unknown>): Promise<'ok' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'down'>((resolve) => {
    timer = setTimeout(() => resolve('down'), READY_CHECK_TIMEOUT_MS);
  });
  const done = Promise.resolve()
    .then(check)
    .then(
      () => 'ok' as const,
      () => 'down' as const,
    );
  return Promise.race([done, late]).finally(() => clearTimeout(timer));
}

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness: the process answers. Cheap, for a supervisor that restarts a stuck process.
  app.get(
    '/health',
    { schema: { tags: ['system'], summary: 'Liveness and database reachability', response: { 200: HealthSchema } } },
    async () => {
      await app.repos.system.ping();
      return { status: 'ok' as const, database: app.db.dialect };
    },
  );

  // Readiness, for a load balancer: this instance can serve (its database and its files' storage,
  // the disk or the S3 bucket with its local tmp/ folder, answer within READY_CHECK_TIMEOUT_MS);
  // 503 names which one does not. Never cached.
  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: the database and the storage answer (503 names which one does not)',
        response: { 200: ReadySchema, 503: ReadySchema },
      },
    },
    async (_request, reply) => {
      const [database, storage] = await Promise.all([withinTimeout(() => app.repos.system.ping()), withinTimeout(() => app.storage.ready())]);
      const ready = database === 'ok' && storage === 'ok';
      reply.header('Cache-Control', 'no-store');
      return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not_ready', database, storage });
    },
  );
};

export default healthRoutes;
