/**
 * The other server instances on the same PostgreSQL database (`app.cluster`, none on SQLite), and
 * the work one instance at a time does (`app.runAlone`: the retention sweep, the spam purge).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type ClusterBus, createClusterBus } from './bus.ts';
import { type RunAlone, runAloneOn } from './run-alone.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The other server instances on the same PostgreSQL database (none on SQLite). */
    cluster: ClusterBus;
    /** Work one instance at a time does (the retention sweep, the spam purge). */
    runAlone: RunAlone;
  }
}

async function clusterPlugin(app: FastifyInstance) {
  app.decorate(
    'cluster',
    createClusterBus({ dialect: app.db.dialect, databaseUrl: app.config.databaseUrl, db: app.db.kysely, log: app.log }),
  );
  app.decorate('runAlone', runAloneOn(app.db));
  app.addHook('onReady', async () => app.cluster.ready());
  app.addHook('onClose', async () => app.cluster.close());
}

export default fp(clusterPlugin, { name: 'cluster', dependencies: ['db'] });
