/**
 * The pre-registrations and their course sessions: the session's days in the list and its seats
 * in the request's panel, the waiting list marked, the list filtered by session (in the address),
 * and an enrolment the server refuses because the session is full told once, in French.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeLead, stubApi } from '../components/admin-test-utils.tsx';
import {
  currentUrl,
  detailOf,
  goBack,
  pageOf,
  pageRoute,
  renderWithLocation,
  requestItem,
  SUMMARY,
} from '../inbox/inbox-test-utils.tsx';
import { makeFullJuneSession, makeSession } from '../sessions/session-test-utils.ts';
import LeadsPage from './LeadsPage.tsx';

// The inbox with its panel is a large page for a test DOM's role queries.
vi.setConfig({ testTimeout: 20_000 });

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const lead = (overrides: Record<string, unknown> = {}, pipeline: Record<string, unknown> = {}) =>
  requestItem(makeLead(overrides), pipeline);
const sessionFilter = () => screen.getByRole('combobox', { name: 'Session' });

const may = makeSession({ _id: 'may', seats: 20, seatsTaken: 12 });
const june = makeFullJuneSession();
const cancelled = makeSession({
  _id: 'cancelled',
  startDate: '2030-03-02',
  endDate: '2030-03-04',
  status: 'cancelled',
});

function render(route = '/admin/leads', options: { language?: string; role?: 'admin' | 'sales' } = {}) {
  return renderWithLocation(<LeadsPage />, { route, ...options });
}

describe('the pre-registrations and their sessions', () => {
  it("shows each one's session by its days, or a dash, and marks those on the waiting list", async () => {
    stubApi({
      [pageRoute('leads')]: pageOf([
        lead({ name: 'Amal Trabelsi', courseId: 'c1', sessionId: 'may' }),
        lead({ name: 'Karim Jlassi', courseId: 'c2', sessionId: 'june', waitingList: true }),
        lead({ name: 'Nour Ben Ali' }),
      ]),
      'GET /sessions': { body: [may, june] },
    });
    await render();
    expect(await screen.findByRole('columnheader', { name: 'Session' })).toBeInTheDocument();
    const [amal, karim, nour] = bodyRows().map((row) => within(row));
    expect(await amal!.findByText('12–16 mai 2030')).toHaveAttribute('datetime', '2030-05-12');
    expect(amal!.queryByText("Liste d'attente")).not.toBeInTheDocument();
    expect(karim!.getByText('2–6 juin 2030')).toBeInTheDocument();
    expect(karim!.getByText("Liste d'attente")).toBeInTheDocument();
    expect(bodyRows()[2]!.querySelector('[data-label="Session"]')).toHaveTextContent(/^—Non renseigné$/);
    expect(nour!.queryByText("Liste d'attente")).not.toBeInTheDocument();
  });

  it('filters by session, chosen among every session grouped by course; the address keeps it, back undoes it', async () => {
    const api = stubApi({
      [pageRoute('leads')]: pageOf(
        [lead({ name: 'Amal Trabelsi', sessionId: 'may' }), lead({ name: 'Karim Jlassi', sessionId: 'june' })],
        30,
      ),
      [pageRoute('leads', { sessionId: 'june' })]: pageOf([lead({ name: 'Karim Jlassi', sessionId: 'june' })]),
      'GET /sessions': { body: [may, june, cancelled] },
      'GET /inbox/summary': { body: SUMMARY },
    });
    await render();
    await screen.findByText('Amal Trabelsi');
    expect(await screen.findByRole('button', { name: 'Nouveau 12' })).toBeInTheDocument();

    const filter = sessionFilter();
    await waitFor(() => expect(within(filter).getAllByRole('option')).toHaveLength(4));
    // Each option names its course with its days: the closed select shows the chosen option alone.
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Toutes les sessions',
      'Design UX · 2–6 juin 2030',
      'React avancé · 2–4 mars 2030 (annulée)',
      'React avancé · 12–16 mai 2030',
    ]);
    expect(filter.querySelectorAll('optgroup')[0]).toHaveAttribute('label', 'Design UX');
    expect(filter.querySelectorAll('optgroup')[1]).toHaveAttribute('label', 'React avancé');

    await userEvent.selectOptions(filter, 'Design UX · 2–6 juin 2030');
    await waitFor(() => expect(screen.queryByText('Amal Trabelsi')).not.toBeInTheDocument());
    expect(screen.getByText('Karim Jlassi')).toBeInTheDocument();
    expect(currentUrl().searchParams.get('session')).toBe('june');
    expect(api.calls.filter((call) => call.path.startsWith('/leads?')).map((call) => call.path)).toContain(
      '/leads?sessionId=june&limit=25&offset=0',
    );
    // The counts are the whole inbox's: not shown for one session's list.
    expect(screen.getByRole('button', { name: 'Nouveau' })).toBeInTheDocument();
    expect(sessionFilter()).toHaveValue('june');

    await goBack();
    expect(await screen.findByText('Amal Trabelsi')).toBeInTheDocument();
    expect(sessionFilter()).toHaveValue('');
  });

  it('opens filtered by the session the address names (a link from the sessions page), and clears it', async () => {
    stubApi({
      [pageRoute('leads', { sessionId: 'may' })]: pageOf([]),
      [pageRoute('leads')]: pageOf([lead({ name: 'Amal Trabelsi' })]),
      'GET /sessions': { body: [may] },
    });
    await render('/admin/leads?session=may');
    expect(await screen.findByText('Aucun résultat pour ce filtre.')).toBeInTheDocument();
    await waitFor(() => expect(sessionFilter()).toHaveValue('may'));
    await userEvent.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    expect(await screen.findByText('Amal Trabelsi')).toBeInTheDocument();
    expect(currentUrl().search).toBe('');
  });

  it("shows the course and the session in the request's panel, with the seats taken", async () => {
    const amal = lead({
      name: 'Amal Trabelsi',
      courseOfInterest: 'React avancé',
      courseId: 'c1',
      sessionId: 'may',
      waitingList: true,
    });
    stubApi({
      [pageRoute('leads')]: pageOf([amal]),
      [`GET /leads/${amal._id}`]: detailOf(amal),
      'GET /sessions': { body: [may] },
    });
    await render(`/admin/leads?open=${amal._id}`);
    const panel = within(await screen.findByRole('dialog', { name: 'Amal Trabelsi' }));
    expect(await panel.findByRole('link', { name: 'React avancé' })).toHaveAttribute('href', '/admin/courses/edit/c1');
    const session = panel.getByText('Session', { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(within(session).getByText('12–16 mai 2030')).toBeInTheDocument();
    expect(within(session).getByText('Présentiel')).toBeInTheDocument();
    expect(within(session).getByText('12 / 20')).toBeInTheDocument();
    expect(within(session).getByText('12 places prises sur 20')).toBeInTheDocument();
    expect(within(session).getByText("Liste d'attente")).toBeInTheDocument();
  });

  it("shows sales, who have no course screen, the session's labels and the course unlinked", async () => {
    const amal = lead({ name: 'Amal Trabelsi', courseId: 'c1', sessionId: 'may' });
    stubApi({
      [pageRoute('leads')]: pageOf([amal]),
      [`GET /leads/${amal._id}`]: detailOf(amal),
      'GET /sessions': { body: [may] },
    });
    await render(`/admin/leads?open=${amal._id}`, { role: 'sales' });
    const panel = within(await screen.findByRole('dialog', { name: 'Amal Trabelsi' }));
    expect(await panel.findByText('React avancé')).toBeInTheDocument();
    expect(panel.queryByRole('link', { name: 'React avancé' })).not.toBeInTheDocument();
    expect(panel.getByText('12 / 20')).toBeInTheDocument();
  });

  it('says once, in French, that a full session refuses the enrolment', async () => {
    const amal = lead({ name: 'Amal Trabelsi', sessionId: 'june' });
    stubApi({
      [pageRoute('leads')]: pageOf([amal]),
      [`GET /leads/${amal._id}`]: detailOf(amal),
      'GET /sessions': { body: [june] },
      [`PATCH /leads/${amal._id}`]: {
        status: 409,
        body: {
          message:
            'This session is full: its 20 seats are taken. Give it more seats, or enrol this person in another session.',
          code: 'session_full',
          params: { seats: 20, taken: 20 },
        },
      },
    });
    await render(`/admin/leads?open=${amal._id}`);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Amal Trabelsi' })).getByRole('button', { name: 'Inscrit' }),
    );
    const message =
      'Cette session est complète : ses 20 places sont prises. Ajoutez des places ou inscrivez cette personne à une autre session.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    // One toast, not the client's on top of the panel's.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText(message)).toHaveLength(1);
  });

  it('speaks Arabic', async () => {
    stubApi({
      [pageRoute('leads')]: pageOf([lead({ name: 'Amal Trabelsi', sessionId: 'may', waitingList: true })]),
      'GET /sessions': { body: [may] },
    });
    await render('/admin/leads', { language: 'ar' });
    expect(await screen.findByRole('columnheader', { name: 'الموعد' })).toBeInTheDocument();
    expect(await screen.findByText('12–16 ماي 2030', { selector: 'time' })).toBeInTheDocument();
    expect(screen.getByText('قائمة الانتظار')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'الموعد' })).toBeInTheDocument();
  });
});
