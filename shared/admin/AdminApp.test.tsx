/**
 * The admin as a whole: its addresses (mounted at /admin by the site, or at the root) and its own
 * language, apart from the public site's.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_LANGUAGE_KEY } from '../i18n/i18n.ts';
import { renderWithSite } from '../test-utils.tsx';
import AdminApp from './AdminApp.tsx';
import { ADMIN_INFO, stubApi } from './components/admin-test-utils.tsx';

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}
const location = () => screen.getByTestId('location').textContent;

/** The admin under `mount`, as the site mounts it (with a home page to go back to) or at the root. */
function renderAdmin(route: string, { mount = '/admin/*', siteLanguage = 'fr', strict = false } = {}) {
  const app = (
    <>
      <Routes>
        <Route path={mount} element={<AdminApp />} />
        {mount !== '/*' && <Route path="/" element={<h1>Site home</h1>} />}
      </Routes>
      <Location />
    </>
  );
  return renderWithSite(strict ? <StrictMode>{app}</StrictMode> : app, { route, language: siteLanguage });
}

beforeEach(() => {
  localStorage.setItem('adminInfo', JSON.stringify(ADMIN_INFO));
  stubApi({ 'GET /courses/all': { body: [] } });
});

describe('the admin’s addresses', () => {
  it.each(['/admin/anything', '/admin/courses/nope/deeper', '/admin/courses/edit'])('%s says the page does not exist, inside the admin, and stays there', async (path) => {
    await renderAdmin(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Administration' })).toBeInTheDocument();
    // No redirect, not even later.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(location()).toBe(path);
    expect(screen.getByRole('link', { name: 'Retour à la liste des cours' })).toHaveAttribute('href', '/admin/courses');
  });

  it('leads back to the course list from an unknown address', async () => {
    await renderAdmin('/admin/anything/else');
    await userEvent.click(await screen.findByRole('link', { name: 'Retour à la liste des cours' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Gestion des Cours' })).toBeInTheDocument();
    expect(location()).toBe('/admin/courses');
  });

  it('opens the course list at its own address', async () => {
    await renderAdmin('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gestion des Cours' })).toBeInTheDocument();
    expect(location()).toBe('/admin/courses');
  });

  it('resolves the same way when mounted at the root', async () => {
    await renderAdmin('/', { mount: '/*' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Gestion des Cours' })).toBeInTheDocument();
    expect(location()).toBe('/courses');
  });

  it.each(['/anything', '/courses/nope/deeper'])('at the root, %s says it does not exist and links to /courses', async (path) => {
    await renderAdmin(path, { mount: '/*' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(location()).toBe(path);
    expect(screen.getByRole('link', { name: 'Retour à la liste des cours' })).toHaveAttribute('href', '/courses');
  });
});

describe('the admin’s language', () => {
  it('is French, not the site’s Arabic, until the admin picks one', async () => {
    await renderAdmin('/admin/courses', { siteLanguage: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Gestion des Cours' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'fr');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    // The site's choice stays as it was.
    expect(localStorage.getItem('i18nextLng')).toBe('ar');
  });

  it('holds through StrictMode’s mount, unmount and mount again', async () => {
    const user = userEvent.setup();
    await renderAdmin('/admin/courses', { siteLanguage: 'ar', strict: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Gestion des Cours' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'fr'));
    await user.click(screen.getByRole('link', { name: 'Retour au site' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'ar'));
  });

  it('is the admin’s stored choice', async () => {
    localStorage.setItem(ADMIN_LANGUAGE_KEY, 'en');
    await renderAdmin('/admin/courses', { siteLanguage: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Course management' })).toBeInTheDocument();
  });

  it('changes with its own selector, which leaves the site’s choice alone; the site gets its language back', async () => {
    const user = userEvent.setup();
    await renderAdmin('/admin/courses', { siteLanguage: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'Gestion des Cours' });

    await user.selectOptions(screen.getByRole('combobox', { name: "Langue de l'administration" }), 'العربية');
    expect(await screen.findByRole('heading', { level: 1, name: 'إدارة الدورات' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(localStorage.getItem(ADMIN_LANGUAGE_KEY)).toBe('ar');
    expect(localStorage.getItem('i18nextLng')).toBe('en');

    // Back to the site in the same tab: the site's language again, the admin's choice kept.
    await user.click(screen.getByRole('link', { name: 'العودة إلى الموقع' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Site home' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'en'));
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(localStorage.getItem(ADMIN_LANGUAGE_KEY)).toBe('ar');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
  });
});
