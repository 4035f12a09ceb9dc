import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  centreToday,
  type Course,
  type CourseSummary,
  LANGUAGES,
  type PublishedCourse,
  SESSION_MODES,
} from '../../shared/domain/index.ts';
import { SEED_COURSES, SEED_INSTRUCTORS, SEED_SESSIONS, SEED_TESTIMONIALS } from '../src/seed/content.ts';
import { seed, type SeedResult } from '../src/seed/seed.ts';
import { filesIn, useTestContext } from './support/context.ts';

const ctx = useTestContext();
let first: SeedResult;
const uploads = () => filesIn(path.join(ctx.dataDir, 'uploads')).sort();
const deps = () => ({ repos: ctx.app.repos, storage: ctx.app.storage });
const allCourses = () => ctx.app.repos.courses.list({ publishedOnly: false });

beforeAll(async () => {
  first = await seed(deps());
});

const ARABIC_LETTER = /[\u0621-\u064A]/;

/** Every text of a course, language by language. */
const textsOf = (course: Course, lang: (typeof LANGUAGES)[number]) => [
  course.title[lang],
  course.duration[lang],
  course.description[lang],
  ...course.learnings[lang],
  ...course.syllabus.flatMap((module) => [module.title[lang], module.content[lang]]),
];

describe('seeding an empty database', () => {
  it('adds four instructors, each with a photo', async () => {
    expect(first.instructorsCreated).toBe(4);
    const instructors = await ctx.app.repos.instructors.list();
    expect(instructors).toHaveLength(4);
    for (const instructor of instructors) {
      expect(instructor.title).toEqual({ fr: expect.any(String), en: expect.any(String), ar: expect.any(String) });
      expect(new Set(Object.values(instructor.title)).size).toBe(3);
      expect(instructor.imageUrl).toMatch(/^\/uploads\/.+\.webp$/);
    }
  });

  it('adds courses in every category, mostly published, some on sale', async () => {
    const courses = await allCourses();
    expect(first.coursesCreated).toBe(courses.length);
    expect(courses.length).toBeGreaterThanOrEqual(9);
    expect(new Set(courses.map((course) => course.category))).toEqual(new Set(CATEGORIES));
    const published = courses.filter((course) => course.isPublished);
    expect(published.length).toBeGreaterThanOrEqual(9);
    const onSale = published.filter((course) => course.salePrice !== undefined);
    expect(onSale.length).toBeGreaterThanOrEqual(3);
    for (const course of onSale) expect(course.salePrice).toBeLessThan(course.price);
    for (const course of courses) {
      expect(course.imageUrl).toMatch(/^\/uploads\/.+\.webp$/);
      expect(course.learnings.fr.length).toBeGreaterThanOrEqual(3);
      expect(course.syllabus.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('writes every text in French, English and Arabic', async () => {
    for (const course of await allCourses()) {
      for (const lang of LANGUAGES) {
        for (const text of textsOf(course, lang)) expect(text.trim(), `${course.title.fr} (${lang})`).not.toBe('');
      }
      for (const text of textsOf(course, 'ar')) expect(text, course.title.fr).toMatch(ARABIC_LETTER);
      expect(course.title.en).not.toBe(course.title.fr);
      expect(course.duration.en).not.toBe(course.duration.fr);
    }
  });

  it('marks every row it adds as demo (courses, their sessions, instructors, testimonials), and adds testimonials in three languages', async () => {
    expect(first.testimonialsCreated).toBe(SEED_TESTIMONIALS.length);
    expect(await ctx.app.repos.demoContent.count()).toEqual({
      courses: first.coursesCreated,
      sessions: first.sessionsCreated,
      instructors: first.instructorsCreated,
      testimonials: SEED_TESTIMONIALS.length,
    });
    const testimonials = await ctx.app.repos.siteContent.listTestimonials();
    expect(testimonials.every((testimonial) => testimonial.isDemo && testimonial.isVisible)).toBe(true);
    for (const testimonial of testimonials) expect(testimonial.quote.ar).toMatch(ARABIC_LETTER);
    // The demo speaks of "the centre", never of Takwin: a centre renamed does not keep its words.
    expect(JSON.stringify(testimonials)).not.toContain('Takwin');
    // Nothing else is demo: what the database held before is not.
    const unmarked = await ctx.app.db.kysely.selectFrom('courses').select('id').where('is_demo', '=', 0).execute();
    expect(unmarked).toEqual([]);
  });

  it("stores the centre's details, and never overwrites those staff saved", async () => {
    expect(first.settingsSaved).toBe(true);
    const stored = await ctx.app.repos.settings.findCentre();
    expect(stored).toMatchObject({ name: 'Takwin', phone: '+216 71 960 480', email: 'contact@takwin.tn' });
    await ctx.app.repos.settings.saveCentre({ ...stored!, phone: '+216 71 000 000' });
    expect((await seed(deps())).settingsSaved).toBe(false);
    expect((await ctx.app.repos.settings.findCentre())?.phone).toBe('+216 71 000 000');
  });

  it('serves the artwork publicly as WebP, at its drawn size', async () => {
    const instructors = await ctx.app.repos.instructors.list();
    const courses = await allCourses();
    const images = [
      ...instructors.map((instructor) => instructor.imageUrl!),
      ...courses.map((course) => course.imageUrl!),
    ];
    expect(new Set(images).size).toBe(images.length);
    for (const url of images) {
      const served = await ctx.inject({ method: 'GET', url });
      expect(served.statusCode, url).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    }
    const photo = await sharp(path.join(ctx.dataDir, instructors[0]!.imageUrl!)).metadata();
    expect([photo.format, photo.width, photo.height]).toEqual(['webp', 480, 480]);
    const cover = await sharp(path.join(ctx.dataDir, courses[0]!.imageUrl!)).metadata();
    expect([cover.format, cover.width, cover.height]).toEqual(['webp', 1200, 675]);
  });

  it('gives most published courses upcoming sessions, in every mode and the three languages', async () => {
    const today = centreToday();
    const sessions = await ctx.app.repos.courseSessions.listPlanned({});
    expect(first.sessionsCreated).toBe(sessions.length);
    expect(sessions.length).toBeGreaterThanOrEqual(8);
    expect(new Set(sessions.map((session) => session.mode))).toEqual(new Set(SESSION_MODES));
    for (const session of sessions) {
      expect(session.startDate > today, session.startDate).toBe(true);
      expect(session.status).toBe('open');
      for (const text of [session.schedule, ...(session.location ? [session.location] : [])]) {
        for (const lang of LANGUAGES) expect(text[lang].trim()).not.toBe('');
        expect(text.ar).toMatch(ARABIC_LETTER);
      }
    }
    const cards = (await ctx.inject({ method: 'GET', url: '/api/courses' })).json() as CourseSummary[];
    expect(cards.filter((card) => card.nextSession).length).toBeGreaterThanOrEqual(5);
    const withSessions = cards.find((card) => card.nextSession)!;
    const page = (
      await ctx.inject({ method: 'GET', url: `/api/courses/${withSessions._id}` })
    ).json() as PublishedCourse;
    expect(page.sessions[0]?._id).toBe(withSessions.nextSession?._id);
  });

  it('lists the published courses on the public API', async () => {
    const response = await ctx.inject({ method: 'GET', url: '/api/courses' });
    expect(response.statusCode).toBe(200);
    const titles = (response.json() as CourseSummary[]).map((course) => course.title.fr);
    const expected = SEED_COURSES.filter((course) => course.isPublished).map((course) => course.title.fr);
    expect(titles.sort()).toEqual(expected.sort());
  });
});

describe('seeding again', () => {
  it('adds nothing: no row, no file', async () => {
    const before = {
      instructors: (await ctx.app.repos.instructors.list()).length,
      courses: (await allCourses()).length,
      files: uploads(),
    };
    expect(await seed(deps())).toEqual({
      instructorsCreated: 0,
      coursesCreated: 0,
      sessionsCreated: 0,
      testimonialsCreated: 0,
      settingsSaved: false,
    });
    expect((await ctx.app.repos.instructors.list()).length).toBe(before.instructors);
    expect((await allCourses()).length).toBe(before.courses);
    expect(uploads()).toEqual(before.files);
    expect(filesIn(ctx.app.storage.tmpDir)).toEqual([]);
  });

  it('puts back only a course that was deleted, with its existing instructor', async () => {
    const [course] = await allCourses();
    const deleted = await ctx.app.repos.courses.delete(course!._id);
    await ctx.app.storage.removeImage(deleted?.imageFile);
    const sessions = SEED_SESSIONS[course!.title.fr]?.length ?? 0;
    expect(await seed(deps())).toEqual({
      instructorsCreated: 0,
      coursesCreated: 1,
      sessionsCreated: sessions,
      testimonialsCreated: 0,
      settingsSaved: false,
    });
    const restored = (await allCourses()).find((candidate) => candidate.title.fr === course!.title.fr);
    expect(restored?.instructor._id).toBe(course!.instructor._id);
  });

  it('refuses invalid content before writing anything', async () => {
    const files = uploads();
    const template = SEED_COURSES[0]!;
    const invalid = {
      ...template,
      title: { ...template.title, fr: 'Un cours en trop' },
      salePrice: template.price + 1,
    };
    await expect(seed(deps(), { instructors: SEED_INSTRUCTORS, courses: [invalid] })).rejects.toThrow(
      /seed course "Un cours en trop" is invalid/,
    );
    expect(await ctx.app.repos.courses.findIdByFrenchTitle('Un cours en trop')).toBeUndefined();
    expect(uploads()).toEqual(files);
  });
});
