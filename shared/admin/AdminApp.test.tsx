/**
 * The admin as a whole: its addresses (mounted at /admin by the site, or at the root) and its own
 * language, apart from the public site's.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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
  it.each(['/admin/anything', '/admin/courses/nope/deeper', '/admin/courses/edit'])(
    '%s says the page does not exist, inside the admin, and stays there',
    async (path) => {
      await renderAdmin(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Administration' })).toBeInTheDocument();
      // No redirect, not even later.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(location()).toBe(path);
      expect(screen.getByRole('link', { name: 'Retour à la liste des cours' })).toHaveAttribute(
        'href',
        '/admin/courses',
      );
    },
  );

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

  it.each(['/anything', '/courses/nope/deeper'])(
    'at the root, %s says it does not exist and links to /courses',
    async (path) => {
      await renderAdmin(path, { mount: '/*' });
      expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
      expect(location()).toBe(path);
      expect(screen.getByRole('link', { name: 'Retour à la liste des cours' })).toHaveAttribute('href', '/courses');
    },
  );
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

const SUMMARY = {
  leads: { new: 3, contacted: 1, enrolled: 0, lost: 0 },
  companyLeads: { new: 1, quoted: 0, won: 0, lost: 0 },
  candidatures: { new: 0, interview: 2, hired: 0, rejected: 0 },
};

describe('the admin’s sidebar', () => {
  it('starts with the overview, and counts the new requests beside each inbox', async () => {
    stubApi({ 'GET /courses/all': { body: [] }, 'GET /inbox/summary': { body: SUMMARY } });
    await renderAdmin('/admin/courses');
    const nav = await screen.findByRole('navigation', { name: 'Administration' });
    expect(within(nav).getAllByRole('link')[0]).toHaveAttribute('href', '/admin/overview');
    expect(within(nav).getAllByRole('link')[0]).toHaveAccessibleName("Vue d'ensemble");

    const leads = await within(nav).findByRole('link', { name: 'Pré-inscriptions, 3 nouvelles' });
    expect(leads).toHaveAttribute('href', '/admin/leads');
    expect(within(leads).getByText('3')).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'Demandes entreprises, 1 nouvelle' })).toHaveAttribute(
      'href',
      '/admin/company-leads',
    );
    // Nothing new: no count, the plain name.
    expect(within(nav).getByRole('link', { name: 'Candidatures' })).toHaveAttribute('href', '/admin/candidatures');
  });

  it('says the counts in the admin’s language', async () => {
    localStorage.setItem(ADMIN_LANGUAGE_KEY, 'ar');
    stubApi({ 'GET /courses/all': { body: [] }, 'GET /inbox/summary': { body: SUMMARY } });
    await renderAdmin('/admin/courses');
    expect(await screen.findByRole('link', { name: 'التسجيلات المسبقة، 3 طلبات جديدة' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'طلبات المؤسسات، طلب جديد واحد' })).toBeInTheDocument();
  });

  it('opens the overview at its own address', async () => {
    stubApi({
      'GET /courses/all': { body: [] },
      'GET /inbox/summary': { body: SUMMARY },
      'GET /inbox/overview': { body: { weeks: [], conversion: [], waiting: [] } },
    });
    await renderAdmin('/admin/courses');
    await userEvent.click(await screen.findByRole('link', { name: "Vue d'ensemble" }));
    expect(await screen.findByRole('heading', { level: 1, name: "Vue d'ensemble" })).toBeInTheDocument();
    expect(location()).toBe('/admin/overview');
  });

  it('offers browser notifications while the staff member has not answered, and asks only when they choose to', async () => {
    const requestPermission = vi.fn(async () => {
      FakeNotification.permission = 'granted';
      return 'granted';
    });
    class FakeNotification {
      static permission = 'default';
      static requestPermission = requestPermission;
    }
    vi.stubGlobal('Notification', FakeNotification);
    stubApi({ 'GET /courses/all': { body: [] }, 'GET /inbox/summary': { body: SUMMARY } });
    await renderAdmin('/admin/courses');

    const button = await screen.findByRole('button', { name: 'Activer les notifications' });
    expect(requestPermission).not.toHaveBeenCalled();
    await userEvent.click(button);
    expect(requestPermission).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Activer les notifications' })).not.toBeInTheDocument(),
    );
  });

  it('shows no such offer where notifications are already decided or do not exist', async () => {
    stubApi({ 'GET /courses/all': { body: [] }, 'GET /inbox/summary': { body: SUMMARY } });
    await renderAdmin('/admin/courses');
    await screen.findByRole('heading', { level: 1, name: 'Gestion des Cours' });
    expect(screen.queryByRole('button', { name: 'Activer les notifications' })).not.toBeInTheDocument();
  });
});

describe('the admin’s live stream', () => {
  it('signs the admin out when the server refuses the session, as any other request would', async () => {
    let summaries = 0;
    const api = stubApi({
      'GET /courses/all': { body: [] },
      'GET /inbox/summary': () =>
        ++summaries === 1 ? { body: SUMMARY } : { status: 401, body: { message: 'Not authorized, token failed' } },
      'GET /events': { status: 401, body: { message: 'Not authorized, token failed' } },
    });
    await renderAdmin('/admin/courses');
    await waitFor(() => expect(location()).toBe('/login'));
    expect(api.calls.filter((call) => call.path === '/events')).toHaveLength(1);
    expect(localStorage.getItem('adminInfo')).toBeNull();
  });
});
