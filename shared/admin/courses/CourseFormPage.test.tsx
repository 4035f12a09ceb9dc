import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  button,
  fill,
  INSTRUCTORS,
  json,
  makeCourse,
  type LanguageName,
  png,
  renderAdminCourses,
  select,
  setUpCourseScreenTests,
  spinbutton,
  stubApi,
  tab,
  textbox,
} from './testing.tsx';

interface LanguageValues {
  title?: string;
  duration: string;
  description: string;
  point: string;
  moduleTitle: string;
  moduleContent: string;
}

const CONTENT: Record<LanguageName, LanguageValues> = {
  Français: {
    title: 'Python pour débutants',
    duration: '3 mois',
    description: 'Apprendre Python.',
    point: 'Écrire un script',
    moduleTitle: 'Les bases',
    moduleContent: 'Variables et boucles',
  },
  English: {
    title: 'Python for beginners',
    duration: '3 months',
    description: 'Learn Python.',
    point: 'Write a script',
    moduleTitle: 'The basics',
    moduleContent: 'Variables and loops',
  },
  العربية: {
    title: 'بايثون للمبتدئين',
    duration: '3 أشهر',
    description: 'تعلّم بايثون.',
    point: 'كتابة برنامج',
    moduleTitle: 'الأساسيات',
    moduleContent: 'المتغيرات والحلقات',
  },
};

async function fillLanguage(user: UserEvent, language: LanguageName, values: LanguageValues) {
  await user.click(tab(language));
  if (values.title !== undefined) await fill(user, textbox(`Titre (${language})`), values.title);
  await fill(user, textbox(`Durée (${language})`), values.duration);
  await fill(user, textbox(`Description (${language})`), values.description);
  await fill(user, textbox(`Point 1 (${language})`), values.point);
  await fill(user, textbox(`Titre du module 1 (${language})`), values.moduleTitle);
  await fill(user, textbox(`Contenu du module 1 (${language})`), values.moduleContent);
}

async function fillGeneral(user: UserEvent, { price = '900', salePrice = '' } = {}) {
  await fill(user, spinbutton('Prix (TND)'), price);
  await fill(user, spinbutton('Prix promotionnel (TND)'), salePrice);
}

/** Fills the whole course: its prices, then each language's texts, in the tabs' order unless told otherwise. */
async function fillCourse(user: UserEvent, order: readonly LanguageName[] = ['Français', 'English', 'العربية']) {
  await fillGeneral(user);
  for (const language of order) await fillLanguage(user, language, CONTENT[language]);
}

async function openAddForm(instructors: unknown = INSTRUCTORS, extra: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    'GET /api/instructors': () => json(instructors),
    'GET /api/courses/all': () => json([]),
    ...extra,
  });
  await renderAdminCourses('/admin/courses/add');
  await screen.findByRole('heading', { level: 1, name: 'Ajouter un Nouveau Cours' });
  await screen.findByRole('button', { name: 'Ajouter le Cours' });
  return api;
}

// A form this large takes a test DOM a few seconds to fill in.
vi.setConfig({ testTimeout: 30_000 });

setUpCourseScreenTests();

describe('the add course form', () => {
  it('starts with the first instructor, the first category, Débutant and Classique', async () => {
    await openAddForm();
    expect(screen.getByRole('link', { name: 'Retour aux cours' })).toHaveAttribute('href', '/admin/courses');
    expect(select('Formateur')).toHaveValue('i1');
    expect(select('Catégorie')).toHaveValue('Informatique');
    expect(select('Niveau')).toHaveValue('Débutant');
    expect(select('Rythme')).toHaveValue('Classique');
    expect(textbox('Durée (Français)')).toHaveAccessibleDescription('ex: 3 mois');
    expect(spinbutton('Prix promotionnel (TND)')).toHaveAttribute('placeholder', 'Laisser vide si pas de promo');
    expect(screen.getByLabelText('Image du cours')).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    for (const heading of ['Informations Générales', 'Contenu Traduisible', 'Acquis & Programme']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(tab('Français')).toHaveAttribute('aria-selected', 'true');
    expect(button('Ajouter le Cours')).toBeEnabled();
  });

  it('with no instructor, shows the disabled select, the message and a disabled submit', async () => {
    await openAddForm([]);
    const instructor = select('Formateur');
    expect(instructor).toBeDisabled();
    expect(within(instructor).getByRole('option')).toHaveTextContent("Veuillez d'abord ajouter un formateur");
    expect(instructor).toHaveAccessibleDescription("Veuillez d'abord ajouter un formateur.");
    expect(button('Ajouter le Cours')).toBeDisabled();
  });

  it('says so when the instructors cannot be loaded', async () => {
    await openAddForm(undefined, { 'GET /api/instructors': () => json({ message: 'Boom' }, 500) });
    expect(await screen.findByText('Impossible de charger les formateurs.')).toBeInTheDocument();
    expect(select('Formateur')).toBeDisabled();
    expect(button('Ajouter le Cours')).toBeDisabled();
  });

  it('switches language with the tabs, by click and with the arrow keys', async () => {
    const user = userEvent.setup();
    await openAddForm();
    expect(screen.getByRole('tablist', { name: 'Langue du contenu' })).toBeInTheDocument();
    expect(textbox('Titre (Français)')).toBeVisible();

    await user.click(tab('English'));
    expect(tab('English')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', tab('English').id);
    expect(textbox('Titre (English)')).toHaveAttribute('lang', 'en');
    expect(screen.queryByRole('textbox', { name: 'Titre (Français)' })).not.toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(tab('العربية')).toHaveAttribute('aria-selected', 'true');
    expect(tab('العربية')).toHaveFocus();
    expect(textbox('Titre (العربية)')).toHaveAttribute('dir', 'rtl');
    await user.keyboard('{ArrowRight}');
    expect(tab('Français')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab('العربية')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab('Français')).toHaveAttribute('aria-selected', 'true');
  });

  it('adds and removes learning points and modules, always keeping one of each', async () => {
    const user = userEvent.setup();
    await openAddForm();
    expect(button('Retirer le point 1')).toBeDisabled();
    expect(button('Retirer le module 1')).toBeDisabled();

    await user.click(button('Ajouter un point'));
    expect(textbox('Point 2 (Français)')).toHaveFocus();
    expect(button('Retirer le point 1')).toBeEnabled();
    await user.type(textbox('Point 2 (Français)'), 'Deuxième');
    await user.click(button('Retirer le point 1'));
    expect(textbox('Point 1 (Français)')).toHaveValue('Deuxième');
    expect(screen.queryByRole('textbox', { name: 'Point 2 (Français)' })).not.toBeInTheDocument();
    expect(button('Retirer le point 1')).toBeDisabled();

    await user.click(button('Ajouter un module'));
    expect(textbox('Titre du module 2 (Français)')).toHaveFocus();
    // A module exists in every language: the English tab shows it too; points stay per language.
    await user.click(tab('English'));
    expect(textbox('Titre du module 2 (English)')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Point 2 (English)' })).not.toBeInTheDocument();
    await user.click(button('Retirer le module 2'));
    expect(screen.queryByRole('textbox', { name: 'Titre du module 2 (English)' })).not.toBeInTheDocument();
    expect(button('Retirer le module 1')).toBeDisabled();
  });

  it('blocks a submit with a missing Arabic title, marks the Arabic tab and shows the field', async () => {
    const user = userEvent.setup();
    const api = await openAddForm();
    await fillGeneral(user);
    await fillLanguage(user, 'العربية', { ...CONTENT['العربية'], title: undefined });
    await fillLanguage(user, 'English', CONTENT.English);
    await fillLanguage(user, 'Français', CONTENT.Français);

    await user.click(button('Ajouter le Cours'));

    const arabic = await screen.findByRole('tab', { name: 'العربية (erreurs)' });
    expect(arabic).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Français' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'English' })).toBeInTheDocument();
    const title = textbox('Titre (العربية)');
    expect(title).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();
    expect(screen.getByText('Certains champs sont à corriger : ils sont signalés en rouge.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/courses')).toHaveLength(0);

    // Corrected, the mark goes away as the admin types.
    await user.type(title, 'بايثون');
    expect(await screen.findByRole('tab', { name: 'العربية' })).toBeInTheDocument();
  });

  it('requires the duration in French and marks the tab that lacks it', async () => {
    const user = userEvent.setup();
    const api = await openAddForm();
    await fillGeneral(user);
    await fillLanguage(user, 'Français', { ...CONTENT.Français, duration: '' });
    await fillLanguage(user, 'English', CONTENT.English);
    await fillLanguage(user, 'العربية', CONTENT['العربية']);

    await user.click(button('Ajouter le Cours'));

    expect(await screen.findByRole('tab', { name: 'Français (erreurs)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'English' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'العربية' })).toBeInTheDocument();
    const duration = textbox('Durée (Français)');
    expect(duration).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(duration).toHaveFocus();
    expect(api.callsTo('POST /api/courses')).toHaveLength(0);
  });

  it('requires the title and description in English, and marks every other English text "à traduire" without refusing it', async () => {
    const user = userEvent.setup();
    await openAddForm();
    await fillGeneral(user);
    await fillLanguage(user, 'Français', CONTENT.Français);
    await fillLanguage(user, 'العربية', CONTENT['العربية']);
    await user.click(button('Ajouter le Cours'));

    expect(await screen.findByRole('tab', { name: 'English (erreurs)' })).toHaveAttribute('aria-selected', 'true');
    for (const name of ['Titre (English)', 'Description (English)'])
      expect(textbox(name)).toHaveAccessibleDescription('Ce champ est obligatoire.');
    for (const name of [
      'Durée (English) à traduire',
      'Titre du module 1 (English) à traduire',
      'Contenu du module 1 (English) à traduire',
    ]) {
      const input = screen.getByLabelText(name);
      expect(input).not.toHaveAttribute('aria-invalid');
      expect(input).not.toHaveAttribute('aria-required');
    }
    expect(
      screen.getByRole('group', { name: 'Ce que les participants apprendront (English) à traduire' }),
    ).toBeInTheDocument();
    expect(textbox('Point 1 (English)')).not.toHaveAccessibleDescription();
    expect(screen.queryByRole('tab', { name: /Français \(erreurs\)/ })).not.toBeInTheDocument();
    // Arabic is whole: nothing to translate there.
    expect(screen.getByRole('tab', { name: 'العربية' })).toBeInTheDocument();
  });

  it('sends a course written in French but its title and description, its English and Arabic tabs marked "à traduire"', async () => {
    const user = userEvent.setup();
    const api = await openAddForm(INSTRUCTORS, { 'POST /api/courses': () => json(makeCourse('new'), 201) });
    await fillGeneral(user);
    await fillLanguage(user, 'Français', CONTENT.Français);
    for (const language of ['English', 'العربية'] as const) {
      await user.click(tab(language));
      await fill(user, textbox(`Titre (${language})`), CONTENT[language].title!);
      await fill(user, textbox(`Description (${language})`), CONTENT[language].description);
    }
    expect(screen.getByRole('tab', { name: 'English (à traduire)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'العربية (à traduire)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Français' })).toBeInTheDocument();
    expect(screen.getByLabelText('Durée (العربية) à traduire')).toHaveValue('');

    await user.click(button('Ajouter le Cours'));
    expect(await screen.findByText('Cours ajouté avec succès !')).toBeInTheDocument();
    const body = api.callsTo('POST /api/courses')[0]?.body as FormData;
    expect(JSON.parse(body.get('duration') as string)).toEqual({ fr: '3 mois', en: '', ar: '' });
    expect(JSON.parse(body.get('learnings') as string)).toEqual({ fr: ['Écrire un script'], en: [], ar: [] });
  });

  it('requires the general fields and keeps the sale price below the price', async () => {
    const user = userEvent.setup();
    const api = await openAddForm();
    for (const language of ['Français', 'English', 'العربية'] as const)
      await fillLanguage(user, language, CONTENT[language]);
    await user.click(button('Ajouter le Cours'));
    await waitFor(() => expect(spinbutton('Prix (TND)')).toHaveAccessibleDescription('Ce champ est obligatoire.'));
    expect(spinbutton('Prix (TND)')).toHaveFocus();

    await fillGeneral(user, { price: '500', salePrice: '600' });
    await user.click(button('Ajouter le Cours'));
    const sale = spinbutton('Prix promotionnel (TND)');
    await waitFor(() => expect(sale).toHaveAccessibleDescription('Le prix promotionnel doit être inférieur au prix.'));
    expect(sale).toHaveFocus();
    expect(api.callsTo('POST /api/courses')).toHaveLength(0);

    // Raising the price is enough: the sale price is checked again.
    await fill(user, spinbutton('Prix (TND)'), '700');
    await waitFor(() => expect(sale).not.toHaveAccessibleDescription());
  });

  it('refuses an image that is not JPEG, PNG or WebP, or is too large', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const api = await openAddForm();
    const input = screen.getByLabelText('Image du cours');
    await user.upload(input, new File(['gif'], 'anim.gif', { type: 'image/gif' }));
    expect(input).toHaveAccessibleDescription('Choisissez une image JPEG, PNG ou WebP.');
    await user.upload(input, png('huge.png', 5 * 1024 * 1024 + 1));
    expect(input).toHaveAccessibleDescription("L'image dépasse 5 Mo.");

    await fillCourse(user);
    await user.click(button('Ajouter le Cours'));
    await waitFor(() => expect(input).toHaveFocus());
    expect(api.callsTo('POST /api/courses')).toHaveLength(0);
  });

  it('sends the course as multipart with its image, shows the toasts and opens the saved course, where sessions can be added', async () => {
    const user = userEvent.setup();
    let answer!: (response: Response) => void;
    const api = await openAddForm(INSTRUCTORS, {
      'POST /api/courses': () => new Promise<Response>((resolve) => (answer = resolve)),
      'GET /api/courses/new/edit': () => json(makeCourse('new')),
      'GET /api/courses/new/sessions': () => json([]),
    });

    await user.selectOptions(select('Formateur'), 'i2');
    await user.selectOptions(select('Catégorie'), 'Langues');
    await fillGeneral(user, { price: '900', salePrice: '750' });
    const image = screen.getByLabelText('Image du cours');
    await user.upload(image, png('first.png'));
    await user.upload(image, png('cover.png'));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:first.png');
    expect(screen.getByRole('img', { name: 'Nouvelle image' })).toHaveAttribute('src', 'blob:cover.png');
    for (const language of ['Français', 'English', 'العربية'] as const)
      await fillLanguage(user, language, CONTENT[language]);
    await user.click(button('Ajouter un point'));
    await user.type(textbox('Point 2 (العربية)'), 'نقطة ثانية');

    await user.click(button('Ajouter le Cours'));
    expect(await screen.findByText('Création du cours...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enregistrement...' })).toBeDisabled();
    answer(json(makeCourse('new'), 201));

    expect(await screen.findByText('Cours ajouté avec succès !')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/courses\/edit\/new$/));
    expect(await screen.findByRole('heading', { level: 1, name: 'Modifier le Cours' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Ajouter une session' })).toBeInTheDocument();
    // Released when the form unmounts, which can follow the navigation by a moment.
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:cover.png'));

    const [init] = api.callsTo('POST /api/courses');
    const body = init?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(JSON.parse(body.get('title') as string)).toEqual({
      fr: 'Python pour débutants',
      en: 'Python for beginners',
      ar: 'بايثون للمبتدئين',
    });
    expect(JSON.parse(body.get('learnings') as string)).toEqual({
      fr: ['Écrire un script'],
      en: ['Write a script'],
      ar: ['كتابة برنامج', 'نقطة ثانية'],
    });
    expect(JSON.parse(body.get('syllabus') as string)).toEqual([
      {
        title: { fr: 'Les bases', en: 'The basics', ar: 'الأساسيات' },
        content: { fr: 'Variables et boucles', en: 'Variables and loops', ar: 'المتغيرات والحلقات' },
      },
    ]);
    expect(JSON.parse(body.get('duration') as string)).toEqual({ fr: '3 mois', en: '3 months', ar: '3 أشهر' });
    expect(
      Object.fromEntries(
        ['instructor', 'category', 'price', 'salePrice', 'skillLevel', 'learningPace'].map((key) => [
          key,
          body.get(key),
        ]),
      ),
    ).toEqual({
      instructor: 'i2',
      category: 'Langues',
      price: '900',
      salePrice: '750',
      skillLevel: 'Débutant',
      learningPace: 'Classique',
    });
    expect((body.get('image') as File).name).toBe('cover.png');
  });

  it("shows the server's message and puts its field problems beside the fields", async () => {
    const user = userEvent.setup();
    await openAddForm(INSTRUCTORS, {
      'POST /api/courses': () =>
        json(
          {
            message: 'Invalid input for syllabus.0.content.en: At most 5000 characters.',
            errors: [{ path: 'syllabus.0.content.en', code: 'too_long', message: 'At most 5000 characters.' }],
          },
          400,
        ),
    });
    await fillCourse(user, ['English', 'العربية', 'Français']);
    await user.click(button('Ajouter le Cours'));

    expect(
      await screen.findByText('Invalid input for syllabus.0.content.en: At most 5000 characters.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'English (erreurs)' })).toHaveAttribute('aria-selected', 'true');
    expect(textbox('Contenu du module 1 (English)')).toHaveAccessibleDescription('Ce texte est trop long.');
    expect(button('Ajouter le Cours')).toBeEnabled();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/courses/add');
  });

  it('checks the page address typed, and shows beside it an address another course has', async () => {
    const user = userEvent.setup();
    const api = await openAddForm(INSTRUCTORS, {
      'POST /api/courses': () =>
        json(
          {
            message: 'The address "en" is already another course\'s.',
            code: 'slug_taken',
            errors: [{ path: 'slug.en', code: 'slug_taken', message: 'Taken.' }],
          },
          400,
        ),
    });
    await fillCourse(user);
    await fill(user, textbox('Adresse de la page (English)'), 'Python Basics');
    await user.click(button('Ajouter le Cours'));
    expect(await screen.findByRole('tab', { name: 'English (erreurs)' })).toHaveAttribute('aria-selected', 'true');
    expect(textbox('Adresse de la page (English)')).toHaveAccessibleDescription(
      "Utilisez des minuscules, des chiffres et des tirets seulement (pas d'espace ni de tiret au début ou à la fin).",
    );
    expect(api.callsTo('POST /api/courses')).toHaveLength(0);

    await fill(user, textbox('Adresse de la page (English)'), 'python-basics');
    await user.click(button('Ajouter le Cours'));
    await waitFor(() =>
      expect(textbox('Adresse de la page (English)')).toHaveAccessibleDescription(
        "Cette adresse est déjà celle d'un autre cours : choisissez-en une autre.",
      ),
    );
    // Blank addresses are left out: the server makes them from the titles.
    const body = api.callsTo('POST /api/courses')[0]?.body as FormData;
    expect(JSON.parse(body.get('slug') as string)).toEqual({ en: 'python-basics' });
  });

  it('falls back to the generic message when the server gives none', async () => {
    const user = userEvent.setup();
    await openAddForm(INSTRUCTORS, { 'POST /api/courses': () => new Response('oops', { status: 500 }) });
    await fillCourse(user);
    await user.click(button('Ajouter le Cours'));
    expect(await screen.findByText('Une erreur est survenue.')).toBeInTheDocument();
  });
});

describe('the course form in Arabic', () => {
  it('speaks Arabic and keeps the content fields in their own direction', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /api/instructors': () => json(INSTRUCTORS) });
    await renderAdminCourses('/admin/courses/add', 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'إضافة دورة جديدة' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'إضافة الدورة' });
    expect(spinbutton('السعر (TND)')).toBeInTheDocument();
    expect(textbox('العنوان (Français)')).toHaveAttribute('dir', 'ltr');
    // Right to left, the arrow pointing left goes to the next tab.
    await user.click(tab('Français'));
    await user.keyboard('{ArrowLeft}');
    expect(tab('English')).toHaveAttribute('aria-selected', 'true');
  });
});
