import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ADMIN_LANGUAGE_KEY, storedAdminLanguage } from '../../i18n/i18n.ts';
import { clearStubsAndToastsAfterEach, jsonResponse, renderWithToaster, stubFetch } from '../../test-utils.tsx';
import LoginPage from './LoginPage.tsx';

const SESSION = { _id: 'u1', name: 'Administrateur', email: 'admin@takwin.tn', role: 'admin', token: 'jwt-token' };

async function renderLogin(language = 'fr') {
  return renderWithToaster(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/admin" element={<p>Tableau de bord (test)</p>} />
    </Routes>,
    { route: '/login', language },
  );
}

/** The sign-in button once the form can send: it stays off until the stored session has been read. */
async function signInButton() {
  const button = await screen.findByRole('button', { name: 'Se connecter' });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

// The toaster asks about reduced motion: a missing matchMedia is given by test-setup.ts.
clearStubsAndToastsAfterEach();

describe('the login page', () => {
  it('asks for both fields before calling the server', async () => {
    const fetch = stubFetch();
    const user = await renderLogin();
    await user.click(await signInButton());
    expect(await screen.findAllByText('Ce champ est obligatoire.')).toHaveLength(2);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('stores adminInfo, says so and opens the dashboard', async () => {
    const fetch = stubFetch(async () => jsonResponse(200, SESSION));
    const user = await renderLogin();
    await user.type(await screen.findByLabelText(/^E-mail/), 'admin@takwin.tn');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'longpassword1');
    await user.click(await signInButton());

    expect(await screen.findByText('Tableau de bord (test)')).toBeInTheDocument();
    expect(await screen.findByText('Connexion réussie !')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('adminInfo')!)).toEqual(SESSION);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/users/login');
    expect(JSON.parse(init.body as string)).toEqual({ email: 'admin@takwin.tn', password: 'longpassword1' });
  });

  it('opens the admin in the language the sign-in page was read in (/login?lng=ar → the admin in Arabic)', async () => {
    stubFetch(async () => jsonResponse(200, SESSION));
    expect(storedAdminLanguage()).toBe('fr');
    const user = await renderLogin('ar');
    await user.type(await screen.findByLabelText(/^البريد الإلكتروني/), 'admin@takwin.tn');
    await user.type(screen.getByLabelText(/^كلمة المرور/), 'longpassword1');
    const button = await screen.findByRole('button', { name: 'تسجيل الدخول' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);

    expect(await screen.findByText('Tableau de bord (test)')).toBeInTheDocument();
    expect(localStorage.getItem(ADMIN_LANGUAGE_KEY)).toBe('ar');
    expect(storedAdminLanguage()).toBe('ar');
  });

  it("shows the server's message on failure and stays", async () => {
    stubFetch(async () => jsonResponse(401, { message: 'Invalid email or password.' }));
    const user = await renderLogin();
    await user.type(await screen.findByLabelText(/^E-mail/), 'admin@takwin.tn');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'wrong-password');
    await user.click(await signInButton());

    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
    expect(localStorage.getItem('adminInfo')).toBeNull();
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
  });

  it('clears the earlier error toasts once a new attempt succeeds', async () => {
    stubFetch()
      .mockResolvedValueOnce(jsonResponse(401, { message: 'Invalid email or password.' }))
      .mockResolvedValueOnce(jsonResponse(200, SESSION));
    const user = await renderLogin();
    await user.type(await screen.findByLabelText(/^E-mail/), 'admin@takwin.tn');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'wrong-password');
    await user.click(await signInButton());
    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Mot de passe/));
    await user.type(screen.getByLabelText(/^Mot de passe/), 'longpassword1');
    await user.click(await signInButton());
    expect(await screen.findByText('Connexion réussie !')).toBeInTheDocument();
    // A dismissed toast leaves once its exit animation (1 s) is over.
    await waitFor(() => expect(screen.queryByText('Invalid email or password.')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    expect(screen.getByText('Connexion réussie !')).toBeInTheDocument();
  });

  it("falls back to the translated 'Erreur de connexion.' when the server says nothing", async () => {
    stubFetch(async () => Promise.reject(new TypeError('Failed to fetch')));
    const user = await renderLogin();
    await user.type(await screen.findByLabelText(/^E-mail/), 'admin@takwin.tn');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'longpassword1');
    await user.click(await signInButton());
    expect(await screen.findByText('Erreur de connexion.')).toBeInTheDocument();
  });

  it('offers the dashboard instead of the form to a signed-in admin', async () => {
    localStorage.setItem('adminInfo', JSON.stringify(SESSION));
    await renderLogin();
    expect(await screen.findByRole('link', { name: 'Aller au tableau de bord' })).toHaveAttribute('href', '/admin');
    expect(screen.queryByLabelText(/^Mot de passe/)).not.toBeInTheDocument();
  });
});
