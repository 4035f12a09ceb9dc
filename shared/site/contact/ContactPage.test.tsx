import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '../../test-utils.tsx';
import { AppToaster } from '../../ui/AppToaster.tsx';
import ContactPage from './ContactPage.tsx';

const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function renderContact() {
  const user = userEvent.setup();
  await renderWithSite(
    <>
      <ContactPage />
      <AppToaster />
    </>,
    { route: '/contact' },
  );
  await screen.findByRole('heading', { level: 1 });
  return user;
}

beforeEach(() => vi.stubGlobal('matchMedia', (media: string) => ({ matches: false, media, addEventListener() {}, removeEventListener() {} })));

afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove();
});

describe('the contact page', () => {
  it("gives the centre's address, phone, email and hours", async () => {
    await renderContact();
    expect(screen.getByText('12 rue du Lac Léman, Les Berges du Lac')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+216 71 960 480' })).toHaveAttribute('href', 'tel:+21671960480');
    expect(screen.getByRole('link', { name: 'contact@takwin.tn' })).toHaveAttribute('href', 'mailto:contact@takwin.tn');
    expect(screen.getByText('8h30 – 18h00')).toBeInTheDocument();
    expect(screen.getByText('9h00 – 13h00')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Berges du Lac/ })).toBeInTheDocument();
  });

  it('requires a message here', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const user = await renderContact();
    await user.type(screen.getByLabelText(/^Nom complet/), 'Hédi Mansour');
    await user.type(screen.getByLabelText(/^E-mail/), 'hedi@example.tn');
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByText('Ce champ est obligatoire.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends the message as a lead for the admin's pre-registrations inbox, then resets", async () => {
    const fetch = vi.fn(async () => reply(201, { _id: 'l1' }));
    vi.stubGlobal('fetch', fetch);
    const user = await renderContact();
    await user.type(screen.getByLabelText(/^Nom complet/), 'Hédi Mansour');
    await user.type(screen.getByLabelText(/^E-mail/), 'hedi@example.tn');
    await user.type(screen.getByLabelText(/^Téléphone/), '+216 98 123 456');
    await user.type(screen.getByLabelText(/^Message/), 'Proposez-vous des cours le samedi ?');
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));

    expect(await screen.findByText('Votre message a bien été envoyé !')).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/leads');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Hédi Mansour',
      email: 'hedi@example.tn',
      phone: '+216 98 123 456',
      message: 'Proposez-vous des cours le samedi ?',
      website: '',
      courseOfInterest: 'Contact',
      learningPaceInterest: 'Classique',
    });
    await waitFor(() => expect(screen.getByLabelText(/^Message/)).toHaveValue(''));
  });
});
