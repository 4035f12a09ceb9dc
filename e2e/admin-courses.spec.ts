/**
 * The admin's course screens against the real server, in French: log in through the site's login
 * page, add a course in three languages with an image, publish it and find it on the public site,
 * change its price and image, delete it, log out. Tests share one server: the course has a unique
 * title and is found by it.
 */
import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { ADMIN } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';

/** The server answers a save with a picture once it is encoded in each of its sizes: seconds, when the whole suite shares two cores. */
const PICTURE_SAVED = { timeout: 20_000 };

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A real PNG of one colour, small enough to make here; the server decodes images before keeping them. */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A form field by its label, the required mark (" *") and the "to translate" one aside. */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${escapeRegExp(label)}(?: \\*)?(?: à traduire)?$`));

const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

interface StoredCourse {
  _id: string;
  price: number;
  imageUrl?: string;
  isPublished: boolean;
}

test('an admin adds a course in three languages, publishes, edits and deletes it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const title = unique('Arabe des affaires');
  const content = {
    Français: {
      title,
      duration: '2 mois',
      description: 'Un cours pour négocier en arabe.',
      point: 'Se présenter en réunion',
      moduleTitle: 'Premiers échanges',
      moduleContent: 'Salutations et présentations.',
    },
    English: {
      title: `${title} (EN)`,
      duration: '2 months',
      description: 'A course to negotiate in Arabic.',
      point: 'Introduce yourself in a meeting',
      moduleTitle: 'First exchanges',
      moduleContent: 'Greetings and introductions.',
    },
    العربية: {
      title: `${title} (AR)`,
      duration: 'شهران',
      description: 'دورة للتفاوض باللغة العربية.',
      point: 'التعريف بالنفس في اجتماع',
      moduleTitle: 'التبادلات الأولى',
      moduleContent: 'التحيات والتعارف.',
    },
  } as const;

  // Log in through the site: a wrong password first, with the server's message.
  await page.goto('/login?lng=fr');
  await field(page, 'E-mail').fill(ADMIN.email);
  await field(page, 'Mot de passe').fill('not-the-password');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  // The server's message, as the client words it in the page's language when it knows its code.
  await expect(toast(page, /^(?:E-mail ou mot de passe incorrect\.|Incorrect email or password\.)$/)).toBeVisible();
  await field(page, 'Mot de passe').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(toast(page, 'Connexion réussie !')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/courses$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gestion des Cours' })).toBeVisible();

  // Add the course.
  await page.getByRole('link', { name: 'Ajouter un cours' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ajouter un Nouveau Cours' })).toBeVisible();
  await expect(field(page, 'Niveau')).toHaveValue('Débutant');
  await expect(field(page, 'Rythme')).toHaveValue('Classique');
  await page.getByLabel(/^Prix \(/).fill('640');
  await field(page, 'Catégorie').selectOption('Langues');
  await page
    .getByLabel('Image du cours')
    .setInputFiles({ name: 'couverture.png', mimeType: 'image/png', buffer: png(48, 27, [15, 76, 129]) });
  await expect(page.getByRole('img', { name: 'Nouvelle image' })).toBeVisible();
  for (const [language, values] of Object.entries(content)) {
    await page.getByRole('tab', { name: language }).click();
    await field(page, `Titre (${language})`).fill(values.title);
    await field(page, `Durée (${language})`).fill(values.duration);
    await field(page, `Description (${language})`).fill(values.description);
    await field(page, `Point 1 (${language})`).fill(values.point);
    await field(page, `Titre du module 1 (${language})`).fill(values.moduleTitle);
    await field(page, `Contenu du module 1 (${language})`).fill(values.moduleContent);
  }
  await page.getByRole('button', { name: 'Ajouter le Cours' }).click();
  await expect(toast(page, 'Cours ajouté avec succès !')).toBeVisible(PICTURE_SAVED);
  // The saved course opens, where its sessions can now be added; then back to the list.
  await expect(page).toHaveURL(/\/admin\/courses\/edit\/[^/]+$/);
  await expect(page.getByRole('button', { name: 'Ajouter une session' })).toBeVisible();
  await page.getByRole('link', { name: 'Retour aux cours' }).click();
  await expect(page).toHaveURL(/\/admin\/courses$/);

  // It is a draft; publish it.
  await page.getByRole('searchbox', { name: 'Filtrer par titre ou catégorie' }).fill(title);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Brouillon')).toBeVisible();
  const editHref = await row.getByRole('link', { name: /^Modifier/ }).getAttribute('href');
  const id = editHref!.split('/').pop()!;
  await row.getByRole('button', { name: `Publier « ${title} »` }).click();
  await expect(toast(page, 'Statut mis à jour !')).toBeVisible();
  await expect(row.getByText('Publié')).toBeVisible();

  const published = (await (await request.get(`/api/courses/${id}`)).json()) as StoredCourse;
  expect(published).toMatchObject({ price: 640, isPublished: true });
  expect(published.imageUrl).toMatch(/^\/uploads\//);

  // Visitors find it on /courses.
  await page.goto('/courses?lng=fr');
  await page.getByRole('searchbox', { name: 'Rechercher une formation par son titre' }).fill(title);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  // Change its price and its image.
  await page.goto(`/admin/courses/edit/${id}?lng=fr`);
  await expect(page.getByRole('heading', { level: 1, name: 'Modifier le Cours' })).toBeVisible();
  await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'Image actuelle' })).toHaveAttribute('src', published.imageUrl!);
  await expect(page.getByLabel(/^Prix \(/)).toHaveValue('640');
  await expect(field(page, 'Catégorie')).toHaveValue('Langues');
  await page.getByLabel(/^Prix \(/).fill('777');
  await page
    .getByLabel('Image du cours')
    .setInputFiles({ name: 'nouvelle.png', mimeType: 'image/png', buffer: png(64, 36, [245, 158, 11]) });
  await page.getByRole('button', { name: 'Mettre à jour le Cours' }).click();
  await expect(toast(page, 'Cours mis à jour avec succès !')).toBeVisible(PICTURE_SAVED);
  await expect(page).toHaveURL(/\/admin\/courses$/);

  const edited = (await (await request.get(`/api/courses/${id}`)).json()) as StoredCourse;
  expect(edited).toMatchObject({ price: 777, isPublished: true });
  expect(edited.imageUrl).toMatch(/^\/uploads\//);
  expect(edited.imageUrl).not.toBe(published.imageUrl);
  expect((await request.get(edited.imageUrl!)).ok()).toBe(true);

  await page.goto(`/course/${id}?lng=fr`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(/^777\sDT$/).first()).toBeVisible();
  await expect(page.locator(`img[src="${edited.imageUrl}"]`)).toBeVisible();

  // Delete it, after the confirmation.
  await page.goto('/admin/courses?lng=fr');
  await page.getByRole('searchbox', { name: 'Filtrer par titre ou catégorie' }).fill(title);
  await row.getByRole('button', { name: `Supprimer « ${title} »` }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmation' });
  await expect(
    dialog.getByText('Êtes-vous sûr de vouloir supprimer ce cours ? Cette action est irréversible.', { exact: true }),
  ).toBeVisible();
  // Which course, under the spec's sentence; the safe choice has the focus.
  await expect(dialog.getByText(title, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Annuler' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Supprimer', exact: true }).click();
  await expect(toast(page, 'Cours supprimé !')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await request.get(`/api/courses/${id}`)).status()).toBe(404);

  // Log out.
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the add form marks the language whose fields are missing and sends nothing', async ({ openBrowser }) => {
  const page = await openBrowser({ signedIn: true });
  let posted = false;
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/courses') posted = true;
  });

  await page.goto('/admin/courses/add?lng=fr');
  await page.getByLabel(/^Prix \(/).fill('500');
  await page.getByLabel(/^Prix promotionnel/).fill('600');
  for (const language of ['Français', 'English']) {
    await page.getByRole('tab', { name: language }).click();
    await field(page, `Titre (${language})`).fill(`Titre ${language}`);
    await field(page, `Durée (${language})`).fill('3');
    await field(page, `Description (${language})`).fill('Description');
    await field(page, `Point 1 (${language})`).fill('Point');
    await field(page, `Titre du module 1 (${language})`).fill('Module');
    await field(page, `Contenu du module 1 (${language})`).fill('Contenu');
  }
  await page.getByRole('tab', { name: 'Français' }).click();
  await page.getByRole('button', { name: 'Ajouter le Cours' }).click();

  await expect(page.getByLabel(/^Prix promotionnel/)).toHaveAccessibleDescription(
    'Le prix promotionnel doit être inférieur au prix.',
  );
  const arabic = page.getByRole('tab', { name: 'العربية (erreurs)' });
  await expect(arabic).toHaveAttribute('aria-selected', 'true');
  await expect(field(page, 'Titre (العربية)')).toHaveAccessibleDescription('Ce champ est obligatoire.');
  await expect(page.getByRole('tab', { name: 'Français', exact: true })).toBeVisible();
  expect(posted).toBe(false);
});
