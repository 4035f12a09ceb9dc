import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  confirmRowAction,
  makeContactMessage,
  openConfirmation,
  renderAdminScreen,
  rowsUntilAction,
  stubApi,
} from '../components/admin-test-utils.tsx';
import ContactMessagesPage from './ContactMessagesPage.tsx';

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const LONG_MESSAGE = `Bonjour,\nje voudrais savoir si vous proposez des sessions le samedi matin pour la formation en comptabilité, et à quel tarif pour deux personnes.`;

describe('ContactMessagesPage', () => {
  it('lists the messages with their date, sender, email, phone and the start of the message', async () => {
    const api = stubApi({
      'GET /contact-messages': {
        body: [
          makeContactMessage({
            name: 'Salma Jaziri',
            email: 'salma@exemple.tn',
            phone: '+216 20 111 222',
            message: LONG_MESSAGE,
          }),
          makeContactMessage({ name: 'Omar Haddad', message: 'Êtes-vous ouverts en août ?' }),
        ],
      },
    });
    await renderAdminScreen(<ContactMessagesPage />);

    expect(screen.getByText('Chargement...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages (2)' })).toBeInTheDocument();
    for (const header of ['Date', 'Nom', 'E-mail', 'Téléphone', 'Message', 'Actions'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();

    const salma = within(bodyRows()[0]!);
    expect(salma.getByRole('rowheader', { name: 'Salma Jaziri' })).toBeInTheDocument();
    expect(salma.getByRole('link', { name: 'salma@exemple.tn' })).toHaveAttribute('href', 'mailto:salma@exemple.tn');
    expect(salma.getByRole('link', { name: '+216 20 111 222' })).toHaveAttribute('href', 'tel:+21620111222');
    expect(within(bodyRows()[0]!.querySelector('time')!).getByText('10 mars 2025')).toBeInTheDocument();
    // A long message shows its start on one line; a short one shows whole.
    expect(
      salma.getByText('Bonjour, je voudrais savoir si vous proposez des sessions le samedi matin pour la…'),
    ).toBeInTheDocument();
    expect(salma.queryByText(/deux personnes/)).not.toBeInTheDocument();
    const omar = within(bodyRows()[1]!);
    expect(omar.getByText('Êtes-vous ouverts en août ?')).toBeInTheDocument();
    expect(omar.getByText('Non renseigné')).toBeInTheDocument();
    // The inbox asks for the messages to handle only: spam and archived ones are other lists.
    expect(api.calls.map((call) => call.path)).toEqual(['/contact-messages']);
  });

  it('opens the whole message in a dialog', async () => {
    stubApi({
      'GET /contact-messages': {
        body: [makeContactMessage({ name: 'Salma Jaziri', email: 'salma@exemple.tn', message: LONG_MESSAGE })],
      },
    });
    await renderAdminScreen(<ContactMessagesPage />);

    await userEvent.click(await screen.findByRole('button', { name: 'Lire le message de Salma Jaziri' }));
    const dialog = screen.getByRole('dialog', { name: 'Message de Salma Jaziri' });
    expect(within(dialog).getByText(/à quel tarif pour deux personnes\.$/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'salma@exemple.tn' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says in the message’s dialog whether and when the sender agreed to the privacy notice', async () => {
    stubApi({
      'GET /contact-messages': {
        body: [
          makeContactMessage({
            name: 'Salma Jaziri',
            consentAt: '2025-03-10T08:15:00.000Z',
            consentVersion: '2025-01',
          }),
          makeContactMessage({ name: 'Omar Haddad' }),
        ],
      },
    });
    await renderAdminScreen(<ContactMessagesPage />);

    await userEvent.click(await screen.findByRole('button', { name: 'Lire le message de Salma Jaziri' }));
    let dialog = screen.getByRole('dialog', { name: 'Message de Salma Jaziri' });
    expect(within(dialog).getByText('Consentement')).toBeInTheDocument();
    expect(within(dialog).getByText(/^Donné le 10 mars 2025.*\(notice 2025-01\)$/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));

    await userEvent.click(screen.getByRole('button', { name: 'Lire le message de Omar Haddad' }));
    dialog = screen.getByRole('dialog', { name: 'Message de Omar Haddad' });
    expect(within(dialog).getByText('Non recueilli (envoyée sans la case de consentement)')).toBeInTheDocument();
  });

  it('narrows the list with the text filter', async () => {
    stubApi({
      'GET /contact-messages': {
        body: [
          makeContactMessage({ name: 'Salma Jaziri' }),
          makeContactMessage({ name: 'Omar Haddad', message: 'Une question sur le financement.' }),
        ],
      },
    });
    await renderAdminScreen(<ContactMessagesPage />);
    await screen.findByText('Salma Jaziri');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher un message' }), 'financement');
    expect(bodyRows()).toHaveLength(1);
    expect(screen.getByText('Omar Haddad')).toBeInTheDocument();
  });

  it('says when the search matches nothing and clears it in one click, as every inbox does', async () => {
    stubApi({ 'GET /contact-messages': { body: [makeContactMessage({ name: 'Salma Jaziri' })] } });
    await renderAdminScreen(<ContactMessagesPage />);
    await screen.findByText('Salma Jaziri');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher un message' }), 'introuvable');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    expect(screen.getByRole('searchbox', { name: 'Rechercher un message' })).toHaveValue('');
    expect(bodyRows()).toHaveLength(1);
  });

  it('archives after a confirmation naming the sender, toasts and reloads', async () => {
    const message = makeContactMessage({ name: 'Salma Jaziri' });
    const api = stubApi(
      rowsUntilAction(
        'GET /contact-messages',
        [message],
        `POST /contact-messages/${message._id}/archive`,
        'Message archived.',
      ),
    );
    await renderAdminScreen(<ContactMessagesPage />);

    await confirmRowAction('Archiver le message de Salma Jaziri', 'Archiver', {
      question: 'Voulez-vous vraiment archiver ce message ?',
      naming: 'Salma Jaziri',
    });

    expect(await screen.findByText('Message archivé !')).toBeInTheDocument();
    expect(await screen.findByText('Aucun message à traiter pour le moment.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(api.calls.filter((call) => call.path === '/contact-messages')).toHaveLength(2);
  });

  it('shows the archived messages with their archive date, which can be deleted but not archived again', async () => {
    stubApi({
      'GET /contact-messages': { body: [makeContactMessage({ name: 'Salma Jaziri' })] },
      'GET /contact-messages?archived=true': {
        body: [makeContactMessage({ name: 'Omar Archivé', archivedAt: '2025-03-11T15:45:00.000Z' })],
      },
    });
    await renderAdminScreen(<ContactMessagesPage />);
    await screen.findByText('Salma Jaziri');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher un message' }), 'Salma');

    await userEvent.click(screen.getByRole('button', { name: 'Messages archivés' }));
    expect(await screen.findByText('Omar Archivé')).toBeInTheDocument();
    // Another list, another search.
    expect(screen.getByRole('searchbox', { name: 'Rechercher un message' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Messages archivés' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('table', { name: 'Messages archivés' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Archivé le' })).toBeInTheDocument();
    expect(bodyRows()[0]!.querySelectorAll('time')[1]).toHaveTextContent(/^11 mars 2025/);
    expect(screen.queryByRole('button', { name: /^Archiver le message/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Supprimer le message de Omar Archivé' })).toBeInTheDocument();
  });

  it('deletes after a confirmation naming the sender; cancelling deletes nothing', async () => {
    const message = makeContactMessage({ name: 'Salma Jaziri' });
    const api = stubApi(
      rowsUntilAction(
        'GET /contact-messages',
        [message],
        `DELETE /contact-messages/${message._id}`,
        'Message deleted.',
      ),
    );
    await renderAdminScreen(<ContactMessagesPage />);

    const dialog = await openConfirmation('Supprimer le message de Salma Jaziri', {
      question: 'Voulez-vous vraiment supprimer ce message ?',
      naming: 'Salma Jaziri',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    await confirmRowAction('Supprimer le message de Salma Jaziri', 'Supprimer');
    expect(await screen.findByText('Message supprimé !')).toBeInTheDocument();
    expect(await screen.findByText('Aucun message à traiter pour le moment.')).toBeInTheDocument();
  });

  it("shows the server's message when a delete fails, else the generic one", async () => {
    const message = makeContactMessage({ name: 'Salma Jaziri' });
    let reply = { status: 409, body: { message: 'Message locked.' } as unknown };
    stubApi({ 'GET /contact-messages': { body: [message] }, [`DELETE /contact-messages/${message._id}`]: () => reply });
    await renderAdminScreen(<ContactMessagesPage />);

    const remove = () => confirmRowAction('Supprimer le message de Salma Jaziri', 'Supprimer');
    await remove();
    expect(await screen.findByText('Message locked.')).toBeInTheDocument();
    reply = { status: 500, body: {} };
    await remove();
    expect(await screen.findByText('Erreur lors de la suppression.')).toBeInTheDocument();
  });

  it('moves a message held as spam back into the inbox', async () => {
    const held = makeContactMessage({ name: 'Vrai Visiteur', spam: true });
    let restored = false;
    const api = stubApi({
      'GET /contact-messages': () => ({ body: restored ? [{ ...held, spam: undefined }] : [] }),
      'GET /contact-messages?spam=true': () => ({ body: restored ? [] : [held] }),
      [`POST /contact-messages/${held._id}/not-spam`]: () => {
        restored = true;
        return { body: { message: 'Message moved back to the inbox.' } };
      },
    });
    await renderAdminScreen(<ContactMessagesPage />);
    expect(await screen.findByText('Aucun message à traiter pour le moment.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Spam suspecté' }));
    expect(screen.getByRole('note')).toHaveTextContent('conservées 30 jours, puis supprimées automatiquement');
    expect(await screen.findByRole('table', { name: 'Spam suspecté' })).toBeInTheDocument();
    // Held as spam: it can only go back, nothing else.
    expect(screen.queryByRole('button', { name: /^Supprimer le message/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: "Ce n'est pas du spam : Vrai Visiteur" }));

    expect(await screen.findByText('Remis dans la boîte de réception !')).toBeInTheDocument();
    expect(await screen.findByText('Aucune demande retenue comme spam.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'À traiter' }));
    expect(await screen.findByText('Vrai Visiteur')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      `/contact-messages/${held._id}/not-spam`,
    ]);
  });

  it('speaks Arabic', async () => {
    stubApi({ 'GET /contact-messages': { body: [makeContactMessage({ name: 'Salma Jaziri' })] } });
    await renderAdminScreen(<ContactMessagesPage />, { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'الرسائل (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'حذف رسالة Salma Jaziri' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'رسائل مزعجة مشتبه بها' })).toBeInTheDocument();
  });
});
