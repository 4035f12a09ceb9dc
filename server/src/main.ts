/** Starts Takwin: config, database and migrations, first admin, then one server for site and /api. */
import { buildApp, makeMissingImageTwins, tidyUploads } from './app.ts';
import { ensureAdmin, resolveJwtSecret } from './features/staff/bootstrap.ts';
import { ConfigError, readConfig } from './config.ts';
import { migrateToLatest, openDatabase } from './infra/db/database.ts';
import { tightenDataDir } from './infra/storage/owner-only.ts';
import { loadPageRenderer } from './features/site/render/load-renderer.ts';
import { createRepositories } from './features/repositories.ts';
import { purgeOldSpam, SPAM_PURGE_INTERVAL_MS } from './features/requests/spam-retention.ts';

async function main() {
  let config;
  try {
    config = readConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // An older installation made its files under the umask, readable by every local user: once, here.
  const dataDirModes = tightenDataDir(config.dataDir);
  const db = openDatabase(config);
  await migrateToLatest(db);
  await ensureAdmin(createRepositories(db.kysely), config, (message) => console.log(message));

  const app = await buildApp({
    config,
    db,
    jwtSecret: resolveJwtSecret(config),
    logger: { level: config.logLevel },
    renderPage: await loadPageRenderer(config.webRendererDir),
  });
  if (dataDirModes.tightened > 0)
    app.log.info(`made ${dataDirModes.tightened} file(s) and folder(s) in DATA_DIR owner-only`);
  for (const target of dataDirModes.failed)
    app.log.warn(`${target} could not be made owner-only: other local users may read it`);
  const { removed } = await tidyUploads(app);
  if (removed > 0) app.log.info(`removed ${removed} unreferenced upload(s) left by an interrupted request`);
  // In the background: sharp works off the event loop, and the server starts at once.
  const makingTwins = makeMissingImageTwins(app).then(
    (made) =>
      made !== undefined &&
      made > 0 &&
      app.log.info(`made ${made} missing version(s) of stored pictures (small WebP, JPEG for link previews)`),
    (error: unknown) =>
      app.log.error(error, 'making the missing versions of stored pictures failed; the next start tries again'),
  );
  // One instance at a time on a shared PostgreSQL database; the one that finds it taken skips that run.
  const purgeSpam = () =>
    app
      .runAlone('spam-purge', () => purgeOldSpam(app))
      .then(
        (purged) =>
          purged !== undefined &&
          purged > 0 &&
          app.log.info(`deleted ${purged} request(s) held as spam for over the retention period`),
        (error: unknown) => app.log.error(error, 'purging old spam failed; it is tried again later'),
      );
  await purgeSpam();
  // Requests past CV_RETENTION_DAYS / REQUEST_RETENTION_DAYS go now, then once a day (stopped by app.close).
  await app.personalData.start();
  const purgeTimer = setInterval(() => void purgeSpam(), SPAM_PURGE_INTERVAL_MS).unref();

  const close = async (signal: string) => {
    app.log.info(`${signal}: closing`);
    clearInterval(purgeTimer);
    await app.close();
    // Closing the store stopped it after the picture at hand.
    await makingTwins;
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  const address = await app.listen({ port: config.port, host: config.host });
  console.log(`Takwin is running at ${address.replace('127.0.0.1', 'localhost')} (database: ${db.dialect})`);
}

main().catch((error: unknown) => {
  console.error('Takwin could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
