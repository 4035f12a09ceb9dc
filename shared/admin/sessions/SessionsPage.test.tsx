/**
 * /admin/sessions: the sessions of every course, upcoming unless the past ones are asked for, by
 * start date either way (the order in the address), each row leading to its course's form and
 * to its pre-registrations.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { centreToday } from '../../domain/calendar.ts';
import { renderAdminScreen, stubApi } from '../components/admin-test-utils.tsx';
import { currentUrl, goBack, renderWithLocation } from '../inbox/inbox-test-utils.tsx';
import { makeFullJuneSession, makeSession } from './session-test-utils.ts';
import SessionsPage from './SessionsPage.tsx';

const upcoming = `GET /sessions?from=${centreToday()}`;
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent);

function render(route = '/admin/sessions', language = 'fr') {
  return renderWithLocation(<SessionsPage />, { route, language });
}

const june = makeFullJuneSession({ waitingCount: 3, leadCount: 24 });
const may = makeSession({ _id: 'may', leadCount: 5 });
const october = makeSession({
  _id: 'october',
  startDate: '2030-10-05',
  endDate: '2030-10-05',
  mode: 'online',
  location: undefined,
  status: 'cancelled',
  leadCount: 0,
});

describe('the sessions page', () => {
  it('lists the upcoming sessions, soonest first, with their course, days, place, seats, waiting list and state', async () => {
    stubApi({ [upcoming]: { body: [june, may, october] } });
    await render();

    expect(await screen.findByRole('heading', { level: 1, name: 'Sessions des cours (3)' })).toBeInTheDocument();
    expect(firstCells()).toEqual([
      '12–16 mai 2030Lundi et mercredi, 18 h – 21 h',
      '2–6 juin 2030Lundi et mercredi, 18 h – 21 h',
      '5 oct. 2030Lundi et mercredi, 18 h – 21 h',
    ]);
    const [mayRow, juneRow, octoberRow] = bodyRows().map((row) => within(row));
    expect(mayRow!.getByRole('rowheader')).toHaveTextContent('React avancé');
    expect(mayRow!.getByText('Présentiel')).toBeInTheDocument();
    expect(mayRow!.getByText('Tunis, Les Berges du Lac')).toBeInTheDocument();
    expect(mayRow!.getByText('12 / 20')).toBeInTheDocument();
    expect(mayRow!.getByText('Ouverte')).toBeInTheDocument();
    expect(juneRow!.getByRole('rowheader')).toHaveTextContent('Design UX');
    expect(juneRow!.getByText('Complète')).toBeInTheDocument();
    expect(await juneRow!.findByRole('link', { name: /^Pré-inscriptions de la session/ })).toHaveTextContent(/^24$/);
    expect(juneRow!.getByText('3')).toBeInTheDocument();
    expect(octoberRow!.getAllByText('0')).toHaveLength(2);
    expect(octoberRow!.getByText('En ligne')).toBeInTheDocument();
    expect(octoberRow!.getByText('Annulée')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Dates' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('links each row to its course form and to the pre-registrations of the session', async () => {
    stubApi({ [upcoming]: { body: [may, june] } });
    await render();
    await screen.findByRole('table');
    const row = within(bodyRows()[0]!);
    expect(
      await row.findByRole('link', { name: 'Pré-inscriptions de la session du 12–16 mai 2030, React avancé (5)' }),
    ).toHaveAttribute('href', '/admin/leads?session=may');
    expect(row.getByRole('link', { name: /^Pré-inscriptions de la session/ })).toHaveTextContent(/^5$/);
    // The course's title leads to its form, where its sessions are edited.
    const course = row.getByRole('link', { name: 'React avancé' });
    expect(course).toHaveAttribute('href', '/admin/courses/edit/c1');
    expect(course).toHaveAttribute('title', 'Modifier le cours et ses sessions : React avancé');
  });

  it('sorts by date, latest first at a click, the order kept in the address and undone by back', async () => {
    stubApi({ [upcoming]: { body: [june, may, october] } });
    await render();
    await screen.findByRole('table');

    await userEvent.click(screen.getByRole('button', { name: 'Dates' }));
    expect(screen.getByRole('columnheader', { name: 'Dates' })).toHaveAttribute('aria-sort', 'descending');
    expect(firstCells().map((text) => text?.slice(0, 5))).toEqual(['5 oct', '2–6 j', '12–16']);
    expect(currentUrl().searchParams.get('sort')).toBe('desc');

    await goBack();
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: 'Dates' })).toHaveAttribute('aria-sort', 'ascending'),
    );
    expect(firstCells().map((text) => text?.slice(0, 5))).toEqual(['12–16', '2–6 j', '5 oct']);
  });

  it('opens sorted as the address says, and shows the past sessions too when asked', async () => {
    const past = makeSession({ _id: 'past', startDate: '2020-01-06', endDate: '2020-01-10' });
    const api = stubApi({ [upcoming]: { body: [may] }, 'GET /sessions': { body: [past, may] } });
    await render('/admin/sessions?sort=desc');
    await screen.findByRole('table');
    expect(bodyRows()).toHaveLength(1);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Afficher aussi les sessions passées' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(currentUrl().search).toBe('?sort=desc&past=1');
    expect(firstCells().map((text) => text?.slice(0, 6))).toEqual(['12–16 ', '6–10 j']);
    expect(within(bodyRows()[1]!).getByText('Terminée')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Toutes les sessions' })).toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).toEqual([`/sessions?from=${centreToday()}`, '/sessions']);
  });

  it('filters by the course title, in any language', async () => {
    stubApi({ [upcoming]: { body: [june, may] } });
    await render();
    await screen.findByRole('table');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher un cours' }), 'ux');
    expect(bodyRows()).toHaveLength(1);
    expect(within(bodyRows()[0]!).getByRole('rowheader')).toHaveTextContent('Design UX');
  });

  it('says when there is no upcoming session, and when they cannot be loaded', async () => {
    stubApi({ [upcoming]: { body: [] } });
    const { unmount } = await render();
    expect(
      await screen.findByText("Aucune session à venir. Ajoutez-en depuis la fiche d'un cours."),
    ).toBeInTheDocument();
    unmount();

    stubApi({ [upcoming]: { status: 500, body: { message: 'Boom' } } });
    await render();
    expect(await screen.findByText('Impossible de charger les sessions.')).toBeInTheDocument();
  });

  it.each([
    ['sales', 'no course form', /^Pré-inscriptions de la session/, 'React avancé'],
    ['editor', 'no inbox', 'React avancé', /^Pré-inscriptions de la session/],
  ] as const)('shows %s %s to go to', async (role, _what, shown, hidden) => {
    stubApi({ [upcoming]: { body: [may] } });
    await renderAdminScreen(<SessionsPage />, { route: '/admin/sessions', role });
    await screen.findByRole('table');
    const row = within(bodyRows()[0]!);
    expect(await row.findByRole('link', { name: shown })).toBeInTheDocument();
    expect(row.queryByRole('link', { name: hidden })).not.toBeInTheDocument();
  });

  it('speaks Arabic, the days as written in Tunisia', async () => {
    stubApi({ [upcoming]: { body: [may] } });
    await render('/admin/sessions', 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'مواعيد الدورات (1)' })).toBeInTheDocument();
    const row = within(bodyRows()[0]!);
    expect(row.getByText('12–16 ماي 2030')).toBeInTheDocument();
    expect(row.getByRole('rowheader')).toHaveTextContent('رياكت المتقدّم');
    expect(row.getByText('مفتوح')).toBeInTheDocument();
    expect(row.getByText('12 / 20').closest('bdi')).toHaveAttribute('dir', 'ltr');
  });
});
