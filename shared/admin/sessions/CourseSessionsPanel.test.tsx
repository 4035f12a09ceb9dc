/**
 * The sessions panel of the course form: the course's sessions listed, added and edited in a
 * dialog checked by the server's rules (its problems translated by code), cancelled after a
 * confirmation and reopened, deleted, and cancelled instead when the server refuses the delete.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderAdminScreen, stubApi, untilSessionRead } from '../components/admin-test-utils.tsx';
import CourseFormPage from '../courses/CourseFormPage.tsx';
import { INSTRUCTORS, makeCourse } from '../courses/testing.tsx';
import { makeSession } from './session-test-utils.ts';

// A dialog with three language tabs takes a test DOM a moment to fill in.
vi.setConfig({ testTimeout: 20_000 });

const course = makeCourse('c1');

function render(routes: Parameters<typeof stubApi>[0], { language = 'fr', route = '/admin/courses/edit/c1' } = {}) {
  const api = stubApi({
    'GET /instructors': { body: INSTRUCTORS },
    'GET /courses/c1/edit': { body: course },
    ...routes,
  });
  const rendered = renderAdminScreen(
    <Routes>
      <Route path="/admin/courses/edit/:id" element={<CourseFormPage />} />
      <Route path="/admin/courses/add" element={<CourseFormPage />} />
    </Routes>,
    { language, route },
  );
  return { api, rendered };
}

const panel = async () => within(await screen.findByRole('region', { name: 'Sessions' }));
const sessionItems = async () =>
  within(await (await panel()).findByRole('list', { name: 'Sessions du cours' })).getAllByRole('listitem');
const sent = (api: ReturnType<typeof stubApi>, method: string) =>
  api.calls
    .filter((call) => call.method === method && call.path.includes('sessions'))
    .map((call) => ({ path: call.path, body: call.body ? (JSON.parse(String(call.body)) as unknown) : undefined }));
const dialog = () => within(screen.getByRole('dialog'));
const field = (label: string) =>
  dialog().getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}(?: \\*)?(?: à traduire)?$`));

describe('the sessions of a course, in its form', () => {
  it('lists them with their days, schedule, place, seats, state and pre-registrations', async () => {
    const open = makeSession({ leadCount: 5, waitingCount: 2 });
    const full = makeSession({
      _id: 'full',
      startDate: '2030-06-02',
      endDate: '2030-07-03',
      seatsTaken: 20,
      mode: 'online',
      location: undefined,
      leadCount: 0,
    });
    const past = makeSession({ _id: 'past', startDate: '2020-01-06', endDate: '2020-01-10', mode: 'hybrid' });
    const cancelled = makeSession({
      _id: 'cancelled',
      startDate: '2030-09-01',
      endDate: '2030-09-01',
      status: 'cancelled',
    });
    render({ 'GET /courses/c1/sessions': { body: [past, open, full, cancelled] } });
    // The link to a session's pre-registrations is for the roles that may read them: known once the session is read.
    await untilSessionRead();

    const [first, second, third, fourth] = (await sessionItems()).map((item) => within(item));
    expect(first!.getByText('6–10 janv. 2020')).toBeInTheDocument();
    expect(first!.getByText('Terminée')).toBeInTheDocument();
    expect(first!.getByText('Hybride')).toBeInTheDocument();

    expect(second!.getByText('12–16 mai 2030')).toHaveAttribute('datetime', '2030-05-12');
    expect(second!.getByText('Ouverte')).toBeInTheDocument();
    expect(second!.getByText('Lundi et mercredi, 18 h – 21 h')).toBeInTheDocument();
    expect(second!.getByText('Présentiel')).toBeInTheDocument();
    expect(second!.getByText('Tunis, Les Berges du Lac')).toBeInTheDocument();
    expect(second!.getByText('12 / 20')).toBeInTheDocument();
    expect(second!.getByText('12 places prises sur 20')).toHaveClass('sr-only');
    // The pre-registrations of the session, a click away in the inbox.
    const leads = second!.getByRole('link', {
      name: 'Pré-inscriptions de la session du 12–16 mai 2030, React avancé (5)',
    });
    expect(leads).toHaveAttribute('href', `/admin/leads?session=${open._id}`);
    expect(leads).toHaveTextContent('5 pré-inscriptions');
    expect(second!.getByText("dont 2 en liste d'attente")).toBeInTheDocument();

    expect(third!.getByText('2 juin – 3 juil. 2030')).toBeInTheDocument();
    expect(third!.getByText('Complète')).toBeInTheDocument();
    expect(third!.getByText('En ligne')).toBeInTheDocument();
    expect(third!.getByText('Aucune pré-inscription')).toBeInTheDocument();

    expect(fourth!.getByText('1 sept. 2030')).toBeInTheDocument();
    expect(fourth!.getByText('Annulée')).toBeInTheDocument();
    expect(fourth!.getByRole('button', { name: 'Rouvrir la session du 1 sept. 2030' })).toBeInTheDocument();
    expect(fourth!.queryByRole('button', { name: /^Annuler la session/ })).not.toBeInTheDocument();
  });

  it('says when the course has none yet', async () => {
    render({ 'GET /courses/c1/sessions': { body: [] } });
    expect(await (await panel()).findByText("Ce cours n'a pas encore de session.")).toBeInTheDocument();
  });

  it('says so when they cannot be loaded, and tries again', async () => {
    let fail = true;
    render({
      'GET /courses/c1/sessions': () => (fail ? { status: 500, body: { message: 'Boom' } } : { body: [makeSession()] }),
    });
    const region = await panel();
    expect(await region.findByText('Impossible de charger les sessions de ce cours.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(region.getByRole('button', { name: 'Réessayer' }));
    expect(await region.findByText('12–16 mai 2030')).toBeInTheDocument();
  });

  it('tells a new course that its sessions come once it is saved', async () => {
    render({ 'GET /courses/all': { body: [] } }, { route: '/admin/courses/add' });
    expect(
      await (
        await panel()
      ).findByText('Vous pourrez ajouter des sessions (dates, lieu, places) une fois le cours enregistré.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ajouter une session' })).not.toBeInTheDocument();
  });

  it("adds one: the form's problems told in French by their code, then the session sent on its own and the list reloaded", async () => {
    const user = userEvent.setup();
    const created = makeSession({
      _id: 'new',
      startDate: '2030-10-05',
      endDate: '2030-10-09',
      seatsTaken: 0,
      leadCount: 0,
    });
    let stored = [] as ReturnType<typeof makeSession>[];
    const { api } = render({
      'GET /courses/c1/sessions': () => ({ body: stored }),
      'POST /courses/c1/sessions': () => {
        stored = [created];
        return { status: 201, body: created };
      },
    });
    await user.click((await panel()).getByRole('button', { name: 'Ajouter une session' }));
    // The dialog's code is loaded on first use (lazy-screens.ts).
    expect(await screen.findByRole('dialog', { name: 'Nouvelle session' })).toBeInTheDocument();
    await waitFor(() => expect(field('Date de début')).toHaveFocus());

    // Nothing filled in: every required field says so, the languages' tabs are marked.
    await user.click(dialog().getByRole('button', { name: 'Ajouter la session' }));
    expect(await dialog().findAllByText('Ce champ est obligatoire.')).not.toHaveLength(0);
    expect(field('Date de début')).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(field('Date de fin')).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(field('Nombre de places')).toHaveAccessibleDescription('Ce champ est obligatoire.');
    // Written in French first: only the French texts are required.
    expect(dialog().getByRole('tab', { name: 'Français (erreurs)' })).toBeInTheDocument();
    expect(dialog().getByRole('tab', { name: 'English' })).toBeInTheDocument();
    expect(field('Date de début')).toHaveFocus();

    // An end before the start, and too many seats: the rules' own words.
    fireEvent.change(field('Date de début'), { target: { value: '2030-10-09' } });
    fireEvent.change(field('Date de fin'), { target: { value: '2030-10-05' } });
    await user.type(field('Nombre de places'), '900');
    await user.click(dialog().getByRole('button', { name: 'Ajouter la session' }));
    expect(await dialog().findByText('La date de fin ne peut pas précéder la date de début.')).toBeInTheDocument();
    expect(field('Nombre de places')).toHaveAccessibleDescription('Indiquez un nombre entier de places, de 1 à 500.');

    fireEvent.change(field('Date de début'), { target: { value: '2030-10-05' } });
    fireEvent.change(field('Date de fin'), { target: { value: '2030-10-09' } });
    await user.clear(field('Nombre de places'));
    await user.type(field('Nombre de places'), '18');
    for (const [tab, schedule, place] of [
      ['Français', 'Samedi, 9 h – 13 h', 'Sousse'],
      ['English', 'Saturday, 9 am – 1 pm', 'Sousse'],
      ['العربية', 'السبت، من 9:00 إلى 13:00', 'سوسة'],
    ] as const) {
      await user.click(dialog().getByRole('tab', { name: new RegExp(`^${tab}`) }));
      await user.type(field(`Horaires (${tab})`), schedule);
      await user.type(field(`Lieu (${tab})`), place);
      // Once the French is written, what English lacks is marked, on its tab and on each field.
      if (tab === 'Français') {
        expect(dialog().getByRole('tab', { name: 'English (à traduire)' })).toBeInTheDocument();
        await user.click(dialog().getByRole('tab', { name: /^English/ }));
        expect(dialog().getByLabelText('Horaires (English) à traduire')).not.toHaveAttribute('aria-required');
        expect(dialog().getByLabelText('Lieu (English) à traduire')).toHaveValue('');
      }
    }
    expect(field('Lieu (العربية)')).toHaveAttribute('dir', 'rtl');
    await user.click(dialog().getByRole('button', { name: 'Ajouter la session' }));

    expect(await screen.findByText('Session ajoutée !')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(api, 'POST')).toEqual([
      {
        path: '/courses/c1/sessions',
        body: {
          startDate: '2030-10-05',
          endDate: '2030-10-09',
          schedule: { fr: 'Samedi, 9 h – 13 h', en: 'Saturday, 9 am – 1 pm', ar: 'السبت، من 9:00 إلى 13:00' },
          mode: 'onsite',
          location: { fr: 'Sousse', en: 'Sousse', ar: 'سوسة' },
          seats: 18,
          status: 'open',
        },
      },
    ]);
    // Not with the course: its own button sent nothing.
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
    expect(await (await panel()).findByText('5–9 oct. 2030')).toBeInTheDocument();
  });

  it('asks for no place online, and keeps the one typed should the mode change back', async () => {
    const user = userEvent.setup();
    const online = makeSession({ mode: 'online', location: undefined });
    const { api } = render({
      'GET /courses/c1/sessions': { body: [online] },
      [`PUT /sessions/${online._id}`]: { body: online },
    });
    await user.click(await (await panel()).findByRole('button', { name: 'Modifier la session du 12–16 mai 2030' }));
    expect(dialog().queryByLabelText(/^Lieu/)).not.toBeInTheDocument();
    await user.selectOptions(field('Mode'), 'hybrid');
    await user.type(field('Lieu (Français)'), 'Sfax');
    await user.selectOptions(field('Mode'), 'online');
    await user.click(dialog().getByRole('button', { name: 'Enregistrer la session' }));
    await screen.findByText('Session enregistrée !');
    expect(sent(api, 'PUT')[0]?.body).not.toHaveProperty('location');
  });

  it("edits one, and shows the server's refusal of fewer seats than learners enrolled beside the seats", async () => {
    const user = userEvent.setup();
    const session = makeSession({ seats: 20, seatsTaken: 12 });
    const { api } = render({
      'GET /courses/c1/sessions': { body: [session] },
      [`PUT /sessions/${session._id}`]: {
        status: 400,
        body: {
          message: '12 people are enrolled in this session: give it at least 12 seats.',
          code: 'seats_below_taken',
          params: { taken: 12 },
          errors: [{ path: 'seats', code: 'seats_below_taken', message: 'At least 12: the seats already taken.' }],
        },
      },
    });
    await user.click(await (await panel()).findByRole('button', { name: 'Modifier la session du 12–16 mai 2030' }));
    expect(screen.getByRole('dialog', { name: 'Modifier la session' })).toBeInTheDocument();
    expect(field('Date de début')).toHaveValue('2030-05-12');
    expect(field('Nombre de places')).toHaveValue(20);
    expect(field('Nombre de places')).toHaveAccessibleDescription(
      '12 apprenants déjà inscrits : gardez au moins autant de places.',
    );
    expect(field('Lieu (Français)')).toHaveValue('Tunis, Les Berges du Lac');

    await user.clear(field('Nombre de places'));
    await user.type(field('Nombre de places'), '10');
    await user.click(dialog().getByRole('button', { name: 'Enregistrer la session' }));

    expect(
      await screen.findByText('Inscrits à cette session : 12. Prévoyez au moins autant de places.'),
    ).toBeInTheDocument();
    expect(field('Nombre de places')).toHaveAccessibleDescription(
      '12 apprenants sont déjà inscrits : prévoyez au moins 12 places.',
    );
    expect(field('Nombre de places')).toHaveFocus();
    expect(sent(api, 'PUT')).toEqual([
      {
        path: `/sessions/${session._id}`,
        body: expect.objectContaining({ seats: 10, status: 'open', startDate: '2030-05-12' }) as unknown,
      },
    ]);
  });

  it('cancels one after a confirmation, and reopens it', async () => {
    const user = userEvent.setup();
    const session = makeSession();
    let status: 'open' | 'cancelled' = 'open';
    const { api } = render({
      'GET /courses/c1/sessions': () => ({ body: [{ ...session, status }] }),
      [`PUT /sessions/${session._id}`]: () => {
        status = status === 'open' ? 'cancelled' : 'open';
        return { body: { ...session, status } };
      },
    });
    await user.click(await (await panel()).findByRole('button', { name: 'Annuler la session du 12–16 mai 2030' }));
    const confirm = within(screen.getByRole('dialog', { name: 'Confirmation' }));
    expect(confirm.getByText(/Voulez-vous vraiment annuler cette session \?/)).toBeInTheDocument();
    expect(confirm.getByText('12–16 mai 2030')).toBeInTheDocument();
    expect(confirm.getByRole('button', { name: 'Garder la session' })).toHaveFocus();
    await user.click(confirm.getByRole('button', { name: 'Annuler la session' }));

    expect(await screen.findByText('Session annulée.')).toBeInTheDocument();
    expect(await (await panel()).findByText('Annulée')).toBeInTheDocument();
    await user.click(await (await panel()).findByRole('button', { name: 'Rouvrir la session du 12–16 mai 2030' }));
    expect(await screen.findByText('Session rouverte !')).toBeInTheDocument();
    expect(await (await panel()).findByText('Ouverte')).toBeInTheDocument();

    expect(sent(api, 'PUT').map((call) => call.body)).toEqual([
      { ...sessionInput(session), status: 'cancelled' },
      { ...sessionInput(session), status: 'open' },
    ]);
  });

  it('deletes one after a confirmation', async () => {
    const user = userEvent.setup();
    const session = makeSession({ leadCount: 0 });
    let stored = [session];
    const { api } = render({
      'GET /courses/c1/sessions': () => ({ body: stored }),
      [`DELETE /sessions/${session._id}`]: () => {
        stored = [];
        return { body: { message: 'Session deleted.' } };
      },
    });
    await user.click(await (await panel()).findByRole('button', { name: 'Supprimer la session du 12–16 mai 2030' }));
    const confirm = within(screen.getByRole('dialog', { name: 'Confirmation' }));
    expect(confirm.getByText('Voulez-vous vraiment supprimer cette session ?')).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Session supprimée !')).toBeInTheDocument();
    expect(await (await panel()).findByText("Ce cours n'a pas encore de session.")).toBeInTheDocument();
    expect(sent(api, 'DELETE')).toEqual([{ path: `/sessions/${session._id}`, body: undefined }]);
  });

  it("offers to cancel it instead when pre-registrations name it, with the server's reason", async () => {
    const user = userEvent.setup();
    const session = makeSession();
    const { api } = render({
      'GET /courses/c1/sessions': { body: [session] },
      [`DELETE /sessions/${session._id}`]: {
        status: 409,
        body: {
          message: '5 pre-registrations name this session: cancel it instead of deleting it, so that they keep it.',
          code: 'session_has_leads',
          params: { leads: 5 },
        },
      },
      [`PUT /sessions/${session._id}`]: { body: { ...session, status: 'cancelled' } },
    });
    await user.click(await (await panel()).findByRole('button', { name: 'Supprimer la session du 12–16 mai 2030' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Confirmation' })).getByRole('button', { name: 'Supprimer' }),
    );

    const refused = within(await screen.findByRole('dialog', { name: 'Suppression impossible' }));
    expect(
      refused.getByText(
        "Des pré-inscriptions concernent cette session (5) : annulez-la plutôt que de la supprimer, pour qu'elles la gardent. L'annuler la retire du site et conserve ses pré-inscriptions.",
      ),
    ).toBeInTheDocument();
    // No error toast on top of the dialog that says it.
    expect(screen.queryByText('Erreur lors de la suppression de la session.')).not.toBeInTheDocument();
    await user.click(refused.getByRole('button', { name: 'Annuler la session' }));
    expect(await screen.findByText('Session annulée.')).toBeInTheDocument();
    expect(sent(api, 'PUT').map((call) => (call.body as { status: string }).status)).toEqual(['cancelled']);
  });

  it('keeps the session when the offer is declined', async () => {
    const user = userEvent.setup();
    const session = makeSession();
    const { api } = render({
      'GET /courses/c1/sessions': { body: [session] },
      // A refusal without a code of its own: the server's words as they are.
      [`DELETE /sessions/${session._id}`]: { status: 409, body: { message: 'Pre-registrations name this session.' } },
    });
    await user.click(await (await panel()).findByRole('button', { name: 'Supprimer la session du 12–16 mai 2030' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Confirmation' })).getByRole('button', { name: 'Supprimer' }),
    );
    const refused = within(await screen.findByRole('dialog', { name: 'Suppression impossible' }));
    expect(refused.getByText(/^Pre-registrations name this session\. L'annuler/)).toBeInTheDocument();
    await user.click(refused.getByRole('button', { name: 'Garder la session' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent(api, 'PUT')).toEqual([]);
  });

  it('speaks Arabic, the days written as in Tunisia', async () => {
    const user = userEvent.setup();
    render({ 'GET /courses/c1/sessions': { body: [makeSession()] } }, { language: 'ar' });
    const region = within(await screen.findByRole('region', { name: 'المواعيد' }));
    expect(await region.findByText('12–16 ماي 2030')).toBeInTheDocument();
    expect(region.getByText('حضوري')).toBeInTheDocument();
    expect(region.getByText('تونس، ضفاف البحيرة')).toBeInTheDocument();
    expect(region.getByText('مفتوح')).toBeInTheDocument();
    await user.click(region.getByRole('button', { name: 'إضافة موعد' }));
    expect(screen.getByRole('dialog', { name: 'موعد جديد' })).toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: 'إضافة الموعد' }));
    expect(field('عدد المقاعد')).toHaveAccessibleDescription('هذا الحقل إلزامي.');
  });
});

/** The session as PUT sends it back (its derived and joined fields left out). */
function sessionInput(session: ReturnType<typeof makeSession>) {
  const { startDate, endDate, schedule, mode, location, seats } = session;
  return { startDate, endDate, schedule, mode, location, seats };
}
