import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CENTRE_FIXTURE,
  clearStubsAndToastsAfterEach,
  embedCentreSettings,
  jsonResponse,
  renderWithToaster,
  stubFetch,
} from '../../test-utils.tsx';
import ContactPage from './ContactPage.tsx';

async function renderContact(language = 'fr') {
  const user = await renderWithToaster(<ContactPage />, { route: '/contact', language });
  await screen.findByRole('heading', { level: 1 });
  return user;
}

// The toaster asks about reduced motion: a missing matchMedia is given by test-setup.ts.
clearStubsAndToastsAfterEach();

describe('the contact page', () => {
  it("gives the centre's address, phone, WhatsApp, email, hours and links from its settings", async () => {
    embedCentreSettings();
    await renderContact();
    expect(screen.getByText('Avenue Hédi Chaker')).toBeInTheDocument();
    expect(screen.getByText('4000 Sousse, Tunisie')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+216 73 222 333' })).toHaveAttribute('href', 'tel:+21673222333');
    expect(screen.getByRole('link', { name: 'sousse@takwin.tn' })).toHaveAttribute('href', 'mailto:sousse@takwin.tn');
    const whatsapp = screen.getByRole('link', { name: '+216 98 765 432' });
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/21698765432\?text=Bonjour/);
    expect(screen.getByText('Lundi – vendredi')).toBeInTheDocument();
    expect(screen.getByText('9h – 17h')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Takwin Sousse sur Facebook' })).toHaveAttribute(
      'href',
      CENTRE_FIXTURE.facebookUrl,
    );
    expect(screen.queryByRole('link', { name: /Instagram/ })).not.toBeInTheDocument();
    // Directions open the visitor's maps app at the centre's coordinates: a link, no embedded map.
    expect(screen.getByRole('link', { name: 'Itinéraire' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=35.8256,10.6084',
    );
    expect(screen.getByRole('img', { name: /Plan du quartier/ })).toBeInTheDocument();
  });

  it('writes the details in the page language, and falls back to the maps link without coordinates', async () => {
    embedCentreSettings({
      ...CENTRE_FIXTURE,
      latitude: undefined,
      longitude: undefined,
      mapsUrl: 'https://maps.app.goo.gl/takwin',
    });
    await renderContact('ar');
    expect(screen.getByText('شارع الهادي شاكر')).toBeInTheDocument();
    expect(screen.getByText('من الاثنين إلى الجمعة')).toBeInTheDocument();
    expect(screen.queryByText('Avenue Hédi Chaker')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'الاتجاهات' })).toHaveAttribute('href', 'https://maps.app.goo.gl/takwin');
  });

  it('shows no map and no directions for a centre that has not said where it is', async () => {
    embedCentreSettings({ ...CENTRE_FIXTURE, latitude: undefined, longitude: undefined, mapsUrl: undefined });
    await renderContact();
    expect(screen.getByText('Avenue Hédi Chaker')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Plan du quartier/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Comment venir')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Itinéraire' })).not.toBeInTheDocument();
  });

  it("asks the API for the centre's details when the page did not carry them", async () => {
    const fetch = stubFetch(async () => jsonResponse(200, CENTRE_FIXTURE));
    await renderContact('en');
    expect(await screen.findByText('Hédi Chaker avenue')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/settings', expect.anything());
  });

  it('requires a message here', async () => {
    embedCentreSettings();
    const fetch = stubFetch();
    const user = await renderContact();
    await user.type(screen.getByLabelText(/^Nom complet/), 'Hédi Mansour');
    await user.type(screen.getByLabelText(/^E-mail/), 'hedi@example.tn');
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByText('Ce champ est obligatoire.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses what the server would refuse, in the page language: a direction override, a name of zero-width spaces; lines in the message stay', async () => {
    embedCentreSettings();
    const fetch = stubFetch(async () => jsonResponse(201, { _id: 'l1' }));
    const user = await renderContact();
    // Pasted, as such characters arrive: nobody types them.
    await user.click(screen.getByLabelText(/^Nom complet/));
    await user.paste('\u200b\u200b');
    await user.click(screen.getByLabelText(/^E-mail/));
    await user.paste('hedi@example.tn');
    await user.click(screen.getByLabelText(/^Message/));
    await user.paste('Bonjour\u202e');
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByText('Ce champ est obligatoire.')).toBeInTheDocument();
    expect(
      screen.getByText("Ce texte contient des caractères invisibles qui changent le sens d'écriture : retirez-les."),
    ).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(/^Nom complet/));
    await user.type(screen.getByLabelText(/^Nom complet/), 'Hédi Mansour');
    await user.clear(screen.getByLabelText(/^Message/));
    await user.click(screen.getByLabelText(/^Message/));
    await user.paste('Bonjour,\n\tune question.');
    await user.click(screen.getByRole('checkbox', { name: /J'accepte/ }));
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByText('Votre message a bien été envoyé !')).toBeInTheDocument();
    expect(JSON.parse((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as string)).toMatchObject({
      message: 'Bonjour,\n\tune question.',
    });
  });

  it("sends the message to the admin's Messages inbox (not as a pre-registration), says what happens next until asked for a new form", async () => {
    embedCentreSettings();
    const fetch = stubFetch(async () => jsonResponse(201, { _id: 'l1' }));
    const user = await renderContact();
    await user.type(screen.getByLabelText(/^Nom complet/), 'Hédi Mansour');
    await user.type(screen.getByLabelText(/^E-mail/), 'hedi@example.tn');
    await user.type(screen.getByLabelText(/^Téléphone/), '+216 98 123 456');
    await user.type(screen.getByLabelText(/^Message/), 'Proposez-vous des cours le samedi ?');
    // Nothing leaves before the consent box is ticked, as on the other forms: the reason beside it, the focus on it.
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByText('Cochez cette case pour envoyer votre demande.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /J'accepte/ })).toHaveFocus();
    expect(screen.getByRole('link', { name: /confidentialité/ })).toHaveAttribute('href', '/privacy');
    expect(fetch).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: /J'accepte/ }));
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));

    const confirmation = await screen.findByRole('status');
    expect(confirmation).toHaveTextContent('Votre message a bien été envoyé !');
    expect(confirmation).toHaveTextContent('Nous vous répondons par e-mail, ou par téléphone si vous l’avez indiqué');
    expect(confirmation).toHaveFocus();
    expect(screen.queryByLabelText(/^Message/)).not.toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact-messages');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Hédi Mansour',
      email: 'hedi@example.tn',
      phone: '+216 98 123 456',
      message: 'Proposez-vous des cours le samedi ?',
      website: '',
      consent: true,
    });
    await user.click(within(confirmation).getByRole('button', { name: 'Remplir à nouveau le formulaire' }));
    expect(await screen.findByLabelText(/^Message/)).toHaveValue('');
    expect(screen.queryByText('Votre message a bien été envoyé !')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /J'accepte/ })).not.toBeChecked();
  });
});
