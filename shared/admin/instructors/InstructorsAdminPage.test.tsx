import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmRowAction, makeInstructor, renderAdminScreen, stubApi } from '../components/admin-test-utils.tsx';
import InstructorsAdminPage from './InstructorsAdminPage.tsx';

type LanguageName = 'Français' | 'English' | 'العربية';

/** An instructor whose title is written in each language (the API's shape). */
const instructor = (name: string, [fr, en, ar]: [string, string, string], extra: Record<string, unknown> = {}) =>
  makeInstructor({ name, title: { fr, en, ar }, ...extra });
const tab = (name: LanguageName) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });
const titleField = (language: LanguageName) => screen.getByLabelText(`Titre / Poste (${language}) *`, { exact: false });

/** Types the title into each language's tab, ending on French. */
async function typeTitles(titles: Partial<Record<LanguageName, string>>) {
  for (const language of ['English', 'العربية', 'Français'] as const) {
    const title = titles[language];
    if (title === undefined) continue;
    await userEvent.click(tab(language));
    await userEvent.type(titleField(language), title);
  }
}

const listItems = () => within(screen.getByRole('region', { name: /Liste des Formateurs/ })).queryAllByRole('listitem');
const photo = (name = 'portrait.png', type = 'image/png') =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type });

const originalCreate = URL.createObjectURL;
const originalRevoke = URL.revokeObjectURL;
beforeEach(() => {
  // the test DOM has no object URLs; the preview only needs one to show.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  URL.createObjectURL = originalCreate;
  URL.revokeObjectURL = originalRevoke;
});

describe('InstructorsAdminPage', () => {
  it('lists the instructors with their count, photo or initials, name and title', async () => {
    stubApi({
      'GET /instructors': {
        body: [
          instructor('Sami Ben Ali', ['Développeur full-stack', 'Full-stack developer', 'مطوّر متكامل'], {
            imageUrl: '/uploads/images/sami.webp',
          }),
          instructor('Nadia Haddad', ['Designer UX', 'UX designer', 'مصمّمة تجربة المستخدم']),
        ],
      },
    });
    const { container } = await renderAdminScreen(<InstructorsAdminPage />);

    expect(screen.getByText('Chargement...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Liste des Formateurs (2)' })).toBeInTheDocument();
    const [sami, nadia] = listItems();
    expect(within(sami!).getByText('Sami Ben Ali')).toBeInTheDocument();
    expect(within(sami!).getByText('Développeur full-stack')).toBeInTheDocument();
    expect(container.querySelector('img[src="/uploads/images/sami.webp"]')).toHaveClass('rounded-full');
    expect(within(nadia!).getByText('NH')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Formateurs' })).toBeInTheDocument();
  });

  it('narrows with the filter and pages past 25 instructors', async () => {
    const experts = Array.from({ length: 29 }, (_, index) =>
      instructor(`Formateur ${index}`, [`Expert ${index}`, `Expert ${index}`, `خبير ${index}`]),
    );
    stubApi({
      'GET /instructors': {
        body: [...experts, instructor('Nadia Haddad', ['Designer UX', 'UX designer', 'مصمّمة تجربة المستخدم'])],
      },
    });
    await renderAdminScreen(<InstructorsAdminPage />);
    await screen.findByRole('heading', { level: 2, name: 'Liste des Formateurs (30)' });
    expect(listItems()).toHaveLength(25);
    expect(screen.getByText('Page 1 sur 2')).toBeInTheDocument();

    const search = screen.getByRole('searchbox', { name: 'Rechercher un formateur' });
    await userEvent.type(search, 'designer');
    expect(listItems()).toHaveLength(1);
    expect(screen.getByText('Nadia Haddad')).toBeInTheDocument();
    // A title is found in any of its languages.
    await userEvent.clear(search);
    await userEvent.type(search, 'مصمّمة');
    expect(listItems()).toHaveLength(1);
  });

  it('adds an instructor with a photo, toasts, reloads the list and clears the form', async () => {
    const added = instructor('Amine Kefi', ['Analyste de données', 'Data analyst', 'محلّل بيانات'], {
      imageUrl: '/uploads/images/amine.webp',
    });
    let instructors = [instructor('Sami Ben Ali', ['Développeur', 'Developer', 'مطوّر'])];
    const api = stubApi({
      'GET /instructors': () => ({ body: instructors }),
      'POST /instructors': () => {
        instructors = [added, ...instructors];
        return { status: 201, body: added };
      },
    });
    await renderAdminScreen(<InstructorsAdminPage />);
    await screen.findByText('Sami Ben Ali');

    const name = screen.getByLabelText(/Nom complet/);
    const file = screen.getByLabelText('Photo') as HTMLInputElement;
    await userEvent.type(name, 'Amine Kefi');
    await typeTitles({ English: 'Data analyst', العربية: 'محلّل بيانات', Français: 'Analyste de données' });
    expect(titleField('Français')).toHaveAccessibleDescription('ex: Développeuse web senior');
    await userEvent.upload(file, photo());
    expect(screen.getByRole('img', { name: 'Aperçu de la photo' })).toHaveAttribute('src', 'blob:preview');
    expect(screen.getByText('portrait.png')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Ajouter le formateur' }));
    expect(await screen.findByText('Formateur ajouté avec succès !')).toBeInTheDocument();

    const post = api.calls.find((call) => call.method === 'POST')!;
    expect(post.path).toBe('/instructors');
    const body = post.body as FormData;
    expect(body.get('name')).toBe('Amine Kefi');
    expect(JSON.parse(body.get('title') as string)).toEqual({
      fr: 'Analyste de données',
      en: 'Data analyst',
      ar: 'محلّل بيانات',
    });
    expect((body.get('avatar') as File).name).toBe('portrait.png');
    expect(post.headers.get('Authorization')).toBe('Bearer t');

    expect(await screen.findByRole('heading', { level: 2, name: 'Liste des Formateurs (2)' })).toBeInTheDocument();
    expect(screen.getByText('Amine Kefi')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Nom complet/)).toHaveValue(''));
    for (const language of ['Français', 'English', 'العربية'] as const) expect(titleField(language)).toHaveValue('');
    expect(tab('Français')).toHaveAttribute('aria-selected', 'true');
    expect((screen.getByLabelText('Photo') as HTMLInputElement).files).toHaveLength(0);
    expect(screen.queryByRole('img', { name: 'Aperçu de la photo' })).not.toBeInTheDocument();
    expect(screen.getByText('Aucune photo choisie')).toBeInTheDocument();
  });

  it('edits an instructor in place: the form starts from their values, a new title is saved as JSON, the photo stays', async () => {
    const sami = instructor('Sami Ben Ali', ['Développeur', 'Developer', 'مطوّر'], {
      _id: 'i-sami',
      imageUrl: '/uploads/images/sami.webp',
    });
    let instructors: Record<string, unknown>[] = [sami];
    const api = stubApi({
      'GET /instructors': () => ({ body: instructors }),
      'PUT /instructors/i-sami': () => {
        instructors = [{ ...sami, title: { fr: 'Développeur senior', en: 'Developer', ar: 'مطوّر' } }];
        return { body: instructors[0] };
      },
    });
    await renderAdminScreen(<InstructorsAdminPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Modifier le formateur Sami Ben Ali' }));

    expect(screen.getByRole('heading', { level: 2, name: 'Modifier le formateur' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Nom complet/)).toHaveValue('Sami Ben Ali');
    expect(titleField('Français')).toHaveValue('Développeur');
    expect(screen.getByText('Photo actuelle conservée')).toBeInTheDocument();
    await userEvent.type(titleField('Français'), ' senior');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));

    expect(await screen.findByText('Formateur modifié !')).toBeInTheDocument();
    const put = api.calls.find((call) => call.method === 'PUT')!;
    expect(JSON.parse(put.body as string)).toEqual({
      name: 'Sami Ben Ali',
      title: { fr: 'Développeur senior', en: 'Developer', ar: 'مطوّر' },
    });
    expect(put.headers.get('Authorization')).toBe('Bearer t');
    // Back to adding, with the list showing the new title.
    expect(await screen.findByRole('heading', { level: 2, name: 'Ajouter un formateur' })).toBeInTheDocument();
    expect(await screen.findByText('Développeur senior')).toBeInTheDocument();
    expect(screen.getByLabelText(/Nom complet/)).toHaveValue('');
  });

  it('sends a new photo of an edited instructor as multipart, and cancels without sending anything', async () => {
    const nadia = instructor('Nadia Haddad', ['Designer UX', 'UX designer', 'مصمّمة'], { _id: 'i-nadia' });
    const api = stubApi({ 'GET /instructors': { body: [nadia] }, 'PUT /instructors/i-nadia': { body: nadia } });
    await renderAdminScreen(<InstructorsAdminPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Modifier le formateur Nadia Haddad' }));
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Ajouter un formateur' })).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Modifier le formateur Nadia Haddad' }));
    await userEvent.upload(screen.getByLabelText('Photo') as HTMLInputElement, photo('nadia.png'));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findByText('Formateur modifié !')).toBeInTheDocument();
    const body = api.calls.find((call) => call.method === 'PUT')!.body as FormData;
    expect(body.get('name')).toBe('Nadia Haddad');
    expect(JSON.parse(body.get('title') as string)).toEqual({ fr: 'Designer UX', en: 'UX designer', ar: 'مصمّمة' });
    expect((body.get('avatar') as File).name).toBe('nadia.png');
  });

  it('requires a name and a title in each language, and takes only images up to 5 MB', async () => {
    const api = stubApi({ 'GET /instructors': { body: [] } });
    await renderAdminScreen(<InstructorsAdminPage />);
    expect(
      await screen.findByText('Aucun formateur pour le moment. Ajoutez le premier avec le formulaire.'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Ajouter le formateur' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Nom complet/)).toHaveAccessibleDescription('Ce champ est obligatoire.'),
    );
    expect(screen.getByLabelText(/Nom complet/)).toHaveFocus();
    expect(titleField('Français')).toHaveAccessibleDescription('Ce champ est obligatoire.');
    for (const language of ['Français', 'English', 'العربية'] as const)
      expect(tab(language)).toHaveAccessibleName(`${language} (erreurs)`);

    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Photo'), photo('cv.pdf', 'application/pdf'));
    expect(screen.getByText('Choisissez une image JPEG, PNG ou WebP.')).toBeInTheDocument();
    const big = photo('huge.jpg', 'image/jpeg');
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    await user.upload(screen.getByLabelText('Photo'), big);
    expect(screen.getByText('Cette image dépasse 5 Mo.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Aperçu de la photo' })).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("shows the server's message when the add fails, else the spec's text, and keeps the form", async () => {
    let reply = { status: 415, body: { message: 'The image must be a JPEG, PNG or WebP file.' } as unknown };
    stubApi({ 'GET /instructors': { body: [] }, 'POST /instructors': () => reply });
    await renderAdminScreen(<InstructorsAdminPage />);
    await userEvent.type(await screen.findByLabelText(/Nom complet/), 'Amine Kefi');
    await typeTitles({ Français: 'Analyste de données', English: 'Data analyst', العربية: 'محلّل بيانات' });

    await userEvent.click(screen.getByRole('button', { name: 'Ajouter le formateur' }));
    expect(await screen.findByText('The image must be a JPEG, PNG or WebP file.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Nom complet/)).toHaveValue('Amine Kefi');

    reply = { status: 500, body: {} };
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter le formateur' }));
    expect(await screen.findByText('Une erreur est survenue.')).toBeInTheDocument();
  });

  it("puts a 400's problem beside its field, in its language's tab, focused", async () => {
    const refusal = {
      message: 'Invalid input.',
      code: 'invalid_input',
      errors: [{ path: 'title.ar', code: 'control_characters', message: 'No control characters.' }],
    };
    stubApi({ 'GET /instructors': { body: [] }, 'POST /instructors': { status: 400, body: refusal } });
    await renderAdminScreen(<InstructorsAdminPage />);
    await userEvent.type(await screen.findByLabelText(/Nom complet/), 'Amine Kefi');
    await typeTitles({ Français: 'Analyste de données', English: 'Data analyst', العربية: 'محلّل بيانات' });

    await userEvent.click(screen.getByRole('button', { name: 'Ajouter le formateur' }));

    expect(await screen.findByRole('tab', { name: 'العربية (erreurs)' })).toHaveAttribute('aria-selected', 'true');
    const arabic = titleField('العربية');
    await waitFor(() => expect(arabic).toHaveFocus());
    expect(arabic).toHaveAttribute('aria-invalid', 'true');
    expect(arabic).toHaveValue('محلّل بيانات');
  });

  it('deletes after the confirmation; a refusal shows the server’s reason', async () => {
    const sami = makeInstructor({ name: 'Sami Ben Ali' });
    const nadia = makeInstructor({ name: 'Nadia Haddad' });
    let instructors = [sami, nadia];
    stubApi({
      'GET /instructors': () => ({ body: instructors }),
      [`DELETE /instructors/${sami._id}`]: {
        status: 409,
        body: {
          message:
            'This instructor still teaches the course: "React". Assign it to another instructor or delete it first.',
          code: 'instructor_in_use',
          params: { courses: '« React »' },
        },
      },
      [`DELETE /instructors/${nadia._id}`]: () => {
        instructors = [sami];
        return { body: { message: 'Instructor deleted.' } };
      },
    });
    await renderAdminScreen(<InstructorsAdminPage />);

    await confirmRowAction('Supprimer le formateur Sami Ben Ali', 'Supprimer', {
      question: 'Voulez-vous vraiment supprimer ce formateur ?',
      naming: 'Sami Ben Ali',
    });
    expect(
      await screen.findByText(
        "Ce formateur anime encore : « React ». Confiez ces cours à un autre formateur ou supprimez-les d'abord.",
      ),
    ).toBeInTheDocument();

    await confirmRowAction('Supprimer le formateur Nadia Haddad', 'Supprimer');
    expect(await screen.findByText('Formateur supprimé !')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Liste des Formateurs (1)' })).toBeInTheDocument();
    expect(screen.queryByText('Nadia Haddad')).not.toBeInTheDocument();
  });

  it('falls back to its own text when a delete fails without a message', async () => {
    const sami = makeInstructor({ name: 'Sami Ben Ali' });
    stubApi({ 'GET /instructors': { body: [sami] }, [`DELETE /instructors/${sami._id}`]: { status: 500, body: {} } });
    await renderAdminScreen(<InstructorsAdminPage />);
    await confirmRowAction('Supprimer le formateur Sami Ben Ali', 'Supprimer');
    expect(await screen.findByText('Erreur lors de la suppression.')).toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    stubApi({ 'GET /instructors': { body: [makeInstructor({ name: 'Sami Ben Ali' })] } });
    await renderAdminScreen(<InstructorsAdminPage />, { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 2, name: 'قائمة المدرّبين (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إضافة المدرّب' })).toBeInTheDocument();
  });

  it("shows each title in the admin's language, in French where that one is missing", async () => {
    const instructors = [
      instructor('Sami Ben Ali', ['Développeur full-stack', 'Full-stack developer', 'مطوّر متكامل']),
      instructor('Nadia Haddad', ['Designer UX', 'UX designer', ' ']),
    ];
    stubApi({ 'GET /instructors': { body: instructors } });
    const { unmount } = await renderAdminScreen(<InstructorsAdminPage />, { language: 'en' });
    expect(await screen.findByText('Full-stack developer')).toBeInTheDocument();
    expect(screen.getByText('UX designer')).toBeInTheDocument();
    unmount();

    await renderAdminScreen(<InstructorsAdminPage />, { language: 'ar' });
    expect(await screen.findByText('مطوّر متكامل')).toBeInTheDocument();
    expect(screen.getByText('Designer UX')).toBeInTheDocument();
    // The title is typed in the tab's own language and direction, whatever the screen's.
    expect(screen.getByLabelText(/Français/, { selector: 'input' })).toHaveAttribute('dir', 'ltr');
  });

  it('opens the tab of a title left out and sends nothing', async () => {
    const api = stubApi({ 'GET /instructors': { body: [] } });
    await renderAdminScreen(<InstructorsAdminPage />);
    await userEvent.type(await screen.findByLabelText(/Nom complet/), 'Amine Kefi');
    await typeTitles({ Français: 'Analyste de données', English: 'Data analyst' });

    await userEvent.click(screen.getByRole('button', { name: 'Ajouter le formateur' }));

    expect(await screen.findByRole('tab', { name: 'العربية (erreurs)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Français' })).toBeInTheDocument();
    const arabic = titleField('العربية');
    expect(arabic).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(arabic).toHaveFocus();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});
