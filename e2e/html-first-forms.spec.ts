/**
 * The public forms work from their HTML: with no script at all, each posts to its page and the
 * server answers it (the problems beside their fields in the page's language, the values kept;
 * then the confirmation), and the request reaches the admin. Before the app has arrived, a
 * dialog opens at the first tap and what is typed into it is kept when the app takes it over.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { adminGet, pdf, unique } from './support/api.ts';
import { consentBox } from './support/consent.ts';
import { openPreRegistration, openQuoteRequest } from './support/forms.ts';
import { text } from './support/texts.ts';

type Request = {
  _id: string;
  name?: string;
  companyName?: string;
  email: string;
  sessionId?: string;
  courseId?: string;
  courseOfInterest?: string;
};

/** The published courses with an upcoming session, as the API lists them. */
const coursesWithSession = async (page: Page) =>
  (
    (await (await page.request.get('/api/courses')).json()) as {
      _id: string;
      title: Record<string, string>;
      nextSession?: { _id: string };
    }[]
  ).filter((course) => course.nextSession);

/** The field labelled `key`'s text, in `scope`. */
const field = (scope: Page | Locator, key: string, language: string) =>
  scope.getByLabel(text(key, language), { exact: false }).first();

/** Whether the page is the server's HTML alone (no app hydrated it). */
const hydrated = (page: Page) =>
  page.evaluate(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer$')),
  );

for (const language of ['fr', 'ar']) {
  test.describe(`forms without JavaScript, in ${language}`, () => {
    test.use({ javaScriptEnabled: false });

    test('a pre-registration for a session: refused with its problems beside the fields, then sent and in the inbox', async ({
      page,
    }) => {
      const [course] = await coursesWithSession(page);
      await page.goto(`/course/${course!._id}?lng=${language}`);
      // The session's own button: the dialog opens with no script (its invoker command).
      await page
        .getByRole('button', { name: text('course_page.register', language), exact: false })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: text('preregistration.title', language) });
      await expect(dialog).toBeVisible();
      const email = `${unique('early').replace(/\W+/g, '.')}@example.tn`;
      await field(dialog, 'preregistration.email', language).fill('pas-une-adresse');
      await dialog.getByRole('radio').first().check();
      await dialog.getByRole('button', { name: text('preregistration.submit', language) }).click();

      // The server's answer: the same page, the dialog open, each problem beside its field.
      const again = page.getByRole('dialog', { name: text('preregistration.title', language) });
      await expect(again).toBeVisible();
      await expect(again.getByText(text('forms.errors.required', language))).toBeVisible();
      await expect(again.getByText(text('forms.errors.email', language))).toBeVisible();
      await expect(again.getByText(text('consent.required', language))).toBeVisible();
      await expect(field(again, 'preregistration.email', language)).toHaveValue('pas-une-adresse');
      await expect(again.getByRole('radio').first()).toBeChecked();

      await field(again, 'preregistration.name', language).fill('Amira Ben Salah');
      await field(again, 'preregistration.email', language).fill(email);
      await consentBox(again, language).check();
      await again.getByRole('button', { name: text('preregistration.submit', language) }).click();
      await expect(page.getByText(text('preregistration.success', language))).toBeVisible();
      expect(new URL(page.url()).searchParams.get('sent')).toBe('preregistration');

      // A reload shows the confirmation again and sends nothing twice.
      await page.reload();
      await expect(page.getByText(text('preregistration.success', language))).toBeVisible();
      const leads = (await adminGet<Request[]>(page.request, '/api/leads')).filter((lead) => lead.email === email);
      expect(leads).toHaveLength(1);
      expect(leads[0]!.sessionId).toBeTruthy();
    });

    test('a quote request, a contact message and an application with its PDF CV reach the inboxes', async ({
      page,
    }) => {
      const company = unique('Société sans script');
      await page.goto(`/entreprises?lng=${language}`);
      const quote = await openQuoteRequest(page, language);
      await field(quote, 'company_lead.company_name', language).fill(company);
      await quote.getByRole('button', { name: text('company_lead.submit', language) }).click();
      const refused = page.getByRole('dialog', { name: text('company_lead.title', language) });
      await expect(refused.getByText(text('forms.errors.required', language)).first()).toBeVisible();
      await expect(field(refused, 'company_lead.company_name', language)).toHaveValue(company);
      await field(refused, 'company_lead.contact_name', language).fill('Sami Ben Ali');
      await field(refused, 'company_lead.email', language).fill('sami@societe.tn');
      await consentBox(refused, language).check();
      await refused.getByRole('button', { name: text('company_lead.submit', language) }).click();
      await expect(page.getByText(text('company_lead.success', language))).toBeVisible();
      expect(
        (await adminGet<Request[]>(page.request, '/api/company-leads')).some((lead) => lead.companyName === company),
      ).toBe(true);

      const asker = `${unique('contact').replace(/\W+/g, '.')}@example.tn`;
      await page.goto(`/contact?lng=${language}`);
      await field(page, 'contact_page.form.name', language).fill('Omar');
      await field(page, 'contact_page.form.email', language).fill(asker);
      await page.getByRole('button', { name: text('contact_page.form.submit', language) }).click();
      await expect(page.getByText(text('forms.errors.required', language))).toBeVisible();
      await expect(field(page, 'contact_page.form.email', language)).toHaveValue(asker);
      await page
        .getByRole('textbox', { name: text('contact_page.form.message', language) })
        .fill('Des cours du soir ?');
      await consentBox(page, language).check();
      await page.getByRole('button', { name: text('contact_page.form.submit', language) }).click();
      await expect(page.getByText(text('contact_page.form.success', language))).toBeVisible();
      expect(
        (await adminGet<Request[]>(page.request, '/api/contact-messages')).some((message) => message.email === asker),
      ).toBe(true);

      const applicant = `${unique('cv').replace(/\W+/g, '.')}@example.tn`;
      await page.goto(`/careers?lng=${language}`);
      await field(page, 'careers_page.form.name_label', language).fill('Yassine');
      await field(page, 'careers_page.form.email_label', language).fill(applicant);
      await consentBox(page, language).check();
      // No CV: said atop the form, the values kept.
      await page.getByRole('button', { name: text('careers_page.form.submit', language) }).click();
      await expect(page.getByText(text('api_errors.cv_required', language))).toBeVisible();
      await expect(field(page, 'careers_page.form.email_label', language)).toHaveValue(applicant);
      await page.locator('input[type="file"][name="cv"]').setInputFiles({
        name: 'cv-yassine.pdf',
        mimeType: 'application/pdf',
        buffer: pdf(),
      });
      await consentBox(page, language).check();
      await page.getByRole('button', { name: text('careers_page.form.submit', language) }).click();
      await expect(page.getByText(text('careers_page.form.success_message', language))).toBeVisible();
      expect(
        (await adminGet<Request[]>(page.request, '/api/candidatures')).some((item) => item.email === applicant),
      ).toBe(true);
    });
  });
}

test('the pre-registration opens at the first tap before the app; what is typed is kept when it arrives, and sent once', async ({
  page,
}) => {
  const [course] = await coursesWithSession(page);
  // The app's scripts answer 5 s late: the page is the server's HTML alone until then.
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 5000));
    await route.continue();
  });
  await page.goto(`/course/${course!._id}?lng=fr`);
  const dialog = await openPreRegistration(page);
  await expect(dialog).toBeVisible();
  expect(await hydrated(page)).toBe(false);
  const email = `${unique('held').replace(/\W+/g, '.')}@example.tn`;
  await field(dialog, 'preregistration.name', 'fr').pressSequentially('Amira Ben Salah');
  await field(dialog, 'preregistration.email', 'fr').fill(email);
  expect(await hydrated(page)).toBe(false);

  await expect.poll(() => hydrated(page), { timeout: 20_000 }).toBe(true);
  await expect(dialog).toBeVisible();
  await expect(field(dialog, 'preregistration.name', 'fr')).toHaveValue('Amira Ben Salah');
  await expect(field(dialog, 'preregistration.email', 'fr')).toHaveValue(email);
  await consentBox(dialog).check();
  await dialog.getByRole('button', { name: text('preregistration.submit') }).click();
  await expect(page.getByText(text('preregistration.success'))).toBeVisible();
  // Sent by the app, through the API: the page stayed where it was.
  expect(new URL(page.url()).searchParams.has('sent')).toBe(false);
  const leads = (await adminGet<Request[]>(page.request, '/api/leads')).filter((lead) => lead.email === email);
  expect(leads).toHaveLength(1);
  // The course the page is for, which no field holds, went with what was typed.
  expect(leads[0]).toMatchObject({
    name: 'Amira Ben Salah',
    courseId: course!._id,
    courseOfInterest: course!.title.fr,
  });
});

test('a form refused before the app has arrived keeps its values and problems when the app takes the page over', async ({
  page,
}) => {
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 5000));
    await route.continue();
  });
  await page.goto('/entreprises?lng=ar');
  const company = unique('شركة');
  const quote = await openQuoteRequest(page, 'ar');
  await field(quote, 'company_lead.company_name', 'ar').fill(company);
  await quote.getByRole('button', { name: text('company_lead.submit', 'ar') }).click();
  // The server's page: the dialog open on the form, before any app.
  const refused = page.getByRole('dialog', { name: text('company_lead.title', 'ar') });
  await expect(refused.getByText(text('forms.errors.required', 'ar')).first()).toBeVisible();
  expect(await hydrated(page)).toBe(false);

  await page.mouse.move(10, 10);
  await page.mouse.move(30, 40);
  await expect.poll(() => hydrated(page), { timeout: 20_000 }).toBe(true);
  // Taken over as it was: open (now modal), the company typed and the problems still there.
  await expect(refused).toBeVisible();
  expect(await refused.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
  await expect(field(refused, 'company_lead.company_name', 'ar')).toHaveValue(company);
  await expect(refused.getByText(text('forms.errors.required', 'ar')).first()).toBeVisible();
  await field(refused, 'company_lead.contact_name', 'ar').fill('سامي بن علي');
  await field(refused, 'company_lead.email', 'ar').fill('sami@societe.tn');
  await consentBox(refused, 'ar').check();
  await refused.getByRole('button', { name: text('company_lead.submit', 'ar') }).click();
  await expect(page.getByText(text('company_lead.success', 'ar'))).toBeVisible();
  expect(
    (await adminGet<Request[]>(page.request, '/api/company-leads')).filter((lead) => lead.companyName === company),
  ).toHaveLength(1);
});
