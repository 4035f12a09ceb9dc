// @vitest-environment jsdom
// happy-dom drops an option's selectedness when React moves it, as the edit form does once the
// instructors have loaded (jsdom and Chromium keep it): the edit form's tests run on jsdom.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  button,
  fill,
  INSTRUCTORS,
  json,
  makeCourse,
  png,
  renderAdminCourses,
  select,
  setUpCourseScreenTests,
  spinbutton,
  stubApi,
  tab,
  textbox,
} from './testing.tsx';

// A form this large takes a test DOM a few seconds to fill in.
vi.setConfig({ testTimeout: 30_000 });

setUpCourseScreenTests();

describe('the edit course form', () => {
  const course = makeCourse('c1');

  async function openEditForm(extra: Parameters<typeof stubApi>[0] = {}) {
    const api = stubApi({
      'GET /api/instructors': () => json(INSTRUCTORS),
      'GET /api/courses/c1/edit': () => json(course),
      'GET /api/courses/all': () => json([course]),
      ...extra,
    });
    await renderAdminCourses('/admin/courses/edit/c1');
    return api;
  }

  it('loads the course and fills every field', async () => {
    await openEditForm();
    expect(screen.getByText('Chargement...')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Mettre à jour le Cours' })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 1, name: 'Modifier le Cours' })).toBeInTheDocument();
    expect(screen.getByText('Cours c1', { selector: 'bdi' })).toHaveAttribute('lang', 'fr');

    expect(select('Formateur')).toHaveValue('i2');
    expect(spinbutton('Prix (TND)')).toHaveValue(900);
    expect(spinbutton('Prix promotionnel (TND)')).toHaveValue(700);
    expect(select('Catégorie')).toHaveValue('Design');
    expect(select('Niveau')).toHaveValue('Intermédiaire');
    expect(select('Rythme')).toHaveValue('Intensif');
    expect(screen.getByRole('img', { name: 'Image actuelle' })).toHaveAttribute('src', '/uploads/current.webp');
    expect(textbox('Titre (Français)')).toHaveValue('Cours c1');
    expect(textbox('Durée (Français)')).toHaveValue('3 mois');
    expect(textbox('Point 2 (Français)')).toHaveValue('Projet');
    expect(textbox('Contenu du module 2 (Français)')).toHaveValue('Contenu deux');
    const user = userEvent.setup();
    await user.click(tab('English'));
    expect(textbox('Durée (English)')).toHaveValue('3 months');
    await user.click(tab('العربية'));
    expect(textbox('Titre (العربية)')).toHaveValue('دورة c1');
    expect(textbox('Durée (العربية)')).toHaveValue('3 أشهر');
    expect(textbox('Point 1 (العربية)')).toHaveValue('الأساسيات');
    expect(textbox('Titre du module 2 (العربية)')).toHaveValue('الوحدة الثانية');
  });

  it('sends the changed price, sale, category, level, pace and duration as JSON', async () => {
    const user = userEvent.setup();
    const api = await openEditForm({ 'PUT /api/courses/c1': () => json(course) });
    await screen.findByRole('button', { name: 'Mettre à jour le Cours' });

    await fill(user, spinbutton('Prix (TND)'), '1200');
    await fill(user, spinbutton('Prix promotionnel (TND)'), '');
    await user.selectOptions(select('Catégorie'), 'Business');
    await user.selectOptions(select('Niveau'), 'Avancé');
    await user.selectOptions(select('Rythme'), 'Personnalisé');
    await user.selectOptions(select('Formateur'), 'i1');
    await fill(user, textbox('Durée (Français)'), '6 mois');
    await fill(user, textbox('Titre (Français)'), 'Cours c1 revu');
    await user.click(button('Mettre à jour le Cours'));

    expect(await screen.findByText('Cours mis à jour avec succès !')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/courses$/));
    const [init] = api.callsTo('PUT /api/courses/c1');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    const sent = JSON.parse(init?.body as string) as Record<string, unknown>;
    expect(sent).toMatchObject({
      price: 1200,
      category: 'Business',
      skillLevel: 'Avancé',
      learningPace: 'Personnalisé',
      instructor: 'i1',
    });
    expect(sent.duration).toEqual({ fr: '6 mois', en: '3 months', ar: '3 أشهر' });
    expect(sent).not.toHaveProperty('salePrice');
    expect(sent).not.toHaveProperty('isPublished');
    expect(sent.title).toEqual({ fr: 'Cours c1 revu', en: 'Course c1', ar: 'دورة c1' });
    expect(sent.learnings).toEqual(course.learnings);
    expect(sent.syllabus).toEqual(course.syllabus);
  });

  it('sends a new image as multipart, replacing the current one', async () => {
    const user = userEvent.setup();
    const api = await openEditForm({ 'PUT /api/courses/c1': () => json(course) });
    await screen.findByRole('button', { name: 'Mettre à jour le Cours' });
    await user.upload(screen.getByLabelText('Image du cours'), png('new-cover.png'));
    expect(screen.getByRole('img', { name: 'Nouvelle image' })).toHaveAttribute('src', 'blob:new-cover.png');
    await user.click(button('Ne pas utiliser cette image'));
    expect(screen.getByRole('img', { name: 'Image actuelle' })).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Image du cours'), png('new-cover.png'));
    await user.click(button('Mettre à jour le Cours'));

    await screen.findByText('Cours mis à jour avec succès !');
    const body = api.callsTo('PUT /api/courses/c1')[0]?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('image') as File).name).toBe('new-cover.png');
    expect(body.get('price')).toBe('900');
    expect(body.get('salePrice')).toBe('700');
  });

  it("shows the server's message, else 'Erreur lors de la mise à jour.'", async () => {
    const user = userEvent.setup();
    await openEditForm({ 'PUT /api/courses/c1': () => new Response('', { status: 502 }) });
    await user.click(await screen.findByRole('button', { name: 'Mettre à jour le Cours' }));
    expect(await screen.findByText('Erreur lors de la mise à jour.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/courses/edit/c1');
  });

  it('goes back to the list with a message when the course cannot be loaded', async () => {
    await openEditForm({ 'GET /api/courses/c1/edit': () => json({ message: 'Course not found.' }, 404) });
    expect(await screen.findByText('Impossible de charger les données du cours.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/courses$/));
  });
});
