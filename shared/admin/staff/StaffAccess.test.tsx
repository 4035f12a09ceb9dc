/**
 * The admin as each role sees it: the sidebar and the screens of its role only, the role's own
 * first screen; the logout that ends the session on the server; a refused session that signs out;
 * a role changed by an admin followed at once; one's own password changed.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { centreToday } from '../../domain/calendar.ts';
import type { StaffRole } from '../../domain/roles.ts';
import { renderWithSite } from '../../test-utils.tsx';
import { AppToaster } from '../../ui/AppToaster.tsx';
import AdminApp from '../AdminApp.tsx';
import { ADMIN_INFO, stubApi, stubMatchMedia } from '../components/admin-test-utils.tsx';

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}
const location = () => screen.getByTestId('location').textContent;

function renderAdminAs(role: StaffRole, route: string) {
  localStorage.setItem('adminInfo', JSON.stringify({ ...ADMIN_INFO, role }));
  stubMatchMedia();
  return renderWithSite(
    <>
      <AppToaster />
      <Routes>
        <Route path="/admin/*" element={<AdminApp />} />
        <Route path="/login" element={<h1>Connexion</h1>} />
      </Routes>
      <Location />
    </>,
    { route },
  );
}

const me = (role: StaffRole, name = ADMIN_INFO.name) => ({
  body: { _id: ADMIN_INFO._id, name, email: ADMIN_INFO.email, role },
});
const EMPTY_PAGE = { body: [], headers: { 'X-Total-Count': '0' } };
const sidebarLinks = async () =>
  within(await screen.findByRole('navigation', { name: 'Administration' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the sidebar and screens of each role', () => {
  it('shows a recruiter Candidatures only, opens it first and keeps them out of the other screens', async () => {
    stubApi({
      'GET /users/me': me('recruiter'),
      'GET /inbox/summary': { body: { candidatures: { new: 2, interview: 0, hired: 0, rejected: 0 } } },
      'GET /candidatures?limit=25&offset=0': EMPTY_PAGE,
    });
    await renderAdminAs('recruiter', '/admin');
    await waitFor(() => expect(location()).toBe('/admin/candidatures'));
    expect(await sidebarLinks()).toEqual(['Candidatures2', 'Retour au site']);
    expect(screen.getByText('Recruteur')).toBeInTheDocument();
  });

  it.each(['/admin/courses', '/admin/sessions', '/admin/leads', '/admin/settings', '/admin/staff', '/admin/overview'])(
    'sends a recruiter from %s to their own screen',
    async (path) => {
      stubApi({
        'GET /users/me': me('recruiter'),
        'GET /inbox/summary': { body: {} },
        'GET /candidatures?limit=25&offset=0': EMPTY_PAGE,
      });
      await renderAdminAs('recruiter', path);
      await waitFor(() => expect(location()).toBe('/admin/candidatures'));
    },
  );

  it('shows sales their inboxes, the sessions and the messages, the editor the catalogue and its sessions, the admin everything with the staff', async () => {
    stubApi({
      'GET /users/me': me('sales'),
      'GET /inbox/summary': { body: {} },
      'GET /leads?limit=25&offset=0': EMPTY_PAGE,
      'GET /sessions': { body: [] },
    });
    const sales = await renderAdminAs('sales', '/admin');
    await waitFor(() => expect(location()).toBe('/admin/leads'));
    expect(await sidebarLinks()).toEqual([
      'Sessions',
      'Demandes entreprises',
      'Pré-inscriptions',
      'Messages',
      'Retour au site',
    ]);
    sales.unmount();

    stubApi({ 'GET /users/me': me('editor'), 'GET /inbox/summary': { body: {} }, 'GET /courses/all': { body: [] } });
    const editor = await renderAdminAs('editor', '/admin');
    await waitFor(() => expect(location()).toBe('/admin/courses'));
    expect(await sidebarLinks()).toEqual(['Cours', 'Sessions', 'Formateurs', 'Retour au site']);
    editor.unmount();

    stubApi({ 'GET /users/me': me('admin'), 'GET /inbox/summary': { body: {} }, 'GET /courses/all': { body: [] } });
    await renderAdminAs('admin', '/admin');
    await waitFor(() => expect(location()).toBe('/admin/courses'));
    const links = await sidebarLinks();
    expect(links).toContain('Équipe');
    expect(links).toContain('Paramètres du centre');
    expect(links).toContain('Sessions');
  });

  it('opens the sessions to sales, who have no course form to go to', async () => {
    stubApi({
      'GET /users/me': me('sales'),
      'GET /inbox/summary': { body: {} },
      [`GET /sessions?from=${centreToday()}`]: { body: [] },
    });
    await renderAdminAs('sales', '/admin/sessions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sessions des cours (0)' })).toBeInTheDocument();
    expect(location()).toBe('/admin/sessions');
  });

  it('follows a role an admin changed since sign-in: the stored session and the sidebar take the new one', async () => {
    stubApi({
      'GET /users/me': me('recruiter', 'Admin renamed'),
      'GET /inbox/summary': { body: {} },
      'GET /courses/all': { body: [] },
      'GET /candidatures?limit=25&offset=0': EMPTY_PAGE,
    });
    await renderAdminAs('editor', '/admin/courses');
    await waitFor(() => expect(location()).toBe('/admin/candidatures'));
    expect(await sidebarLinks()).toEqual(['Candidatures', 'Retour au site']);
    expect(JSON.parse(localStorage.getItem('adminInfo')!)).toMatchObject({
      role: 'recruiter',
      name: 'Admin renamed',
      token: ADMIN_INFO.token,
    });
  });

  it('reads the role again when the server answers 403 (the role changed while the screen was open)', async () => {
    let meCalls = 0;
    const api = stubApi({
      'GET /users/me': () => (++meCalls === 1 ? me('sales') : me('recruiter')),
      'GET /inbox/summary': { body: {} },
      'GET /leads?limit=25&offset=0': {
        status: 403,
        body: { message: 'Your role (recruiter) does not give access to this.', code: 'role_forbidden' },
      },
      'GET /candidatures?limit=25&offset=0': EMPTY_PAGE,
    });
    await renderAdminAs('sales', '/admin/leads');
    await waitFor(() => expect(location()).toBe('/admin/candidatures'));
    expect(api.calls.filter((call) => call.path === '/users/me').length).toBeGreaterThanOrEqual(2);
  });
});

describe('signing out', () => {
  it('ends the session on the server with the logout button, then shows the login', async () => {
    const api = stubApi({
      'GET /users/me': me('admin'),
      'GET /inbox/summary': { body: {} },
      'GET /courses/all': { body: [] },
      'POST /users/logout': { body: { message: 'Signed out.' } },
    });
    await renderAdminAs('admin', '/admin/courses');
    await userEvent.click(await screen.findByRole('button', { name: 'Déconnexion' }));
    await waitFor(() => expect(location()).toBe('/login'));
    const logout = api.calls.find((call) => call.method === 'POST' && call.path === '/users/logout');
    expect(logout?.headers.get('Authorization')).toBe(`Bearer ${ADMIN_INFO.token}`);
    expect(localStorage.getItem('adminInfo')).toBeNull();
  });

  it('signs out even when the server cannot be reached', async () => {
    stubApi({
      'GET /users/me': me('admin'),
      'GET /inbox/summary': { body: {} },
      'GET /courses/all': { body: [] },
      'POST /users/logout': { status: 503, body: { message: 'Down' } },
    });
    await renderAdminAs('admin', '/admin/courses');
    await userEvent.click(await screen.findByRole('button', { name: 'Déconnexion' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(localStorage.getItem('adminInfo')).toBeNull();
  });

  it('signs out and shows the login on the next action once the server refuses the session (deactivated)', async () => {
    let refused = false;
    stubApi({
      'GET /users/me': me('recruiter'),
      'GET /inbox/summary': { body: {} },
      'GET /candidatures?limit=25&offset=0': () =>
        refused ? { status: 401, body: { message: 'Your session has expired', code: 'session_invalid' } } : EMPTY_PAGE,
      'GET /candidatures?status=interview&limit=25&offset=0': {
        status: 401,
        body: { message: 'Your session has expired', code: 'session_invalid' },
      },
    });
    await renderAdminAs('recruiter', '/admin/candidatures');
    await screen.findByRole('heading', { level: 1, name: 'Candidatures (0)' });
    refused = true;
    // The next action: another view of the list.
    await userEvent.click(screen.getByRole('button', { name: 'Entretien' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(await screen.findByText('Votre session a expiré. Veuillez vous reconnecter.')).toBeInTheDocument();
    expect(localStorage.getItem('adminInfo')).toBeNull();
  });
});

/** Types a whole value at once (a paste): a key at a time is slow for nothing here. */
async function fill(input: HTMLElement, value: string) {
  await userEvent.click(input);
  await userEvent.paste(value);
}

describe('changing one’s own password', { timeout: 20_000 }, () => {
  async function openDialog(routes: Record<string, Parameters<typeof stubApi>[0][string]>) {
    const api = stubApi({
      'GET /users/me': me('admin'),
      'GET /inbox/summary': { body: {} },
      'GET /courses/all': { body: [] },
      ...routes,
    });
    await renderAdminAs('admin', '/admin/courses');
    await userEvent.click(await screen.findByRole('button', { name: 'Changer mon mot de passe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Changer mon mot de passe' });
    return { api, dialog };
  }

  it('sends the current and new passwords and keeps the fresh session it gets', async () => {
    const fresh = { ...ADMIN_INFO, role: 'admin', token: 'fresh-token' };
    const { api, dialog } = await openDialog({ 'POST /users/me/password': { body: fresh } });
    await fill(within(dialog).getByLabelText(/Mot de passe actuel/), 'old passphrase');
    await fill(within(dialog).getByLabelText(/^Nouveau mot de passe/), 'a brand new passphrase');
    await fill(within(dialog).getByLabelText(/Confirmez le nouveau mot de passe/), 'a brand new passphrase');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Changer le mot de passe' }));
    expect(await screen.findByText('Mot de passe changé. Vos autres sessions sont fermées.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const call = api.calls.find((entry) => entry.path === '/users/me/password');
    expect(JSON.parse(String(call?.body))).toEqual({
      currentPassword: 'old passphrase',
      newPassword: 'a brand new passphrase',
    });
    expect(JSON.parse(localStorage.getItem('adminInfo')!).token).toBe('fresh-token');
  });

  it('checks the length and the confirmation before sending anything', async () => {
    const { api, dialog } = await openDialog({});
    await fill(within(dialog).getByLabelText(/Mot de passe actuel/), 'old passphrase');
    await fill(within(dialog).getByLabelText(/^Nouveau mot de passe/), 'short');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Changer le mot de passe' }));
    expect(await within(dialog).findByText("Choisissez un mot de passe d'au moins 10 caractères.")).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/^Nouveau mot de passe/));
    await fill(within(dialog).getByLabelText(/^Nouveau mot de passe/), 'a brand new passphrase');
    await fill(within(dialog).getByLabelText(/Confirmez le nouveau mot de passe/), 'another passphrase');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Changer le mot de passe' }));
    expect(await within(dialog).findByText('Les deux mots de passe ne sont pas identiques.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/users/me/password')).toBe(false);
  });

  it('shows the server’s refusal beside its field, translated, and stays signed in', async () => {
    const { dialog } = await openDialog({
      'POST /users/me/password': {
        status: 400,
        body: {
          message: 'The current password is not right.',
          code: 'current_password_wrong',
          errors: [{ path: 'currentPassword', message: 'Not right.' }],
        },
      },
    });
    await fill(within(dialog).getByLabelText(/Mot de passe actuel/), 'wrong passphrase');
    await fill(within(dialog).getByLabelText(/^Nouveau mot de passe/), 'a brand new passphrase');
    await fill(within(dialog).getByLabelText(/Confirmez le nouveau mot de passe/), 'a brand new passphrase');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Changer le mot de passe' }));
    expect(await within(dialog).findByText("Le mot de passe actuel n'est pas le bon.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Mot de passe actuel/)).toHaveAttribute('aria-invalid', 'true');
    expect(location()).toBe('/admin/courses');
  });
});
