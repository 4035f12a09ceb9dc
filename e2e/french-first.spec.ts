/**
 * French first, at a readable address: staff add a course written in French (its title and
 * description, which the spec asks in three languages, aside), publish it, and visitors read its
 * English and Arabic pages, at their own slugs, in French meanwhile; the admin's list says what is
 * still to translate. The course is deleted at the end: specs share one seeded server.
 */
import type { Page } from '@playwright/test';
import { adminToken } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';

test.use({ signedIn: true });

const PICTURE_SAVED = { timeout: 20_000 };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A form field by its label, the required mark (" *") and the "to translate" one aside. */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${escapeRegExp(label)}(?: \\*)?(?: à traduire)?$`));
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test('a course written in French only reads in French on its English and Arabic pages, and is marked "à traduire" in the admin', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const titles = { Français: `Excel avancé ${tag}`, English: `Advanced Excel ${tag}`, العربية: `إكسل متقدم ${tag}` };
  const french = {
    duration: '6 semaines',
    point: 'Construire un tableau de bord',
    moduleTitle: 'Les formules matricielles',
    moduleContent: 'RECHERCHEX et les plages dynamiques.',
  };

  const auth = { Authorization: `Bearer ${await adminToken(request)}` };
  let id: string | undefined;

  try {
    await page.goto('/admin/courses/add?lng=fr');
    await page.getByLabel(/^Prix \(/).fill('450');
    await field(page, 'Titre (Français)').fill(titles.Français);
    await field(page, 'Durée (Français)').fill(french.duration);
    await field(page, 'Description (Français)').fill('Des tableaux qui parlent.');
    await field(page, 'Point 1 (Français)').fill(french.point);
    await field(page, 'Titre du module 1 (Français)').fill(french.moduleTitle);
    await field(page, 'Contenu du module 1 (Français)').fill(french.moduleContent);
    for (const language of ['English', 'العربية'] as const) {
      await page.getByRole('tab', { name: new RegExp(`^${language}`) }).click();
      await field(page, `Titre (${language})`).fill(titles[language]);
      await field(page, `Description (${language})`).fill(
        language === 'English' ? 'Tables that speak.' : 'جداول ناطقة.',
      );
      // The rest waits for its translation: marked on the field and on the tab.
      await expect(page.getByLabel(`Durée (${language}) à traduire`)).toBeVisible();
      await expect(page.getByRole('tab', { name: `${language} (à traduire)` })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Ajouter le Cours' }).click();
    await expect(toast(page, 'Cours ajouté avec succès !')).toBeVisible(PICTURE_SAVED);

    await page.goto('/admin/courses?lng=fr');
    await page.getByRole('searchbox', { name: 'Filtrer par titre ou catégorie' }).fill(titles.Français);
    const row = page.getByRole('row').filter({ hasText: titles.Français });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('à traduire')).toBeVisible();
    await expect(row.getByText('English : durée, acquis, programme')).toBeVisible();
    await expect(row.getByText('العربية : durée, acquis, programme')).toBeVisible();
    id = (await row.getByRole('link', { name: /^Modifier/ }).getAttribute('href'))!.split('/').pop()!;
    await row.getByRole('button', { name: `Publier « ${titles.Français} »` }).click();
    await expect(row.getByText('Publié')).toBeVisible();

    const course = (await (await request.get(`/api/courses/${id}`)).json()) as {
      slug: Record<'fr' | 'en' | 'ar', string>;
    };
    expect(course.slug).toEqual({ fr: `excel-avance-${tag}`, en: `advanced-excel-${tag}`, ar: `إكسل-متقدم-${tag}` });

    for (const [language, title] of [
      ['en', titles.English],
      ['ar', titles.العربية],
    ] as const) {
      const response = await page.goto(`/course/${encodeURIComponent(course.slug[language])}?lng=${language}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      for (const text of [french.duration, french.point, french.moduleTitle])
        await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`/course/${escapeRegExp(encodeURIComponent(course.slug[language]))}\\?lng=${language}$`),
      );
    }

    // The old address, by id, leads to the Arabic slug, ?lng= kept.
    await page.goto(`/course/${id}?lng=ar`);
    await expect(page).toHaveURL(new RegExp(`/course/${escapeRegExp(encodeURIComponent(course.slug.ar))}\\?lng=ar$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles.العربية);
  } finally {
    if (id) expect((await request.delete(`/api/courses/${id}`, { headers: auth })).status()).toBe(200);
  }
});
