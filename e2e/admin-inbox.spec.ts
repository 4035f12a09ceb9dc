/**
 * The admin's instructors and inbox screens against the real server: data arrives through the
 * public API as visitors send it, then the admin works on it in French. Tests share one server,
 * so each one makes its own records under unique names and finds them through the list filter.
 */
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page } from '@playwright/test';
import { pdf } from './support/api.ts';
import { consentBox } from './support/consent.ts';
import { downloadFrom } from './support/downloads.ts';
import { text } from './support/texts.ts';
import { expect, test } from './support/fixtures.ts';

// Every test here starts signed in as the admin.
test.use({ signedIn: true });

// A real 1×1 PNG: the server decodes photos before keeping them.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
// A PDF the server can parse (cross-reference table and trailer): it checks CVs' structure.
const PDF = pdf();

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Answers the confirmation dialog: it asks `question` (naming `naming`, when given); presses `button`. */
async function confirm(page: Page, question: string, button: 'Archiver' | 'Supprimer', naming?: string) {
  const dialog = page.getByRole('dialog', { name: 'Confirmation' });
  await expect(dialog.getByText(question, { exact: true })).toBeVisible();
  if (naming) await expect(dialog).toContainText(naming);
  await dialog.getByRole('button', { name: button, exact: true }).click();
}

/** Shows the list's archived requests (its `tab`), filtered on `name`: answers that row, seen with its archive date column. */
async function archivedRow(page: Page, tab: string, searchLabel: string, name: string) {
  await page.getByRole('button', { name: tab }).click();
  await page.getByRole('searchbox', { name: searchLabel }).fill(name);
  const archived = page.getByRole('row').filter({ hasText: name });
  await expect(archived).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Archivé le' })).toBeVisible();
  return archived;
}

/** Opens an admin list in French and keeps only the rows matching `text`. */
async function openList(page: Page, path: string, filterLabel: string, text: string) {
  await page.goto(`${path}?lng=fr`);
  await page.getByRole('searchbox', { name: filterLabel }).fill(text);
}

/** Sends a quote request from the company `company` as the public form does; answers the response. */
const sendQuoteRequest = (request: APIRequestContext, company: string, fields: Record<string, string> = {}) =>
  request.post('/api/company-leads', {
    data: {
      companyName: company,
      contactName: 'Hichem Gharbi',
      email: 'hichem@societe.tn',
      message: 'Formation Excel pour 12 personnes.',
      ...fields,
    },
  });

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test('adds an instructor with a photo, sees it in the list, then deletes it', async ({ page }) => {
  const name = unique('Formatrice');
  await page.goto('/admin/instructors?lng=fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Formateurs' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Liste des Formateurs \(\d+\)$/ })).toBeVisible();

  await page.getByLabel(/Nom complet/).fill(name);
  // The title in each language, one tab after the other.
  for (const [language, title] of [
    ['Français', 'Cheffe de projet digital'],
    ['English', 'Digital project lead'],
    ['العربية', 'رئيسة مشاريع رقمية'],
  ]) {
    await page.getByRole('tab', { name: language }).click();
    await page.getByLabel(`Titre / Poste (${language})`).fill(title!);
  }
  await page.getByLabel('Photo').setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Aperçu de la photo' })).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter le formateur' }).click();
  // Answered once the photo is encoded in each of its sizes: seconds, when the whole suite shares two cores.
  await expect(toast(page, 'Formateur ajouté avec succès !')).toBeVisible({ timeout: 20_000 });

  // The form is empty again, preview and file included.
  await expect(page.getByLabel(/Nom complet/)).toHaveValue('');
  await expect(page.getByLabel('Titre / Poste (Français)')).toHaveValue('');
  await expect(page.getByRole('img', { name: 'Aperçu de la photo' })).toHaveCount(0);
  expect(await page.getByLabel('Photo').evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);

  await page.getByRole('searchbox', { name: 'Rechercher un formateur' }).fill(name);
  const item = page.getByRole('listitem').filter({ hasText: name });
  await expect(item).toBeVisible();
  await expect(item.getByText('Cheffe de projet digital')).toBeVisible();
  const avatar = item.locator('img');
  await expect(avatar).toHaveAttribute('src', /^\/uploads\//);
  expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await item.getByRole('button', { name: `Supprimer le formateur ${name}` }).click();
  await confirm(page, 'Voulez-vous vraiment supprimer ce formateur ?', 'Supprimer');
  await expect(toast(page, 'Formateur supprimé !')).toBeVisible();
  await expect(item).toHaveCount(0);
});

test("refuses to delete an instructor who still teaches, with the server's reason", async ({ page, request }) => {
  const [course] = (await (await request.get('/api/courses')).json()) as { _id: string }[];
  const busy = ((await (await request.get(`/api/courses/${course!._id}`)).json()) as { instructor: { name: string } })
    .instructor.name;
  await openList(page, '/admin/instructors', 'Rechercher un formateur', busy);
  await page
    .getByRole('button', { name: `Supprimer le formateur ${busy}` })
    .first()
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer', exact: true }).click();
  // The server's reason, in the admin's language, naming the course.
  await expect(toast(page, 'Ce formateur anime encore')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: busy }).first()).toBeVisible();
});

test("reads a pre-registration's message, archives it and finds it among the archived", async ({ page, request }) => {
  const name = unique('Inès');
  const message = `Bonjour, je suis disponible le soir. (${name})`;
  const sent = await request.post('/api/leads', {
    data: {
      name,
      email: 'ines@exemple.tn',
      phone: '+216 22 123 456',
      courseOfInterest: 'Développement Web Full-Stack',
      learningPaceInterest: 'Intensif',
      message,
    },
  });
  expect(sent.status()).toBe(201);
  await openList(page, '/admin/leads', 'Rechercher un contact', name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: 'ines@exemple.tn' })).toHaveAttribute('href', 'mailto:ines@exemple.tn');
  await expect(row.getByText('Développement Web Full-Stack')).toBeVisible();
  await expect(row.getByText('Intensif')).toBeVisible();

  await row.getByRole('button', { name: `Lire le message de ${name}` }).click();
  const viewer = page.getByRole('dialog', { name: `Message de ${name}` });
  await expect(viewer.getByText(message)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);

  await row.getByRole('button', { name: `Archiver le contact ${name}` }).click();
  await confirm(page, 'Voulez-vous vraiment archiver ce contact ?', 'Archiver');
  await expect(toast(page, 'Contact archivé !')).toBeVisible();
  await expect(row).toHaveCount(0);

  const archived = await archivedRow(page, 'Archivées', 'Rechercher un contact', name);
  await expect(archived.getByRole('button', { name: /Archiver/ })).toHaveCount(0);
});

test("downloads a candidature's CV as sent, under its original name, then deletes the candidature", async ({
  page,
  request,
}) => {
  const name = unique('Yassine');
  const fileName = `CV ${name}.pdf`;
  const sent = await request.post('/api/candidatures', {
    multipart: {
      name,
      email: 'yassine@exemple.tn',
      phone: '+216 55 000 111',
      message: 'Candidature spontanée.',
      cv: { name: fileName, mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(sent.status()).toBe(201);
  await openList(page, '/admin/candidatures', 'Rechercher une candidature', name);
  await expect(page.getByRole('heading', { level: 1, name: /^Candidatures \(\d+\)$/ })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('link', { name: 'yassine@exemple.tn' })).toBeVisible();
  await expect(row.getByRole('link', { name: '+216 55 000 111' })).toBeVisible();

  const cvFile = await downloadFrom(row.getByRole('button', { name: `Télécharger le CV de ${name}` }), 'cv.pdf');
  expect(cvFile.name).toBe(fileName);
  expect(cvFile.bytes.equals(PDF)).toBe(true);

  await row.getByRole('button', { name: `Supprimer la candidature de ${name}` }).click();
  await confirm(page, 'Voulez-vous vraiment supprimer cette candidature ?', 'Supprimer');
  await expect(toast(page, 'Candidature supprimée !')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('deletes a company lead after the confirmation', async ({ page, request }) => {
  const company = unique('Société');
  const sent = await sendQuoteRequest(request, company, { phone: '74 000 111' });
  expect(sent.status()).toBe(201);
  await openList(page, '/admin/company-leads', 'Rechercher une demande', company);
  const row = page.getByRole('row').filter({ hasText: company });
  await expect(row.getByText('Hichem Gharbi')).toBeVisible();
  await expect(row.getByRole('link', { name: 'hichem@societe.tn' })).toBeVisible();

  await row.getByRole('button', { name: `Lire le message de ${company}` }).click();
  await expect(
    page.getByRole('dialog', { name: `Message de ${company}` }).getByText('Formation Excel pour 12 personnes.'),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  await row.getByRole('button', { name: `Supprimer la demande de ${company}` }).click();
  await confirm(page, 'Voulez-vous vraiment supprimer cette demande de devis ?', 'Supprimer');
  await expect(toast(page, 'Demande supprimée !')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('a message sent from the contact page reaches the Messages inbox, where it is read, archived, then deleted', async ({
  page,
}) => {
  const name = unique('Salma');
  const message = `Avez-vous des sessions le samedi matin ? (${name})`;
  await page.goto('/contact?lng=fr');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Envoyer le message' }) });
  await form.getByLabel('Nom complet').fill(name);
  await form.getByLabel('E-mail').fill('salma@exemple.tn');
  await form.getByLabel('Message').fill(message);
  await consentBox(form).check();
  await form.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(toast(page, 'Votre message a bien été envoyé !')).toBeVisible();

  // Reached from the sidebar, as staff find it.
  await page.goto('/admin?lng=fr');
  await page
    .getByRole('navigation', { name: 'Administration' })
    .getByRole('link', { name: 'Messages', exact: true })
    .click();
  await expect(page).toHaveURL(/\/admin\/messages$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Messages \(\d+\)$/ })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Rechercher un message' }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('link', { name: 'salma@exemple.tn' })).toHaveAttribute('href', 'mailto:salma@exemple.tn');
  await expect(row.getByText(message)).toBeVisible();

  await row.getByRole('button', { name: `Lire le message de ${name}` }).click();
  await expect(page.getByRole('dialog', { name: `Message de ${name}` }).getByText(message)).toBeVisible();
  await page.keyboard.press('Escape');

  await row.getByRole('button', { name: `Archiver le message de ${name}` }).click();
  await confirm(page, 'Voulez-vous vraiment archiver ce message ?', 'Archiver', name);
  await expect(toast(page, 'Message archivé !')).toBeVisible();
  await expect(row).toHaveCount(0);

  const archived = await archivedRow(page, 'Messages archivés', 'Rechercher un message', name);
  await archived.getByRole('button', { name: `Supprimer le message de ${name}` }).click();
  await confirm(page, 'Voulez-vous vraiment supprimer ce message ?', 'Supprimer', name);
  await expect(toast(page, 'Message supprimé !')).toBeVisible();
  await expect(archived).toHaveCount(0);
});

test('a quote request that filled the hidden anti-spam field waits under suspected spam until restored to the inbox', async ({
  page,
  request,
}) => {
  const company = unique('Société');
  const sent = await sendQuoteRequest(request, company, { website: 'http://promo.example' });
  // Answered like any other request: nothing tells a bot it was noticed.
  expect(sent.status()).toBe(201);
  await openList(page, '/admin/company-leads', 'Rechercher une demande', company);
  await expect(page.getByRole('heading', { level: 1, name: /^Demandes de devis \(\d+\)$/ })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: company });
  await expect(row).toHaveCount(0);

  await page.getByRole('button', { name: 'Spam suspecté' }).click();
  await expect(page.getByRole('note')).toContainText('conservées 30 jours, puis supprimées automatiquement');
  await page.getByRole('searchbox', { name: 'Rechercher une demande' }).fill(company);
  await expect(row.getByText('Hichem Gharbi')).toBeVisible();
  await row.getByRole('button', { name: `Ce n'est pas du spam : ${company}` }).click();
  await expect(toast(page, 'Remis dans la boîte de réception !')).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.getByRole('button', { name: 'Boîte de réception' }).click();
  await page.getByRole('searchbox', { name: 'Rechercher une demande' }).fill(company);
  await expect(row.getByText('Hichem Gharbi')).toBeVisible();
  await expect(row.getByRole('button', { name: `Supprimer la demande de ${company}` })).toBeVisible();
});

for (const language of ['fr', 'ar']) {
  test(`the instructors and inbox screens have no accessibility violations in ${language}`, async ({ page }) => {
    // Five screens, each loaded and analysed: more than the default 30 s on a loaded machine.
    test.setTimeout(90_000);
    // The admin speaks its own language (?lng= is the site's): chosen as the admin's selector keeps it.
    await page.addInitScript((value) => window.localStorage.setItem('takwin-admin-language', value), language);
    for (const path of [
      '/admin/instructors',
      '/admin/leads',
      '/admin/candidatures',
      '/admin/company-leads',
      '/admin/messages',
    ]) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Not 'networkidle': the admin keeps its live-events stream open. The list has loaded once
      // the loading message has gone and a table or the empty message shows.
      await expect(page.getByText(text('common.loading', language))).toHaveCount(0);
      await expect(page.locator('main table, main [role="status"], main p').first()).toBeVisible();
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .options({ resultTypes: ['violations'] })
        .analyze();
      expect(
        violations.map(
          (violation) => `${path}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
    }
  });
}
