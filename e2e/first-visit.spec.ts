/**
 * What a first visit must get right: typing as soon as a form opens lands in its first field and
 * the request reaches the admin; a request taken for spam is kept and can be restored; pages in
 * English and Arabic show no French; the WhatsApp link carries the centre's own number.
 */
import { expect, type Page, test } from '@playwright/test';
import { adminGet, adminToken, unique } from './support/api.ts';
import { consentBox } from './support/consent.ts';
import { waitForHydration } from './support/hydration.ts';
import { text } from './support/texts.ts';
import { fillQuoteRequest, openPreRegistration, openQuoteRequest } from './support/forms.ts';

interface CourseCard {
  _id: string;
  title: { fr: string; en: string; ar: string };
  duration: { fr: string; en: string; ar: string };
}

/** Types as a keyboard user does: no click into a field first. */
const typeAtOnce = (page: Page, value: string) => page.keyboard.type(value, { delay: 5 });

test('the quote form takes what is typed as soon as it opens, and the request reaches the admin', async ({
  page,
  request,
}) => {
  const company = unique('Société pressée');
  await page.goto('/entreprises');
  const dialog = await openQuoteRequest(page);
  await expect(dialog).toBeVisible();
  await typeAtOnce(page, company);
  await expect(dialog.getByLabel(text('company_lead.company_name'))).toHaveValue(company);
  await expect(dialog.getByLabel(text('company_lead.company_name'))).toBeFocused();
  await dialog.getByLabel(text('company_lead.contact_name')).fill('Sami Ben Ali');
  await dialog.getByLabel(text('company_lead.email')).fill('sami@societe.tn');
  await consentBox(dialog).check();
  await dialog.getByRole('button', { name: text('company_lead.submit') }).click();
  await expect(page.getByText(text('company_lead.success'))).toBeVisible();

  const leads = await adminGet<{ companyName: string; spam?: true }[]>(request, '/api/company-leads');
  expect(leads.find((lead) => lead.companyName === company)).toBeDefined();
});

test('the pre-registration form takes what is typed as soon as it opens, and the request reaches the admin', async ({
  page,
  request,
}) => {
  const [course] = (await (await request.get('/api/courses')).json()) as CourseCard[];
  const name = unique('Visiteuse pressée');
  await page.goto(`/course/${course!._id}`);
  const dialog = await openPreRegistration(page);
  await expect(dialog).toBeVisible();
  await typeAtOnce(page, name);
  await expect(dialog.getByLabel(text('preregistration.name'))).toHaveValue(name);
  await dialog.getByLabel(text('preregistration.email')).fill('visiteuse@example.tn');
  await consentBox(dialog).check();
  await dialog.getByRole('button', { name: text('preregistration.submit') }).click();
  await expect(page.getByText(text('preregistration.success'))).toBeVisible();

  const leads = await adminGet<{ name: string }[]>(request, '/api/leads');
  expect(leads.find((lead) => lead.name === name)).toBeDefined();
});

test('the anti-spam field can never be reached with the keyboard', async ({ page }) => {
  await page.goto('/entreprises');
  await expect(await openQuoteRequest(page)).toBeVisible();
  for (let step = 0; step < 12; step++) {
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).not.toBe('website');
    await page.keyboard.press('Tab');
  }
});

test('a quote request that trips the anti-spam check is kept as spam, and staff can restore it', async ({
  page,
  request,
}) => {
  const company = unique('Société suspecte');
  await page.goto('/entreprises');
  const dialog = await openQuoteRequest(page);
  await fillQuoteRequest(dialog, company);
  // What a browser's autofill (or a bot) does to the hidden field.
  await dialog.locator('input[name="website"]').fill('https://example.tn', { force: true });
  await consentBox(dialog).check();
  await dialog.getByRole('button', { name: text('company_lead.submit') }).click();
  await expect(page.getByText(text('company_lead.success'))).toBeVisible();

  expect(
    (await adminGet<{ companyName: string }[]>(request, '/api/company-leads')).find(
      (lead) => lead.companyName === company,
    ),
  ).toBeUndefined();
  const held = (await adminGet<{ _id: string; companyName: string }[]>(request, '/api/company-leads?spam=true')).find(
    (lead) => lead.companyName === company,
  );
  expect(held).toBeDefined();

  const restored = await request.post(`/api/company-leads/${held!._id}/not-spam`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(restored.status()).toBe(200);
  expect(
    (await adminGet<{ companyName: string }[]>(request, '/api/company-leads')).find(
      (lead) => lead.companyName === company,
    ),
  ).toBeDefined();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a search typed while the filter bar is pinned shows its first result right under the bar', async ({
    page,
    request,
  }) => {
    const cards = (await (await request.get('/api/courses')).json()) as CourseCard[];
    const wanted = cards[cards.length - 1]!;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/courses');
    // The bar pins once the app is there, which a visitor scrolling has brought.
    await waitForHydration(page);
    const search = page.getByRole('searchbox', { name: text('courses_page.search_label') });
    await expect(page.getByRole('link', { name: cards[0]!.title.fr, exact: true })).toBeVisible();
    // Far down the list: the bar pins under the header.
    await page.evaluate(() => window.scrollTo(0, 2500));
    const pinnedBar = page.locator('[class*="fixed"]').filter({ has: search });
    await expect(pinnedBar).toBeVisible();
    await search.fill(wanted.title.fr);
    const result = page.getByRole('link', { name: wanted.title.fr, exact: true });
    await expect(result).toBeInViewport();
    // Still pinned, whole, under the header.
    await expect(pinnedBar).toBeInViewport({ ratio: 1 });
    const bar = (await pinnedBar.boundingBox())!.y + (await pinnedBar.boundingBox())!.height;
    const card = await result.evaluate((link) => link.closest('article')!.getBoundingClientRect().top);
    // The results start under the bar: the count line, then the card.
    expect(card).toBeGreaterThanOrEqual(bar);
    expect(card - bar).toBeLessThan(120);
  });

  for (const language of ['en', 'ar'] as const) {
    test(`${language} pages show durations and instructor titles in ${language}, never the French ones`, async ({
      page,
      request,
    }) => {
      const cards = (await (await request.get('/api/courses')).json()) as CourseCard[];
      await page.goto(`/courses?lng=${language}`);
      const main = page.getByRole('main');
      await expect(main.getByText(cards[0]!.duration[language]).first()).toBeVisible();
      for (const french of new Set(cards.map((card) => card.duration.fr))) {
        if (!cards.some((card) => card.duration[language] === french))
          await expect(main.getByText(french, { exact: true })).toHaveCount(0);
      }

      const instructors = (await (await request.get('/api/instructors')).json()) as {
        title: { fr: string; en: string; ar: string };
      }[];
      await page.goto(`/instructors?lng=${language}`);
      await expect(page.getByText(instructors[0]!.title[language]).first()).toBeVisible();
      for (const instructor of instructors)
        await expect(page.getByText(instructor.title.fr, { exact: true })).toHaveCount(0);
    });
  }
});

test("the WhatsApp links carry the number from the centre's settings and name the course in the page's language", async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const saved = (await (await request.get('/api/settings/all', { headers })).json()) as Record<string, unknown>;
  const { updatedAt: _updatedAt, ...settings } = saved;
  try {
    expect(
      (await request.put('/api/settings', { headers, data: { ...settings, whatsapp: '+216 55 444 333' } })).status(),
    ).toBe(200);
    const [course] = (await (await request.get('/api/courses')).json()) as CourseCard[];
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/course/${course!._id}?lng=ar`);
    const floating = page.getByRole('link', { name: text('whatsapp.floating_label', 'ar'), exact: true });
    await expect(floating).toHaveAttribute('href', /^https:\/\/wa\.me\/21655444333\?text=/);
    const button = page.getByRole('link', { name: text('whatsapp.course_button', 'ar') });
    const message = new URL((await button.getAttribute('href'))!).searchParams.get('text');
    expect(message).toBe(text('whatsapp.course_message', 'ar', { course: course!.title.ar }));
  } finally {
    await request.put('/api/settings', { headers, data: settings });
  }
});
