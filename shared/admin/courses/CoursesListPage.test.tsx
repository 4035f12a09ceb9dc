import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Course } from '../../domain/entities.ts';
import { formatDate, formatPrice } from '../../i18n/format.ts';
import { json, makeCourse, renderAdminCourses, stubApi, setUpCourseScreenTests } from './testing.tsx';

const published = makeCourse('web', {
  title: { fr: 'Développement Web', en: 'Web development', ar: 'تطوير الويب' },
  category: 'Informatique',
  isPublished: true,
});
const draft = makeCourse('ux', {
  title: { fr: 'Design UX', en: 'UX design', ar: 'تصميم تجربة المستخدم' },
  category: 'Design',
  isPublished: false,
});

const row = (title: string) => screen.getByRole('rowheader', { name: title }).closest('tr')!;
/** The French titles of the rows, top to bottom. */
const titlesInOrder = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);
/** A price as the page writes it, its spaces as a text match reads them. */
const price = (amount: number) => formatPrice(amount, 'fr').replace(/\s+/g, ' ');

/** The confirmation of the delete of « Design UX »: the spec's sentence, which course under it, the safe choice focused. */
function expectDeleteConfirmation({
  dialog: name,
  sentence,
  cancel,
}: {
  dialog: string;
  sentence: string;
  cancel: string;
}) {
  const dialog = screen.getByRole('dialog', { name });
  expect(within(dialog).getByText(sentence)).toBeInTheDocument();
  expect(within(dialog).getByText('Design UX')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: cancel })).toHaveFocus();
  return dialog;
}

/** « Développement Web » alone in the list, deleted after its confirmation, the server answering `answer`. */
async function deleteWebAnswered(answer: () => Response) {
  const user = userEvent.setup();
  await openList([published], { 'DELETE /api/courses/web': answer });
  await user.click(await screen.findByRole('button', { name: 'Supprimer « Développement Web »' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
}

async function openList(
  courses: Course[] = [published, draft],
  extra: Parameters<typeof stubApi>[0] = {},
  language = 'fr',
) {
  const api = stubApi({ 'GET /api/courses/all': () => json(courses), ...extra });
  await renderAdminCourses('/admin/courses', language);
  return api;
}

setUpCourseScreenTests();

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
    expect(
      within(row('Développement Web')).getByRole('button', { name: 'Dépublier « Développement Web »' }),
    ).toBeInTheDocument();
    expect(within(row('Design UX')).getByRole('link', { name: 'Modifier « Design UX »' })).toHaveAttribute(
      'href',
      '/admin/courses/edit/ux',
    );
    expect(screen.getByRole('link', { name: 'Ajouter un cours' })).toHaveAttribute('href', '/admin/courses/add');
    expect(screen.getByText('Cours : 2')).toBeInTheDocument();
  });

  it('marks a course written in French only "à traduire", saying per language what it lacks; a whole course not', async () => {
    const frenchFirst = makeCourse('fr-first', {
      title: { fr: 'Excel avancé', en: 'Advanced Excel', ar: 'إكسل متقدم' },
      duration: { fr: '2 semaines', en: '', ar: '' },
      learnings: { fr: ['Tableaux'], en: ['Tables'], ar: [] },
      syllabus: [
        { title: { fr: 'Macros', en: 'Macros', ar: '' }, content: { fr: 'Enregistrer', en: 'Record', ar: 'تسجيل' } },
      ],
    });
    await openList([frenchFirst, published]);
    const cell = await screen.findByRole('rowheader', { name: /^Excel avancé/ });
    expect(within(cell).getByText('à traduire')).toBeInTheDocument();
    expect(within(cell).getByText('English : durée')).toBeInTheDocument();
    expect(within(cell).getByText('العربية : durée, acquis, programme')).toBeInTheDocument();
    expect(
      within(screen.getByRole('rowheader', { name: 'Développement Web' })).queryByText('à traduire'),
    ).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'to translate', 'English: duration'],
    ['ar', 'للترجمة', 'English: المدة'],
  ])('says it in the %s admin: "%s", "%s"', async (language, mark, line) => {
    const frenchFirst = makeCourse('fr-first', {
      title: { fr: 'Excel avancé', en: 'Advanced Excel', ar: 'إكسل متقدم' },
      duration: { fr: '2 semaines', en: '', ar: '3 أسابيع' },
    });
    await openList([frenchFirst], {}, language);
    const cell = await screen.findByRole('rowheader', { name: /^Excel avancé/ });
    expect(within(cell).getByText(mark)).toBeInTheDocument();
    expect(within(cell).getByText(line)).toBeInTheDocument();
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
    const many = Array.from({ length: 30 }, (_, index) =>
      makeCourse(`c${index}`, { title: { fr: `Cours numéro ${index}`, en: `Course ${index}`, ar: `دورة ${index}` } }),
    );
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
    const api = await openList([published, draft], {
      'PUT /api/courses/ux/publish': () => json({ ...draft, isPublished: true }),
    });
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

    let dialog = expectDeleteConfirmation({
      dialog: 'Confirmation',
      sentence: 'Êtes-vous sûr de vouloir supprimer ce cours ? Cette action est irréversible.',
      cancel: 'Annuler',
    });
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
    await deleteWebAnswered(() => new Response('', { status: 500 }));
    expect(await screen.findByText('Erreur de suppression.')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Développement Web' })).toBeInTheDocument();
  });

  it("refuses to delete a course people pre-registered for in the admin's language, not the server's English", async () => {
    const refusal = {
      message:
        'People pre-registered for sessions of this course (2): unpublish the course, or cancel its sessions, instead of deleting it.',
      code: 'course_has_session_leads',
      params: { leads: 2 },
    };
    await deleteWebAnswered(() => json(refusal, 409));
    expect(
      await screen.findByText(
        'Des personnes sont pré-inscrites aux sessions de ce cours (2) : dépubliez le cours ou annulez ses sessions plutôt que de le supprimer.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/People pre-registered/)).not.toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Développement Web' })).toBeInTheDocument();
  });

  it('names the course to delete as its row does (French title), whatever the admin language', async () => {
    const user = userEvent.setup();
    await openList([published, draft], {}, 'en');
    await user.click(await screen.findByRole('button', { name: 'Delete “Design UX”' }));
    expectDeleteConfirmation({
      dialog: 'Please confirm',
      sentence: 'Are you sure you want to delete this course? This cannot be undone.',
      cancel: 'Cancel',
    });
  });

  it('speaks Arabic, the titles staying French', async () => {
    await openList([published, draft], {}, 'ar');
    expect((await screen.findByRole('rowheader', { name: 'Design UX' })).querySelector('bdi')).toHaveAttribute(
      'lang',
      'fr',
    );
    expect(within(row('Design UX')).getByText('مسودة')).toBeInTheDocument();
    expect(within(row('Développement Web')).getByText('منشورة')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'إدارة الدورات' })).toBeInTheDocument();
  });
});

describe('the admin course list, sorted', () => {
  // Listed by the server in this order; each column sorts them differently.
  const algebra = makeCourse('algebra', {
    title: { fr: 'Algèbre', en: 'Algebra', ar: 'الجبر' },
    price: 900,
    salePrice: 400,
    isPublished: true,
    updatedAt: '2026-03-01T08:00:00.000Z',
  });
  const office = makeCourse('office', {
    title: { fr: 'Bureautique', en: 'Office tools', ar: 'المكتبية' },
    price: 500,
    salePrice: undefined,
    isPublished: false,
    updatedAt: '2026-01-15T08:00:00.000Z',
  });
  const accounting = makeCourse('accounting', {
    title: { fr: 'Comptabilité', en: 'Accounting', ar: 'المحاسبة' },
    price: 1200,
    salePrice: undefined,
    isPublished: false,
    updatedAt: '2026-02-10T08:00:00.000Z',
  });
  const courses = [algebra, office, accounting];

  const header = (name: string) => screen.getByRole('columnheader', { name });
  const sortBy = (user: ReturnType<typeof userEvent.setup>, name: string) =>
    user.click(within(header(name)).getByRole('button', { name }));

  it('shows the price (struck through before the sale price), the status and the last update', async () => {
    await openList(courses);
    await screen.findByRole('rowheader', { name: 'Algèbre' });
    expect(row('Algèbre').querySelector('s')).toHaveTextContent(price(900));
    expect(row('Algèbre')).toHaveTextContent(`Prix promotionnel : ${price(400)}`);
    expect(row('Bureautique').querySelector('s')).toBeNull();
    expect(row('Bureautique')).toHaveTextContent(price(500));
    expect(within(row('Bureautique')).getByText('Brouillon')).toBeInTheDocument();
    const updated = row('Bureautique').querySelector('time');
    expect(updated).toHaveAttribute('datetime', office.updatedAt);
    expect(updated).toHaveTextContent(formatDate(office.updatedAt, 'fr').replace(/\s+/g, ' '));
    // Unsorted until asked: the server's order, no aria-sort anywhere.
    expect(titlesInOrder()).toEqual(['Algèbre', 'Bureautique', 'Comptabilité']);
    expect(document.querySelector('[aria-sort]')).toBeNull();
  });

  it('sorts by the price paid, ascending then descending, and says so with aria-sort', async () => {
    const user = userEvent.setup();
    await openList(courses);
    await screen.findByRole('rowheader', { name: 'Algèbre' });

    await sortBy(user, 'Prix');
    expect(titlesInOrder()).toEqual(['Algèbre', 'Bureautique', 'Comptabilité']);
    expect(header('Prix')).toHaveAttribute('aria-sort', 'ascending');

    await sortBy(user, 'Prix');
    expect(titlesInOrder()).toEqual(['Comptabilité', 'Bureautique', 'Algèbre']);
    expect(header('Prix')).toHaveAttribute('aria-sort', 'descending');
    // One sorted column at a time.
    expect(header('Statut')).not.toHaveAttribute('aria-sort');
    expect(header('Catégorie')).not.toHaveAttribute('aria-sort');
  });

  it('sorts by last update, from the keyboard too', async () => {
    const user = userEvent.setup();
    await openList(courses);
    await screen.findByRole('rowheader', { name: 'Algèbre' });

    within(header('Dernière mise à jour')).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(titlesInOrder()).toEqual(['Bureautique', 'Comptabilité', 'Algèbre']);
    expect(header('Dernière mise à jour')).toHaveAttribute('aria-sort', 'ascending');
    await user.keyboard(' ');
    expect(titlesInOrder()).toEqual(['Algèbre', 'Comptabilité', 'Bureautique']);
    expect(header('Dernière mise à jour')).toHaveAttribute('aria-sort', 'descending');
  });

  it('sorts by status, drafts first, ties in the server’s order; another column starts ascending', async () => {
    const user = userEvent.setup();
    await openList(courses);
    await screen.findByRole('rowheader', { name: 'Algèbre' });

    await sortBy(user, 'Statut');
    expect(titlesInOrder()).toEqual(['Bureautique', 'Comptabilité', 'Algèbre']);
    await sortBy(user, 'Statut');
    expect(titlesInOrder()).toEqual(['Algèbre', 'Bureautique', 'Comptabilité']);
    expect(header('Statut')).toHaveAttribute('aria-sort', 'descending');

    await sortBy(user, 'Titre');
    expect(header('Titre')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Statut')).not.toHaveAttribute('aria-sort');
    expect(titlesInOrder()).toEqual(['Algèbre', 'Bureautique', 'Comptabilité']);
  });

  it('sorts the whole filtered list before cutting it into pages', async () => {
    const user = userEvent.setup();
    // Prices 100 to 3000, listed cheapest first; evening courses are the even ones.
    const many = Array.from({ length: 30 }, (_, index) =>
      makeCourse(`c${index}`, {
        title: {
          fr: `Cours du ${index % 2 === 0 ? 'soir' : 'jour'} ${index}`,
          en: `Course ${index}`,
          ar: `دورة ${index}`,
        },
        price: (index + 1) * 100,
        salePrice: undefined,
      }),
    );
    await openList(many);
    await screen.findByRole('rowheader', { name: 'Cours du soir 0' });

    await sortBy(user, 'Prix');
    await sortBy(user, 'Prix');
    expect(titlesInOrder()[0]).toBe('Cours du jour 29');
    await user.click(screen.getByRole('button', { name: /Suivant/ }));
    expect(titlesInOrder()).toEqual([
      'Cours du soir 4',
      'Cours du jour 3',
      'Cours du soir 2',
      'Cours du jour 1',
      'Cours du soir 0',
    ]);

    // A new filter goes back to the first page, the order kept.
    await user.type(screen.getByRole('searchbox', { name: 'Filtrer par titre ou catégorie' }), 'soir 2');
    expect(titlesInOrder()).toEqual([
      'Cours du soir 28',
      'Cours du soir 26',
      'Cours du soir 24',
      'Cours du soir 22',
      'Cours du soir 20',
      'Cours du soir 2',
    ]);
    expect(header('Prix')).toHaveAttribute('aria-sort', 'descending');
  });
});
