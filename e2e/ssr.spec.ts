/**
 * The public pages as the server renders them: readable without JavaScript (a course's title,
 * programme and price; the catalogue in the address's language), then hydrated in the browser
 * without an error, a warning or a change of language; client navigation and the language
 * selector still work, and the language chosen is the one the server renders next time.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { waitForHydration } from './support/hydration.ts';
import { text } from './support/texts.ts';

const LANGUAGES = ['fr', 'en', 'ar'] as const;
type Language = (typeof LANGUAGES)[number];
type Localized = Record<Language, string>;

interface CourseCard {
  _id: string;
  title: Localized;
  price: number;
  salePrice?: number;
  /** Its page's address per language. */
  slug: Localized;
}

interface Course extends CourseCard {
  syllabus: { title: Localized }[];
}

/** What the catalogue shows before "show more" (shared/site/courses/CoursesPage.tsx). */
const CARDS_SHOWN_AT_FIRST = 12;

const publishedCourses = async (request: APIRequestContext) =>
  (await (await request.get('/api/courses')).json()) as CourseCard[];

/**
 * A published course of the seed with a programme, read as its page reads it: the oldest first
 * (the list is newest first), not one another spec is adding and deleting meanwhile.
 */
async function seededCourse(request: APIRequestContext): Promise<Course> {
  for (const card of (await publishedCourses(request)).reverse()) {
    const response = await request.get(`/api/courses/${card._id}`);
    if (!response.ok()) continue;
    const course = (await response.json()) as Course;
    if (course.syllabus.length > 1) return course;
  }
  throw new Error('the seed has no published course with a programme');
}

/**
 * A price as a visitor reads it with the default currency (TND): thousands grouped by a thin
 * space, "DT" in French, "د.ت" in Arabic, the code first in English.
 */
function priceText(amount: number, language: Language): string {
  const number = new Intl.NumberFormat('en', { maximumFractionDigits: 0 })
    .formatToParts(amount)
    .map((part) => (part.type === 'group' ? '\u202F' : part.value))
    .join('');
  return language === 'en' ? `TND\u00A0${number}` : `${number}\u00A0${language === 'fr' ? 'DT' : 'د.ت'}`;
}

const cardTitles = (page: Page) => page.locator('main article a[href^="/course/"]').allTextContents();

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const language of LANGUAGES) {
    test(`a course page in ${language} shows its title, its programme and its price`, async ({ page, request }) => {
      const course = await seededCourse(request);
      const response = await page.goto(`/course/${course._id}?lng=${language}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(course.title[language]);

      const programme = page.getByRole('region', {
        name: text('course_page.syllabus_title', language),
      });
      await expect(programme).toBeVisible();
      for (const module of course.syllabus)
        await expect(programme.getByText(module.title[language], { exact: true })).toBeVisible();

      const price = page.getByRole('region', {
        name: text('course_page.price_label', language),
      });
      await expect(price).toContainText(priceText(course.salePrice ?? course.price, language));
      if (course.salePrice !== undefined)
        await expect(price.locator('s')).toContainText(priceText(course.price, language));
    });
  }

  for (const language of LANGUAGES) {
    test(`/courses?lng=${language} lists the published courses in ${{ fr: 'French', en: 'English', ar: 'Arabic, right to left' }[language]}`, async ({
      page,
      request,
    }) => {
      await expect(async () => {
        // Other specs publish and delete courses meanwhile: the list and the page are read together until they agree.
        const courses = await publishedCourses(request);
        await page.goto(`/courses?lng=${language}`);
        expect(await cardTitles(page)).toEqual(
          courses.slice(0, CARDS_SHOWN_AT_FIRST).map((course) => course.title[language]),
        );
      }).toPass({ timeout: 15_000 });
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('courses_page.title', language));
      await expect(page.getByRole('link', { name: text('nav.courses', language) }).first()).toBeVisible();
    });
  }
});

/** What the document said as the parser finished, before any of the page's scripts ran. */
interface ServerView {
  lang: string;
  dir: string;
  h1: string | undefined;
}

/**
 * Watches a page as it loads: every console error or warning and every uncaught error, and the
 * language and main heading the server sent (read when parsing ends: module scripts run after).
 */
async function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`console ${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const view = {
        lang: document.documentElement.lang,
        dir: document.documentElement.dir,
        h1: document.querySelector('h1')?.textContent ?? undefined,
      };
      Object.assign(window, { __serverView: view });
    });
  });
  return {
    problems,
    serverView: () => page.evaluate(() => (window as unknown as { __serverView: ServerView }).__serverView),
    /** Marks the document now in the tab: a full page load replaces it, and the mark with it. */
    markDocument: () =>
      page.evaluate(() => {
        Object.assign(window, { __markedDocument: true });
      }),
    /** True while the marked document is still the one in the tab: what happened since stayed in the app. */
    sameDocument: () =>
      page.evaluate(() => (window as unknown as { __markedDocument?: true }).__markedDocument === true),
  };
}

const currentView = (page: Page) =>
  page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    h1: document.querySelector('h1')?.textContent ?? undefined,
  }));

test.describe('with JavaScript, hydrated', () => {
  // A phone: the menu button is on every page, a control only a hydrated page answers.
  test.use({ viewport: { width: 390, height: 844 } });

  for (const language of LANGUAGES) {
    // /courses?session=upcoming: a filter the server must draw as the browser does.
    for (const pagePath of ['/', '/courses', '/courses?session=upcoming', 'course']) {
      test(`${pagePath === 'course' ? '/course/:id' : pagePath} in ${language} hydrates without an error or a warning, in the language it was rendered in`, async ({
        page,
        request,
      }) => {
        const url = `${pagePath === 'course' ? `/course/${(await seededCourse(request))._id}` : pagePath}${pagePath.includes('?') ? '&' : '?'}lng=${language}`;
        const watcher = await watch(page);
        await page.goto(url);
        await waitForHydration(page);

        const toggle = page.getByRole('button', {
          name: text('nav.open_menu', language),
        });
        await toggle.click();
        await expect(page.locator('#mobile-menu')).toBeVisible();
        await expect(page.getByRole('button', { name: text('nav.close_menu', language) })).toHaveAttribute(
          'aria-expanded',
          'true',
        );
        await page.getByRole('button', { name: text('nav.close_menu', language) }).click();
        await expect(page.locator('#mobile-menu')).toBeHidden();

        const server = await watcher.serverView();
        expect(server).toMatchObject({
          lang: language,
          dir: language === 'ar' ? 'rtl' : 'ltr',
        });
        expect(server.h1).toBeTruthy();
        // A moment more for anything late (texts, settings) to land: the page stays as rendered.
        await page.waitForTimeout(500);
        expect(await currentView(page)).toEqual(server);
        expect(watcher.problems).toEqual([]);
      });
    }
  }

  test('a card of the catalogue opens its course in the page, without reloading it', async ({ page, request }) => {
    const course = await seededCourse(request);
    const watcher = await watch(page);
    await page.goto('/courses');
    await waitForHydration(page);
    await watcher.markDocument();
    await page.getByRole('link', { name: course.title.fr, exact: true }).click();
    // The card links to the course's readable address, its slug.
    await expect(page).toHaveURL(new RegExp(`/course/${encodeURIComponent(course.slug.fr)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(course.title.fr);
    await expect(page.getByRole('region', { name: text('course_page.syllabus_title') })).toBeVisible();
    expect(await watcher.sameDocument()).toBe(true);
    expect(watcher.problems).toEqual([]);
  });

  test('the language selector switches to Arabic, and the server renders the next visit in Arabic', async ({
    page,
    context,
  }) => {
    const watcher = await watch(page);
    await page.goto('/courses');
    await waitForHydration(page);
    expect((await watcher.serverView()).lang).toBe('fr');
    await watcher.markDocument();

    await page.getByRole('button', { name: text('nav.open_menu') }).click();
    await page
      .locator('#mobile-menu')
      .getByRole('combobox', { name: text('nav.language') })
      .selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('courses_page.title', 'ar'));
    expect(await watcher.sameDocument()).toBe(true);

    expect((await context.cookies()).find((cookie) => cookie.name === 'i18next')?.value).toBe('ar');
    // The same address, without ?lng=: the cookie alone makes the server answer in Arabic.
    const html = await (await page.request.get('/courses')).text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain(`>${text('courses_page.title', 'ar')}</h1>`);
    await page.reload();
    await waitForHydration(page);
    expect(await watcher.serverView()).toMatchObject({ lang: 'ar', dir: 'rtl', h1: text('courses_page.title', 'ar') });
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    expect(watcher.problems).toEqual([]);
  });
});

/*
 * A page that reads whole without its app (no form in it) loads no script while it is only read:
 * the app comes at the visitor's first sign of life (the pointer moving, a key). A page with a
 * form loads it as soon as it has painted, whatever the visitor does.
 */
test.describe('when the app loads', () => {
  /** Scripts asked for to be run, not downloaded ahead (the loader's prefetches, asked for by a link element). */
  const scriptsRun = (page: Page) =>
    page.evaluate(
      () =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
          (entry) => new URL(entry.name).pathname.endsWith('.js') && entry.initiatorType !== 'link',
        ).length,
    );
  const scriptsPrefetched = (page: Page) =>
    page.evaluate(() => document.querySelectorAll('link[rel="prefetch"][as="script"]').length);
  const hydrated = (page: Page) =>
    page.evaluate(() =>
      Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer$')),
    );

  test('a course page only read runs no script, its scripts downloaded ahead; the pointer moving over it loads the app', async ({
    page,
    request,
  }) => {
    await page.goto(`/course/${(await seededCourse(request))._id}`);
    // The page's web font is downloaded once it has painted: by then, and a moment after, no script run.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('fonts-seen'))).toBe('1');
    // The pointer resting where it is, as the browser reports it when the page is laid out under it.
    await page.mouse.move(0, 0);
    await page.waitForTimeout(1000);
    expect(await scriptsRun(page)).toBe(0);
    expect(await hydrated(page)).toBe(false);
    expect(await scriptsPrefetched(page)).toBeGreaterThan(0);

    await page.mouse.move(10, 10);
    await page.mouse.move(20, 20);
    await expect.poll(() => hydrated(page)).toBe(true);
    expect(await scriptsRun(page)).toBeGreaterThan(0);
  });

  test('a key pressed on the catalogue loads the app, and the keyboard reaches its links', async ({ page }) => {
    await page.goto('/courses');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('fonts-seen'))).toBe('1');
    expect(await hydrated(page)).toBe(false);
    await page.keyboard.press('Tab');
    await expect.poll(() => hydrated(page)).toBe(true);
    await expect(page.locator(':focus')).toHaveCount(1);
  });

  test('a page with a form runs no script while only read (the form works without it); a key pressed loads the app', async ({
    page,
  }) => {
    await page.goto('/contact');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('fonts-seen'))).toBe('1');
    await page.waitForTimeout(1000);
    expect(await scriptsRun(page)).toBe(0);
    expect(await hydrated(page)).toBe(false);
    await page.keyboard.press('Tab');
    await expect.poll(() => hydrated(page)).toBe(true);
  });
});
