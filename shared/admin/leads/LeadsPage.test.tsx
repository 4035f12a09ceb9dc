import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  confirmRowAction,
  makeLead,
  openConfirmation,
  renderAdminScreen,
  rowsUntilAction,
  stubApi,
} from '../components/admin-test-utils.tsx';
import { pageOf, pageRoute, requestItem } from '../inbox/inbox-test-utils.tsx';
import LeadsPage from './LeadsPage.tsx';

const table = () => screen.getByRole('table');
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const lead = (overrides: Record<string, unknown> = {}) => requestItem(makeLead(overrides));

describe('LeadsPage', () => {
  it('lists the pre-registrations with their date, contact, course, translated pace and status', async () => {
    stubApi({
      [pageRoute('leads')]: pageOf([
        lead({
          name: 'Amal Trabelsi',
          email: 'amal@exemple.tn',
          phone: '+216 22 333 444',
          courseOfInterest: 'React avancé',
          learningPaceInterest: 'Intensif',
        }),
        requestItem(makeLead({ name: 'Karim Jlassi' }), { status: 'enrolled', noteCount: 2 }),
      ]),
    });
    await renderAdminScreen(<LeadsPage />);

    expect(screen.getByText('Chargement...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pré-inscriptions (2)' })).toBeInTheDocument();
    const [amal, karim] = bodyRows();
    const row = within(amal!);
    expect(row.getByText('Amal Trabelsi')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'amal@exemple.tn' })).toHaveAttribute('href', 'mailto:amal@exemple.tn');
    expect(row.getByRole('link', { name: '+216 22 333 444' })).toHaveAttribute('href', 'tel:+21622333444');
    expect(row.getByText('React avancé')).toBeInTheDocument();
    expect(row.getByText('Intensif')).toBeInTheDocument();
    expect(row.getByText('Nouveau')).toBeInTheDocument();
    // The date carries the time too.
    const time = within(amal!.querySelector('time')!);
    expect(time.getByText('10 mars 2025')).toBeInTheDocument();
    expect(time.getByText(/^\d{2}:\d{2}$/)).toBeInTheDocument();
    expect(within(karim!).getAllByText('Non renseigné').length).toBeGreaterThan(0);
    expect(within(karim!).getByText('Inscrit')).toBeInTheDocument();
    expect(within(karim!).getByText('Notes : 2')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Statut' })).toBeInTheDocument();
  });

  it('asks the server for what the search box says', async () => {
    const api = stubApi({
      [pageRoute('leads')]: pageOf([lead({ name: 'Amal Trabelsi' }), lead({ name: 'Karim Jlassi' })]),
      [pageRoute('leads', { q: 'marketing' })]: pageOf([
        lead({ name: 'Karim Jlassi', courseOfInterest: 'Marketing digital' }),
      ]),
    });
    await renderAdminScreen(<LeadsPage />);
    await screen.findByText('Amal Trabelsi');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher un contact' }), 'marketing');
    await waitFor(() => expect(screen.queryByText('Amal Trabelsi')).not.toBeInTheDocument());
    expect(screen.getByText('Karim Jlassi')).toBeInTheDocument();
    // Once, when typing paused, not once per letter.
    expect(api.calls.filter((call) => call.path.startsWith('/leads?q=')).map((call) => call.path)).toEqual([
      '/leads?q=marketing&limit=25&offset=0',
    ]);
  });

  it('shows 25 rows a page, the server counting them all', async () => {
    stubApi({
      [pageRoute('leads')]: pageOf(
        Array.from({ length: 25 }, () => lead()),
        30,
      ),
      [pageRoute('leads', {}, 2)]: pageOf(
        Array.from({ length: 5 }, () => lead()),
        30,
      ),
    });
    await renderAdminScreen(<LeadsPage />);
    await screen.findByRole('heading', { level: 1, name: 'Pré-inscriptions (30)' });

    expect(bodyRows()).toHaveLength(25);
    expect(screen.getByText('Page 1 sur 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByText('Page 2 sur 2')).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
  });

  it('shows no pagination for a short list, and a message when there is nothing', async () => {
    stubApi({ [pageRoute('leads')]: pageOf([]) });
    await renderAdminScreen(<LeadsPage />);
    expect(await screen.findByText('Aucune pré-inscription à traiter pour le moment.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('opens the whole message in a dialog; a lead without a message has no button', async () => {
    stubApi({
      [pageRoute('leads')]: pageOf([
        lead({ name: 'Amal Trabelsi', message: 'Bonjour,\nje voudrais suivre la formation le soir.' }),
        lead({ name: 'Karim Jlassi' }),
      ]),
    });
    await renderAdminScreen(<LeadsPage />);
    await screen.findByText('Amal Trabelsi');

    expect(screen.queryByRole('button', { name: 'Lire le message de Karim Jlassi' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Lire le message de Amal Trabelsi' }));
    const dialog = screen.getByRole('dialog', { name: 'Message de Amal Trabelsi' });
    expect(within(dialog).getByText(/je voudrais suivre la formation le soir\./)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('archives after the confirmation, toasts and reloads the list and its counts', async () => {
    const amal = lead({ name: 'Amal Trabelsi' });
    const api = stubApi({
      ...rowsUntilAction(pageRoute('leads'), [amal], `DELETE /leads/${amal._id}`, 'Pre-registration archived.', pageOf),
      'GET /inbox/summary': { body: { leads: { new: 1, contacted: 0, enrolled: 0, lost: 0 } } },
    });
    await renderAdminScreen(<LeadsPage />);
    const dialog = await openConfirmation('Archiver le contact Amal Trabelsi', {
      question: 'Voulez-vous vraiment archiver ce contact ?',
      naming: 'Amal Trabelsi',
    });
    await userEvent.click(within(dialog).getByText('Annuler'));
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    await confirmRowAction('Archiver le contact Amal Trabelsi', 'Archiver');
    expect(await screen.findByText('Contact archivé !')).toBeInTheDocument();
    expect(await screen.findByText('Aucune pré-inscription à traiter pour le moment.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'GET' && call.path.startsWith('/leads?'))).toHaveLength(2);
    await waitFor(() => expect(api.calls.filter((call) => call.path === '/inbox/summary')).toHaveLength(2));
  });

  it("shows the server's message when archiving fails, else the spec's text", async () => {
    const amal = lead({ name: 'Amal Trabelsi' });
    let reply = { status: 409, body: { message: 'Pre-registration locked.' } as unknown };
    stubApi({ [pageRoute('leads')]: pageOf([amal]), [`DELETE /leads/${amal._id}`]: () => reply });
    await renderAdminScreen(<LeadsPage />);

    const archive = () => confirmRowAction('Archiver le contact Amal Trabelsi', 'Archiver');
    await archive();
    expect(await screen.findByText('Pre-registration locked.')).toBeInTheDocument();
    reply = { status: 500, body: {} };
    await archive();
    expect(await screen.findByText("Erreur lors de l'archivage.")).toBeInTheDocument();
  });

  it("reloads the list when the lead was already gone, saying so in the admin's language", async () => {
    const amal = lead({ name: 'Amal Trabelsi' });
    let gone = false;
    const api = stubApi({
      [pageRoute('leads')]: () => pageOf(gone ? [] : [amal]),
      [`DELETE /leads/${amal._id}`]: () => {
        gone = true;
        return { status: 404, body: { message: 'Pre-registration not found.', code: 'not_found' } };
      },
    });
    await renderAdminScreen(<LeadsPage />);
    await confirmRowAction('Archiver le contact Amal Trabelsi', 'Archiver');
    expect(await screen.findByText("Cet élément n'existe plus. La liste va être actualisée.")).toBeInTheDocument();
    expect(await screen.findByText('Aucune pré-inscription à traiter pour le moment.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.startsWith('/leads?'))).toHaveLength(2);
  });

  it('shows the archived ones with their archive date and no archive button', async () => {
    const api = stubApi({
      [pageRoute('leads')]: pageOf([lead({ name: 'Amal Trabelsi' })]),
      [pageRoute('leads', { archived: 'true' })]: pageOf([
        lead({ name: 'Sonia Archivée', archivedAt: '2025-03-11T15:45:00.000Z' }),
      ]),
    });
    await renderAdminScreen(<LeadsPage />);
    await screen.findByText('Amal Trabelsi');
    expect(screen.getByRole('button', { name: 'À traiter' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Archivées' }));
    expect(await screen.findByText('Sonia Archivée')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Archivées' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('columnheader', { name: 'Archivé le' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Archiver le contact/ })).not.toBeInTheDocument();
    expect(bodyRows()[0]!.querySelectorAll('time')[1]).toHaveTextContent(/^11 mars 2025/);
    expect(api.calls.map((call) => call.path)).toContain('/leads?archived=true&limit=25&offset=0');
  });

  it('keeps the suspected spam apart, says how long it is kept, and moves one back into the inbox', async () => {
    const held = lead({ name: 'Nour Réelle', spam: true });
    let restored = false;
    const api = stubApi({
      [pageRoute('leads')]: () =>
        pageOf([lead({ name: 'Amal Trabelsi' }), ...(restored ? [{ ...held, spam: undefined }] : [])]),
      [pageRoute('leads', { spam: 'true' })]: () => pageOf(restored ? [] : [held]),
      [`POST /leads/${held._id}/not-spam`]: () => {
        restored = true;
        return { body: { message: 'Pre-registration moved back to the inbox.' } };
      },
    });
    await renderAdminScreen(<LeadsPage />);
    await screen.findByText('Amal Trabelsi');
    expect(screen.queryByText('Nour Réelle')).not.toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Spam suspecté' }));
    expect(screen.getByRole('button', { name: 'Spam suspecté' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('note')).toHaveTextContent(
      'Elles sont conservées 30 jours, puis supprimées automatiquement.',
    );
    expect(await screen.findByRole('table', { name: 'Spam suspecté' })).toBeInTheDocument();
    expect(screen.getByText('Nour Réelle')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Archiver le contact/ })).not.toBeInTheDocument();
    // No pipeline for spam: no status filter, no status column.
    expect(screen.queryByRole('group', { name: 'Filtrer par statut' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Statut' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: "Ce n'est pas du spam : Nour Réelle" }));
    expect(await screen.findByText('Remis dans la boîte de réception !')).toBeInTheDocument();
    expect(await screen.findByText('Aucune demande retenue comme spam.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'À traiter' }));
    expect(await screen.findByText('Nour Réelle')).toBeInTheDocument();
    expect(screen.getByText('Amal Trabelsi')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      `/leads/${held._id}/not-spam`,
    ]);
  });

  it('speaks Arabic', async () => {
    stubApi({ [pageRoute('leads')]: pageOf([lead({ name: 'Amal Trabelsi', learningPaceInterest: 'Personnalisé' })]) });
    await renderAdminScreen(<LeadsPage />, { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'التسجيلات المسبقة (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'أرشفة جهة الاتصال Amal Trabelsi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'فتح طلب Amal Trabelsi' })).toBeInTheDocument();
  });
});
