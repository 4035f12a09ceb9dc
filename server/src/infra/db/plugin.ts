/**
 * The database: its connection (`app.db`) and the repositories made on it (`app.repos`, the
 * features' own, given by `repositories` so that infra knows no feature).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Db } from './database.ts';
import type { Database } from './schema.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export interface DbPluginOptions {
  db: Db;
  repositories: (db: Kysely<Database>) => unknown;
}

async function dbPlugin(app: FastifyInstance, { db, repositories }: DbPluginOptions) {
  app.decorate('db', db);
  app.decorate('repos', repositories(db.kysely) as FastifyInstance['repos']);
}

export default fp(dbPlugin, { name: 'db' });
