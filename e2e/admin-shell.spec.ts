/**
 * The admin's frame against the real server: unknown addresses, its own language apart from the
 * site's, the sidebar beside long screens, the phone layout, and the course list's sorting.
 */
import { unique } from './support/api.ts';
import { text } from './support/texts.ts';
import { expect, test } from './support/fixtures.ts';

// Every test here starts signed in as the admin.
test.use({ signedIn: true });

test("the admin's HTML, from the real build, preloads the admin's own module and the first screen's reads", async ({
  request,
}) => {
  // The server names the admin's module by its place in the build (server/src/features/site/page-preloads.ts),
  // the route table by a lazy import (web/src/routes.tsx): this fails if the two part.
  const html = await (await request.get('/admin/leads')).text();
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map((match) => match[1]!);
  expect(
    preloads.some((href) => /\/assets\/AdminApp-[\w-]+\.js$/.test(href)),
    preloads.join('\n'),
  ).toBe(true);
  expect(
    preloads.some((href) => /\/assets\/admin-first-reads-[\w-]+\.js$/.test(href)),
    preloads.join('\n'),
  ).toBe(true);
});

test('an unknown admin address says so inside the admin, keeps its URL and leads back to the courses', async ({
  page,
}) => {
  for (const path of ['/admin/anything', '/admin/courses/nope/deeper', '/admin/leads/archived/42']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Administration' })).toBeVisible();
    // Still there a moment later: no redirect, let alone a loop of them.
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe(path);
  }
  await page.getByRole('link', { name: 'Retour à la liste des cours' }).click();
  await expect(page).toHaveURL(/\/admin\/courses$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gestion des Cours' })).toBeVisible();
});

test('the admin keeps its own language: the site previewed in Arabic leaves it French, its choice leaves the site Arabic', async ({
  page,
}) => {
  await page.goto('/?lng=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestion des Cours' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // ?lng= is the site's parameter: on an admin address it changes nothing.
  await page.goto('/admin/courses?lng=ar');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestion des Cours' })).toBeVisible();

  await page.getByRole('combobox', { name: "Langue de l'administration" }).selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Course management' })).toBeVisible();
  expect(
    await page.evaluate(() => [localStorage.getItem('takwin-admin-language'), localStorage.getItem('i18nextLng')]),
  ).toEqual(['en', 'ar']);

  // Back to the site in the same tab: Arabic again; back to the admin: English again.
  await page.getByRole('link', { name: 'Back to the site' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto('/admin/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Course management' })).toBeVisible();
});

test('the sidebar stays in view beside a long form, mirrored in Arabic', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  for (const [language, coursesLink] of [
    ['fr', 'Cours'],
    ['ar', 'الدورات'],
  ] as const) {
    await page.goto('/admin/courses/add');
    await page.evaluate((value) => window.localStorage.setItem('takwin-admin-language', value), language);
    await page.reload();
    const sidebar = page.getByRole('complementary').filter({ has: page.getByRole('navigation') });
    await expect(page.getByRole('link', { name: coursesLink, exact: true })).toBeVisible();
    await expect(page.getByRole('main').locator('form')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: coursesLink, exact: true })).toBeInViewport();
    const box = (await sidebar.boundingBox())!;
    expect(Math.round(box.y)).toBe(0);
    expect(Math.round(box.height)).toBe(720);
    // On the start side of the screen: left of the content in French, right of it in Arabic.
    const content = (await page.getByRole('main').boundingBox())!;
    if (language === 'fr') expect(box.x + box.width).toBeLessThanOrEqual(content.x);
    else expect(box.x).toBeGreaterThanOrEqual(content.x + content.width);
  }
});

test('on a phone the admin has its menu and no sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestion des Cours' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Administration' })).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByRole('button', { name: /menu/i }).click();
  await expect(page.getByRole('navigation', { name: 'Administration' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Formateurs' }).click();
  await expect(page).toHaveURL(/\/admin\/instructors$/);
  await expect(page.getByRole('navigation', { name: 'Administration' })).toBeHidden();
});

test('the course list sorts by price, status and last update, with aria-sort', async ({ page }) => {
  // Other tests add and delete courses meanwhile: the expected orders come from the list this page loaded.
  const loaded = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/courses/all' && response.ok(),
  );
  await page.goto('/admin/courses');
  const courses = (await (await loaded).json()) as {
    title: { fr: string };
    price: number;
    salePrice?: number;
    isPublished: boolean;
    updatedAt: string;
  }[];
  const paid = (course: (typeof courses)[number]) => course.salePrice ?? course.price;
  // Sorting is stable: equal rows keep the server's order, whichever the direction.
  const firstPage = (compare: (a: (typeof courses)[number], b: (typeof courses)[number]) => number) =>
    [...courses]
      .sort(compare)
      .slice(0, 25)
      .map((course) => course.title.fr);

  const titles = () => page.getByRole('rowheader').allTextContents();
  const header = (name: string) => page.getByRole('columnheader', { name });
  await expect(page.getByRole('rowheader').first()).toBeVisible();

  await header('Prix').getByRole('button').click();
  await expect(header('Prix')).toHaveAttribute('aria-sort', 'ascending');
  expect(await titles()).toEqual(firstPage((a, b) => paid(a) - paid(b)));
  await header('Prix').getByRole('button').press('Enter');
  await expect(header('Prix')).toHaveAttribute('aria-sort', 'descending');
  expect(await titles()).toEqual(firstPage((a, b) => paid(b) - paid(a)));

  await header('Dernière mise à jour').getByRole('button').click();
  await expect(header('Dernière mise à jour')).toHaveAttribute('aria-sort', 'ascending');
  await expect(header('Prix')).not.toHaveAttribute('aria-sort');
  expect(await titles()).toEqual(firstPage((a, b) => Date.parse(a.updatedAt) - Date.parse(b.updatedAt)));

  await header('Statut').getByRole('button').click();
  await expect(header('Statut')).toHaveAttribute('aria-sort', 'ascending');
  expect(await titles()).toEqual(firstPage((a, b) => Number(a.isPublished) - Number(b.isPublished)));
});

test("an inbox opened cold asks for its first page while the admin's code is still loading, once, and shows it in its first frame", async ({
  page,
  request,
}) => {
  const name = unique('Lecture anticipée');
  const sent = await request.post('/api/leads', {
    data: {
      name,
      email: 'early@exemple.tn',
      phone: '+216 22 123 456',
      courseOfInterest: 'Développement Web Full-Stack',
      learningPaceInterest: 'Intensif',
    },
  });
  expect(sent.status()).toBe(201);
  const pageReads: { url: string; authorization?: string }[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/leads')
      pageReads.push({ url: sent.url(), authorization: sent.headers().authorization });
  });
  // The admin's code is held back: only the entry (web/src/admin-first-reads.ts) can ask meanwhile.
  let releaseAdminCode = () => {};
  const adminCodeHeld = new Promise<void>((resolve) => (releaseAdminCode = resolve));
  await page.route(/\/assets\/AdminApp-[\w-]+\.js$/, async (route) => {
    await adminCodeHeld;
    await route.continue();
  });
  // The live stream too, so that the lists' catch-up when it connects comes after the first rows.
  let releaseStream = () => {};
  const streamHeld = new Promise<void>((resolve) => (releaseStream = resolve));
  await page.route('**/api/events', async (route) => {
    await streamHeld;
    await route.continue();
  });
  // Whether the list ever showed its loading state before its rows (it should not: the early
  // answers are in the admin's cache before the inbox first renders, first-screen.ts).
  await page.addInitScript(() => {
    const seen = { loading: false, rows: false };
    Object.assign(globalThis, { firstFrames: seen });
    new MutationObserver(() => {
      if (seen.rows) return;
      seen.rows = document.querySelector('main table tbody tr') !== null;
      if (!seen.rows && document.querySelector('main [role="status"]')) seen.loading = true;
    }).observe(document, { childList: true, subtree: true });
  });
  // Its answer arrives while the admin's code is still held (as it does on a first visit, where the
  // code takes longer to come than the answer).
  const earlyAnswer = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/api/leads');
  await page.goto('/admin/leads?status=new', { waitUntil: 'commit' });
  await earlyAnswer;
  expect(pageReads).toEqual([
    {
      url: expect.stringMatching(/\/api\/leads\?status=new&limit=25&offset=0$/),
      authorization: expect.stringMatching(/^Bearer \S+$/),
    },
  ]);
  releaseAdminCode();
  await expect(page.getByRole('heading', { level: 1, name: text('admin_leads.title') })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
  expect(await page.evaluate(() => (globalThis as unknown as { firstFrames: object }).firstFrames)).toEqual({
    loading: false,
    rows: true,
  });
  // The inbox took that answer: the page was not asked for a second time.
  await page.waitForTimeout(500);
  expect(pageReads).toHaveLength(1);
  // Once the live stream is there, the list catches up with what it may have missed meanwhile.
  releaseStream();
  await expect.poll(() => pageReads.length).toBe(2);
});
