import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  clearStubsAndToastsAfterEach,
  jsonResponse,
  renderWithSite,
  renderWithToaster,
  stubFetch,
} from '../../test-utils.tsx';
import CompaniesPage from './CompaniesPage.tsx';

async function openCompanyLeadModal() {
  const user = await renderWithToaster(<CompaniesPage />, { route: '/entreprises' });
  await user.click(await screen.findByRole('button', { name: 'Demander un devis' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Demande de devis' }) };
}

// The toaster asks about reduced motion: a missing matchMedia is given by test-setup.ts.
clearStubsAndToastsAfterEach();

describe('the companies page', () => {
  it('presents the three services under one h1', async () => {
    await renderWithSite(<CompaniesPage />, { route: '/entreprises' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const name of ['Formations sur mesure', 'Montée en compétences des équipes', 'Certifications de groupe']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(document.title).toBe('Formation pour les entreprises | Centre de formation');
  });
});

describe('the company quote modal', () => {
  it('explains in French what is missing and sends nothing', async () => {
    const fetch = stubFetch();
    const { user, dialog } = await openCompanyLeadModal();

    await user.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    expect(await within(dialog).findAllByText('Ce champ est obligatoire.')).toHaveLength(3);

    await user.type(within(dialog).getByLabelText(/^E-mail professionnel/), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    expect(await within(dialog).findByText('Saisissez une adresse e-mail valide.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('opens on the company name, so typing at once fills it and never the hidden anti-spam field', async () => {
    const { user, dialog } = await openCompanyLeadModal();
    const companyName = within(dialog).getByLabelText(/^Nom de l'entreprise/);
    expect(companyName).toHaveFocus();

    await user.keyboard('Banque du Sud');
    expect(companyName).toHaveValue('Banque du Sud');
    expect(dialog.querySelector('input[name="website"]')).toHaveValue('');
  });

  it('starts empty each time it opens', async () => {
    const { user, dialog } = await openCompanyLeadModal();
    await user.type(within(dialog).getByLabelText(/^Nom de l'entreprise/), 'Banque du Sud');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Demander un devis' }));
    expect(within(await screen.findByRole('dialog')).getByLabelText(/^Nom de l'entreprise/)).toHaveValue('');
  });

  it('sends the request as JSON, thanks the visitor and closes', async () => {
    const fetch = stubFetch(async () => jsonResponse(201, { _id: 'c1' }));
    const { user, dialog } = await openCompanyLeadModal();

    await user.type(within(dialog).getByLabelText(/^Nom de l'entreprise/), 'Banque du Sud');
    await user.type(within(dialog).getByLabelText(/^Nom du contact/), 'Sonia Mejri');
    await user.type(within(dialog).getByLabelText(/^E-mail professionnel/), 'sonia@banque.tn');
    await user.type(within(dialog).getByLabelText(/^Votre besoin/), 'Excel pour 12 personnes');
    // Nothing leaves before the consent box is ticked: the reason is told beside it, and focus goes there.
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    expect(await within(dialog).findByText('Cochez cette case pour envoyer votre demande.')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: /J'accepte/ })).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('checkbox', { name: /J'accepte/ }));
    expect(within(dialog).queryByText('Cochez cette case pour envoyer votre demande.')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));

    // The form gives way to a lasting confirmation, with what happens next, until the visitor closes it.
    const confirmation = await within(dialog).findByRole('status');
    expect(confirmation).toHaveTextContent('Votre demande de devis a bien été envoyée !');
    expect(confirmation).toHaveTextContent('Un conseiller étudie votre besoin et vous répond sous 48 heures ouvrées');
    expect(confirmation).toHaveFocus();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(confirmation).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/company-leads');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({
      companyName: 'Banque du Sud',
      contactName: 'Sonia Mejri',
      email: 'sonia@banque.tn',
      message: 'Excel pour 12 personnes',
      website: '',
      consent: true,
      language: 'fr',
    });
  });

  it("shows the server's message and lets the visitor try again", async () => {
    stubFetch(async () => jsonResponse(429, { message: 'Trop de demandes, réessayez dans une minute.' }));
    const { user, dialog } = await openCompanyLeadModal();

    await user.type(within(dialog).getByLabelText(/^Nom de l'entreprise/), 'Banque du Sud');
    await user.type(within(dialog).getByLabelText(/^Nom du contact/), 'Sonia Mejri');
    await user.type(within(dialog).getByLabelText(/^E-mail professionnel/), 'sonia@banque.tn');
    await user.click(within(dialog).getByRole('checkbox', { name: /J'accepte/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));

    expect(await screen.findByText('Trop de demandes, réessayez dans une minute.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Envoyer la demande' })).toBeEnabled();
  });
});
