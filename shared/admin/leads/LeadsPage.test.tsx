import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeLead, renderAdminScreen, stubApi } from '../components/admin-test-utils.tsx';
import LeadsPage from './LeadsPage.tsx';

const table = () => screen.getByRole('table');
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

describe('LeadsPage', () => {
  it('lists the pre-registrations with their date, contact, course and translated pace', async () => {
    stubApi({
      'GET /leads': {
        body: [
          makeLead({ name: 'Amal Trabelsi', email: 'amal@exemple.tn', phone: '+216 22 333 444', courseOfInterest: 'React avancé', learningPaceInterest: 'Intensif' }),
          makeLead({ name: 'Karim Jlassi' }),
        ],
      },
    });
    await renderAdminScreen(<LeadsPage />);

    expect(screen.getByText('Chargement...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pré-inscriptions (2)' })).toBeInTheDocument();
    const [amal] = bodyRows();
    const row = within(amal!);
    expect(row.getByText('Amal Trabelsi')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'amal@exemple.tn' })).toHaveAttribute('href', 'mailto:amal@exemple.tn');
    expect(row.getByRole('link', { name: '+216 22 333 444' })).toHaveAttribute('href', 'tel:+21622333444');
    expect(row.getByText('React avancé')).toBeInTheDocument();
    expect(row.getByText('Intensif')).toBeInTheDocument();
    // The date carries the time too.
    const time = within(amal!.querySelector('time')!);
    expect(time.getByText('10 mars 2025')).toBeInTheDocument();
    expect(time.getByText(/^\d{2}:\d{2}$/)).toBeInTheDocument();
    expect(within(bodyRows()[1]!).getAllByText('Non renseigné').length).toBeGreaterThan(0);
  });

  it('narrows the list with the text filter', async () => {
    stubApi({ 'GET /leads': { body: [makeLead({ name: 'Amal Trabelsi' }), makeLead({ name: 'Karim Jlassi', courseOfInterest: 'Marketing digital' })] } });
    await renderAdminScreen(<LeadsPage />);
    await screen.findByText('Amal Trabelsi');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher un contact' }), 'marketing');
    expect(screen.queryByText('Amal Trabelsi')).not.toBeInTheDocument();
    expect(screen.getByText('Karim Jlassi')).toBeInTheDocument();

    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'personne introuvable');
    expect(screen.getByText('Aucun résultat pour ce filtre.')).toBeInTheDocument();
  });

  it('pages past 25 rows', async () => {
    stubApi({ 'GET /leads': { body: Array.from({ length: 30 }, () => makeLead()) } });
    await renderAdminScreen(<LeadsPage />);
    await screen.findByRole('heading', { level: 1, name: 'Pré-inscriptions (30)' });

    expect(bodyRows()).toHaveLength(25);
    expect(screen.getByText('Page 1 sur 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByText('Page 2 sur 2')).toBeInTheDocument();
  });

  it('shows no pagination for a short list, and a message when there is nothing', async () => {
    stubApi({ 'GET /leads': { body: [] } });
    await renderAdminScreen(<LeadsPage />);
    expect(await screen.findByText('Aucune pré-inscription à traiter pour le moment.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('opens the whole message in a dialog; a lead without a message has no button', async () => {
    stubApi({
      'GET /leads': { body: [makeLead({ name: 'Amal Trabelsi', message: 'Bonjour,\nje voudrais suivre la formation le soir.' }), makeLead({ name: 'Karim Jlassi' })] },
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

  it('archives after the confirmation, toasts and reloads the list', async () => {
    const lead = makeLead({ name: 'Amal Trabelsi' });
    let archived = false;
    const api = stubApi({
      'GET /leads': () => ({ body: archived ? [] : [lead] }),
      [`DELETE /leads/${lead._id}`]: () => {
        archived = true;
        return { body: { message: 'Pre-registration archived.' } };
      },
    });
    await renderAdminScreen(<LeadsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Archiver le contact Amal Trabelsi' }));

    const dialog = screen.getByRole('dialog', { name: 'Confirmation' });
    expect(within(dialog).getByText('Voulez-vous vraiment archiver ce contact ?')).toBeInTheDocument();
    // Which one, under the spec's sentence; the safe choice has the focus.
    expect(within(dialog).getByText('Amal Trabelsi')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await userEvent.click(within(dialog).getByText('Annuler'));
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Archiver le contact Amal Trabelsi' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Archiver' }));
    expect(await screen.findByText('Contact archivé !')).toBeInTheDocument();
    expect(await screen.findByText('Aucune pré-inscription à traiter pour le moment.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'GET' && call.path === '/leads')).toHaveLength(2);
  });

  it("shows the server's message when archiving fails, else the spec's text", async () => {
    const lead = makeLead({ name: 'Amal Trabelsi' });
    let reply = { status: 409, body: { message: 'Pre-registration locked.' } as unknown };
    stubApi({ 'GET /leads': { body: [lead] }, [`DELETE /leads/${lead._id}`]: () => reply });
    await renderAdminScreen(<LeadsPage />);

    const archive = async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Archiver le contact Amal Trabelsi' }));
      await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Archiver' }));
    };
    await archive();
    expect(await screen.findByText('Pre-registration locked.')).toBeInTheDocument();
    reply = { status: 500, body: {} };
    await archive();
    expect(await screen.findByText("Erreur lors de l'archivage.")).toBeInTheDocument();
  });

  it("reloads the list when the lead was already gone, saying so in the admin's language", async () => {
    const lead = makeLead({ name: 'Amal Trabelsi' });
    let gone = false;
    const api = stubApi({
      'GET /leads': () => ({ body: gone ? [] : [lead] }),
      [`DELETE /leads/${lead._id}`]: () => {
        gone = true;
        return { status: 404, body: { message: 'Pre-registration not found.', code: 'not_found' } };
      },
    });
    await renderAdminScreen(<LeadsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Archiver le contact Amal Trabelsi' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Archiver' }));
    expect(await screen.findByText("Cet élément n'existe plus. La liste va être actualisée.")).toBeInTheDocument();
    expect(await screen.findByText('Aucune pré-inscription à traiter pour le moment.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/leads')).toHaveLength(2);
  });

  it('shows the archived ones with their archive date and no archive button', async () => {
    const api = stubApi({
      'GET /leads': { body: [makeLead({ name: 'Amal Trabelsi' })] },
      'GET /leads?archived=true': { body: [makeLead({ name: 'Sonia Archivée', archivedAt: '2025-03-11T15:45:00.000Z' })] },
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
    expect(api.calls.map((call) => call.path)).toContain('/leads?archived=true');
  });

  it('keeps the suspected spam apart, says how long it is kept, and moves one back into the inbox', async () => {
    const held = makeLead({ name: 'Nour Réelle', spam: true });
    let restored = false;
    const api = stubApi({
      'GET /leads': () => ({ body: [makeLead({ name: 'Amal Trabelsi' }), ...(restored ? [{ ...held, spam: undefined }] : [])] }),
      'GET /leads?spam=true': () => ({ body: restored ? [] : [held] }),
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
    expect(screen.getByRole('note')).toHaveTextContent('Elles sont conservées 30 jours, puis supprimées automatiquement.');
    expect(await screen.findByRole('table', { name: 'Spam suspecté' })).toBeInTheDocument();
    expect(screen.getByText('Nour Réelle')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Archiver le contact/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: "Ce n'est pas du spam : Nour Réelle" }));
    expect(await screen.findByText('Remis dans la boîte de réception !')).toBeInTheDocument();
    expect(await screen.findByText('Aucune demande retenue comme spam.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'À traiter' }));
    expect(await screen.findByText('Nour Réelle')).toBeInTheDocument();
    expect(screen.getByText('Amal Trabelsi')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([`/leads/${held._id}/not-spam`]);
  });

  it('speaks Arabic', async () => {
    stubApi({ 'GET /leads': { body: [makeLead({ name: 'Amal Trabelsi', learningPaceInterest: 'Personnalisé' })] } });
    await renderAdminScreen(<LeadsPage />, { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'التسجيلات المسبقة (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'أرشفة جهة الاتصال Amal Trabelsi' })).toBeInTheDocument();
  });
});
