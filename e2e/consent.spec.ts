/**
 * The consent box of the four public forms (pre-registration, company quote, application, contact): each
 * sends nothing until it is ticked, tells why beside it in the page's language and puts focus on
 * it; then the request goes. And the privacy notice it links to, in French and in Arabic.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { pdf, unique } from './support/api.ts';
import { consentBox } from './support/consent.ts';
import { waitForHydration } from './support/hydration.ts';
import { text } from './support/texts.ts';
import { fillQuoteRequest, openPreRegistration, openQuoteRequest } from './support/forms.ts';

const LANGUAGES = ['fr', 'ar'] as const;

/** Counts the POSTs the page makes to `path` from now on. */
function watchPosts(page: Page, path: string): () => number {
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) posts += 1;
  });
  return () => posts;
}

/** The form of the page at `address` sent by the button `submitKey`, once the app has arrived. */
async function pageForm(page: Page, address: string, submitKey: string, language: string) {
  await page.goto(address);
  // The app's own check is tested (the box focused, nothing posted): before it, the page itself would post the form.
  await waitForHydration(page);
  const submit = page.getByRole('button', { name: text(submitKey, language) });
  return { form: page.locator('form').filter({ has: submit }), submit };
}

/** Sends with the box unticked (refused in the browser), then ticks it, sends, and sees the `successKey` text. */
async function refusedThenSent(form: Locator, submit: Locator, language: string, path: string, successKey: string) {
  const page = form.page();
  const posts = watchPosts(page, path);
  const box = consentBox(form, language);
  await expect(box).not.toBeChecked();
  await expect(
    form.getByRole('link', { name: text('consent.label', language).match(/<privacyLink>(.*)<\/privacyLink>/)![1] }),
  ).toHaveAttribute('href', /\/privacy/);
  await submit.click();
  await expect(form.getByText(text('consent.required', language))).toBeVisible();
  await expect(box).toBeFocused();
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  expect(posts()).toBe(0);

  await box.check();
  await expect(form.getByText(text('consent.required', language))).toBeHidden();
  await submit.click();
  await expect(page.getByText(text(successKey, language))).toBeVisible();
  expect(posts()).toBe(1);
}

for (const language of LANGUAGES) {
  test.describe(`in ${language}`, () => {
    test('the pre-registration waits for the consent box', async ({ page, request }) => {
      const [course] = (await (await request.get('/api/courses')).json()) as { _id: string }[];
      await page.goto(`/course/${course!._id}?lng=${language}`);
      // The app's own check is tested (the box focused, nothing posted): before it, the page itself would post the form.
      await waitForHydration(page);
      const dialog = await openPreRegistration(page, language);
      await dialog.getByLabel(text('preregistration.name', language)).fill(unique('Consent'));
      await dialog.getByLabel(text('preregistration.email', language)).fill('consent@example.tn');
      const submit = dialog.getByRole('button', { name: text('preregistration.submit', language) });
      await refusedThenSent(dialog, submit, language, '/api/leads', 'preregistration.success');
    });

    test('the company quote waits for the consent box', async ({ page }) => {
      await page.goto(`/entreprises?lng=${language}`);
      await waitForHydration(page);
      const dialog = await openQuoteRequest(page, language);
      await fillQuoteRequest(dialog, unique('Société consentante'), language);
      const submit = dialog.getByRole('button', { name: text('company_lead.submit', language) });
      await refusedThenSent(dialog, submit, language, '/api/company-leads', 'company_lead.success');
    });

    test('the application waits for the consent box', async ({ page }) => {
      const { form, submit } = await pageForm(page, `/careers?lng=${language}`, 'careers_page.form.submit', language);
      await form.getByLabel(text('careers_page.form.name_label', language)).fill(unique('Candidate consentante'));
      await form.getByLabel(text('careers_page.form.email_label', language)).fill('candidate@example.tn');
      await form
        .locator('input[type="file"]')
        .setInputFiles({ name: 'CV.pdf', mimeType: 'application/pdf', buffer: pdf(20_000) });
      await refusedThenSent(form, submit, language, '/api/candidatures', 'careers_page.form.success_message');
    });

    test('the contact message waits for the consent box', async ({ page }) => {
      const { form, submit } = await pageForm(page, `/contact?lng=${language}`, 'contact_page.form.submit', language);
      await form.getByLabel(text('contact_page.form.name', language)).fill(unique('Visiteuse consentante'));
      await form.getByLabel(text('contact_page.form.email', language)).fill('visitor@example.tn');
      await form.getByLabel(text('contact_page.form.message', language)).fill('Bonjour');
      await refusedThenSent(form, submit, language, '/api/contact-messages', 'contact_page.form.success');
    });

    test('the privacy notice says what is kept, for how long and whom to write to', async ({ page, request }) => {
      const notice = (await (await request.get('/api/privacy')).json()) as {
        cvRetentionDays: number;
        requestRetentionDays: number;
      };
      const centre = (await (await request.get('/api/settings')).json()) as { email: string };
      // Arabic writes a number of days in one of six forms; 365 and 730 both take the "many" one.
      const days = (count: number) =>
        text(language === 'ar' ? 'privacy_page.retention.days_many' : 'privacy_page.retention.days_other', language, {
          count,
        });

      await page.goto(`/?lng=${language}`);
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: text('footer.privacy', language) })
        .click();
      await expect(page).toHaveURL(/\/privacy/);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expect(page).toHaveTitle(new RegExp(text('privacy_page.meta.title', language)));
      await expect(
        page.getByRole('heading', { level: 1, name: text('privacy_page.hero.title', language) }),
      ).toBeVisible();
      const main = page.getByRole('main');
      await expect(main).toContainText(text('privacy_page.kept.candidatures', language));
      await expect(main).toContainText(
        text('privacy_page.retention.candidatures', language, { days: days(notice.cvRetentionDays) }),
      );
      await expect(main).toContainText(
        text('privacy_page.retention.requests', language, { days: days(notice.requestRetentionDays) }),
      );
      await expect(main.getByRole('link', { name: centre.email })).toHaveAttribute('href', `mailto:${centre.email}`);
    });
  });
}
