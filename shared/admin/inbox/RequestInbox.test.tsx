/**
 * The inbox kit, through the pre-registrations' page (the other two inboxes differ only by their
 * columns and fields): state in the address, paging on the server, counts, the request's panel.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_INFO, makeLead, stubApi, untilSessionRead } from '../components/admin-test-utils.tsx';
import LeadsPage from '../leads/LeadsPage.tsx';
import {
  currentUrl,
  detailOf,
  goBack,
  goForward,
  pageOf,
  pageRoute,
  renderWithLocation,
  requestItem,
  SUMMARY,
} from './inbox-test-utils.tsx';

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const listCalls = (api: ReturnType<typeof stubApi>) =>
  api.calls.filter((call) => call.method === 'GET' && /^\/leads\?/.test(call.path)).map((call) => call.path);

const render = (route = '/admin/leads', options: Parameters<typeof renderWithLocation>[1] = {}) =>
  renderWithLocation(<LeadsPage />, { route, ...options });

describe('the inbox kit', () => {
  it('asks the server for one page with the filters of the address, and counts from X-Total-Count', async () => {
    const api = stubApi({
      [pageRoute('leads', { status: 'contacted', q: 'react' }, 2)]: pageOf(
        [requestItem(makeLead({ name: 'Amal Trabelsi' }), { status: 'contacted' })],
        26,
      ),
      'GET /inbox/summary': { body: SUMMARY },
    });
    await render('/admin/leads?status=contacted&q=react&page=2');

    expect(await screen.findByRole('heading', { level: 1, name: 'Pré-inscriptions (26)' })).toBeInTheDocument();
    expect(listCalls(api)).toEqual(['/leads?status=contacted&q=react&limit=25&offset=25']);
    expect(screen.getByText('Page 2 sur 2')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Rechercher un contact' })).toHaveValue('react');
    expect(screen.getByRole('button', { name: 'Contacté' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(bodyRows()[0]!).getByText('Contacté')).toBeInTheDocument();
  });

  it('shows the status chips with their counts, "All" adding them up, and filters by one', async () => {
    const api = stubApi({
      [pageRoute('leads')]: pageOf([requestItem(makeLead({ name: 'Amal Trabelsi' }))], 22),
      [pageRoute('leads', { status: 'lost' })]: pageOf(
        [requestItem(makeLead({ name: 'Karim Jlassi' }), { status: 'lost', statusReason: 'Trop cher' })],
        2,
      ),
      'GET /inbox/summary': { body: SUMMARY },
    });
    await render();

    const chips = within(await screen.findByRole('group', { name: 'Filtrer par statut' }));
    expect(await chips.findByRole('button', { name: 'Tous 22' })).toHaveAttribute('aria-pressed', 'true');
    expect(chips.getByRole('button', { name: 'Nouveau 12' })).toHaveAttribute('aria-pressed', 'false');
    expect(chips.getByRole('button', { name: 'Inscrit 3' })).toBeInTheDocument();

    await userEvent.click(chips.getByRole('button', { name: 'Perdu 2' }));
    expect(await screen.findByText('Karim Jlassi')).toBeInTheDocument();
    expect(currentUrl().searchParams.get('status')).toBe('lost');
    expect(chips.getByRole('button', { name: 'Perdu 2' })).toHaveAttribute('aria-pressed', 'true');
    // The badge of a lost one says why.
    expect(within(bodyRows()[0]!).getByText('Trop cher')).toBeInTheDocument();
    expect(listCalls(api)).toEqual(['/leads?limit=25&offset=0', '/leads?status=lost&limit=25&offset=0']);
  });

  it('shows no counts beside a search: those of every request would not add up to what it finds', async () => {
    stubApi({
      [pageRoute('leads', { q: 'Amal' })]: pageOf([requestItem(makeLead({ name: 'Amal Trabelsi' }))], 1),
      'GET /inbox/summary': { body: SUMMARY },
    });
    await render('/admin/leads?q=Amal');
    expect(await screen.findByText('Amal Trabelsi')).toBeInTheDocument();
    const chips = within(screen.getByRole('group', { name: 'Filtrer par statut' }));
    expect(chips.getByRole('button', { name: 'Tous' })).toHaveAttribute('aria-pressed', 'true');
    expect(chips.getByRole('button', { name: 'Nouveau' })).toBeInTheDocument();
  });

  it('puts the page and the search in the address (the search once typing pauses, back on page 1); back undoes them', async () => {
    const api = stubApi({
      [pageRoute('leads')]: pageOf(
        Array.from({ length: 25 }, () => requestItem(makeLead())),
        30,
      ),
      [pageRoute('leads', {}, 2)]: pageOf(
        Array.from({ length: 5 }, () => requestItem(makeLead())),
        30,
      ),
      [pageRoute('leads', { q: 'marketing web' })]: pageOf([requestItem(makeLead({ name: 'Karim Jlassi' }))], 1),
    });
    await render();
    await screen.findByText('Page 1 sur 2');

    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByText('Page 2 sur 2')).toBeInTheDocument();
    expect(currentUrl().searchParams.get('page')).toBe('2');
    await waitFor(() => expect(bodyRows()).toHaveLength(5));

    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher un contact' }), {
        target: { value: 'marketing web' },
      });
      act(() => vi.advanceTimersByTime(200));
      expect(currentUrl().searchParams.get('q')).toBeNull();
      act(() => vi.advanceTimersByTime(150));
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByText('Karim Jlassi')).toBeInTheDocument();
    expect(currentUrl().search).toBe('?q=marketing+web');
    expect(listCalls(api)).toContain('/leads?q=marketing+web&limit=25&offset=0');

    // Back: the search is undone (the box empties), page 2 is back; back again, page 1.
    goBack();
    expect(await screen.findByText('Page 2 sur 2')).toBeInTheDocument();
    expect(currentUrl().search).toBe('?page=2');
    expect(screen.getByRole('searchbox')).toHaveValue('');
    goBack();
    expect(await screen.findByText('Page 1 sur 2')).toBeInTheDocument();
    expect(currentUrl().search).toBe('');
    // Forward twice: the search is back, in the box too, and stays.
    goForward();
    goForward();
    expect(await screen.findByText('Karim Jlassi')).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('marketing web');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(currentUrl().search).toBe('?q=marketing+web');
  });

  it('keeps another view chosen while a typed search was still waiting to be sent', async () => {
    stubApi({
      [pageRoute('leads')]: pageOf([requestItem(makeLead({ name: 'Amal Trabelsi' }))]),
      [pageRoute('leads', { archived: 'true', q: 'sfax' })]: pageOf([requestItem(makeLead({ name: 'Karim Jlassi' }))]),
    });
    await render();
    await screen.findByText('Amal Trabelsi');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher un contact' }), { target: { value: 'sfax' } });
      // The click and the search's timer in one batch: the search is sent before the page shows the new view.
      act(() => {
        fireEvent.click(screen.getByRole('button', { name: 'Archivées' }));
        vi.advanceTimersByTime(350);
      });
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByText('Karim Jlassi')).toBeInTheDocument();
    expect(Object.fromEntries(currentUrl().searchParams)).toEqual({ view: 'archived', q: 'sfax' });
  });

  it('says when nothing matches the filters, and clears them', async () => {
    stubApi({
      [pageRoute('leads', { status: 'enrolled', q: 'zzz', from: '2026-01-01', to: '2026-01-31' })]: pageOf([], 0),
      [pageRoute('leads')]: pageOf([requestItem(makeLead({ name: 'Amal Trabelsi' }))]),
    });
    await render('/admin/leads?status=enrolled&q=zzz&from=2026-01-01&to=2026-01-31');
    expect(await screen.findByText('Aucun résultat pour ce filtre.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    expect(await screen.findByText('Amal Trabelsi')).toBeInTheDocument();
    expect(currentUrl().search).toBe('');
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('filters by the days received, kept in the address, without the counts of every request; clears them with the rest', async () => {
    const downloadFile = vi.fn().mockResolvedValue(true);
    const api = stubApi({
      [pageRoute('leads', { from: '2026-11-01' })]: pageOf([requestItem(makeLead({ name: 'Amal Trabelsi' }))], 1),
      [pageRoute('leads', { from: '2026-11-01', to: '2026-11-15' })]: pageOf(
        [requestItem(makeLead({ name: 'Karim Jlassi' }))],
        1,
      ),
      [pageRoute('leads')]: pageOf([requestItem(makeLead({ name: 'Sami Gharbi' }))], 1),
      'GET /inbox/summary': { body: SUMMARY },
    });
    // A day that does not exist is no filter.
    await render('/admin/leads?from=2026-11-01&to=2026-02-30', { platform: { downloadFile } });
    expect(await screen.findByText('Amal Trabelsi')).toBeInTheDocument();
    const days = within(screen.getByRole('group', { name: 'Période de réception' }));
    expect(days.getByLabelText('Reçues du')).toHaveValue('2026-11-01');
    expect(days.getByLabelText('au')).toHaveValue('');
    // The chips' counts are those of every request: not shown beside a period.
    expect(
      within(screen.getByRole('group', { name: 'Filtrer par statut' })).getByRole('button', { name: 'Tous' }),
    ).toBeInTheDocument();

    fireEvent.change(days.getByLabelText('au'), { target: { value: '2026-11-15' } });
    expect(await screen.findByText('Karim Jlassi')).toBeInTheDocument();
    expect(Object.fromEntries(currentUrl().searchParams)).toEqual({ from: '2026-11-01', to: '2026-11-15' });
    expect(days.getByLabelText('Reçues du')).toHaveAttribute('max', '2026-11-15');
    expect(listCalls(api)).toEqual([
      '/leads?from=2026-11-01&limit=25&offset=0',
      '/leads?from=2026-11-01&to=2026-11-15&limit=25&offset=0',
    ]);

    // The export is of the period too.
    await userEvent.click(screen.getByRole('button', { name: /^Exporter \(CSV\)/ }));
    await waitFor(() =>
      expect(downloadFile).toHaveBeenCalledWith(
        expect.objectContaining({ url: '/api/leads/export.csv?from=2026-11-01&to=2026-11-15&lng=fr' }),
      ),
    );

    await goBack();
    expect(await screen.findByText('Amal Trabelsi')).toBeInTheDocument();
    expect(days.getByLabelText('au')).toHaveValue('');
    await goForward();
    expect(await screen.findByText('Karim Jlassi')).toBeInTheDocument();
    fireEvent.change(days.getByLabelText('Reçues du'), { target: { value: '' } });
    fireEvent.change(days.getByLabelText('au'), { target: { value: '' } });
    expect(await screen.findByText('Sami Gharbi')).toBeInTheDocument();
    expect(currentUrl().search).toBe('');
  });

  it('says a range of days that runs backwards is no range, asks the server nothing, and offers no export', async () => {
    const api = stubApi({ 'GET /inbox/summary': { body: SUMMARY } });
    await render('/admin/leads?from=2026-11-30&to=2026-11-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('Le premier jour est après le dernier.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Exporter \(CSV\)/ })).toBeDisabled();
    expect(listCalls(api)).toEqual([]);
  });

  it('says when the list failed to load and tries again', async () => {
    let fail = true;
    stubApi({
      [pageRoute('leads')]: () =>
        fail ? { status: 500, body: {} } : pageOf([requestItem(makeLead({ name: 'Amal Trabelsi' }))]),
    });
    await render();
    expect(await screen.findByText('Impossible de charger les pré-inscriptions.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Amal Trabelsi')).toBeInTheDocument();
  });

  it('exports the filtered list through the platform', async () => {
    stubApi({ [pageRoute('leads', { archived: 'true', status: 'lost', q: 'sfax' })]: pageOf([]) });
    const downloadFile = vi.fn().mockResolvedValue(true);
    await render('/admin/leads?view=archived&status=lost&q=sfax', { platform: { downloadFile } });
    await screen.findByText('Aucun résultat pour ce filtre.');
    await untilSessionRead();

    await userEvent.click(screen.getByRole('button', { name: 'Exporter (CSV) — la liste filtrée, toutes les pages' }));
    await waitFor(() => expect(downloadFile).toHaveBeenCalledTimes(1));
    expect(downloadFile).toHaveBeenCalledWith({
      url: '/api/leads/export.csv?archived=true&status=lost&q=sfax&lng=fr',
      fileName: expect.stringMatching(/^leads-\d{4}-\d{2}-\d{2}\.csv$/),
      token: ADMIN_INFO.token,
    });
  });

  it('opens the request named in the address in a panel, with every field, and closes it with Escape', async () => {
    const lead = requestItem(
      makeLead({
        name: 'Amal Trabelsi',
        email: 'amal@exemple.tn',
        phone: '22 333 444',
        courseOfInterest: 'React avancé',
        learningPaceInterest: 'Intensif',
        message: 'Bonjour,\n\nje suis disponible le soir.',
      }),
      { status: 'contacted' },
    );
    stubApi({
      [pageRoute('leads')]: pageOf([lead]),
      [`GET /leads/${lead._id}`]: detailOf(lead, {
        history: [
          { status: 'contacted', from: 'new', at: '2025-03-11T10:00:00.000Z', by: { _id: 'a', name: 'Sami Admin' } },
        ],
        notes: [
          {
            _id: 'n1',
            text: 'Rappeler jeudi.',
            author: { _id: 'a', name: 'Sami Admin' },
            createdAt: '2025-03-11T10:05:00.000Z',
          },
        ],
      }),
    });
    await render(`/admin/leads?open=${lead._id}`);

    const panel = await screen.findByRole('dialog', { name: 'Amal Trabelsi' });
    const inPanel = within(panel);
    expect(inPanel.getByText('React avancé')).toBeInTheDocument();
    expect(inPanel.getByText('Intensif')).toBeInTheDocument();
    // The message as sent, line breaks included.
    const message = inPanel.getByText(/je suis disponible le soir\./);
    expect(message.textContent).toBe('Bonjour,\n\nje suis disponible le soir.');
    expect(message).toHaveClass('whitespace-pre-wrap');
    expect(inPanel.getByRole('button', { name: 'Contacté' })).toHaveAttribute('aria-pressed', 'true');
    expect(inPanel.getByRole('button', { name: 'Nouveau' })).toHaveAttribute('aria-pressed', 'false');
    const history = within(inPanel.getByRole('region', { name: 'Historique' }));
    expect(history.getByText('Nouveau → Contacté')).toBeInTheDocument();
    expect(history.getByText('par Sami Admin')).toBeInTheDocument();
    const notes = within(inPanel.getByRole('region', { name: 'Notes' }));
    expect(notes.getByText('Rappeler jeudi.')).toBeInTheDocument();
    expect(notes.getByText('par Sami Admin')).toBeInTheDocument();
    expect(notes.getByText(/11 mars 2025/)).toBeInTheDocument();

    // Quick actions: the local number dialled with Tunisia's code.
    expect(inPanel.getByRole('link', { name: /^E-mail/ })).toHaveAttribute('href', 'mailto:amal@exemple.tn');
    expect(inPanel.getByRole('link', { name: /^Appeler/ })).toHaveAttribute('href', 'tel:+21622333444');
    const whatsapp = inPanel.getByRole('link', { name: /^WhatsApp/ });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/21622333444');
    expect(whatsapp).toHaveAttribute('target', '_blank');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(currentUrl().searchParams.get('open')).toBeNull();
  });

  it('opens a request from its row, focus inside; back to the list on closing, focus on the row again', async () => {
    const lead = requestItem(makeLead({ name: 'Amal Trabelsi' }));
    stubApi({ [pageRoute('leads', { status: 'new' })]: pageOf([lead]), [`GET /leads/${lead._id}`]: detailOf(lead) });
    await render('/admin/leads?status=new');

    const open = await screen.findByRole('link', { name: 'Ouvrir la demande de Amal Trabelsi' });
    expect(open).toHaveAttribute('href', `/admin/leads?status=new&open=${lead._id}`);
    await userEvent.click(open);
    const panel = await screen.findByRole('dialog', { name: 'Amal Trabelsi' });
    expect(panel).toHaveFocus();
    expect(currentUrl().search).toBe(`?status=new&open=${lead._id}`);

    await userEvent.click(within(panel).getByRole('button', { name: 'Fermer le détail' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentUrl().search).toBe('?status=new');
    expect(screen.getByRole('link', { name: 'Ouvrir la demande de Amal Trabelsi' })).toHaveFocus();
  });

  it('sets a status at once, and asks for an optional reason before "lost"; lists and counts reload', async () => {
    const lead = requestItem(makeLead({ name: 'Amal Trabelsi' }));
    const api = stubApi({
      [pageRoute('leads')]: pageOf([lead]),
      'GET /inbox/summary': { body: SUMMARY },
      [`GET /leads/${lead._id}`]: detailOf(lead),
      [`PATCH /leads/${lead._id}`]: { body: lead },
    });
    await render(`/admin/leads?open=${lead._id}`);
    const panel = within(await screen.findByRole('dialog', { name: 'Amal Trabelsi' }));

    await userEvent.click(panel.getByRole('button', { name: 'Contacté' }));
    expect(await screen.findByText('Statut mis à jour !')).toBeInTheDocument();
    const patches = () =>
      api.calls.filter((call) => call.method === 'PATCH').map((call) => JSON.parse(String(call.body)) as unknown);
    expect(patches()).toEqual([{ status: 'contacted' }]);
    await waitFor(() => expect(api.calls.filter((call) => call.path === '/inbox/summary')).toHaveLength(2));
    expect(listCalls(api)).toHaveLength(2);

    await userEvent.click(panel.getByRole('button', { name: 'Perdu' }));
    expect(patches()).toHaveLength(1);
    const reason = panel.getByRole('textbox', { name: 'Motif (facultatif)' });
    expect(reason).toHaveFocus();
    await userEvent.type(reason, '  A choisi un autre centre ');
    await userEvent.click(panel.getByRole('button', { name: 'Passer à « Perdu »' }));
    await waitFor(() =>
      expect(patches()).toEqual([{ status: 'contacted' }, { status: 'lost', reason: 'A choisi un autre centre' }]),
    );

    // Without a reason: none sent.
    await userEvent.click(panel.getByRole('button', { name: 'Perdu' }));
    await userEvent.click(panel.getByRole('button', { name: 'Passer à « Perdu »' }));
    await waitFor(() => expect(patches()[2]).toEqual({ status: 'lost' }));
  });

  it('says why a status could not be changed', async () => {
    const lead = requestItem(makeLead({ name: 'Amal Trabelsi' }));
    stubApi({
      [pageRoute('leads')]: pageOf([lead]),
      [`GET /leads/${lead._id}`]: detailOf(lead),
      [`PATCH /leads/${lead._id}`]: { status: 400, body: { message: 'Unknown status for a pre-registration.' } },
    });
    await render(`/admin/leads?open=${lead._id}`);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Amal Trabelsi' })).getByRole('button', { name: 'Inscrit' }),
    );
    expect(await screen.findByText('Unknown status for a pre-registration.')).toBeInTheDocument();
  });

  it('adds a note, counting its characters, and shows why the server refused one', async () => {
    const lead = requestItem(makeLead({ name: 'Amal Trabelsi' }));
    let refuse = true;
    const api = stubApi({
      [pageRoute('leads')]: pageOf([lead]),
      [`GET /leads/${lead._id}`]: detailOf(lead),
      [`POST /leads/${lead._id}/notes`]: () =>
        refuse
          ? {
              status: 400,
              body: { message: 'Write the note first.', errors: [{ path: 'text', message: 'Write the note first.' }] },
            }
          : {
              status: 201,
              body: {
                _id: 'n1',
                text: 'Rappeler jeudi.',
                author: { _id: 'a', name: 'Admin' },
                createdAt: '2025-03-11T10:05:00.000Z',
              },
            },
    });
    await render(`/admin/leads?open=${lead._id}`);
    const notes = within(
      within(await screen.findByRole('dialog', { name: 'Amal Trabelsi' })).getByRole('region', { name: 'Notes' }),
    );
    expect(notes.getByText('Aucune note pour le moment.')).toBeInTheDocument();

    const field = notes.getByRole('textbox', { name: 'Nouvelle note' });
    const add = notes.getByRole('button', { name: 'Ajouter la note' });
    expect(add).toBeDisabled();
    expect(field).toHaveAttribute('maxlength', '5000');
    await userEvent.type(field, 'Rappeler jeudi.');
    expect(notes.getByText('15 / 5000 caractères')).toBeInTheDocument();

    await userEvent.click(add);
    expect(await notes.findByRole('alert')).toHaveTextContent('Write the note first.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('Rappeler jeudi.');

    refuse = false;
    await userEvent.click(add);
    expect(await screen.findByText('Note ajoutée !')).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(notes.queryByRole('alert')).not.toBeInTheDocument();
    const posted = api.calls
      .filter((call) => call.method === 'POST')
      .map((call) => JSON.parse(String(call.body)) as unknown);
    expect(posted).toEqual([{ text: 'Rappeler jeudi.' }, { text: 'Rappeler jeudi.' }]);
    // The panel reloads with the new note.
    expect(api.calls.filter((call) => call.path === `/leads/${lead._id}`).length).toBeGreaterThan(1);
  });

  it('says so when the request opened no longer exists', async () => {
    stubApi({
      [pageRoute('leads')]: pageOf([]),
      'GET /leads/gone-1': { status: 404, body: { message: 'Not found.' } },
    });
    await render('/admin/leads?open=gone-1');
    expect(
      await within(await screen.findByRole('dialog', { name: 'Détail de la demande' })).findByText(
        /Cette demande n'existe plus/,
      ),
    ).toBeInTheDocument();
  });

  it('reads right to left in Arabic, the history arrow included', async () => {
    const lead = requestItem(makeLead({ name: 'Amal Trabelsi' }), { status: 'contacted' });
    stubApi({
      [pageRoute('leads')]: pageOf([lead]),
      'GET /inbox/summary': { body: SUMMARY },
      [`GET /leads/${lead._id}`]: detailOf(lead, {
        history: [{ status: 'contacted', from: 'new', at: '2025-03-11T10:00:00.000Z', by: { _id: 'a', name: 'Sami' } }],
      }),
    });
    await render(`/admin/leads?open=${lead._id}`, { language: 'ar' });
    const panel = within(await screen.findByRole('dialog', { name: 'Amal Trabelsi' }));
    expect(panel.getByText('جديد ← تم التواصل')).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'تم التواصل' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'الكل 22' })).toBeInTheDocument();
  });
});
