/**
 * Staff accounts against the real server, two people in two browsers: the admin adds a
 * recruiter with a provisional password; the recruiter signs in, must choose their own first,
 * then sees Candidatures only and downloads a CV, which the admin's audit trail shows; the admin
 * deactivates them, and the recruiter's open tab is signed out at once.
 * (Invitations: e2e/onboarding.spec.ts.)
 */
import type { Page } from '@playwright/test';
import { ADMIN, pdf, unique } from './support/api.ts';
import { downloadFrom } from './support/downloads.ts';
import { expect, test } from './support/fixtures.ts';
import { text } from './support/texts.ts';

const toast = (page: Page, message: string) => page.getByRole('status').filter({ hasText: message });

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login?lng=fr');
  await page.getByLabel(text('login_page.email')).fill(email);
  await page.getByLabel(text('login_page.password')).fill(password);
  await page.getByRole('button', { name: text('login_page.submit') }).click();
}

/**
 * The admin's first screen after a sign-in: its code is loaded then, which takes several seconds
 * when the whole suite shares two cores.
 */
const FIRST_SCREEN = { timeout: 20_000 };

test('an admin adds a recruiter, who sees and downloads applications only, until deactivated', async ({
  openBrowser,
  request,
}) => {
  // Two people in two browsers, a dozen screens: longer than one page's test.
  test.slow();
  const applicant = unique('Candidate');
  const cvName = `CV ${applicant}.pdf`;
  const cv = pdf(4096);
  const sent = await request.post('/api/candidatures', {
    multipart: {
      name: applicant,
      email: 'candidate@exemple.tn',
      cv: { name: cvName, mimeType: 'application/pdf', buffer: cv },
    },
  });
  expect(sent.status()).toBe(201);

  // The admin adds the recruiter on /admin/staff.
  const admin = await openBrowser();
  await signIn(admin, ADMIN.email, ADMIN.password);
  await expect(admin).toHaveURL(/\/admin\/courses$/, FIRST_SCREEN);
  await admin
    .getByRole('navigation', { name: 'Administration' })
    .getByRole('link', { name: text('admin_staff.nav') })
    .click();
  await expect(admin.getByRole('heading', { level: 1, name: text('admin_staff.title') })).toBeVisible();
  const recruiter = {
    name: unique('Recruteuse'),
    email: `${Date.now().toString(36)}.recruteuse@takwin.tn`,
    password: 'recrutement-2025-sousse',
  };
  // An invitation is the form's default; a provisional password is the other way.
  await admin.getByRole('radio', { name: text('admin_onboarding.invite.mode_password') }).check();
  await admin.getByLabel(text('admin_staff.form.name')).fill(recruiter.name);
  await admin.getByRole('textbox', { name: text('admin_staff.form.email'), exact: true }).fill(recruiter.email);
  await admin.getByRole('combobox', { name: text('admin_staff.form.role'), exact: true }).selectOption('recruiter');
  await admin.getByRole('textbox', { name: text('admin_staff.form.password'), exact: true }).fill(recruiter.password);
  await admin.getByRole('button', { name: text('admin_staff.form.submit') }).click();
  await expect(toast(admin, text('admin_staff.toasts.added'))).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: recruiter.email });
  await expect(
    row.getByRole('combobox', { name: text('admin_staff.list.role_of', 'fr', { name: recruiter.name }) }),
  ).toHaveValue('recruiter');
  await expect(row.getByText(text('admin_staff.list.never'))).toBeVisible();
  await expect(row.getByText(text('admin_onboarding.list.provisional'))).toBeVisible();

  // The recruiter signs in in their own browser: their own password first, then Candidatures only.
  const tab = await openBrowser();
  await signIn(tab, recruiter.email, recruiter.password);
  await expect(tab.getByRole('heading', { level: 1, name: text('admin_onboarding.forced.title') })).toBeVisible(
    FIRST_SCREEN,
  );
  const ownPassword = 'ma-phrase-de-recruteuse-2026';
  await tab.getByLabel(text('admin_onboarding.forced.current')).fill(recruiter.password);
  await tab.getByRole('textbox', { name: text('admin_staff.password.new'), exact: true }).fill(ownPassword);
  await tab.getByLabel(text('admin_staff.password.confirm')).fill(ownPassword);
  await tab.getByRole('button', { name: text('admin_staff.password.submit') }).click();
  await expect(tab).toHaveURL(/\/admin\/candidatures$/, FIRST_SCREEN);
  const sidebar = tab.getByRole('navigation', { name: 'Administration' });
  await expect(sidebar.getByRole('link')).toHaveText([/^Candidatures/, text('admin.nav.back_to_site')]);
  await tab.goto('/admin/courses?lng=fr');
  await expect(tab).toHaveURL(/\/admin\/candidatures$/);

  await tab.getByRole('searchbox', { name: 'Rechercher une candidature' }).fill(applicant);
  const application = tab.getByRole('row').filter({ hasText: applicant });
  const cvFile = await downloadFrom(
    application.getByRole('button', { name: `Télécharger le CV de ${applicant}` }),
    'cv.pdf',
  );
  expect(cvFile.name).toBe(cvName);
  expect(cvFile.bytes.equals(cv)).toBe(true);

  // The download is in the admin's audit trail: who, what, on which application.
  await admin
    .getByRole('navigation', { name: 'Administration' })
    .getByRole('link', { name: text('admin_audit.nav') })
    .click();
  await expect(
    admin.getByRole('heading', { level: 1, name: new RegExp(`^${text('admin_audit.title')}`) }),
  ).toBeVisible();
  const downloadRow = admin
    .getByRole('row')
    .filter({ hasText: text('admin_audit.actions.cv.download') })
    .filter({ hasText: applicant });
  await expect(downloadRow).toHaveCount(1);
  await expect(downloadRow).toContainText(recruiter.name);

  // The admin sees the sign-in, then deactivates the recruiter.
  await admin
    .getByRole('navigation', { name: 'Administration' })
    .getByRole('link', { name: text('admin_staff.nav') })
    .click();
  await admin.reload();
  await expect(row.getByText(text('admin_staff.list.never'))).toHaveCount(0);
  await expect(row.getByText(text('admin_onboarding.list.provisional'))).toHaveCount(0);
  await row.getByRole('button', { name: text('admin_staff.list.deactivate') }).click();
  const dialog = admin.getByRole('dialog', { name: text('admin.confirm.title') });
  await dialog.getByRole('button', { name: text('admin_staff.list.deactivate') }).click();
  await expect(toast(admin, text('admin_staff.toasts.deactivated'))).toBeVisible();
  await expect(row.getByText(text('admin_staff.list.inactive'))).toBeVisible();

  // The recruiter's open tab is signed out at once: its live stream ends with the session, and
  // reconnecting is refused.
  await expect(tab).toHaveURL(/\/login$/);
  await expect(toast(tab, text('admin.session_expired'))).toBeVisible();
  expect(await tab.evaluate(() => localStorage.getItem('adminInfo'))).toBeNull();

  // And the account cannot sign in again.
  await signIn(tab, recruiter.email, ownPassword);
  await expect(tab.getByRole('status').filter({ hasText: text('api_errors.invalid_credentials') })).toBeVisible();
  await expect(tab).toHaveURL(/\/login\?lng=fr$/);
});

test('the logout button ends the session on the server: the token it had is refused', async ({
  openBrowser,
  request,
}) => {
  const page = await openBrowser();
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/courses$/, FIRST_SCREEN);
  const token = (JSON.parse((await page.evaluate(() => localStorage.getItem('adminInfo')))!) as { token: string })
    .token;
  expect((await request.get('/api/courses/all', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
  await page.getByRole('button', { name: text('admin.nav.logout') }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await request.get('/api/courses/all', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
});
