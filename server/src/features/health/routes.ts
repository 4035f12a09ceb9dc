import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HealthSchema } from '../../../../shared/domain/index.ts';

/** How long the readiness check waits for the database or the storage before calling it down. */
export const READY_CHECK_TIMEOUT_MS = 2_000;
/**
 * How long one readiness answer is given again: a load balancer asking several times a second
 * (or anyone else) costs one database query and one storage request (billed on S3) a second.
 */
export const READY_CACHE_MS = 1_000;

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
  // 503 names which one does not. Checked at most once a READY_CACHE_MS: calls meanwhile share
  // the check under way or its answer. Never cached by anyone else (no-store).
  let lastCheck: { at: number; answer: Promise<z.infer<typeof ReadySchema>> } | undefined;
  const readiness = () => {
    if (lastCheck && Date.now() - lastCheck.at < READY_CACHE_MS) return lastCheck.answer;
    const answer = Promise.all([
      withinTimeout(() => app.repos.system.ping()),
      withinTimeout(() => app.storage.ready()),
    ]).then(([database, storage]) => ({
      status: database === 'ok' && storage === 'ok' ? ('ready' as const) : ('not_ready' as const),
      database,
      storage,
    }));
    lastCheck = { at: Date.now(), answer };
    return answer;
  };
  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['system'],
        summary:
          'Readiness: the database and the storage answer (503 names which one does not); checked at most once a second',
        response: { 200: ReadySchema, 503: ReadySchema },
      },
    },
    async (_request, reply) => {
      const answer = await readiness();
      reply.header('Cache-Control', 'no-store');
      return reply.code(answer.status === 'ready' ? 200 : 503).send(answer);
    },
  );
};

export default healthRoutes;
