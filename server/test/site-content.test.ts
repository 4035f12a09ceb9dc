/**
 * The centre's own words (page texts per language with the French fallback, testimonials) as the
 * admin saves them and the server renders them, and the demo content: none on a new install,
 * marked by the seed, removed in one admin action that touches nothing staff made.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuditEntry,
  type DemoContent,
  imageTwinsOf,
  type SiteContent,
  type Testimonial,
  type TestimonialInput,
} from '../../shared/domain/index.ts';
import { seed } from '../src/seed/seed.ts';
import { SEED_COURSES, SEED_INSTRUCTORS, SEED_TESTIMONIALS } from '../src/seed/content.ts';
import { createCourse, createInstructor } from './support/builders.ts';
import { useTestContext } from './support/context.ts';
import { pngBytes } from './support/fixtures.ts';
import { indexHtml, loadPageRenderer, makeWebDist, removeWebDist } from './support/web-build.ts';

/** The product's own wording, read from the locale files as the pages are built with them. */
const locale = (language: string, file: string) =>
  JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, '../../shared/i18n/locales', language, `${file}.json`), 'utf8'),
  ) as Record<string, Record<string, Record<string, string>>>;
const fr = { home: locale('fr', 'home').home! };
const en = { home: locale('en', 'home').home! };
const ar = { about_page: locale('ar', 'about').about_page! };

const INDEX_HTML = indexHtml(
  '<meta name="site-currency" content="TND" />',
  '<meta name="description" content="build" />',
  '<title>build</title>',
);

let webDist: string;

beforeAll(() => {
  webDist = makeWebDist({ 'index.html': INDEX_HTML });
});
afterAll(() => removeWebDist(webDist));
const ctx = useTestContext(async () => ({ config: { webDistDir: webDist }, renderPage: await loadPageRenderer() }));

/** What is inside <div id="root"> of a rendered page, and its status. */
async function page(url: string): Promise<{ status: number; root: string }> {
  const response = await ctx.inject({ method: 'GET', url });
  const root = /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(response.body)?.[1] ?? '';
  expect(root, `${url} is rendered on the server`).not.toBe('');
  return { status: response.statusCode, root };
}

const escaped = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

const putTexts = (payload: unknown, headers = ctx.auth) =>
  ctx.inject({ method: 'PUT', url: '/api/site-content/texts', headers, payload: payload as object });
const publicContent = async () => (await ctx.inject({ method: 'GET', url: '/api/site-content' })).json() as SiteContent;
const lastAudit = async (action: string) =>
  (
    (await ctx.inject({ method: 'GET', url: `/api/audit?action=${action}`, headers: ctx.auth })).json() as AuditEntry[]
  )[0];

const testimonial = (name: string, overrides: Partial<TestimonialInput> = {}): TestimonialInput => ({
  name,
  role: { fr: `Rôle de ${name}` },
  quote: { fr: `Les mots de ${name}.`, ar: `كلمات ${name}.` },
  isVisible: true,
  ...overrides,
});
const addTestimonial = async (input: TestimonialInput) => {
  const response = await ctx.inject({ method: 'POST', url: '/api/testimonials', headers: ctx.auth, payload: input });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Testimonial;
};
const testimonialIds = async () =>
  ((await ctx.inject({ method: 'GET', url: '/api/testimonials', headers: ctx.auth })).json() as Testimonial[]).map(
    (item) => item._id,
  );

describe('a new install, before any seed', () => {
  it('shows no invented course, price, review or testimonial on the home page, and /course/demo-1 is not found', async () => {
    for (const language of ['fr', 'en', 'ar']) {
      const home = await page(`/?lng=${language}`);
      expect(home.status).toBe(200);
      expect(home.root).not.toContain('/course/');
      expect(home.root).not.toMatch(/\d\s?(DT|TND|د\.ت)/);
      expect(home.root).not.toContain('home-testimonials');
      expect(home.root).not.toContain('Salma');
    }
    expect((await page('/course/demo-1')).status).toBe(404);
    expect(await publicContent()).toEqual({ texts: {}, testimonials: [] });
    expect((await ctx.inject({ method: 'GET', url: '/api/demo-content', headers: ctx.auth })).json()).toEqual({
      courses: 0,
      sessions: 0,
      instructors: 0,
      testimonials: 0,
    });
  });

  it('ships no testimonial in the locale files', () => {
    for (const texts of [fr, en]) expect(Object.keys(texts.home.testimonials!).sort()).toEqual(['eyebrow', 'title']);
  });
});

describe("the centre's own page texts", () => {
  it('shows the default wording until staff write theirs, then theirs per language, French where a language is left empty', async () => {
    expect((await page('/?lng=en')).root).toContain(escaped(en.home.hero!.text!));
    const saved = await putTexts({
      'home.hero.title_start': { fr: 'Centre Nour,', en: 'Nour Centre,', ar: 'مركز نور،' },
      'home.hero.text': { fr: 'Nos formations à Sfax, en petits groupes.', en: '', ar: '  ' },
      'about_page.mission.text1': { ar: 'رسالتنا بالعربية فقط.' },
      'companies_page.services.custom.point1': { fr: 'Un audit gratuit de vos besoins' },
      'careers_page.hero.title': { fr: 'Rejoignez le Centre Nour' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // What is blank in every language is not kept: the default wording shows again.
    expect(saved.json()).toEqual({
      'home.hero.title_start': { fr: 'Centre Nour,', en: 'Nour Centre,', ar: 'مركز نور،' },
      'home.hero.text': { fr: 'Nos formations à Sfax, en petits groupes.' },
      'about_page.mission.text1': { ar: 'رسالتنا بالعربية فقط.' },
      'companies_page.services.custom.point1': { fr: 'Un audit gratuit de vos besoins' },
      'careers_page.hero.title': { fr: 'Rejoignez le Centre Nour' },
    });
    expect((await publicContent()).texts).toEqual(saved.json());

    const homeFr = (await page('/?lng=fr')).root;
    expect(homeFr).toContain('Centre Nour,');
    expect(homeFr).toContain('Nos formations à Sfax, en petits groupes.');
    expect(homeFr).not.toContain(escaped(fr.home.hero!.text!));
    // The highlighted half was not rewritten: the default wording stays.
    expect(homeFr).toContain(escaped(fr.home.hero!.title_highlight!));
    const homeEn = (await page('/?lng=en')).root;
    expect(homeEn).toContain('Nour Centre,');
    expect(homeEn).toContain('Nos formations à Sfax, en petits groupes.');
    expect((await page('/?lng=ar')).root).toContain('مركز نور،');

    // Arabic only: the Arabic page shows it; French is empty, so the French page keeps the default wording.
    expect((await page('/about?lng=ar')).root).toContain('رسالتنا بالعربية فقط.');
    expect((await page('/about?lng=ar')).root).not.toContain(escaped(ar.about_page.mission!.text1!));
    expect((await page('/about?lng=fr')).root).not.toContain('رسالتنا بالعربية فقط.');
    expect((await page('/entreprises?lng=ar')).root).toContain('Un audit gratuit de vos besoins');
    expect((await page('/careers?lng=en')).root).toContain('Rejoignez le Centre Nour');

    const entry = await lastAudit('site-texts.update');
    expect(entry).toMatchObject({ action: 'site-texts.update', actor: { email: ctx.config.adminEmail } });
  });

  it('clears the rendered pages at once when staff save', async () => {
    expect((await page('/?lng=fr')).root).toContain('Centre Nour,');
    expect((await putTexts({ 'home.hero.title_start': { fr: 'Centre Yasmine,' } })).statusCode).toBe(200);
    expect((await page('/?lng=fr')).root).toContain('Centre Yasmine,');
    expect((await page('/?lng=fr')).root).not.toContain('Centre Nour,');
  });

  it.each([
    ['an unknown text', { 'home.secret': { fr: 'x' } }, '', 'unknown_field'],
    ['an unknown language', { 'home.hero.text': { de: 'Hallo' } }, 'home.hero.text', 'unknown_field'],
    ['a heading on two lines', { 'home.hero.kicker': { fr: 'Deux\nlignes' } }, 'home.hero.kicker.fr', 'one_line'],
    ['a paragraph too long', { 'home.hero.text': { ar: 'ن'.repeat(1201) } }, 'home.hero.text.ar', 'too_long'],
    ['a text that is not text', { 'home.hero.text': { en: 42 } }, 'home.hero.text.en', 'wrong_type'],
    [
      'hidden direction controls',
      { 'about_page.hero.title': { ar: 'نص\u202e مقلوب' } },
      'about_page.hero.title.ar',
      'direction_controls',
    ],
  ])('refuses %s with 400 and a code per field, changing nothing', async (_label, body, field, code) => {
    const before = await publicContent();
    const response = await putTexts(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBeTruthy();
    expect((response.json() as { errors: { path: string; code: string }[] }).errors).toContainEqual(
      expect.objectContaining({ path: field, code }),
    );
    expect(await publicContent()).toEqual(before);
  });

  it("is the admin's alone: 401 without a session, 403 for every other role", async () => {
    expect((await putTexts({}, {} as typeof ctx.auth)).statusCode).toBe(401);
    for (const role of ['editor', 'sales', 'recruiter'] as const) {
      const staff = await ctx.addStaff(role);
      expect((await putTexts({ 'home.hero.text': { fr: 'pirate' } }, staff.auth)).statusCode, role).toBe(403);
      expect(
        (await ctx.inject({ method: 'GET', url: '/api/testimonials', headers: staff.auth })).statusCode,
        role,
      ).toBe(403);
      expect(
        (
          await ctx.inject({
            method: 'POST',
            url: '/api/testimonials',
            headers: staff.auth,
            payload: testimonial('Intrus'),
          })
        ).statusCode,
        role,
      ).toBe(403);
      expect(
        (await ctx.inject({ method: 'DELETE', url: '/api/demo-content', headers: staff.auth })).statusCode,
        role,
      ).toBe(403);
    }
    expect(JSON.stringify(await publicContent())).not.toContain('pirate');
  });
});

describe('testimonials', () => {
  it('are added, edited, ordered, hidden and deleted; the home page shows the visible ones in order, and no section without any', async () => {
    const amel = await addTestimonial(testimonial('Amel Trabelsi'));
    const karim = await addTestimonial(
      testimonial('Karim Gharbi', { quote: { fr: 'Très bonne formation.', en: 'A very good course.' }, role: {} }),
    );
    const hidden = await addTestimonial(testimonial('Nadia Caché', { isVisible: false }));
    expect(amel).toMatchObject({ isVisible: true, isDemo: false, role: { fr: 'Rôle de Amel Trabelsi' } });
    expect(await testimonialIds()).toEqual([amel._id, karim._id, hidden._id]);

    let home = (await page('/?lng=fr')).root;
    expect(home).toContain('home-testimonials');
    expect(home.indexOf('Amel Trabelsi')).toBeLessThan(home.indexOf('Karim Gharbi'));
    expect(home).not.toContain('Nadia Caché');
    // English left empty: the French words; Arabic given: the Arabic ones.
    expect((await page('/?lng=en')).root).toContain('Les mots de Amel Trabelsi.');
    expect((await page('/?lng=en')).root).toContain('A very good course.');
    expect((await page('/?lng=ar')).root).toContain('كلمات Amel Trabelsi.');
    expect((await publicContent()).testimonials.map((item) => item.name)).toEqual(['Amel Trabelsi', 'Karim Gharbi']);
    expect(JSON.stringify(await publicContent())).not.toContain('isDemo');

    const order = await ctx.inject({
      method: 'PUT',
      url: '/api/testimonials/order',
      headers: ctx.auth,
      payload: { ids: [hidden._id, karim._id, amel._id] },
    });
    expect(order.statusCode, order.body).toBe(200);
    home = (await page('/?lng=fr')).root;
    expect(home.indexOf('Karim Gharbi')).toBeLessThan(home.indexOf('Amel Trabelsi'));
    // An order that leaves one out (another admin added one meanwhile) is refused.
    const partial = await ctx.inject({
      method: 'PUT',
      url: '/api/testimonials/order',
      headers: ctx.auth,
      payload: { ids: [karim._id, amel._id] },
    });
    expect(partial.statusCode).toBe(409);
    expect(await testimonialIds()).toEqual([hidden._id, karim._id, amel._id]);

    const edited = await ctx.inject({
      method: 'PUT',
      url: `/api/testimonials/${karim._id}`,
      headers: ctx.auth,
      payload: testimonial('Karim Gharbi', { isVisible: false }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ isVisible: false, quote: { fr: 'Les mots de Karim Gharbi.' } });
    expect((await page('/?lng=fr')).root).not.toContain('Karim Gharbi');
    expect(await lastAudit('testimonial.update')).toMatchObject({
      target: { kind: 'testimonial', _id: karim._id, label: 'Karim Gharbi' },
      summary: 'hidden',
      detail: { code: 'hidden' },
    });

    const bad = await ctx.inject({
      method: 'POST',
      url: '/api/testimonials',
      headers: ctx.auth,
      payload: { ...testimonial('Sans mots'), quote: { fr: '  ', en: 'Only English' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toContainEqual(expect.objectContaining({ path: 'quote.fr', code: 'required' }));

    for (const item of [amel, karim, hidden]) {
      expect(
        (await ctx.inject({ method: 'DELETE', url: `/api/testimonials/${item._id}`, headers: ctx.auth })).statusCode,
      ).toBe(200);
    }
    expect(
      (await ctx.inject({ method: 'DELETE', url: `/api/testimonials/${amel._id}`, headers: ctx.auth })).statusCode,
    ).toBe(404);
    expect(
      (
        await ctx.inject({
          method: 'PUT',
          url: `/api/testimonials/${amel._id}`,
          headers: ctx.auth,
          payload: testimonial('X'),
        })
      ).statusCode,
    ).toBe(404);
    expect(await lastAudit('testimonial.delete')).toMatchObject({
      target: { kind: 'testimonial', label: 'Nadia Caché' },
    });
    expect((await page('/?lng=fr')).root).not.toContain('home-testimonials');
  });
});

describe('the demo content', () => {
  it('is marked by the seed, and removed in one admin action: every demo row and picture, nothing staff made', async () => {
    // What staff made before and after seeding: a course of their own with its picture, one of
    // theirs taught by a demo instructor, a testimonial.
    const ownInstructor = await createInstructor(ctx, 'Sonia Mejri');
    const ownCourse = await createCourse(
      ctx,
      ownInstructor._id,
      {},
      { name: 'image', filename: 'own.png', content: await pngBytes(64, 36), contentType: 'image/png' },
    );
    const ownTestimonial = await addTestimonial(testimonial('Hela Staff'));
    const result = await seed({ repos: ctx.app.repos, storage: ctx.app.storage });
    expect(result).toMatchObject({
      instructorsCreated: SEED_INSTRUCTORS.length,
      coursesCreated: SEED_COURSES.length,
      testimonialsCreated: SEED_TESTIMONIALS.length,
    });
    const demo = (
      await ctx.inject({ method: 'GET', url: '/api/demo-content', headers: ctx.auth })
    ).json() as DemoContent;
    expect(demo).toEqual({
      courses: SEED_COURSES.length,
      sessions: result.sessionsCreated,
      instructors: SEED_INSTRUCTORS.length,
      testimonials: SEED_TESTIMONIALS.length,
    });
    expect((await testimonialIds())[0]).toBe(ownTestimonial._id);
    const demoInstructor = (await ctx.app.repos.instructors.findByName(SEED_INSTRUCTORS[0]!.name))!;
    const taughtByDemo = await createCourse(ctx, demoInstructor._id);
    // The seed again adds nothing, and marks nothing more.
    expect(await seed({ repos: ctx.app.repos, storage: ctx.app.storage })).toMatchObject({
      coursesCreated: 0,
      testimonialsCreated: 0,
    });

    const imagesBefore = await ctx.stored.list('images');
    const demoCourses = (await ctx.app.repos.courses.list({ publishedOnly: false })).filter(
      (course) => ![ownCourse._id, taughtByDemo._id].includes(course._id),
    );
    expect(demoCourses).toHaveLength(SEED_COURSES.length);
    const demoPictures = demoCourses.map((course) => path.basename(course.imageUrl!));
    for (const file of demoPictures) expect(imagesBefore).toContain(file);
    expect((await page('/?lng=fr')).root).toContain('Salma Ben Ammar');

    const removed = await ctx.inject({ method: 'DELETE', url: '/api/demo-content', headers: ctx.auth });
    expect(removed.statusCode, removed.body).toBe(200);
    // The demo instructor who teaches a course of the centre's stays; the other three go.
    expect(removed.json()).toEqual({
      courses: SEED_COURSES.length,
      sessions: result.sessionsCreated,
      instructors: SEED_INSTRUCTORS.length - 1,
      testimonials: SEED_TESTIMONIALS.length,
    });

    const courses = await ctx.app.repos.courses.list({ publishedOnly: false });
    expect(courses.map((course) => course._id).sort()).toEqual([ownCourse._id, taughtByDemo._id].sort());
    expect((await ctx.app.repos.instructors.list()).map((instructor) => instructor.name).sort()).toEqual(
      [demoInstructor.name, ownInstructor.name].sort(),
    );
    expect(await testimonialIds()).toEqual([ownTestimonial._id]);
    const imagesAfter = await ctx.stored.list('images');
    // Each picture with its twins (the small WebP, the JPEG for link previews).
    for (const file of demoPictures.flatMap((picture) => [picture, ...imageTwinsOf(picture)])) {
      expect(imagesBefore).toContain(file);
      expect(imagesAfter).not.toContain(file);
    }
    expect(imagesAfter).toContain(path.basename(ownCourse.imageUrl!));

    const home = (await page('/?lng=fr')).root;
    expect(home).not.toContain('Salma Ben Ammar');
    expect(home).toContain('Hela Staff');
    expect(await lastAudit('demo.remove')).toMatchObject({
      action: 'demo.remove',
      summary: expect.stringContaining(`${SEED_COURSES.length} courses`),
      detail: { code: 'demo_removed', params: { courses: SEED_COURSES.length } },
    });
    expect((await ctx.inject({ method: 'GET', url: '/api/demo-content', headers: ctx.auth })).json()).toEqual({
      courses: 0,
      sessions: 0,
      instructors: 1,
      testimonials: 0,
    });
  });
});
