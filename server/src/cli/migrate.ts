/** npm run db:migrate: brings the configured database to the latest schema. */
import { readConfig } from '../config.ts';
import { migrateToLatest, openDatabase } from '../infra/db/database.ts';

const config = readConfig();
const db = openDatabase(config);
try {
  const applied = await migrateToLatest(db);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : `The ${db.dialect} database is up to date.`);
} finally {
  await db.close();
}
