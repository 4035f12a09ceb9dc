/** npm run seed: fills the configured database with the demo instructors, courses, sessions and testimonials, once, marked as demo. */
import { readConfig } from '../config.ts';
import { migrateToLatest, openDatabase } from '../infra/db/database.ts';
import { createUploadStore } from '../infra/storage/index.ts';
import { createRepositories } from '../features/repositories.ts';
import { seed, type SeedResult } from '../seed/seed.ts';

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

const summary = ({
  instructorsCreated,
  coursesCreated,
  sessionsCreated,
  testimonialsCreated,
  settingsSaved,
}: SeedResult) =>
  instructorsCreated + coursesCreated + testimonialsCreated === 0 && !settingsSaved
    ? 'Nothing to add: the demo content is already there'
    : `Seeded ${count(instructorsCreated, 'instructor')}, ${count(coursesCreated, 'course')}, ${count(sessionsCreated, 'session')} and ${count(testimonialsCreated, 'testimonial')}${settingsSaved ? ", and the centre's details" : ''}` +
      ' (marked as demo: the admin removes them all at once)';

async function main() {
  const config = readConfig();
  const db = openDatabase(config);
  try {
    await migrateToLatest(db);
    const storage = await createUploadStore(config);
    try {
      console.log(summary(await seed({ repos: createRepositories(db.kysely), storage })));
    } finally {
      storage.close();
    }
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error('Seeding failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
