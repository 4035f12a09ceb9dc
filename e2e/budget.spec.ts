/**
 * The public site's first load stays light and never carries admin code: the JavaScript that
 * index.html loads up front (its entry and modulepreload links) is at most 133 KiB gzip. (It was
 * 120 KiB until the pages were rendered on the server: public pages now read their data with
 * TanStack Query, as the admin does, about 10.6 KiB gzip in the first load; in exchange the page's
 * content is in the HTML and no longer waits for any script.)
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { adminGet } from './support/api.ts';
import { consentBox } from './support/consent.ts';
import { waitForHydration, waitForSettledPage } from './support/hydration.ts';
import { text } from './support/texts.ts';
import { openPreRegistration, openQuoteRequest } from './support/forms.ts';

const BUDGET = 133 * 1024;

const DIST = path.resolve(import.meta.dirname, '../web/dist');
/** What only the admin's code holds: its texts' namespace and its screens' names. */
const ADMIN_CODE = /Ajouter un Nouveau Cours|admin_courses|admin_pipeline|CoursesListPage|RequestInbox/;

test('the initial JavaScript of / is at most 133 KiB gzip and holds no admin code', () => {
  const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
  expect(files.length).toBeGreaterThan(0);
  const sizes = files.map((file) => {
    const source = fs.readFileSync(path.join(DIST, file));
    expect(source.toString(), file).not.toMatch(ADMIN_CODE);
    return { file, gzip: zlib.gzipSync(source, { level: 9 }).length };
  });
  const total = sizes.reduce((sum, size) => sum + size.gzip, 0);
  test.info().annotations.push({
    type: 'initial-js-gzip',
    description: `${(total / 1024).toFixed(1)} KiB in ${files.length} files`,
  });
  expect(total, sizes.map((size) => `${size.file} ${size.gzip}`).join('\n')).toBeLessThanOrEqual(BUDGET);
  expect(fs.readdirSync(path.join(DIST, 'assets')).some((file) => /^AdminApp-.*\.js$/.test(file))).toBe(true);
});

for (const pagePath of ['/', '/courses', 'course']) {
  for (const language of ['fr', 'ar']) {
    test(`visiting ${pagePath} in ${language} loads no admin code`, async ({ page, request }) => {
      const url =
        pagePath === 'course'
          ? `/course/${((await (await request.get('/api/courses')).json()) as { _id: string }[])[0]!._id}`
          : pagePath;
      const scripts: Promise<{ url: string; admin: boolean }>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script')
          scripts.push(response.text().then((source) => ({ url: response.url(), admin: ADMIN_CODE.test(source) })));
      });
      await page.goto(`${url}?lng=${language}`);
      await expect(page.locator('h1')).toBeVisible();
      await waitForSettledPage(page);
      const loaded = await Promise.all(scripts);
      expect(loaded.length).toBeGreaterThan(0);
      expect(loaded.filter((script) => script.admin || /admin/i.test(script.url))).toEqual([]);
    });
  }
}

/*
 * A first visit to a catalogue page asks for each thing once, early, and appears whole, never
 * showing its loading placeholders. The page arrives rendered with the answers of its queries in
 * the HTML (the page-query-state script), so the browser asks the API for nothing: this replaces
 * the data preload (`<link rel="preload" as="fetch">`) and its "fetched once", which server
 * rendering made meaningless. The HTML still preloads the main picture, the very file the page
 * uses; the font comes once the page has painted, fetched once too.
 */
for (const { name, path: pagePath } of [
  { name: 'the catalogue', path: '/courses' },
  { name: 'a course page', path: 'course' },
]) {
  test(`${name} arrives with its data, and takes its preloaded picture and its font, each fetched once`, async ({
    page,
    request,
  }) => {
    const courses = (await (await request.get('/api/courses')).json()) as {
      _id: string;
      slug: { fr: string };
      imageUrl?: string;
    }[];
    const course = courses.find((item) => item.imageUrl)!;
    const url = pagePath === 'course' ? `/course/${course.slug.fr}` : pagePath;
    const picture = (pagePath === 'course' ? course : courses[0]!).imageUrl!;
    const fetched: string[] = [];
    page.on('request', (sent) => fetched.push(new URL(sent.url()).pathname));
    await page.setViewportSize({ width: 390, height: 844 });
    // Records whether a loading placeholder or spinner ever showed in the page's main area.
    await page.addInitScript(() => {
      const seen = { placeholder: false };
      Object.assign(window, { __seen: seen });
      new MutationObserver(() => {
        if (document.querySelector('main .animate-pulse, main .animate-spin')) seen.placeholder = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(url);
    await waitForSettledPage(page);
    expect(
      await page.evaluate(() => (window as unknown as { __seen: { placeholder: boolean } }).__seen.placeholder),
    ).toBe(false);
    const html = await (await request.get(url)).text();
    const state = /<script type="application\/json" id="page-query-state">(.*?)<\/script>/s.exec(html)?.[1];
    // The page's own query, answered: the course, or the list.
    expect(state).toContain(
      pagePath === 'course' ? `"queryKey":["site","course","${course.slug.fr}"]` : '"queryKey":["site","courses"]',
    );
    expect(state).not.toContain('"status":"error"');
    expect(html).toContain(`rel="preload" as="image" href="${picture}"`);

    expect(fetched.filter((item) => item.startsWith('/api/'))).toEqual([]);
    // A phone takes the 800-pixel twin, and only it.
    const small = picture.replace(/\.webp$/, '-800w.webp');
    expect(fetched.filter((item) => item === small)).toHaveLength(1);
    expect(fetched).not.toContain(picture);
    expect(fetched.filter((item) => item.endsWith('.woff2'))).toHaveLength(1);
  });
}

/** A slow network: the app's entry arrives a second and a half after it is asked for. */
const slowAppEntry = (page: Page) =>
  page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });

/** Whether the page draws with the web font `family`: among its faces, and loaded. */
const fontInUse = (page: Page, family: string) =>
  page.evaluate(
    (name) => [...document.fonts].some((face) => face.family.replaceAll('"', '') === name && face.status === 'loaded'),
    family,
  );

/*
 * A rendered page paints from its HTML alone: no style sheet, script or web font is asked for
 * before its first paint (the page's loader asks for them then), and afterwards the page is
 * hydrated. On a first visit the web font is downloaded but this page keeps the local face it was
 * painted in (nothing is laid out again while it is read); the next page, in the app or on the next
 * visit, reads in the web font, drawn in its first paint.
 */
for (const language of ['fr', 'ar']) {
  test(`a course page in ${language} paints before asking for any script or font; its font is used from the next page on`, async ({
    page,
    request,
  }) => {
    const courses = (await (await request.get('/api/courses')).json()) as { _id: string }[];
    const family = language === 'ar' ? 'Cairo Variable' : 'Inter Variable';
    // Whether the web font is among the page's faces when its HTML has been read (the loader has run).
    const noteFontAtStart = (name: string) =>
      document.addEventListener('DOMContentLoaded', () => {
        (globalThis as { fontAtStart?: boolean }).fontAtStart = [...document.fonts].some(
          (face) => face.family.replaceAll('"', '') === name,
        );
      });
    const fontAtStart = (tab: typeof page) => tab.evaluate(() => (globalThis as { fontAtStart?: boolean }).fontAtStart);
    await page.addInitScript(noteFontAtStart, family);
    await page.goto(`/course/${courses[0]!._id}?lng=${language}`);
    await waitForSettledPage(page);
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
      const asked = performance
        .getEntriesByType('resource')
        .filter((entry) => /\.(js|css|woff2)$/.test(new URL(entry.name).pathname))
        .map((entry) => ({ file: new URL(entry.name).pathname, at: entry.startTime }));
      return { paint, asked };
    });
    expect(timing.asked.some(({ file }) => file.endsWith('.js'))).toBe(true);
    expect(timing.asked.some(({ file }) => file.endsWith('.woff2'))).toBe(true);
    expect(timing.asked.filter(({ file }) => file.endsWith('.css'))).toEqual([]);
    for (const { file, at } of timing.asked) expect(at, file).toBeGreaterThan(timing.paint);
    // Downloaded and remembered, not drawn on this page.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('fonts-seen'))).toBe('1');
    expect(await fontAtStart(page)).toBe(false);
    expect(await fontInUse(page, family)).toBe(false);
    // Hydrated: the page's own button answers (the pre-registration dialog opens).
    await expect(await openPreRegistration(page, language)).toBeVisible();
    await page.keyboard.press('Escape');
    // The next page in the app reads in the web font.
    await page
      .getByRole('navigation', { name: text('nav.main', language) })
      .getByRole('link', { name: text('nav.courses', language) })
      .click();
    await expect(page).toHaveURL(/\/courses/);
    await expect.poll(() => fontInUse(page, family)).toBe(true);

    // The second visit: the font is drawn in the first paint, nothing swaps.
    const second = await page.context().newPage();
    await second.addInitScript(noteFontAtStart, family);
    await second.goto(`/course/${courses[0]!._id}?lng=${language}`, { waitUntil: 'networkidle' });
    expect(await fontAtStart(second)).toBe(true);
    expect(await fontInUse(second, family)).toBe(true);
  });
}

test('a dialog opens at the first tap, before the app has arrived', async ({ page }) => {
  await slowAppEntry(page);
  // Not waiting for the load event, which takes the page's script preloads: the app must still be on its way.
  await page.goto('/entreprises?lng=fr', { waitUntil: 'domcontentloaded' });
  const dialog = await openQuoteRequest(page);
  await expect(dialog).toBeVisible();
  expect(
    await page.evaluate(() =>
      Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer$')),
    ),
  ).toBe(false);
});

test('a language chosen before the app has arrived loads the page in that language, and is remembered', async ({
  page,
}) => {
  await slowAppEntry(page);
  await page.goto('/about?lng=fr', { waitUntil: 'domcontentloaded' });
  await page
    .getByRole('combobox', { name: text('nav.language') })
    .first()
    .selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page).toHaveURL(/[?&]lng=ar/);
  await expect(page).toHaveTitle(new RegExp(text('about_page.meta.title', 'ar')));
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'i18next')?.value).toBe('ar');
});

test('text typed into a form before the app has arrived is kept, and the app knows it', async ({ page }) => {
  await slowAppEntry(page);
  await page.goto('/contact?lng=fr', { waitUntil: 'domcontentloaded' });
  const name = page.getByLabel(text('contact_page.form.name'));
  await name.fill('Amira Ben Salah');
  await waitForHydration(page);
  await expect(name).toHaveValue('Amira Ben Salah');
  // Sent as it is: the form finds the name given, and asks only for what is missing.
  await page.getByRole('button', { name: text('contact_page.form.submit') }).click();
  await expect(page.getByLabel(text('contact_page.form.email'))).toHaveAttribute('aria-invalid', 'true');
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
});

test('a form sent before the app has arrived is sent by the page itself, once, its fields kept out of the address', async ({
  page,
}) => {
  // Typing starts the app: its scripts answer 5 s late, so the form is sent before it is there.
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 5000));
    await route.continue();
  });
  await page.goto('/contact?lng=fr', { waitUntil: 'domcontentloaded' });
  const email = `early.${Date.now().toString(36)}@example.tn`;
  await page.getByLabel(text('contact_page.form.name')).fill('Amira Ben Salah');
  await page.getByLabel(text('contact_page.form.email')).fill(email);
  await page
    .getByRole('textbox', { name: text('contact_page.form.message') })
    .fill('Envoyé avant que la page ne soit prête.');
  await consentBox(page).check();
  await page.getByRole('button', { name: text('contact_page.form.submit') }).click();
  await expect(page.getByText(text('contact_page.form.success'))).toBeVisible();
  // Posted, then sent on to the confirmation (303): the fields are in neither address.
  expect(new URL(page.url()).search).toBe('?sent=contact&lng=fr');
  const messages = await adminGet<{ email: string }[]>(page.request, '/api/contact-messages');
  expect(messages.filter((message) => message.email === email)).toHaveLength(1);
});

test('a language switched in the app reads in its own web font', async ({ page }) => {
  await page.goto('/courses');
  await waitForHydration(page);
  await page
    .getByRole('combobox', { name: text('nav.language') })
    .first()
    .selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect.poll(() => fontInUse(page, 'Cairo Variable')).toBe(true);
});
