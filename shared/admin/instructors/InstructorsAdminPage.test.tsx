import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeInstructor, renderAdminScreen, stubApi } from '../components/admin-test-utils.tsx';
import InstructorsAdminPage from './InstructorsAdminPage.tsx';

const listItems = () => within(screen.getByRole('region', { name: /Liste des Formateurs/ })).queryAllByRole('listitem');
const photo = (name = 'portrait.png', type = 'image/png') => new File([new Uint8Array([137, 80, 78, 71])], name, { type });

const originalCreate = URL.createObjectURL;
const originalRevoke = URL.revokeObjectURL;
beforeEach(() => {
  // jsdom has no object URLs; the preview only needs one to show.
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
          makeInstructor({ name: 'Sami Ben Ali', title: 'Développeur full-stack', imageUrl: '/uploads/images/sami.webp' }),
          makeInstructor({ name: 'Nadia Haddad', title: 'Designer UX' }),
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
    stubApi({ 'GET /instructors': { body: [...Array.from({ length: 29 }, () => makeInstructor()), makeInstructor({ name: 'Nadia Haddad', title: 'Designer UX' })] } });
    await renderAdminScreen(<InstructorsAdminPage />);
    await screen.findByRole('heading', { level: 2, name: 'Liste des Formateurs (30)' });
    expect(listItems()).toHaveLength(25);
    expect(screen.getByText('Page 1 sur 2')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher un formateur' }), 'designer');
    expect(listItems()).toHaveLength(1);
    expect(screen.getByText('Nadia Haddad')).toBeInTheDocument();
  });

  it('adds an instructor with a photo, toasts, reloads the list and clears the form', async () => {
    const added = makeInstructor({ name: 'Amine Kefi', title: 'Data analyst', imageUrl: '/uploads/images/amine.webp' });
    let instructors = [makeInstructor({ name: 'Sami Ben Ali' })];
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
    const title = screen.getByLabelText(/Titre \/ Poste/);
    const file = screen.getByLabelText('Photo') as HTMLInputElement;
    await userEvent.type(name, 'Amine Kefi');
    await userEvent.type(title, 'Data analyst');
    await userEvent.upload(file, photo());
    expect(screen.getByRole('img', { name: 'Aperçu de la photo' })).toHaveAttribute('src', 'blob:preview');
    expect(screen.getByText('portrait.png')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Ajouter le formateur' }));
    expect(await screen.findByText('Formateur ajouté avec succès !')).toBeInTheDocument();

    const post = api.calls.find((call) => call.method === 'POST')!;
    expect(post.path).toBe('/instructors');
    const body = post.body as FormData;
    expect(body.get('name')).toBe('Amine Kefi');
    expect(body.get('title')).toBe('Data analyst');
    expect((body.get('avatar') as File).name).toBe('portrait.png');
    expect(post.headers.get('Authorization')).toBe('Bearer t');

    expect(await screen.findByRole('heading', { level: 2, name: 'Liste des Formateurs (2)' })).toBeInTheDocument();
    expect(screen.getByText('Amine Kefi')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Nom complet/)).toHaveValue(''));
    expect(screen.getByLabelText(/Titre \/ Poste/)).toHaveValue('');
    expect((screen.getByLabelText('Photo') as HTMLInputElement).files).toHaveLength(0);
    expect(screen.queryByRole('img', { name: 'Aperçu de la photo' })).not.toBeInTheDocument();
    expect(screen.getByText('Aucune photo choisie')).toBeInTheDocument();
  });

  it('requires a name and a title, and takes only images up to 5 MB', async () => {
    const api = stubApi({ 'GET /instructors': { body: [] } });
    await renderAdminScreen(<InstructorsAdminPage />);
    expect(await screen.findByText('Aucun formateur pour le moment. Ajoutez le premier avec le formulaire.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Ajouter le formateur' }));
    expect(await screen.findAllByText('Ce champ est obligatoire.')).toHaveLength(2);

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
    await userEvent.type(screen.getByLabelText(/Titre \/ Poste/), 'Data analyst');

    await userEvent.click(screen.getByRole('button', { name: 'Ajouter le formateur' }));
    expect(await screen.findByText('The image must be a JPEG, PNG or WebP file.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Nom complet/)).toHaveValue('Amine Kefi');

    reply = { status: 500, body: {} };
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter le formateur' }));
    expect(await screen.findByText('Une erreur est survenue.')).toBeInTheDocument();
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
          message: 'This instructor still teaches the course: "React". Assign it to another instructor or delete it first.',
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

    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer le formateur Sami Ben Ali' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirmation' });
    expect(within(dialog).getByText('Voulez-vous vraiment supprimer ce formateur ?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText("Ce formateur anime encore : « React ». Confiez ces cours à un autre formateur ou supprimez-les d'abord.")).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Supprimer le formateur Nadia Haddad' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Formateur supprimé !')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Liste des Formateurs (1)' })).toBeInTheDocument();
    expect(screen.queryByText('Nadia Haddad')).not.toBeInTheDocument();
  });

  it('falls back to its own text when a delete fails without a message', async () => {
    const sami = makeInstructor({ name: 'Sami Ben Ali' });
    stubApi({ 'GET /instructors': { body: [sami] }, [`DELETE /instructors/${sami._id}`]: { status: 500, body: {} } });
    await renderAdminScreen(<InstructorsAdminPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer le formateur Sami Ben Ali' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Erreur lors de la suppression.')).toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    stubApi({ 'GET /instructors': { body: [makeInstructor({ name: 'Sami Ben Ali' })] } });
    await renderAdminScreen(<InstructorsAdminPage />, { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 2, name: 'قائمة المدرّبين (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إضافة المدرّب' })).toBeInTheDocument();
  });
});
