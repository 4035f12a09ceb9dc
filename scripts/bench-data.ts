/**
 * Fills a fresh DATA_DIR for `npm run bench` through the server's own modules, so the rows are
 * exactly what the admin screens and the public form would have written.
 *
 *   node --import tsx scripts/bench-data.ts api      30 published courses, 4 instructors
 *   node --import tsx scripts/bench-data.ts scale    1,000 published courses, 4 instructors, 100,000 leads
 *
 * DATA_DIR (and nothing else) comes from the environment; the bench removes DATABASE_URL so this
 * always writes the embedded SQLite. Prints one JSON line with what it wrote.
 */
import { performance } from 'node:perf_hooks';
import { readConfig } from '../server/src/config.ts';
import { migrateToLatest, openDatabase } from '../server/src/infra/db/database.ts';
import { createRepositories } from '../server/src/features/repositories.ts';
import { DEMO_CENTRE_SETTINGS } from '../server/src/seed/centre.ts';
import { SEED_COURSES, SEED_INSTRUCTORS } from '../server/src/seed/content.ts';
import { CourseInputSchema, LEARNING_PACES, type Lead, LeadInputSchema } from '../shared/domain/index.ts';

const SIZES = {
  api: { courses: 30, leads: 0 },
  scale: { courses: 1000, leads: 100_000 },
} as const;

type Mode = keyof typeof SIZES;

function readMode(): Mode {
  const mode = process.argv[2];
  if (mode === 'api' || mode === 'scale') return mode;
  throw new Error(`Usage: node --import tsx scripts/bench-data.ts api|scale (got ${mode ?? 'nothing'})`);
}

/** Cycles through the demo courses; a numbered title keeps every French title distinct like the admin's. */
function courseInput(index: number, instructorIds: Map<string, string>) {
  const template = SEED_COURSES[index % SEED_COURSES.length]!;
  const number = index + 1;
  const { instructorName, ...fields } = template;
  return CourseInputSchema.parse({
    ...fields,
    title: {
      fr: `${template.title.fr} · ${number}`,
      en: `${template.title.en} · ${number}`,
      ar: `${template.title.ar} · ${number}`,
    },
    instructor: instructorIds.get(instructorName),
    isPublished: true,
  });
}

// Varied lengths and optional fields, as the public form leaves them: some without phone or message.
function leadInput(index: number) {
  const course = SEED_COURSES[index % SEED_COURSES.length]!;
  return LeadInputSchema.parse({
    name: `Candidat·e ${index + 1}`,
    email: `lead${index + 1}@example.tn`,
    phone: index % 3 === 0 ? undefined : `+216 2${String(index).padStart(7, '0')}`,
    courseOfInterest: index % 4 === 0 ? undefined : course.title.fr,
    learningPaceInterest: LEARNING_PACES[index % LEARNING_PACES.length],
    message:
      index % 2 === 0
        ? undefined
        : `Bonjour, je souhaite m’inscrire à la prochaine session. Je suis disponible en soirée. (${index + 1})`,
  });
}

/**
 * A centre's inbox after a few years: most requests handled long ago, a few still new (2 %, about
 * the weeks' worth staff have not answered yet).
 */
function leadStatus(index: number): Lead['status'] {
  if (index % 50 === 0) return 'new';
  if (index % 10 === 1) return 'contacted';
  return index % 10 < 4 ? 'enrolled' : 'lost';
}

async function main() {
  const mode = readMode();
  const size = SIZES[mode];
  const startedAt = performance.now();
  const config = readConfig();
  const db = openDatabase(config);
  try {
    await migrateToLatest(db);
    // One transaction for the whole fill: with synchronous = FULL each lone insert would wait for
    // its own fsync, and the fill is not what is being measured.
    await db.kysely.transaction().execute(async (trx) => {
      const repos = createRepositories(trx);
      // A centre's details, as the seed stores them: a new install has none, and saving them again clears the pages.
      await repos.settings.saveCentre(DEMO_CENTRE_SETTINGS);
      const instructorIds = new Map<string, string>();
      for (const instructor of SEED_INSTRUCTORS) {
        const created = await repos.instructors.create({ name: instructor.name, title: instructor.title }, null);
        instructorIds.set(instructor.name, created._id);
      }
      for (let index = 0; index < size.courses; index += 1) {
        await repos.courses.create(courseInput(index, instructorIds), null);
      }
      for (let index = 0; index < size.leads; index += 1) {
        const lead = await repos.leads.create(leadInput(index), { spam: false });
        const status = leadStatus(index);
        if (status !== 'new') await trx.updateTable('leads').set({ status }).where('id', '=', lead._id).execute();
      }
    });
  } finally {
    await db.close();
  }
  console.log(
    JSON.stringify({
      mode,
      instructors: SEED_INSTRUCTORS.length,
      courses: size.courses,
      leads: size.leads,
      ms: Math.round(performance.now() - startedAt),
    }),
  );
}

main().catch((error: unknown) => {
  console.error('bench-data failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
