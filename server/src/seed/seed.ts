/**
 * Adds the demo instructors, courses and testimonials that are not there yet: an instructor or a
 * testimonial is known by name, a course by its French title, so seeding again (or after the admin
 * edited the demo) adds nothing. A course added gets its demo sessions, dated from the day of
 * seeding. Every row added is marked as demo, so that one admin action removes them all (and
 * nothing else); a row found already there is left as it is.
 * The artwork is stored like an upload: PNG in tmp/, then the upload store re-encodes it to WebP.
 */
import { z } from 'zod';
import {
  addDays,
  type Category,
  centreToday,
  type CourseInput,
  CourseInputSchema,
  type InstructorInput,
  InstructorInputSchema,
  type SessionInput,
  SessionInputSchema,
  type TestimonialInput,
  TestimonialInputSchema,
} from '../../../shared/domain/index.ts';
import { DEMO_CENTRE_SETTINGS } from './centre.ts';
import type { UploadStore } from '../infra/storage/uploads.ts';
import type { Repositories } from '../features/repositories.ts';
import { courseArtworkSvg, portraitSvg, renderPng } from './artwork.ts';
import {
  SEED_COURSES,
  SEED_INSTRUCTORS,
  SEED_SESSIONS,
  SEED_TESTIMONIALS,
  type SeedCourse,
  type SeedInstructor,
  type SeedSession,
} from './content.ts';

export interface SeedDependencies {
  repos: Pick<Repositories, 'courses' | 'courseSessions' | 'instructors' | 'settings' | 'siteContent' | 'demoContent'>;
  storage: Pick<UploadStore, 'receiveBytes' | 'saveImage' | 'removeImage'>;
}

export interface SeedResult {
  instructorsCreated: number;
  coursesCreated: number;
  /** The sessions of the courses created. */
  sessionsCreated: number;
  testimonialsCreated: number;
  /** Whether the centre's details were stored (only when none were). */
  settingsSaved: boolean;
}

/** Stands for the instructor's id while checking the content, before any instructor exists. */
const PLACEHOLDER_ID = '00000000-0000-7000-8000-000000000000';

function parseOrExplain<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(`The seed ${what} is invalid:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

// The schema drops `instructorName`, as it drops any field it does not know.
const courseInput = (course: SeedCourse, instructorId: string): CourseInput =>
  parseOrExplain(CourseInputSchema, { ...course, instructor: instructorId }, `course "${course.title.fr}"`);

const instructorInput = (instructor: SeedInstructor): InstructorInput =>
  parseOrExplain(
    InstructorInputSchema,
    { name: instructor.name, title: instructor.title },
    `instructor "${instructor.name}"`,
  );

/** A demo session with its days counted from `today`. */
const sessionInput = ({ startsIn, days, ...session }: SeedSession, today: string, courseTitle: string): SessionInput =>
  parseOrExplain(
    SessionInputSchema,
    { ...session, startDate: addDays(today, startsIn), endDate: addDays(today, startsIn + days - 1) },
    `session of "${courseTitle}" starting in ${startsIn} days`,
  );

/** Refuses the whole content before anything is written, so a mistake never seeds half of it. */
function checkContent(
  instructors: readonly SeedInstructor[],
  courses: readonly SeedCourse[],
  sessions: Readonly<Record<string, readonly SeedSession[]>>,
): void {
  const names = new Set(instructors.map((instructor) => instructorInput(instructor).name));
  const titles = new Set<string>();
  for (const course of courses) {
    const input = courseInput(course, PLACEHOLDER_ID);
    if (!names.has(course.instructorName)) {
      throw new Error(`The seed course "${input.title.fr}" names an unknown instructor: ${course.instructorName}`);
    }
    if (titles.has(input.title.fr)) throw new Error(`Two seed courses share the French title "${input.title.fr}"`);
    titles.add(input.title.fr);
  }
  for (const [title, list] of Object.entries(sessions)) {
    if (!titles.has(title)) throw new Error(`Seed sessions name an unknown course: ${title}`);
    for (const session of list) sessionInput(session, centreToday(), title);
  }
}

/** Puts the rendered artwork through the upload pipeline; answers the stored file name. */
async function storeArtwork(storage: SeedDependencies['storage'], svg: string, originalName: string): Promise<string> {
  return storage.saveImage(await storage.receiveBytes(await renderPng(svg), originalName));
}

/** Creates a row for a freshly stored image, removing the image when the row cannot be made. */
async function withImage<T>(
  storage: SeedDependencies['storage'],
  file: string,
  create: (file: string) => Promise<T>,
): Promise<T> {
  try {
    return await create(file);
  } catch (error) {
    await storage.removeImage(file);
    throw error;
  }
}

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export async function seed(
  { repos, storage }: SeedDependencies,
  content: {
    instructors: readonly SeedInstructor[];
    courses: readonly SeedCourse[];
    sessions?: Readonly<Record<string, readonly SeedSession[]>>;
    testimonials?: readonly TestimonialInput[];
  } = {
    instructors: SEED_INSTRUCTORS,
    courses: SEED_COURSES,
    sessions: SEED_SESSIONS,
    testimonials: SEED_TESTIMONIALS,
  },
): Promise<SeedResult> {
  const sessions = content.sessions ?? {};
  checkContent(content.instructors, content.courses, sessions);
  const testimonials = (content.testimonials ?? []).map((testimonial) =>
    parseOrExplain(TestimonialInputSchema, testimonial, `testimonial of ${testimonial.name}`),
  );
  const today = centreToday();
  const result: SeedResult = {
    instructorsCreated: 0,
    coursesCreated: 0,
    sessionsCreated: 0,
    testimonialsCreated: 0,
    settingsSaved: false,
  };

  const instructorIds = new Map<string, string>();
  for (const instructor of content.instructors) {
    const input = instructorInput(instructor);
    const existing = await repos.instructors.findByName(input.name);
    if (existing) {
      instructorIds.set(input.name, existing._id);
      continue;
    }
    const file = await storeArtwork(storage, portraitSvg(instructor.portrait), `${slug(input.name)}.png`);
    const created = await withImage(storage, file, (image) => repos.instructors.create(input, image));
    await repos.demoContent.mark('instructors', created._id);
    instructorIds.set(input.name, created._id);
    result.instructorsCreated += 1;
  }

  // The variant counts courses per category over the whole content, so a course keeps its
  // picture whichever of its neighbours are already there.
  const perCategory = new Map<Category, number>();
  for (const course of content.courses) {
    const variant = perCategory.get(course.category) ?? 0;
    perCategory.set(course.category, variant + 1);
    const input = courseInput(course, instructorIds.get(course.instructorName)!);
    if (await repos.courses.findIdByFrenchTitle(input.title.fr)) continue;
    const file = await storeArtwork(storage, courseArtworkSvg(input.category, variant), `${slug(input.title.fr)}.png`);
    const created = await withImage(storage, file, async (image) => {
      // The seed types no slug: each is made from its title, so none can be taken.
      const course = await repos.courses.create(input, image);
      if ('slugTaken' in course) throw new Error(`A slug of "${input.title.fr}" is taken.`);
      return course;
    });
    await repos.demoContent.mark('courses', created._id);
    result.coursesCreated += 1;
    // Only with a course it adds: sessions the admin deleted or moved are not put back.
    for (const session of sessions[input.title.fr] ?? []) {
      const made = await repos.courseSessions.create(created._id, sessionInput(session, today, input.title.fr));
      await repos.demoContent.mark('course_sessions', made._id);
      result.sessionsCreated += 1;
    }
  }

  const names = new Set((await repos.siteContent.listTestimonials()).map((testimonial) => testimonial.name));
  for (const testimonial of testimonials) {
    if (names.has(testimonial.name)) continue;
    await repos.siteContent.createTestimonial(testimonial, { isDemo: true });
    result.testimonialsCreated += 1;
  }

  // The demo centre's details, unless staff have saved their own.
  if (!(await repos.settings.findCentre())) {
    await repos.settings.saveCentre(DEMO_CENTRE_SETTINGS);
    result.settingsSaved = true;
  }
  return result;
}
