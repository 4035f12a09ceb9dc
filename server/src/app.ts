/** Builds the Fastify app: infrastructure plugins, then feature plugins. No listen here. */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { PageRenderer } from '../../shared/domain/page-render.ts';
import type { Config } from './config.ts';
import auditFeature from './features/audit/index.ts';
import catalogueFeature from './features/catalogue/index.ts';
import healthFeature from './features/health/index.ts';
import privacyFeature from './features/privacy/index.ts';
import { createRepositories } from './features/repositories.ts';
import requestsFeature from './features/requests/index.ts';
import seoFeature from './features/seo/index.ts';
import siteFeature from './features/site/index.ts';
import { PAGE_SCRIPTS_CSP_SOURCES } from './features/site/render/page-template.ts';
import settingsFeature from './features/settings/index.ts';
import staffFeature from './features/staff/index.ts';
import type { ThrottleOptions } from './features/staff/login-throttle.ts';
import { SESSION_LIFETIME_MS } from './features/staff/staff-accounts-service.ts';
import cachePlugin from './infra/cache/plugin.ts';
import clusterPlugin from './infra/cluster/plugin.ts';
import type { Db } from './infra/db/database.ts';
import dbPlugin from './infra/db/plugin.ts';
import apiDocsPlugin from './infra/http/api-docs.ts';
import authPlugin from './infra/http/auth.ts';
import compressionPlugin from './infra/http/compression.ts';
import errorsPlugin from './infra/http/errors.ts';
import multipartPlugin from './infra/http/multipart-form.ts';
import rateLimitPlugin from './infra/http/rate-limit.ts';
import securityPlugin from './infra/http/security.ts';
import { SERVER_TIMEOUTS, serverOptions, type ServerTimeouts } from './infra/http/server-options.ts';
import type { MailOutboxOptions } from './infra/mail/outbox.ts';
import mailPlugin from './infra/mail/plugin.ts';
import storagePlugin from './infra/storage/plugin.ts';

export { SERVER_TIMEOUTS, type ServerTimeouts } from './infra/http/server-options.ts';
export { makeMissingImageTwins, tidyUploads } from './features/stored-files.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface AppOptions {
  config: Config;
  db: Db;
  jwtSecret: string;
  logger?: FastifyServerOptions['logger'];
  loginThrottle?: ThrottleOptions;
  /** Tests shorten them; the server runs with SERVER_TIMEOUTS. */
  timeouts?: Partial<ServerTimeouts>;
  /** Tests shorten the outbox's waits. */
  mailOutbox?: MailOutboxOptions;
  /** Renders the public pages (features/site/render/load-renderer.ts); without it they are drawn in the browser. */
  renderPage?: PageRenderer;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, timeouts } = options;
  const app = Fastify(serverOptions(config, options.logger ?? false, timeouts));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  await app.register(dbPlugin, { db: options.db, repositories: createRepositories });
  await app.register(storagePlugin);
  await app.register(clusterPlugin);
  await app.register(cachePlugin, { source: (instance) => instance.repos });
  await app.register(mailPlugin, {
    senderName: async () => (await app.centreSettings.get()).name || undefined,
    outbox: options.mailOutbox,
  });
  await app.register(errorsPlugin);
  await app.register(compressionPlugin);
  // The rendered pages' inline loader runs by its hash; the pictures may come from their own origin.
  await app.register(securityPlugin, {
    corsOrigins: config.corsOrigins,
    inlineScripts: PAGE_SCRIPTS_CSP_SOURCES,
    ...(config.publicUploadsUrl ? { imageOrigin: new URL(config.publicUploadsUrl).origin } : {}),
  });
  await app.register(rateLimitPlugin);
  await app.register(authPlugin, { secret: options.jwtSecret, sessionLifetimeMs: SESSION_LIFETIME_MS });
  await app.register(multipartPlugin);
  await app.register(apiDocsPlugin);

  await app.register(healthFeature);
  await app.register(auditFeature);
  await app.register(settingsFeature);
  await app.register(staffFeature, { loginThrottle: options.loginThrottle });
  await app.register(catalogueFeature);
  await app.register(requestsFeature, { heartbeatMs: { ...SERVER_TIMEOUTS, ...timeouts }.eventsHeartbeat });
  await app.register(privacyFeature);
  await app.register(seoFeature);
  await app.register(siteFeature, { renderPage: options.renderPage });
  return app;
}
