/**
 * The catalogue works from its HTML: with no script at all its search, category chips, "with an
 * upcoming session" and reset are a GET form the server answers with the list filtered, before
 * the app arrives too; the app, once there, keeps what the page shows. A browser that keeps an admin session has the dashboard link in the first paint.
 */
import { expect, type Page, test } from '@playwright/test';
import { text } from './support/texts.ts';

type CourseCard = { _id: string; title: Record<string, string>; category: string; nextSession?: unknown };

/**
 * The published courses, oldest first: the seed's come first, not one another spec adds and deletes
 * meanwhile (the specs share one server, so the catalogue's size is never counted on).
 */
const coursesOf = async (page: Page) =>
  ((await (await page.request.get('/api/courses')).json()) as CourseCard[]).reverse();

const hydrated = (page: Page) =>
  page.evaluate(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer$')),
  );

for (const language of ['fr', 'ar']) {
  test.describe(`without JavaScript, in ${language}`, () => {
    test.use({ javaScriptEnabled: false });

    test('the catalogue searches, filters by category and by session, and resets, in the language it was read in', async ({
      page,
    }) => {
      const courses = await coursesOf(page);
      const [course] = courses;
      const results = (count: number) =>
        page.getByText(text('courses_page.results', language, { count }), { exact: true });
      const card = (item: CourseCard) => page.getByRole('link', { name: item.title[language], exact: true });
      const robots = page.locator('meta[name="robots"][content="noindex"]');

      const other = courses.find((item) => item.category !== course!.category)!;
      const withoutSession = courses.find((item) => item.nextSession === undefined);
      const withSessionToo = courses.find((item) => item.nextSession !== undefined)!;
      // The specs share one server and another may add a course meanwhile: the page's count is read
      // again (the page reloaded) until it agrees with the API's.
      const shownCount = async () =>
        Number(
          /\d+/.exec((await page.getByText(text('courses_page.results', language, { count: '' })).textContent())!)![0],
        );
      const wholeCatalogue = async () => {
        await expect(page.getByRole('searchbox')).toHaveValue('');
        await expect
          .poll(async () => {
            const same = (await shownCount()) === (await coursesOf(page)).length;
            if (!same) await page.reload();
            return same;
          })
          .toBe(true);
      };

      await page.goto(`/courses?lng=${language}`);
      await wholeCatalogue();
      await expect(robots).toHaveCount(0);

      // A search sent with Enter: the server answers the matching courses, in the same language.
      await page.getByRole('searchbox').fill(course!.title[language]!);
      await page.getByRole('searchbox').press('Enter');
      await expect(page).toHaveURL(/[?&]q=/);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expect(card(course!)).toBeVisible();
      await expect(results(1)).toBeVisible();
      // A search's results are not for search engines.
      await expect(robots).toHaveCount(1);

      // A category keeps the search; another category finds nothing with it.
      await page.getByRole('button', { name: text(`categories.${course!.category}`, language), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`category=${course!.category}`));
      await expect(page.getByRole('searchbox')).toHaveValue(course!.title[language]!);
      await expect(results(1)).toBeVisible();
      await page.getByRole('button', { name: text(`categories.${other.category}`, language), exact: true }).click();
      await expect(page.getByText(text('courses_page.not_found_title', language))).toBeVisible();
      await expect(
        page.getByRole('button', { name: text(`categories.${other.category}`, language), exact: true }),
      ).toHaveAttribute('aria-pressed', 'true');

      // Reset: the whole catalogue again, still in the visitor's language.
      await page
        .getByRole('button', { name: text('courses_page.reset', language) })
        .first()
        .click();
      await wholeCatalogue();
      expect(new URL(page.url()).searchParams.has('category')).toBe(false);
      await expect(page.locator('html')).toHaveAttribute('lang', language);

      // "With an upcoming session", on then off.
      const withSession = page.getByRole('button', { name: text('courses_page.with_session', language) });
      await withSession.click();
      await expect(withSession).toHaveAttribute('aria-pressed', 'true');
      await expect(card(withSessionToo)).toBeVisible();
      if (withoutSession) await expect(card(withoutSession)).toBeHidden();
      await page.getByRole('button', { name: text('courses_page.with_session', language) }).click();
      await expect(page.getByRole('button', { name: text('courses_page.with_session', language) })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      await wholeCatalogue();
    });
  });
}

test('a search typed and a category chosen before the app has arrived are answered by the server, and the app keeps them', async ({
  page,
}) => {
  const courses = await coursesOf(page);
  const course = courses[0]!;
  const searched = course.title.fr!;
  const matching = courses.filter(
    (item) => item.category === course.category && item.title.fr!.toLowerCase().includes(searched.toLowerCase()),
  );
  const results = page.getByText(text('courses_page.results', 'fr', { count: matching.length }), { exact: true });
  // The app's scripts answer 5 s late: the page is the server's HTML alone until then.
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 5000));
    await route.continue();
  });

  await page.goto('/courses');
  await page.getByRole('searchbox').pressSequentially(searched);
  const chip = page.getByRole('button', { name: text(`categories.${course.category}`), exact: true });
  await chip.click();
  // The form is sent as it is: the server's page answers it, filtered, before any app.
  await expect(page).toHaveURL(/[?&]category=/);
  await expect(results).toBeVisible();
  expect(await hydrated(page)).toBe(false);

  // The visitor goes on reading (a sign of life): the app comes, and takes the page as it is.
  await page.mouse.move(10, 10);
  await page.mouse.move(30, 40);
  await expect.poll(() => hydrated(page), { timeout: 20_000 }).toBe(true);
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('searchbox')).toHaveValue(searched);
  await expect(results).toBeVisible();
  await expect(page.getByRole('button', { name: text('courses_page.reset') }).first()).toBeEnabled();
  // The address says it as the app writes it: each filter once.
  await expect
    .poll(() => {
      const params = new URL(page.url()).searchParams;
      return [params.getAll('q'), params.getAll('category'), params.getAll('session')];
    })
    .toEqual([[searched], [course.category], []]);
});

test('a browser that keeps an admin session has the dashboard link in the first paint, before the app', async ({
  page,
  browser,
}) => {
  await page.goto('/login');
  await page.getByLabel(text('login_page.email')).fill('admin@takwin.tn');
  await page.getByLabel(text('login_page.password')).fill('e2e-admin-password');
  await page.getByRole('button', { name: text('login_page.submit') }).click();
  await expect(page.getByRole('navigation', { name: text('admin.nav.label') })).toBeVisible({ timeout: 20_000 });

  const dashboard = (on: Page) => on.getByRole('link', { name: text('nav.dashboard') });
  // No app at all: the server's HTML and its head show the link.
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
  await page.goto('/courses');
  await expect(dashboard(page)).toBeVisible();
  expect(await hydrated(page)).toBe(false);
  await page.unroute(/\/assets\/.+\.js$/);

  // A visitor's browser, with no session: no link, before the app and after it.
  const visitor = await browser.newPage();
  await visitor.goto(new URL('/courses', page.url()).href);
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(dashboard(visitor)).toBeHidden();
  await visitor.mouse.move(10, 10);
  await visitor.mouse.move(20, 20);
  await expect.poll(() => hydrated(visitor)).toBe(true);
  await expect(dashboard(visitor)).toBeHidden();
  await visitor.close();
});
