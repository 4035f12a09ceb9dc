/**
 * The centre's own words against the real server: an admin rewrites the home page's hero text in
 * French and Arabic and adds, then hides, a testimonial in /admin/content; the home page shows
 * them as rendered by the server. The suite's server is shared with the other specs: the texts
 * are put back and the testimonial deleted at the end. (The demo content's removal is tested on
 * the server: removing it here would take the seeded courses from the other specs.)
 */
import { type APIRequestContext } from '@playwright/test';
import { adminToken, unique } from './support/api.ts';
import { text } from './support/texts.ts';
import { expect, test } from './support/fixtures.ts';

// Every test here starts signed in as the admin.
test.use({ signedIn: true });

/** The home page's HTML as the server sends it, in `language`. */
const homeHtml = async (request: APIRequestContext, language: string) =>
  (await request.get(`/?lng=${language}`)).text();

test('an admin rewrites the hero in French and Arabic and adds then hides a testimonial; the home page shows them', async ({
  page,
  request,
}) => {
  const auth = { authorization: `Bearer ${await adminToken(request)}` };
  const before = ((await (await request.get('/api/site-content')).json()) as { texts: Record<string, unknown> }).texts;
  const french = unique('Nos formations, nos mots');
  const arabic = `تكويننا ${Date.now().toString(36)}`;
  const name = unique('Amel Essai');
  try {
    await page.goto('/admin/content');
    await expect(page.getByRole('heading', { level: 1, name: text('admin_content.title') })).toBeVisible();

    const hero = () => page.getByRole('group', { name: text('admin_content.sections.hero') }).first();
    const heroText = () => hero().getByRole('textbox', { name: text('admin_content.parts.text') });
    await heroText().fill(french);
    await page.getByRole('tab', { name: 'العربية' }).click();
    await expect(heroText()).toHaveAttribute('dir', 'rtl');
    await heroText().fill(arabic);
    await page.getByRole('button', { name: text('admin_content.save') }).click();
    await expect(page.getByText(text('admin_content.toasts.saved'))).toBeVisible();

    // Rendered by the server: in the HTML before any script runs.
    expect(await homeHtml(request, 'fr')).toContain(french);
    expect(await homeHtml(request, 'ar')).toContain(arabic);
    // English left empty: the French text.
    expect(await homeHtml(request, 'en')).toContain(french);

    await page.getByRole('button', { name: text('admin_content.testimonials.add') }).click();
    const dialog = page.getByRole('dialog', { name: text('admin_content.testimonials.add_title') });
    await dialog.getByRole('textbox', { name: text('admin_content.testimonials.name') }).fill(name);
    await dialog
      .getByRole('textbox', { name: text('admin_content.testimonials.quote') })
      .fill('Une formation concrète, des formateurs disponibles.');
    await dialog.getByRole('tab', { name: 'العربية' }).click();
    await dialog
      .getByRole('textbox', { name: text('admin_content.testimonials.quote') })
      .fill('تكوين عملي ومدرّبون متاحون.');
    await dialog.getByRole('button', { name: text('admin_content.testimonials.save') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('listitem').filter({ hasText: name })).toBeVisible();

    await page.goto('/?lng=ar');
    const testimonials = page.getByRole('region', { name: text('home.testimonials.title', 'ar') });
    await expect(testimonials.getByRole('figure').filter({ hasText: name })).toContainText(
      'تكوين عملي ومدرّبون متاحون.',
    );
    await expect(page.getByText(arabic)).toBeVisible();

    await page.goto('/admin/content');
    await page.getByRole('button', { name: text('admin_content.testimonials.hide_label', 'fr', { name }) }).click();
    await expect(page.getByRole('listitem').filter({ hasText: name })).toContainText(
      text('admin_content.testimonials.hidden'),
    );
    await page.goto('/?lng=fr');
    await expect(page.getByText(french)).toBeVisible();
    await expect(page.getByText(name)).toHaveCount(0);
  } finally {
    // The shared server goes back to what the other specs expect.
    await request.put('/api/site-content/texts', { headers: auth, data: before });
    const list = (await (await request.get('/api/testimonials', { headers: auth })).json()) as {
      _id: string;
      name: string;
    }[];
    for (const item of list.filter((each) => each.name === name))
      await request.delete(`/api/testimonials/${item._id}`, { headers: auth });
  }
});
