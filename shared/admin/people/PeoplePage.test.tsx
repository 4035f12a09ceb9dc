import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  ADMIN_INFO,
  makeCandidature,
  makeContactMessage,
  makeLead,
  renderAdminScreen,
  stubApi,
  untilSessionRead,
} from '../components/admin-test-utils.tsx';
import PeoplePage, { personQueryOf } from './PeoplePage.tsx';

const EMAIL = 'nour@exemple.tn';
const trail = { notes: [], history: [] };

function heldAbout(overrides: Record<string, unknown> = {}) {
  return {
    email: EMAIL,
    leads: [
      makeLead({
        name: 'Nour Ben Ali',
        email: EMAIL,
        phone: '+216 98 765 432',
        courseOfInterest: 'Python',
        status: 'contacted',
        noteCount: 1,
        message: 'Je voudrais une session le soir.',
        consentAt: '2025-03-10T08:00:00.000Z',
        consentVersion: '2025-01',
        notes: [
          {
            _id: 'n1',
            text: 'Rappeler lundi',
            author: { _id: 'a', name: 'Admin' },
            createdAt: '2025-03-10T09:00:00.000Z',
          },
        ],
        history: [
          { from: 'new', status: 'contacted', at: '2025-03-10T09:05:00.000Z', by: { _id: 'a', name: 'Admin' } },
        ],
      }),
    ],
    companyLeads: [],
    candidatures: [
      makeCandidature({
        name: 'Nour Ben Ali',
        email: EMAIL,
        cvOriginalName: 'CV Nour.pdf',
        status: 'new',
        noteCount: 0,
        ...trail,
      }),
    ],
    contactMessages: [makeContactMessage({ name: 'Nour Ben Ali', email: EMAIL, message: 'Bonjour' })],
    outbox: [
      {
        _id: 'm1',
        purpose: 'lead-visitor',
        to: EMAIL,
        subject: 'Votre préinscription est bien reçue',
        status: 'sent',
        createdAt: '2025-03-10T08:00:01.000Z',
        sentAt: '2025-03-10T08:00:03.000Z',
      },
    ],
    mails: 1,
    ...overrides,
  };
}

const search = async (text: string) => {
  const user = userEvent.setup();
  await user.type(screen.getByRole('searchbox', { name: 'E-mail ou téléphone de la personne' }), text);
  await user.click(screen.getByRole('button', { name: 'Rechercher' }));
  return user;
};

describe('PeoplePage', () => {
  it('tells an e-mail address from a phone number by its "@"', () => {
    expect(personQueryOf(' Nour@Exemple.tn ')).toEqual({ email: 'Nour@Exemple.tn' });
    expect(personQueryOf('+216 98 765 432')).toEqual({ phone: '+216 98 765 432' });
  });

  it('refuses what the server would refuse, in the admin’s language, and asks nothing', async () => {
    const api = stubApi({});
    await renderAdminScreen(<PeoplePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Données personnelles' })).toBeInTheDocument();

    const user = await search('nour@');
    expect(await screen.findByRole('alert')).toHaveTextContent('Saisissez une adresse e-mail valide.');
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), '12ab');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Saisissez un numéro de téléphone valide.');
    await user.clear(screen.getByRole('searchbox'));
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce champ est obligatoire.');
    expect(api.calls).toEqual([]);
  });

  it('shows everything held: each request with its consent, notes and history, the CV, the message and the mails', async () => {
    const api = stubApi({ [`GET /people?email=${encodeURIComponent(EMAIL)}`]: { body: heldAbout() } });
    await renderAdminScreen(<PeoplePage />);
    await search(EMAIL);

    expect(
      await screen.findByRole('heading', { level: 2, name: `Données conservées pour ${EMAIL}` }),
    ).toBeInTheDocument();
    expect(screen.getByText('3 demande(s), 1 e-mail(s)')).toBeInTheDocument();

    const leads = screen.getByRole('region', { name: 'Préinscriptions' });
    const lead = within(leads).getByRole('article', { name: 'Nour Ben Ali' });
    expect(within(lead).getByText('Contacté')).toBeInTheDocument();
    expect(within(lead).getByText('Python')).toBeInTheDocument();
    expect(within(lead).getByRole('link', { name: '+216 98 765 432' })).toBeInTheDocument();
    expect(within(lead).getByText(/^Donné le 10 mars 2025.*\(notice 2025-01\)$/)).toBeInTheDocument();
    expect(within(lead).getByText('Rappeler lundi')).toBeInTheDocument();
    expect(within(lead).getByText('Je voudrais une session le soir.')).toBeInTheDocument();
    expect(within(lead).getByText(/Nouveau.*Contacté/)).toBeInTheDocument();

    const application = within(screen.getByRole('region', { name: 'Candidatures' })).getByRole('article');
    expect(within(application).getByText('CV Nour.pdf')).toBeInTheDocument();
    expect(within(application).getByText('Non recueilli (envoyée sans la case de consentement)')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Messages de contact' })).getByText('Bonjour'),
    ).toBeInTheDocument();
    const mails = screen.getByRole('region', { name: 'E-mails envoyés ou à envoyer' });
    expect(within(mails).getByText('Votre préinscription est bien reçue')).toBeInTheDocument();
    expect(within(mails).getByText('Envoyé')).toBeInTheDocument();
    // A kind with nothing held is not shown.
    expect(screen.queryByRole('region', { name: /Demandes entreprises/ })).not.toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).toEqual([`/people?email=${encodeURIComponent(EMAIL)}`]);
  });

  it('finds by phone, and downloads the ZIP file through the platform with the headings in the admin’s language', async () => {
    const phone = '98 765 432';
    stubApi({
      [`GET /people?phone=${encodeURIComponent(phone).replaceAll('%20', '+')}`]: {
        body: heldAbout({ email: undefined, phone }),
      },
    });
    const downloadFile = vi.fn().mockResolvedValue(true);
    await renderAdminScreen(<PeoplePage />, { platform: { downloadFile }, language: 'ar' });
    await untilSessionRead();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox'), phone);
    await user.click(screen.getByRole('button', { name: 'بحث' }));

    await user.click(await screen.findByRole('button', { name: 'تصدير (ZIP)' }));
    await waitFor(() => expect(downloadFile).toHaveBeenCalledTimes(1));
    expect(downloadFile).toHaveBeenCalledWith({
      url: '/api/people/export.zip?phone=98+765+432&lng=ar',
      fileName: expect.stringMatching(/^personal-data-\d{4}-\d{2}-\d{2}\.zip$/),
      token: ADMIN_INFO.token,
    });
  });

  it('erases after a confirmation naming the person, then shows that nothing is held', async () => {
    let erased = false;
    const path = `/people?email=${encodeURIComponent(EMAIL)}`;
    const api = stubApi({
      [`GET ${path}`]: () => ({
        body: erased
          ? heldAbout({ leads: [], candidatures: [], contactMessages: [], outbox: [], mails: 0 })
          : heldAbout(),
      }),
      [`DELETE ${path}`]: () => {
        erased = true;
        return {
          body: {
            email: EMAIL,
            deleted: { leads: 1, companyLeads: 0, candidatures: 1, contactMessages: 1, cvFiles: 1, notes: 1, mails: 1 },
          },
        };
      },
    });
    await renderAdminScreen(<PeoplePage />);
    const user = await search(EMAIL);

    await user.click(await screen.findByRole('button', { name: 'Tout effacer' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirmation' });
    expect(
      within(dialog).getByText(/Voulez-vous vraiment effacer toutes les données de cette personne/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(`${EMAIL} · 3 demande(s), 1 e-mail(s)`)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    // Cancelling erases nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(api.calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Tout effacer' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Confirmation' })).getByRole('button', {
        name: 'Effacer définitivement',
      }),
    );
    expect(await screen.findByText('Données effacées : 3 demande(s), 1 CV, 1 e-mail(s).')).toBeInTheDocument();
    expect(await screen.findByText(/Le centre ne conserve aucune donnée pour/)).toHaveTextContent(
      `Le centre ne conserve aucune donnée pour ${EMAIL}`,
    );
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `GET ${path}`,
      `DELETE ${path}`,
      `GET ${path}`,
    ]);
  });
});
