/**
 * The centre's identity against the real server: an admin renames the centre and gives it its
 * colours in /admin/settings; the home page and a course page, in French and Arabic, then name it
 * in their title, header and consent text, are drawn in its colours, and say "Takwin" nowhere. The
 * suite's server is shared with the other specs: the seeded settings are put back at the end, the
 * renamed window kept short (no other spec reads the seeded name).
 */
import { type Page } from '@playwright/test';
import { adminToken } from './support/api.ts';
import { waitForHydration } from './support/hydration.ts';
import { text } from './support/texts.ts';
import { expect, test } from './support/fixtures.ts';
import { openPreRegistration } from './support/forms.ts';

// Every test here starts signed in as the admin.
test.use({ signedIn: true });

const NAME = 'Centre Nour Formation';
const SHORT_NAME = 'Nour';
/** White text on it and dark text on the accent both well above 4.5:1. */
const PRIMARY = '#7c2d12';
const ACCENT = '#a7f3d0';

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What the page shows, scripts and styles left out, and the HTML the server sent. */
async function expectNamedAfterTheCentre(page: Page, language: string) {
  await expect(page).toHaveTitle(new RegExp(`${escapeRegExp(NAME)}$`));
  const header = page.getByRole('banner');
  await expect(
    header.getByRole('link', { name: text('nav.home_label', language, { centre: NAME }), exact: true }),
  ).toBeVisible();
  await expect(header).toContainText(NAME);
  // The colours as the site's design tokens, on the document's root.
  const brand = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-brand-700').trim(),
  );
  expect(brand).toBe(PRIMARY);
  expect(await page.content()).not.toContain('Takwin');
}

/** The settings as seeded, in the form PUT /api/settings takes them (the logo has its own address, the date is the server's). */
let seeded: Record<string, unknown> | undefined;

// Here rather than in the test: put back even when the test runs out of time.
test.afterEach(async ({ request }) => {
  if (!seeded) return;
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  expect((await request.put('/api/settings', { headers, data: seeded })).status()).toBe(200);
  const restored = (await (await request.get('/api/settings')).json()) as { name: string; primaryColor?: string };
  expect(restored.name).toBe('Takwin');
  expect(restored.primaryColor).toBeUndefined();
});

test('an admin renames the centre and sets its colours; the home and a course page in French and Arabic name it, never Takwin', async ({
  page,
  request,
}) => {
  // Four pages, two of them hydrated, and a dialog: more than the default on a busy machine.
  test.setTimeout(120_000);
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const stored = (await (await request.get('/api/settings/all', { headers })).json()) as Record<string, unknown>;
  const { updatedAt: _updatedAt, logoUrl: _logoUrl, iconUrl: _iconUrl, ...details } = stored;
  expect(details.name).toBe('Takwin');
  const [course] = (await (await request.get('/api/courses')).json()) as { _id: string }[];
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: text('admin_settings.title') })).toBeVisible();
  seeded = details;
  await page.getByLabel(text('admin_settings.fields.name')).fill(NAME);
  await page.getByLabel(text('admin_settings.fields.short_name')).fill(SHORT_NAME);
  const primary = page.getByLabel(text('admin_settings.fields.primary_color'), { exact: true });
  await primary.fill('#fde68a');
  await page.getByLabel(text('admin_settings.fields.accent_color'), { exact: true }).fill(ACCENT);
  // Too light for white text: refused at the field, nothing saved.
  await page.getByRole('button', { name: text('admin_settings.save'), exact: true }).click();
  await expect(page.getByText(text('admin_settings.errors.low_contrast_primary'))).toBeVisible();
  await expect(primary).toBeFocused();
  await primary.fill(PRIMARY);
  await expect(page.getByText(text('admin_settings.errors.low_contrast_primary'))).toBeHidden();
  await page.getByRole('button', { name: text('admin_settings.save'), exact: true }).click();
  await expect(page.getByText(text('admin_settings.toasts.saved'))).toBeVisible();
  // The admin's own frame follows.
  await expect(page.getByRole('navigation', { name: text('admin.nav.label') })).toContainText(SHORT_NAME);

  for (const language of ['fr', 'ar']) {
    for (const path of ['/', `/course/${course!._id}`]) {
      const served = await (await request.get(`${path}?lng=${language}`)).text();
      expect(served, `${path} in ${language}`).toContain(NAME);
      expect(served, `${path} in ${language}`).not.toContain('Takwin');
    }

    await page.goto(`/?lng=${language}`);
    await expectNamedAfterTheCentre(page, language);

    await page.goto(`/course/${course!._id}?lng=${language}`);
    await waitForHydration(page);
    await expectNamedAfterTheCentre(page, language);
    const dialog = await openPreRegistration(page, language);
    const consent = text('consent.label', language, { centre: NAME }).replace(/<\/?privacyLink>/g, '');
    await expect(dialog.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(consent)}`) })).toBeVisible();
    await expect(dialog).not.toContainText('Takwin');
  }
});
