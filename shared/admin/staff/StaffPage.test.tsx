/** /admin/staff: the list, a colleague added (invited or with a provisional password), an invitation resent or revoked, a role changed, deactivated and reactivated; errors translated. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_INFO, renderAdminScreen, stubApi } from '../components/admin-test-utils.tsx';
import StaffPage from './StaffPage.tsx';

const SELF = {
  _id: ADMIN_INFO._id,
  name: 'Admin',
  email: ADMIN_INFO.email,
  role: 'admin',
  active: true,
  lastLoginAt: '2025-03-10T08:00:00.000Z',
  createdAt: '2025-01-01T08:00:00.000Z',
};
const SAMIRA = {
  _id: 'u2',
  name: 'Samira Recruteuse',
  email: 'samira@takwin.tn',
  role: 'recruiter',
  active: true,
  createdAt: '2025-02-01T08:00:00.000Z',
};
const KARIM = {
  _id: 'u3',
  name: 'Karim',
  email: 'karim@takwin.tn',
  role: 'sales',
  active: false,
  lastLoginAt: '2025-03-01T08:00:00.000Z',
  createdAt: '2025-02-02T08:00:00.000Z',
};

const rowOf = (name: string) => within(screen.getByRole('row', { name: new RegExp(name) }));
const bodyOf = (call: { body: unknown } | undefined) => JSON.parse(String(call?.body)) as unknown;

/** Types a whole value at once (a paste): a key at a time is slow for nothing here. */
async function fill(label: RegExp, value: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(value);
}

describe('the staff list', () => {
  it('shows each staff member with their role, state and last sign-in, one’s own account marked and not changeable here', async () => {
    stubApi({ 'GET /users': { body: [SELF, SAMIRA, KARIM] } });
    await renderAdminScreen(<StaffPage />, { route: '/admin/staff' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Équipe et accès' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Membres (3)' })).toBeInTheDocument();

    const self = rowOf(ADMIN_INFO.email);
    // The stored session is read after the first render: who "you" are is known a moment later.
    expect(await self.findByText('(vous)')).toBeInTheDocument();
    expect(self.getByRole('combobox', { name: 'Rôle de Admin' })).toBeDisabled();
    expect(self.getByRole('button', { name: 'Désactiver' })).toBeDisabled();

    const samira = rowOf('Samira Recruteuse');
    expect(samira.getByRole('combobox', { name: 'Rôle de Samira Recruteuse' })).toHaveValue('recruiter');
    expect(samira.getByText('Actif')).toBeInTheDocument();
    expect(samira.getByText('Jamais')).toBeInTheDocument();

    const karim = rowOf('Karim');
    expect(karim.getByText('Désactivé')).toBeInTheDocument();
    expect(karim.getByRole('button', { name: 'Réactiver' })).toBeEnabled();
  });

  it('says so when the list cannot be loaded', async () => {
    stubApi({ 'GET /users': { status: 500, body: { message: 'Boom' } } });
    await renderAdminScreen(<StaffPage />, { route: '/admin/staff' });
    expect(await screen.findByText("Impossible de charger l'équipe.")).toBeInTheDocument();
  });

  it('changes a role at once', async () => {
    let users = [SELF, SAMIRA];
    const api = stubApi({
      'GET /users': () => ({ body: users }),
      'PATCH /users/u2': () => {
        users = [SELF, { ...SAMIRA, role: 'sales' }];
        return { body: users[1] };
      },
    });
    await renderAdminScreen(<StaffPage />, { route: '/admin/staff' });
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Rôle de Samira Recruteuse' }),
      'Commercial',
    );
    expect(await screen.findByText('Rôle modifié !')).toBeInTheDocument();
    expect(bodyOf(api.calls.find((call) => call.method === 'PATCH'))).toEqual({ role: 'sales' });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Rôle de Samira Recruteuse' })).toHaveValue('sales'),
    );
  });

  it('says why the last admin cannot be demoted, in the admin’s language', async () => {
    const other = { ...SAMIRA, role: 'admin' };
    stubApi({
      'GET /users': { body: [SELF, other] },
      'PATCH /users/u2': {
        status: 409,
        body: { message: 'This is the last active admin: make another staff user an admin first.', code: 'last_admin' },
      },
    });
    await renderAdminScreen(<StaffPage />, { route: '/admin/staff' });
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Rôle de Samira Recruteuse' }),
      'Éditeur',
    );
    expect(
      await screen.findByText("C'est le dernier administrateur actif : nommez d'abord un autre administrateur."),
    ).toBeInTheDocument();
  });

  it('deactivates after a confirmation, and reactivates', async () => {
    const api = stubApi({
      'GET /users': { body: [SELF, SAMIRA, KARIM] },
      'PATCH /users/u2': { body: { ...SAMIRA, active: false } },
      'PATCH /users/u3': { body: { ...KARIM, active: true } },
    });
    await renderAdminScreen(<StaffPage />, { route: '/admin/staff' });
    await screen.findByRole('heading', { level: 2, name: 'Membres (3)' });
    await userEvent.click(rowOf('Samira Recruteuse').getByRole('button', { name: 'Désactiver' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Confirmation' }));
    expect(dialog.getByText(/Ses sessions ouvertes sont fermées tout de suite/)).toBeInTheDocument();
    expect(dialog.getByText('Samira Recruteuse <samira@takwin.tn>')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Désactiver' }));
    expect(await screen.findByText('Compte désactivé : ses sessions sont fermées.')).toBeInTheDocument();
    expect(bodyOf(api.calls.find((call) => call.path === '/users/u2'))).toEqual({ active: false });

    await userEvent.click(rowOf('Karim').getByRole('button', { name: 'Réactiver' }));
    expect(await screen.findByText('Compte réactivé !')).toBeInTheDocument();
    expect(bodyOf(api.calls.find((call) => call.path === '/users/u3'))).toEqual({ active: true });
  });
});

describe('adding a staff member', { timeout: 20_000 }, () => {
  it('sends the name, e-mail, role and password, then empties the form and reloads the list', async () => {
    let lists = 0;
    const api = stubApi({
      'GET /users': () => ({ body: ++lists === 1 ? [SELF] : [SELF, SAMIRA] }),
      'POST /users': { status: 201, body: SAMIRA },
    });
    await renderAdminScreen(<StaffPage />, { route: '/admin/staff' });
    // Adding with a provisional password (an invitation is the default).
    await userEvent.click(await screen.findByRole('radio', { name: new RegExp('Saisir un mot de passe provisoire') }));
    await screen.findByRole('heading', { level: 2, name: 'Membres (1)' });
    await fill(/^Nom/, 'Samira Recruteuse');
    await fill(/^E-mail/, 'samira@takwin.tn');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rôle' }), 'recruiter');
    await fill(/^Mot de passe provisoire/, 'a first passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter le membre' }));
    expect(await screen.findByText('Membre ajouté !')).toBeInTheDocument();
    expect(bodyOf(api.calls.find((call) => call.method === 'POST'))).toEqual({
      name: 'Samira Recruteuse',
      email: 'samira@takwin.tn',
      role: 'recruiter',
      password: 'a first passphrase',
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Membres (2)' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nom/)).toHaveValue('');
  });

  it('checks the fields before sending: a name, an e-mail, a password of 10 characters', async () => {
    const api = stubApi({ 'GET /users': { body: [SELF] } });
    await renderAdminScreen(<StaffPage />, { route: '/admin/staff' });
    // Adding with a provisional password (an invitation is the default).
    await userEvent.click(await screen.findByRole('radio', { name: new RegExp('Saisir un mot de passe provisoire') }));
    await screen.findByRole('heading', { level: 2, name: 'Membres (1)' });
    await fill(/^E-mail/, 'not an e-mail');
    await fill(/^Mot de passe provisoire/, 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter le membre' }));
    expect(await screen.findByText("Choisissez un mot de passe d'au moins 10 caractères.")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nom/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it.each([
    [
      'an e-mail already used',
      409,
      {
        message: 'This e-mail address is already used by another staff account.',
        code: 'email_taken',
        errors: [{ path: 'email', message: 'Already used.' }],
      },
      /^E-mail/,
      "Cette adresse e-mail est déjà celle d'un autre compte.",
    ],
    [
      'a common password',
      400,
      {
        message: 'This password is among the most common ones.',
        code: 'password_too_common',
        errors: [{ path: 'password', message: 'Too common.' }],
      },
      /^Mot de passe provisoire/,
      'Ce mot de passe fait partie des plus courants : choisissez-en un plus difficile à deviner.',
    ],
  ])('shows the server’s refusal of %s beside its field, translated', async (_case, status, body, label, text) => {
    stubApi({ 'GET /users': { body: [SELF] }, 'POST /users': { status, body } });
    await renderAdminScreen(<StaffPage />, { route: '/admin/staff' });
    // Adding with a provisional password (an invitation is the default).
    await userEvent.click(await screen.findByRole('radio', { name: new RegExp('Saisir un mot de passe provisoire') }));
    await screen.findByRole('heading', { level: 2, name: 'Membres (1)' });
    await fill(/^Nom/, 'Samira');
    await fill(/^E-mail/, 'samira@takwin.tn');
    await fill(/^Mot de passe provisoire/, 'password1234');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter le membre' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
  });

  it('is in Arabic, right to left, for an admin who reads Arabic', async () => {
    stubApi({ 'GET /users': { body: [SELF, SAMIRA] } });
    await renderAdminScreen(<StaffPage />, { route: '/admin/staff', language: 'ar' });
    // Adding with a provisional password (an invitation is the default).
    await userEvent.click(await screen.findByRole('radio', { name: new RegExp('كتابة كلمة مرور مؤقتة') }));
    expect(await screen.findByRole('heading', { level: 1, name: 'الفريق والصلاحيات' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(await screen.findByRole('combobox', { name: 'دور Samira Recruteuse' })).toHaveDisplayValue('توظيف');
  });
});

describe('inviting a colleague', { timeout: 20_000 }, () => {
  const EXPIRES = '2025-03-13T08:00:00.000Z';
  const NOUR = {
    _id: 'u4',
    name: 'Nour',
    email: 'nour@takwin.tn',
    role: 'editor',
    active: true,
    createdAt: '2025-03-10T08:00:00.000Z',
    invitation: { status: 'pending', expiresAt: EXPIRES },
  };

  it('is the default way: sends the name, e-mail, role and language of the mail, and shows the link to hand over when the server mails nothing', async () => {
    let lists = 0;
    const api = stubApi({
      'GET /users': () => ({ body: ++lists === 1 ? [SELF] : [SELF, NOUR] }),
      'POST /users/invitations': {
        status: 201,
        body: {
          user: NOUR,
          expiresAt: EXPIRES,
          mailed: false,
          link: 'https://www.takwin.tn/admin/invitation/abc?lng=ar',
        },
      },
    });
    await renderAdminScreen(<StaffPage />, { route: '/admin/staff' });
    expect(await screen.findByRole('radio', { name: /Envoyer une invitation par e-mail/ })).toBeChecked();
    expect(screen.queryByLabelText(/^Mot de passe provisoire/)).not.toBeInTheDocument();
    await fill(/^Nom/, 'Nour');
    await fill(/^E-mail/, 'nour@takwin.tn');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rôle' }), 'editor');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: "Langue de l'invitation" }), 'ar');
    await userEvent.click(screen.getByRole('button', { name: "Envoyer l'invitation" }));
    expect(await screen.findByText('Invitation envoyée à nour@takwin.tn.')).toBeInTheDocument();
    expect(bodyOf(api.calls.find((call) => call.method === 'POST'))).toEqual({
      name: 'Nour',
      email: 'nour@takwin.tn',
      role: 'editor',
      language: 'ar',
    });

    const dialog = within(await screen.findByRole('dialog', { name: "Lien d'invitation à transmettre" }));
    expect(dialog.getByRole('textbox', { name: "Lien d'invitation" })).toHaveValue(
      'https://www.takwin.tn/admin/invitation/abc?lng=ar',
    );
    // The dialog's own close button, and the one beside "Copier le lien".
    await userEvent.click(dialog.getAllByRole('button', { name: 'Fermer' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await rowOf('Nour').findByText('Invitation envoyée')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nom/)).toHaveValue('');
  });

  it('shows where each colleague is in joining, resends an invitation and revokes a pending one after a confirmation', async () => {
    const expired = { ...SAMIRA, invitation: { status: 'expired', expiresAt: EXPIRES } };
    const provisional = { ...KARIM, active: true, passwordChangeRequired: true };
    const api = stubApi({
      'GET /users': { body: [SELF, NOUR, expired, provisional] },
      'POST /users/u2/invitation': {
        body: {
          user: { ...expired, invitation: { status: 'pending', expiresAt: EXPIRES } },
          expiresAt: EXPIRES,
          mailed: true,
        },
      },
      'DELETE /users/u4/invitation': { body: { message: 'Invitation revoked.' } },
    });
    await renderAdminScreen(<StaffPage />, { route: '/admin/staff' });
    await screen.findByRole('heading', { level: 2, name: 'Membres (4)' });
    expect(rowOf('Nour').getByText('Invitation envoyée')).toBeInTheDocument();
    expect(rowOf('Nour').getByText(/^Valable jusqu'au/)).toBeInTheDocument();
    expect(rowOf('Samira Recruteuse').getByText('Invitation expirée')).toBeInTheDocument();
    // Expired: nothing to revoke, a new one to send.
    expect(
      rowOf('Samira Recruteuse').queryByRole('button', { name: "Révoquer l'invitation de Samira Recruteuse" }),
    ).not.toBeInTheDocument();
    expect(rowOf('Karim').getByText('Mot de passe provisoire')).toBeInTheDocument();
    expect(rowOf('Karim').queryByRole('button', { name: /invitation/ })).not.toBeInTheDocument();

    await userEvent.click(
      rowOf('Samira Recruteuse').getByRole('button', { name: "Renvoyer l'invitation de Samira Recruteuse" }),
    );
    expect(
      await screen.findByText("Nouvelle invitation envoyée : l'ancien lien ne fonctionne plus."),
    ).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST' && call.path === '/users/u2/invitation')).toBe(true);
    // Mailed: no link to hand over.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(rowOf('Nour').getByRole('button', { name: "Révoquer l'invitation de Nour" }));
    const dialog = within(screen.getByRole('dialog', { name: 'Confirmation' }));
    expect(dialog.getByText('Nour <nour@takwin.tn>')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: "Révoquer l'invitation" }));
    expect(await screen.findByText('Invitation révoquée.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/users/u4/invitation')).toBe(true);
  });
});
