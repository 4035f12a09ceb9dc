import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Course } from '../../domain/entities.ts';
import { json, makeCourse, renderAdminCourses, stubApi, stubBrowser } from './testing.tsx';

const published = makeCourse('web', { title: { fr: 'Développement Web', en: 'Web development', ar: 'تطوير الويب' }, category: 'Informatique', isPublished: true });
const draft = makeCourse('ux', { title: { fr: 'Design UX', en: 'UX design', ar: 'تصميم تجربة المستخدم' }, category: 'Design', isPublished: false });

const row = (title: string) => screen.getByRole('rowheader', { name: title }).closest('tr')!;

async function openList(courses: Course[] = [published, draft], extra: Parameters<typeof stubApi>[0] = {}, language = 'fr') {
  const api = stubApi({ 'GET /api/courses/all': () => json(courses), ...extra });
  await renderAdminCourses('/admin/courses', language);
  return api;
}

beforeEach(stubBrowser);

afterEach(() => {
  toast.remove();
  vi.unstubAllGlobals();
});

describe('the admin course list', () => {
  it('shows every course with its French title, category and status', async () => {
    await openList();
    expect(screen.getByText('Chargement...')).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'Développement Web' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Gestion des Cours' })).toBeInTheDocument();
    expect(within(row('Développement Web')).getByText('Publié')).toBeInTheDocument();
    expect(within(row('Développement Web')).getByText('Informatique')).toBeInTheDocument();
    expect(within(row('Design UX')).getByText('Brouillon')).toBeInTheDocument();
    expect(within(row('Design UX')).getByRole('button', { name: 'Publier « Design UX »' })).toBeInTheDocument();
    expect(within(row('Développement Web')).getByRole('button', { name: 'Dépublier « Développement Web »' })).toBeInTheDocument();
    expect(within(row('Design UX')).getByRole('link', { name: 'Modifier « Design UX »' })).toHaveAttribute('href', '/admin/courses/edit/ux');
    expect(screen.getByRole('link', { name: 'Ajouter un cours' })).toHaveAttribute('href', '/admin/courses/add');
    expect(screen.getByText('Cours : 2')).toBeInTheDocument();
  });

  it('filters by title in any language', async () => {
    const user = userEvent.setup();
    await openList();
    await screen.findByRole('rowheader', { name: 'Design UX' });
    await user.type(screen.getByRole('searchbox', { name: 'Filtrer par titre ou catégorie' }), 'web development');
    expect(screen.queryByRole('rowheader', { name: 'Design UX' })).not.toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Développement Web' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), ' nothing like it');
    expect(screen.getByText('Aucun résultat pour ce filtre.')).toBeInTheDocument();
  });

  it('pages a long list', async () => {
    const many = Array.from({ length: 30 }, (_, index) => makeCourse(`c${index}`, { title: { fr: `Cours numéro ${index}`, en: `Course ${index}`, ar: `دورة ${index}` } }));
    await openList(many);
    await screen.findByRole('rowheader', { name: 'Cours numéro 0' });
    expect(screen.getAllByRole('row')).toHaveLength(26);
    await userEvent.click(screen.getByRole('button', { name: /Suivant/ }));
    expect(screen.getByRole('rowheader', { name: 'Cours numéro 29' })).toBeInTheDocument();
  });

  it('says when there is no course yet', async () => {
    await openList([]);
    expect(await screen.findByText('Aucun cours pour le moment.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('publishes a draft: the answered course replaces its row', async () => {
    const user = userEvent.setup();
    const api = await openList([published, draft], { 'PUT /api/courses/ux/publish': () => json({ ...draft, isPublished: true }) });
    await user.click(await screen.findByRole('button', { name: 'Publier « Design UX »' }));

    expect(await screen.findByText('Statut mis à jour !')).toBeInTheDocument();
    expect(within(row('Design UX')).getByText('Publié')).toBeInTheDocument();
    expect(within(row('Design UX')).getByRole('button', { name: 'Dépublier « Design UX »' })).toBeEnabled();
    expect(api.callsTo('PUT /api/courses/ux/publish')).toHaveLength(1);
    // The row changed from the answer; the list was not fetched again.
    expect(api.callsTo('GET /api/courses/all')).toHaveLength(1);
  });

  it("tells the server's message when publishing fails, else the fallback", async () => {
    const user = userEvent.setup();
    let fail = () => json({ message: 'Course not found.' }, 404);
    await openList([published, draft], { 'PUT /api/courses/web/publish': () => fail() });
    await user.click(await screen.findByRole('button', { name: 'Dépublier « Développement Web »' }));
    expect(await screen.findByText('Course not found.')).toBeInTheDocument();
    expect(within(row('Développement Web')).getByText('Publié')).toBeInTheDocument();

    fail = () => new Response('', { status: 500 });
    await user.click(screen.getByRole('button', { name: 'Dépublier « Développement Web »' }));
    expect(await screen.findByText('Erreur lors de la mise à jour.')).toBeInTheDocument();
  });

  it('asks the exact confirmation before deleting, and deletes only when confirmed', async () => {
    const user = userEvent.setup();
    let stored = [published, draft];
    const api = await openList([], {
      'GET /api/courses/all': () => json(stored),
      'DELETE /api/courses/ux': () => {
        stored = [published];
        return json({ message: 'Course deleted.' });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Supprimer « Design UX »' }));

    let dialog = screen.getByRole('dialog', { name: 'Confirmation' });
    expect(within(dialog).getByText('Êtes-vous sûr de vouloir supprimer ce cours ? Cette action est irréversible.')).toBeInTheDocument();
    await user.click(within(dialog).getByText('Annuler'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('DELETE /api/courses/ux')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Supprimer « Design UX »' }));
    dialog = screen.getByRole('dialog', { name: 'Confirmation' });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));

    expect(await screen.findByText('Cours supprimé !')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Design UX' })).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /api/courses/ux')).toHaveLength(1);
    // Then the list is loaded again.
    await waitFor(() => expect(api.callsTo('GET /api/courses/all')).toHaveLength(2));
    expect(screen.getByRole('rowheader', { name: 'Développement Web' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Design UX' })).not.toBeInTheDocument();
  });

  it("says 'Erreur de suppression.' when the delete fails without a message", async () => {
    const user = userEvent.setup();
    await openList([published], { 'DELETE /api/courses/web': () => new Response('', { status: 500 }) });
    await user.click(await screen.findByRole('button', { name: 'Supprimer « Développement Web »' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Erreur de suppression.')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Développement Web' })).toBeInTheDocument();
  });

  it('speaks Arabic, the titles staying French', async () => {
    await openList([published, draft], {}, 'ar');
    expect((await screen.findByRole('rowheader', { name: 'Design UX' })).querySelector('bdi')).toHaveAttribute('lang', 'fr');
    expect(within(row('Design UX')).getByText('مسودة')).toBeInTheDocument();
    expect(within(row('Développement Web')).getByText('منشورة')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'إدارة الدورات' })).toBeInTheDocument();
  });
});
