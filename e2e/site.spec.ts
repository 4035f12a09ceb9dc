/** A visitor's journeys on the public site, in Chromium against the real, seeded server. */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { adminGet, pdf, unique } from './support/api.ts';
import { waitForHydration } from './support/hydration.ts';
import { consentBox } from './support/consent.ts';
import { text } from './support/texts.ts';
import { fillQuoteRequest, openPreRegistration, openQuoteRequest } from './support/forms.ts';

/** A course as the public list gives it: a card's fields. */
interface CourseCard {
  _id: string;
  title: { fr: string; en: string; ar: string };
  category: string;
  salePrice?: number;
  slug: { fr: string; en: string; ar: string };
}

test('from the home page to a course, then a pre-registration that reaches the admin', async ({ page, request }) => {
  const cards = (await (await request.get('/api/courses')).json()) as CourseCard[];
  const onSale = cards.find((item) => item.salePrice !== undefined)!;
  // The pace the pre-registration starts from is on the course's own page, not on its card.
  const course = (await (await request.get(`/api/courses/${onSale._id}`)).json()) as CourseCard & {
    learningPace: string;
  };

  await page.goto('/');
  await expect(page).toHaveTitle(new RegExp(text('home.meta.title')));
  await page
    .getByRole('link', { name: text('home.hero.start') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByRole('heading', { level: 1, name: text('courses_page.title') })).toBeVisible();

  // Search ignores case and accents.
  const search = page.getByRole('searchbox', { name: text('courses_page.search_label') });
  await search.fill(
    course.title.fr
      .toUpperCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, ''),
  );
  const card = page.getByRole('link', { name: course.title.fr, exact: true });
  await expect(card).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('€');
  await card.click();

  await expect(page).toHaveURL(new RegExp(`/course/${encodeURIComponent(course.slug.fr)}$`));
  await expect(page.getByRole('heading', { level: 1, name: course.title.fr })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(course.title.fr));
  const breadcrumb = page.getByRole('navigation', { name: text('course_page.breadcrumb') });
  await expect(breadcrumb.getByRole('link', { name: text('course_page.home') })).toBeVisible();
  await expect(page.getByText(text('course_page.lifetime_access'))).toBeVisible();
  await expect(page.getByText(/\d\sDT$/).first()).toBeVisible();

  const name = unique('Visiteur');
  const dialog = await openPreRegistration(page);
  await expect(dialog.getByLabel(text('preregistration.pace'))).toHaveValue(course.learningPace);
  await dialog.getByLabel(text('preregistration.name')).fill(name);
  await dialog.getByLabel(text('preregistration.email')).fill('visiteur@example.tn');
  await consentBox(dialog).check();
  await dialog.getByRole('button', { name: text('preregistration.submit') }).click();
  // A lasting confirmation in place of the form, with what happens next, until the visitor closes it.
  const confirmation = dialog.getByRole('status');
  await expect(confirmation).toContainText(text('preregistration.success'));
  await expect(confirmation).toContainText(text('preregistration.next'));
  await page.waitForTimeout(5000);
  await expect(confirmation).toBeVisible();
  await confirmation.getByRole('button', { name: text('common.close') }).click();
  await expect(dialog).toBeHidden();

  const leads = await adminGet<{ name: string; courseOfInterest?: string; learningPaceInterest: string }[]>(
    request,
    '/api/leads',
  );
  expect(leads.find((lead) => lead.name === name)).toMatchObject({
    courseOfInterest: course.title.fr,
    learningPaceInterest: course.learningPace,
  });
});

test('filters the catalogue by category and resets', async ({ page, request }) => {
  const courses = (await (await request.get('/api/courses')).json()) as CourseCard[];
  const category = courses[0]!.category;
  await page.goto('/courses');
  await page.getByRole('button', { name: text(`categories.${category}`), exact: true }).click();
  const expected = courses.filter((item) => item.category === category);
  for (const item of expected) await expect(page.getByRole('link', { name: item.title.fr, exact: true })).toBeVisible();
  const other = courses.find((item) => item.category !== category)!;
  await expect(page.getByRole('link', { name: other.title.fr, exact: true })).toBeHidden();
  await page.getByRole('searchbox').fill('zzzz introuvable');
  await expect(page.getByText(text('courses_page.not_found_title'))).toBeVisible();
  await page
    .getByRole('button', { name: text('courses_page.reset') })
    .first()
    .click();
  await expect(page.getByRole('link', { name: other.title.fr, exact: true })).toBeVisible();
});

test('a company asks for a quote', async ({ page, request }) => {
  const company = unique('Société');
  await page.goto('/entreprises');
  const dialog = await openQuoteRequest(page);
  await dialog.getByRole('button', { name: text('company_lead.submit') }).click();
  await expect(dialog.getByText(text('forms.errors.required')).first()).toBeVisible();
  await fillQuoteRequest(dialog, company);
  await dialog.getByLabel(text('company_lead.message')).fill('Formation Excel pour 12 personnes');
  await consentBox(dialog).check();
  await dialog.getByRole('button', { name: text('company_lead.submit') }).click();
  await expect(page.getByText(text('company_lead.success'))).toBeVisible();
  const leads = await adminGet<{ companyName: string; message?: string }[]>(request, '/api/company-leads');
  expect(leads.find((lead) => lead.companyName === company)?.message).toBe('Formation Excel pour 12 personnes');
});

test('an application with a real PDF reaches the admin, byte for byte; wrong files are refused before sending', async ({
  page,
  request,
}) => {
  const name = unique('Candidate');
  const cv = pdf(40_000);
  await page.goto('/careers');
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: text('careers_page.form.submit') }) });
  await form.getByLabel(text('careers_page.form.name_label')).fill(name);
  await form.getByLabel(text('careers_page.form.email_label')).fill('candidate@example.tn');
  await consentBox(form).check();
  await form.getByRole('button', { name: text('careers_page.form.submit') }).click();
  await expect(page.getByText(text('careers_page.form.cv_required_error'))).toBeVisible();

  const input = form.locator('input[type="file"]');
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a cv') });
  await expect(page.getByText(text('careers_page.form.cv_type_error'))).toBeVisible();
  await input.setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: pdf(5 * 1024 * 1024 + 1) });
  await expect(page.getByText(text('careers_page.form.cv_size_error', 'fr', { size: 5 }))).toBeVisible();

  await input.setInputFiles({ name: 'Mon CV.pdf', mimeType: 'application/pdf', buffer: cv });
  await form.getByRole('button', { name: text('careers_page.form.submit') }).click();
  await expect(page.getByText(text('careers_page.form.success_message'))).toBeVisible();

  const applications = await adminGet<{ _id: string; name: string; cvPath: string; cvOriginalName: string }[]>(
    request,
    '/api/candidatures',
  );
  const application = applications.find((item) => item.name === name)!;
  expect(application.cvOriginalName).toBe('Mon CV.pdf');
  const login = await (
    await request.post('/api/users/login', { data: { email: 'admin@takwin.tn', password: 'e2e-admin-password' } })
  ).json();
  const download = await request.get(application.cvPath, { headers: { authorization: `Bearer ${login.token}` } });
  expect(Buffer.compare(await download.body(), cv)).toBe(0);
});

test("the contact form reaches the admin's Messages inbox, not the pre-registrations", async ({ page, request }) => {
  const name = unique('Contact');
  await page.goto('/contact');
  const form = page.locator('form');
  await form.getByLabel(text('contact_page.form.name')).fill(name);
  await form.getByLabel(text('contact_page.form.email')).fill('contact@example.tn');
  await form.getByLabel(text('contact_page.form.message')).fill('Avez-vous des sessions le samedi ?');
  await consentBox(form).check();
  await form.getByRole('button', { name: text('contact_page.form.submit') }).click();
  await expect(page.getByText(text('contact_page.form.success'))).toBeVisible();
  const messages = await adminGet<{ name: string; message: string }[]>(request, '/api/contact-messages');
  expect(messages.find((message) => message.name === name)?.message).toBe('Avez-vous des sessions le samedi ?');
  const leads = await adminGet<{ name: string }[]>(request, '/api/leads');
  expect(leads.find((lead) => lead.name === name)).toBeUndefined();
});

/*
 * The server renders the catalogue and the home page with their courses: the browser asks the API
 * for the list only when a visitor reaches them from another page, so that is where it can fail.
 */
const openFromAboutPage = async (page: Page, link: Locator) => {
  await page.goto('/about');
  await waitForHydration(page);
  await link.click();
};

test('when the course list cannot load, /courses says so and can retry', async ({ page }) => {
  let fail = true;
  await page.route('**/api/courses', (route) => (fail ? route.abort('connectionrefused') : route.continue()));
  await openFromAboutPage(
    page,
    page.getByRole('navigation', { name: text('nav.main') }).getByRole('link', { name: text('nav.courses') }),
  );
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByText(text('courses_page.error_title'))).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: text('common.retry') }).click();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByText(text('courses_page.error_title'))).toBeHidden();
});

test('the home page shows no invented course when the list cannot load, and a former demo address is not found', async ({
  page,
}) => {
  await page.route('**/api/courses', (route) => route.abort('connectionrefused'));
  await openFromAboutPage(page, page.getByRole('link', { name: text('nav.home_label') }).first());
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(text('home.popular.empty'))).toBeVisible();
  await expect(page.locator('a[href^="/course/"]')).toHaveCount(0);
  const response = await page.goto('/course/demo-1');
  expect(response?.status()).toBe(404);
  await expect(page.getByText(text('course_page.not_found_title'))).toBeVisible();
});

test('an unknown course shows the not-found screen with a way home', async ({ page }) => {
  await page.goto('/course/00000000-0000-7000-8000-000000000000');
  await expect(page.getByText(text('course_page.not_found_title'))).toBeVisible();
  await page.getByRole('link', { name: text('course_page.back_home') }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('?lng=ar gives a right-to-left page in Arabic, and the choice is remembered', async ({ page }) => {
  await page.goto('/?lng=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('link', { name: text('nav.courses', 'ar') }).first()).toBeVisible();
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page).toHaveTitle(new RegExp(text('about_page.meta.title', 'ar')));
  await page
    .getByRole('combobox', { name: text('nav.language', 'ar') })
    .first()
    .selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page).toHaveTitle(new RegExp(text('about_page.meta.title', 'en')));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the mobile menu opens, keeps focus inside, closes on Escape and on navigation', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: text('nav.open_menu') });
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    for (let step = 0; step < 12; step++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.getElementById('mobile-menu')?.contains(document.activeElement))).toBe(
      true,
    );
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await menu.getByRole('link', { name: text('nav.careers') }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(menu).toBeHidden();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
});
