/** /admin/invitation/:token: whom the link is for, the password chosen twice, then the admin; a dead link says why. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderAdminScreen, stubApi } from '../components/admin-test-utils.tsx';
import InvitationPage from './InvitationPage.tsx';

const DETAILS = {
  name: 'Nour Ben Ali',
  email: 'nour@takwin.tn',
  language: 'fr',
  expiresAt: '2025-03-13T08:00:00.000Z',
};
const SESSION = { _id: 'u4', name: 'Nour Ben Ali', email: 'nour@takwin.tn', role: 'editor', token: 'fresh-token' };

const renderInvitation = (language = 'fr') =>
  renderAdminScreen(
    <Routes>
      <Route path="/admin/invitation/:token" element={<InvitationPage />} />
      <Route path="/admin" element={<p>Admin home</p>} />
    </Routes>,
    { language, route: `/admin/invitation/tok?lng=${language}` },
  );

async function typePassword(label: string, value: string) {
  await userEvent.click(screen.getByLabelText(new RegExp(`^${label}`)));
  await userEvent.paste(value);
}

describe('the invitation page', { timeout: 20_000 }, () => {
  it('greets the invited colleague, wants the same password twice, then signs them in and opens the admin', async () => {
    const api = stubApi({ 'GET /invitations/tok': { body: DETAILS }, 'POST /invitations/tok': { body: SESSION } });
    await renderInvitation();
    // The same title while the link is checked: the form says it has been read.
    expect(await screen.findByRole('button', { name: 'Enregistrer et me connecter' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: "Bienvenue dans l'équipe" })).toBeInTheDocument();
    expect(screen.getByText(/Bonjour .*Nour Ben Ali/)).toBeInTheDocument();
    expect(screen.getByText(/nour@takwin\.tn/)).toBeInTheDocument();

    await typePassword('Mot de passe', 'ma phrase à moi');
    await typePassword('Confirmez le mot de passe', 'une autre phrase');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer et me connecter' }));
    expect(await screen.findByText('Les deux mots de passe ne sont pas identiques.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.clear(screen.getByLabelText(/^Confirmez le mot de passe/));
    await typePassword('Confirmez le mot de passe', 'ma phrase à moi');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer et me connecter' }));
    expect(await screen.findByText('Admin home')).toBeInTheDocument();
    expect(JSON.parse(String(api.calls.find((call) => call.method === 'POST')?.body))).toEqual({
      password: 'ma phrase à moi',
    });
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('adminInfo') ?? '{}')).toMatchObject({
        email: 'nour@takwin.tn',
        token: 'fresh-token',
      }),
    );
  });

  it('puts the server’s refusal of a common password beside its field', async () => {
    stubApi({
      'GET /invitations/tok': { body: DETAILS },
      'POST /invitations/tok': {
        status: 400,
        body: {
          message: 'Choose a less common password.',
          code: 'password_too_common',
          errors: [{ path: 'password', code: 'password_too_common', message: 'Too common.' }],
        },
      },
    });
    await renderInvitation();
    await screen.findByRole('button', { name: 'Enregistrer et me connecter' });
    await typePassword('Mot de passe', 'password123');
    await typePassword('Confirmez le mot de passe', 'password123');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer et me connecter' }));
    expect(await screen.findByLabelText(/^Mot de passe/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Admin home')).not.toBeInTheDocument();
  });

  it.each([
    ['invitation_used', 410, 'Ce lien a déjà servi'],
    ['invitation_expired', 410, 'Ce lien a expiré (il était valable 72 heures)'],
    ['invitation_revoked', 410, 'Cette invitation a été retirée'],
    ['invitation_unknown', 404, "Ce lien d'invitation n'est pas reconnu"],
  ])('says why a link does not work (%s) and leads to the sign-in', async (code, status, said) => {
    stubApi({ 'GET /invitations/tok': { status, body: { message: 'Refused.', code } } });
    await renderInvitation();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ce lien ne fonctionne plus' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`^${said.replace(/[()]/g, '\\$&')}`))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aller à la connexion' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText(/^Mot de passe/)).not.toBeInTheDocument();
  });

  it('is in Arabic, right to left, for an invitation in Arabic', async () => {
    stubApi({ 'GET /invitations/tok': { body: { ...DETAILS, language: 'ar' } } });
    await renderInvitation('ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'مرحبًا بك في الفريق' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  });
});
