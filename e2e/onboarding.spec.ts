/**
 * Staff onboarding against the real server and its real mail: an admin invites a colleague from
 * /admin/staff; the colleague opens the link of the mail the catcher received, in the
 * invitation's language, chooses a password and lands in the admin; the same link again says it
 * has been used. A colleague given a provisional password sees only the change of it, whatever
 * address they open, until they have chosen their own.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { adminToken } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { text } from './support/texts.ts';

/** The admin's first screen loads its code then: several seconds when the suite shares two cores. */
const FIRST_SCREEN = { timeout: 20_000 };
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The first mail the server sent to `address` (see e2e/support/mail-catcher.mjs), once it has arrived. */
async function mailTo(address: string): Promise<ParsedMail> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the suite with `node scripts/run-e2e.mjs`');
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        const files = fs.existsSync(dir)
          ? fs
              .readdirSync(dir)
              .filter((file) => file.endsWith('.eml'))
              .sort()
          : [];
        const mails = await Promise.all(files.map((file) => simpleParser(fs.readFileSync(path.join(dir, file)))));
        found = mails.find((mail) => [mail.to].flat().some((to) => to?.value.some((box) => box.address === address)));
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

test('an admin invites a colleague, who chooses a password from the mailed link and lands in the admin; the link then says it was used', async ({
  openBrowser,
}) => {
  test.slow();
  const colleague = { name: `Yasmine ${stamp()}`, email: `${stamp()}.yasmine@takwin.tn` };
  const admin = await openBrowser({ signedIn: true });
  await admin.goto('/admin/staff?lng=fr');
  await expect(admin.getByRole('heading', { level: 1, name: text('admin_staff.title') })).toBeVisible(FIRST_SCREEN);

  // The invitation is the form's default: name, e-mail, role and the language of the mail.
  await expect(admin.getByRole('radio', { name: text('admin_onboarding.invite.mode_invite') })).toBeChecked();
  await admin.getByLabel(text('admin_staff.form.name')).fill(colleague.name);
  await admin.getByRole('textbox', { name: text('admin_staff.form.email'), exact: true }).fill(colleague.email);
  await admin.getByRole('combobox', { name: text('admin_staff.form.role'), exact: true }).selectOption('editor');
  await admin.getByRole('combobox', { name: text('admin_onboarding.invite.language') }).selectOption('ar');
  await admin.getByRole('button', { name: text('admin_onboarding.invite.submit'), exact: true }).click();
  await expect(
    admin
      .getByRole('status')
      .filter({ hasText: text('admin_onboarding.invite.sent', 'fr', { email: colleague.email }) }),
  ).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: colleague.email });
  await expect(row.getByText(text('admin_onboarding.list.invitation_pending'))).toBeVisible();
  await expect(
    row.getByRole('button', { name: text('admin_onboarding.list.revoke_of', 'fr', { name: colleague.name }) }),
  ).toBeVisible();

  // The mail, in Arabic, carries the one-time link.
  const mail = await mailTo(colleague.email);
  expect(mail.html).toContain('dir="rtl"');
  const link = /\/admin\/invitation\/[A-Za-z0-9_-]{43}\?lng=ar/.exec(mail.text ?? '')?.[0];
  expect(link, mail.text).toBeTruthy();

  // The colleague, in their own browser, in the invitation's language.
  const invited = await openBrowser();
  await invited.goto(link!);
  await expect(
    invited.getByRole('heading', { level: 1, name: text('admin_onboarding.accept.title', 'ar') }),
  ).toBeVisible(FIRST_SCREEN);
  await expect(invited.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(invited.getByText(colleague.email)).toBeVisible();
  const password = 'ma-phrase-de-passe-a-moi-2026';
  await invited
    .getByRole('textbox', { name: text('admin_onboarding.accept.password', 'ar'), exact: true })
    .fill(password);
  await invited
    .getByRole('textbox', { name: text('admin_onboarding.accept.confirm', 'ar'), exact: true })
    .fill(password);
  await invited.getByRole('button', { name: text('admin_onboarding.accept.submit', 'ar') }).click();
  // Signed in: the editor's first screen, in Arabic, with the admin's navigation.
  await expect(invited).toHaveURL(/\/admin\/courses$/, FIRST_SCREEN);
  await expect(invited.getByRole('navigation', { name: text('admin.nav.label', 'ar') })).toBeVisible();
  await expect(invited.locator('html')).toHaveAttribute('dir', 'rtl');

  // The same link again, from another browser: it says it was used and leads to the sign-in.
  const again = await openBrowser();
  await again.goto(link!);
  await expect(
    again.getByRole('heading', { level: 1, name: text('admin_onboarding.accept.invalid_title', 'ar') }),
  ).toBeVisible(FIRST_SCREEN);
  await expect(again.getByText(text('admin_onboarding.accept.used', 'ar'))).toBeVisible();
  await expect(
    again.getByRole('textbox', { name: text('admin_onboarding.accept.password', 'ar'), exact: true }),
  ).toHaveCount(0);
  await again.getByRole('link', { name: text('admin_onboarding.accept.to_login', 'ar') }).click();
  await expect(again).toHaveURL(/\/login/);

  // The admin's list: no invitation any more, and a first sign-in.
  await admin.reload();
  await expect(row.getByText(text('admin_onboarding.list.invitation_pending'))).toHaveCount(0);
  await expect(row.getByText(text('admin_staff.list.never'))).toHaveCount(0);
});

test('a colleague with a provisional password sees only the change of it, on any admin address, then the admin', async ({
  openBrowser,
  request,
}) => {
  test.slow();
  const colleague = { name: `Hedi ${stamp()}`, email: `${stamp()}.hedi@takwin.tn`, password: 'donne-par-l-admin-2026' };
  const created = await request.post('/api/users', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { name: colleague.name, email: colleague.email, role: 'sales', password: colleague.password },
  });
  expect(created.status()).toBe(201);

  const page = await openBrowser();
  await page.goto('/login?lng=fr');
  await page.getByLabel(text('login_page.email')).fill(colleague.email);
  await page.getByLabel(text('login_page.password')).fill(colleague.password);
  await page.getByRole('button', { name: text('login_page.submit') }).click();
  const forced = page.getByRole('heading', { level: 1, name: text('admin_onboarding.forced.title') });
  await expect(forced).toBeVisible(FIRST_SCREEN);
  await expect(page.getByRole('navigation', { name: text('admin.nav.label') })).toHaveCount(0);
  // Another admin address: the same screen, nothing of the admin behind it.
  await page.goto('/admin/leads?lng=fr');
  await expect(forced).toBeVisible(FIRST_SCREEN);
  await expect(page.getByRole('heading', { level: 1, name: text('admin_leads.title') })).toHaveCount(0);

  // A wrong current password is refused at its field; the right one lets them in.
  const chosen = 'ma-propre-phrase-de-vente-2026';
  await page.getByLabel(text('admin_onboarding.forced.current')).fill('not the password');
  await page.getByRole('textbox', { name: text('admin_staff.password.new'), exact: true }).fill(chosen);
  await page.getByLabel(text('admin_staff.password.confirm')).fill(chosen);
  await page.getByRole('button', { name: text('admin_staff.password.submit') }).click();
  await expect(forced).toBeVisible();
  await page.getByLabel(text('admin_onboarding.forced.current')).fill(colleague.password);
  await page.getByRole('button', { name: text('admin_staff.password.submit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text('admin_leads.title') })).toBeVisible(FIRST_SCREEN);
  await expect(page.getByRole('navigation', { name: text('admin.nav.label') })).toBeVisible();

  // Theirs from now on: signing in again goes straight to the admin.
  const later = await openBrowser();
  await later.goto('/login?lng=fr');
  await later.getByLabel(text('login_page.email')).fill(colleague.email);
  await later.getByLabel(text('login_page.password')).fill(chosen);
  await later.getByRole('button', { name: text('login_page.submit') }).click();
  await expect(later).toHaveURL(/\/admin\/leads$/, FIRST_SCREEN);
  await expect(later.getByRole('heading', { level: 1, name: text('admin_onboarding.forced.title') })).toHaveCount(0);
});
