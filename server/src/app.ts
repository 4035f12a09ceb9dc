/** Builds the Fastify app: plugins, then routes under /api, then the site. No listen here. */
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions, LogController } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db } from './infra/db/database.ts';
import type { ThrottleOptions } from './features/staff/login-throttle.ts';
import authPlugin from './infra/http/auth.ts';
import { SESSION_LIFETIME_MS } from './features/staff/staff-accounts-service.ts';
import errorsPlugin from './infra/http/errors.ts';
import compressionPlugin from './infra/http/compression.ts';
import multipartPlugin from './infra/http/multipart-form.ts';
import securityPlugin from './infra/http/security.ts';
import sitePlugin from './features/site/pages-routes.ts';
import { PAGE_LOADER_CSP_SOURCE } from './features/site/render/page-template.ts';
import { PublicCaches } from './infra/cache/public-caches.ts';
import { type ClusterBus, createClusterBus } from './infra/cluster/bus.ts';
import { type RunAlone, runAloneOn } from './infra/cluster/run-alone.ts';
import type { PageRenderer } from '../../shared/domain/page-render.ts';
import { setPublicUploadsUrl } from './infra/http/public-paths.ts';
import { createUploadStore } from './infra/storage/index.ts';
import { logoIconOf, type UploadStore } from './infra/storage/uploads.ts';
import { ExportSlots } from './infra/http/export-slots.ts';
import { PublishedCoursesCache } from './infra/cache/published-courses-cache.ts';
import { databaseRateLimitStore, memoryRateLimitStore } from './infra/http/rate-limit-store.ts';
import { createRepositories, type Repositories } from './features/repositories.ts';
import { mailConfigFrom } from './infra/mail/mailer.ts';
import { MailOutbox, type MailOutboxOptions } from './infra/mail/outbox.ts';
import { createAuditTrail } from './features/audit/audit-trail.ts';
import { createCatalogueService } from './features/catalogue/service.ts';
import { CentreSettingsService } from './features/settings/service.ts';
import { PersonalDataService } from './features/privacy/service.ts';
import { RequestEvents } from './features/requests/live-events.ts';
import { SessionChanges } from './features/staff/auth-changes.ts';
import { SiteContentService } from './features/site/site-content-service.ts';
import { createRequestService, type RequestService } from './features/requests/service.ts';
import { trustProxyOption } from './infra/http/trust-proxy.ts';
import auditRoutes from './features/audit/routes.ts';
import candidaturesRoutes from './features/requests/candidatures-routes.ts';
import companyLeadsRoutes from './features/requests/company-leads-routes.ts';
import contactMessagesRoutes from './features/requests/contact-messages-routes.ts';
import coursesRoutes from './features/catalogue/courses-routes.ts';
import eventsRoutes from './features/requests/live-events-routes.ts';
import healthRoutes from './features/health/routes.ts';
import inboxRoutes from './features/requests/inbox-routes.ts';
import invitationsRoutes from './features/staff/invitations-routes.ts';
import instructorsRoutes from './features/catalogue/instructors-routes.ts';
import leadsRoutes from './features/requests/leads-routes.ts';
import notificationRoutingRoutes from './features/settings/notification-routing-routes.ts';
import peopleRoutes from './features/privacy/people-routes.ts';
import privacyRoutes from './features/privacy/privacy-routes.ts';
import seoRoutes from './features/seo/routes.ts';
import sessionsRoutes from './features/catalogue/course-sessions-routes.ts';
import settingsRoutes from './features/settings/centre-settings-routes.ts';
import siteContentRoutes from './features/site/site-content-routes.ts';
import usersRoutes from './features/staff/users-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    repos: Repositories;
    storage: UploadStore;
    publishedCourses: PublishedCoursesCache;
    /** The public caches and their clearing, here and on the other instances (infra/cache/public-caches.ts). */
    publicCaches: PublicCaches;
    /** The rendered public pages (publicCaches.pages). */
    publicPages: PublicCaches['pages'];
    centreSettings: CentreSettingsService;
    requestEvents: RequestEvents;
    requestService: RequestService;
    mailOutbox: MailOutbox;
    /** Retention sweep, and a person's data read or erased (services/personal-data.ts). */
    personalData: PersonalDataService;
    /** The other server instances on the same PostgreSQL database (none on SQLite). */
    cluster: ClusterBus;
    /** Work one instance at a time does (the retention sweep, the spam purge). */
    runAlone: RunAlone;
    /** The CSV exports running on this instance (export-slots.ts). */
    exportSlots: ExportSlots;
    /** Sign-outs, new passwords, deactivations and new roles: open streams check their session at once. */
    sessionChanges: SessionChanges;
  }
}

/**
 * How long a client may take, in milliseconds: a server open to the internet never waits without
 * end (a body trickled a byte at a time would otherwise hold its connection for ever).
 */
export interface ServerTimeouts {
  /** The whole request, headers and body, must have arrived by then. */
  requestTimeout: number;
  /** The headers must have arrived by then (slow headers); never more than requestTimeout. */
  headersTimeout: number;
  /** A connection on which nothing moves either way is closed after this. */
  connectionTimeout: number;
  /** A kept-alive connection idle between two requests is closed after this. */
  keepAliveTimeout: number;
  /** How often Node looks for requests past their time-out: at most this late. */
  checkInterval: number;
  /** A live event stream (GET /api/events) sends a comment this often: under connectionTimeout, it is never idle. */
  eventsHeartbeat: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = {
  // The largest request is a 5 MB picture or CV with its form: about 45 s at 1 Mbit/s, a weak
  // mobile uplink. 60 s lets that phone finish, and frees a stalled connection within a minute.
  requestTimeout: 60_000,
  // A few hundred bytes that any real client sends at once.
  headersTimeout: 10_000,
  // Longer than any quiet spell of a working request (re-encoding a large picture, a database
  // that is failing over).
  connectionTimeout: 30_000,
  // Browsers reuse a connection within seconds or not at all. A proxy in front that keeps
  // connections to this server open must drop idle ones sooner than this.
  keepAliveTimeout: 10_000,
  checkInterval: 2_000,
  // Half the idle time-out; most proxies close an idle connection after 60 s.
  eventsHeartbeat: 15_000,
};

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
  /** Renders the public pages (render/load-renderer.ts); without it they are drawn in the browser. */
  renderPage?: PageRenderer;
}

export async function buildApp({ config, db, jwtSecret, logger = false, loginThrottle, timeouts, mailOutbox, renderPage }: AppOptions): Promise<FastifyInstance> {
  const limits = { ...SERVER_TIMEOUTS, ...timeouts };
  const app = Fastify({
    logger,
    // Which proxies may name the visitor (X-Forwarded-For): request.ip, which the rate limits and
    // the login throttle key on, is the visitor's address and not the proxy's. Off: header ignored.
    trustProxy: trustProxyOption(config.trustProxy),
    // Course bodies carry three languages of syllabus.
    bodyLimit: 4 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    requestTimeout: limits.requestTimeout,
    connectionTimeout: limits.connectionTimeout,
    keepAliveTimeout: limits.keepAliveTimeout,
    http: {
      requestTimeout: limits.requestTimeout,
      headersTimeout: Math.min(limits.headersTimeout, limits.requestTimeout),
      connectionsCheckingInterval: limits.checkInterval,
    },
    logController: new LogController({ disableRequestLogging: true }),
    // An address Fastify cannot decode (a bad %-escape, a param past the router's length limit)
    // is refused before any hook runs: it still gets a JSON message and nosniff. A segment past the
    // length limit is no id of ours: nothing is there (404), as for any other unknown address.
    frameworkErrors: (error, _request, reply) =>
      error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? (reply as FastifyReply).code(404).header('X-Content-Type-Options', 'nosniff').send({ message: 'No such address.', code: 'not_found' })
        : (reply as FastifyReply)
            .code(error.statusCode ?? 400)
            .header('X-Content-Type-Options', 'nosniff')
            .send({ message: 'This address is not valid.', code: 'invalid_request' }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('repos', createRepositories(db.kysely));
  setPublicUploadsUrl(config.publicUploadsUrl);
  app.decorate('storage', await createUploadStore(config));
  app.addHook('onClose', async () => app.storage.close());
  // Several instances on one PostgreSQL database: a write on one clears the caches of all and its
  // live events reach every instance's streams. A message received is applied here only.
  app.decorate('cluster', createClusterBus({ dialect: db.dialect, databaseUrl: config.databaseUrl, db: db.kysely, log: app.log }));
  app.decorate('publicCaches', new PublicCaches(new PublishedCoursesCache(app.repos.courses, app.repos.courseSessions), app.cluster));
  app.decorate('publishedCourses', app.publicCaches.catalogue);
  app.decorate('publicPages', app.publicCaches.pages);
  const clearCatalogue = () => app.publicCaches.clearCatalogue();
  const clearPublicPages = () => app.publicCaches.clearPages();
  app.decorate('centreSettings', new CentreSettingsService(app.repos.settings, { onSaved: clearPublicPages }));
  app.decorate('audit', createAuditTrail(db.kysely));
  app.decorate('catalogue', createCatalogueService({ audit: app.audit, clearCatalogue, images: app.storage }));
  app.decorate(
    'siteContent',
    new SiteContentService({
      repository: app.repos.siteContent,
      audit: app.audit,
      catalogue: app.catalogue,
      removeImage: (file) => app.storage.removeImage(file),
      onSaved: clearPublicPages,
    }),
  );
  const mail = mailConfigFrom(config);
  app.decorate(
    'mailOutbox',
    new MailOutbox(db, mail, { logger: app.log, senderName: async () => (await app.centreSettings.get()).name || undefined, ...mailOutbox }),
  );
  app.decorate('requestEvents', new RequestEvents());
  app.decorate('runAlone', runAloneOn(db));
  app.decorate('exportSlots', new ExportSlots());
  app.requestEvents.relayTo((event, data) => app.cluster.publish({ kind: 'request-event', event, data }));
  app.decorate('sessionChanges', new SessionChanges());
  app.sessionChanges.relayTo((userId) => app.cluster.publish({ kind: 'sessions-changed', userId }));
  app.publicCaches.hold(app.centreSettings);
  app.publicCaches.hold(app.siteContent);
  app.cluster.subscribe((message) => {
    if (message.kind === 'sessions-changed') app.sessionChanges.receive(message.userId);
    else if (message.kind === 'request-event') app.requestEvents.receive(message.event, message.data);
  });
  app.decorate(
    'personalData',
    new PersonalDataService({
      repos: app.repos,
      audit: app.audit,
      storage: app.storage,
      config,
      log: app.log,
      // Erased or expired pre-registrations may free seats of a session, which visitors see.
      onSeatsChanged: clearCatalogue,
      runAlone: app.runAlone,
      scrub: (tables) => db.scrub(tables),
    }),
  );
  app.decorate(
    'requestService',
    createRequestService({
      db: db.kysely,
      repos: app.repos,
      events: app.requestEvents,
      mail,
      outbox: app.mailOutbox,
      centre: () => app.centreSettings.get(),
      // The seats left of a session show on its course's page and card.
      onSeatsChanged: clearCatalogue,
    }),
  );
  // Mail queued while the server was down (or SMTP was) goes out once it is ready.
  app.addHook('onReady', async () => {
    await app.cluster.ready();
    if (mail.enabled) app.mailOutbox.start();
  });
  app.addHook('onClose', async () => {
    app.personalData.stop();
    await app.mailOutbox.stop();
    await app.cluster.close();
  });

  await app.register(errorsPlugin);
  await app.register(compressionPlugin);
  await app.register(securityPlugin, {
    corsOrigins: config.corsOrigins,
    // The rendered pages' inline loader, by its hash (render/page-template.ts).
    inlineScripts: [PAGE_LOADER_CSP_SOURCE],
    ...(config.publicUploadsUrl ? { imageOrigin: new URL(config.publicUploadsUrl).origin } : {}),
  });
  await app.register(rateLimit, {
    global: false,
    // Several instances on one PostgreSQL database count together; SQLite (one process) in memory.
    store: db.dialect === 'postgres' ? databaseRateLimitStore(db.kysely) : memoryRateLimitStore(),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'FST_ERR_RATE_LIMIT',
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      seconds: Math.ceil(context.ttl / 1000),
    }),
  });
  await app.register(authPlugin, { secret: jwtSecret, sessionLifetimeMs: SESSION_LIFETIME_MS });
  await app.register(multipartPlugin);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Training centre API', version: '1.0.0', description: "The /api of the training centre's site and admin." },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  // The API's description lists every route a stranger could probe: for signed-in staff (the
  // Authorization header, as the API asks) unless API_DOCS=public opens it.
  await app.register(swaggerUi, { routePrefix: '/api/docs', ...(config.apiDocs === 'staff' ? { uiHooks: { onRequest: app.requireStaff() } } : {}) });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(usersRoutes, { throttle: loginThrottle });
      await api.register(invitationsRoutes);
      await api.register(coursesRoutes);
      await api.register(sessionsRoutes);
      await api.register(instructorsRoutes);
      await api.register(leadsRoutes);
      await api.register(companyLeadsRoutes);
      await api.register(candidaturesRoutes);
      await api.register(contactMessagesRoutes);
      await api.register(settingsRoutes);
      await api.register(notificationRoutingRoutes);
      await api.register(siteContentRoutes);
      await api.register(inboxRoutes);
      await api.register(auditRoutes);
      await api.register(peopleRoutes);
      await api.register(privacyRoutes);
      await api.register(eventsRoutes, { heartbeatMs: limits.eventsHeartbeat });
    },
    { prefix: '/api' },
  );
  // robots.txt and the sitemap, at the site's root where crawlers look for them.
  await app.register(seoRoutes);

  await app.register(sitePlugin, {
    webDistDir: config.webDistDir,
    storage: app.storage,
    settings: { currency: config.currency },
    renderPage,
    publicUrl: config.publicUrl,
  });
  return app;
}

/**
 * Start-up care of the upload folders: removes files that no row refers to (what a crash between
 * a file and its row leaves). Runs before the server listens; the twins come after (below).
 */
export async function tidyUploads(app: FastifyInstance): Promise<{ removed: number }> {
  const { candidatures } = app.repos;
  const logo = await app.centreSettings.logoFile();
  const removed = await app.storage.sweep({ images: [...(await storedPictures(app)), ...(logo ? [logo, logoIconOf(logo)] : [])], cvs: await candidatures.cvFiles() });
  return { removed };
}

/**
 * Makes the twins of pictures kept before those twins existed (the small WebP, the JPEG of link
 * previews), on either driver. Started after the sweep, which would take a twin being made for a
 * leftover, and not awaited by the start: a picture's page offers its WebP to link previews until
 * its JPEG is there. One instance at a time on a shared PostgreSQL database; answers how many it
 * made (undefined when another instance is at it).
 */
export async function makeMissingImageTwins(app: FastifyInstance): Promise<number | undefined> {
  return app.runAlone('image-twins', async () => app.storage.ensureImageTwins(await storedPictures(app)));
}

/** The pictures rows name (courses', instructors'): the ones with twins. */
async function storedPictures(app: FastifyInstance): Promise<string[]> {
  return [...(await app.repos.courses.imageFiles()), ...(await app.repos.instructors.imageFiles())];
}
