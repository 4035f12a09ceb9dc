/**
 * A person's request for their data, end to end: a visitor pre-registers and writes from the
 * contact page (consent ticked on both); an admin finds everything on the Personal data screen by
 * e-mail and by phone, downloads the ZIP file, erases it all, and searching again finds nothing.
 */
import { auditedPersonLabel } from '../server/src/features/privacy/audited-person-label.ts';
import { readZip } from '../server/test/support/read-zip.ts';
import { adminGet, unique } from './support/api.ts';
import { consentBox } from './support/consent.ts';
import { downloadFrom } from './support/downloads.ts';
import { waitForHydration } from './support/hydration.ts';
import { text } from './support/texts.ts';
import { expect, test } from './support/fixtures.ts';
import { openPreRegistration } from './support/forms.ts';

// Every test here starts signed in as the admin.
test.use({ signedIn: true });

test('a visitor’s data found by e-mail and phone, exported as a ZIP file, then erased', async ({ page, request }) => {
  // Shared server: this person's address and number are theirs alone.
  const name = unique('Nour Ben Ali');
  const email = `nour.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.tn`;
  const digits = String(20_000_000 + Math.floor(Math.random() * 79_999_999));
  const phone = `+216 ${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`;

  // The visitor: a pre-registration from a course page…
  const [course] = (await (await request.get('/api/courses')).json()) as { _id: string }[];
  await page.goto(`/course/${course!._id}?lng=fr`);
  await waitForHydration(page);
  const dialog = await openPreRegistration(page);
  await dialog.getByLabel(text('preregistration.name')).fill(name);
  await dialog.getByLabel(text('preregistration.email')).fill(email);
  await dialog.getByLabel(new RegExp(`^${text('preregistration.phone')}`)).fill(phone);
  await consentBox(dialog).check();
  await dialog.getByRole('button', { name: text('preregistration.submit') }).click();
  await expect(page.getByText(text('preregistration.success'))).toBeVisible();

  // …and a message from the contact page, which asks for consent like the others.
  await page.goto('/contact?lng=fr');
  await waitForHydration(page);
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: text('contact_page.form.submit') }) });
  await form.getByLabel(text('contact_page.form.name')).fill(name);
  await form.getByLabel(text('contact_page.form.email')).fill(email);
  await form.getByLabel(text('contact_page.form.message')).fill(`Une question de ${name}`);
  await form.getByRole('button', { name: text('contact_page.form.submit') }).click();
  await expect(form.getByText(text('consent.required'))).toBeVisible();
  await consentBox(form).check();
  await form.getByRole('button', { name: text('contact_page.form.submit') }).click();
  await expect(page.getByText(text('contact_page.form.success'))).toBeVisible();

  // The admin, from the sidebar.
  await page.goto('/admin/overview?lng=fr');
  await page
    .getByRole('navigation', { name: 'Administration' })
    .getByRole('link', { name: text('admin_people.nav') })
    .click();
  await expect(page).toHaveURL(/\/admin\/people$/);
  await expect(page.getByRole('heading', { level: 1, name: text('admin_people.title') })).toBeVisible();

  const searchbox = page.getByRole('searchbox', { name: text('admin_people.search.label') });
  const searchFor = async (typed: string) => {
    await searchbox.fill(typed);
    await page.getByRole('button', { name: text('admin_people.search.submit') }).click();
  };

  // By e-mail, typed in capitals: both requests, with the consent given.
  await searchFor(email.toUpperCase());
  await expect(
    page.getByRole('heading', { level: 2, name: `${text('admin_people.found')} ${email.toUpperCase()}` }),
  ).toBeVisible();
  const leads = page.getByRole('region', { name: text('admin_people.sections.leads') });
  await expect(leads.getByRole('article', { name })).toBeVisible();
  await expect(leads.getByText(/^Donné le .*\(notice \d{4}-\d{2}\)$/)).toBeVisible();
  const messages = page.getByRole('region', { name: text('admin_people.sections.contact_messages') });
  await expect(messages.getByText(`Une question de ${name}`)).toBeVisible();
  await expect(messages.getByText(/^Donné le /)).toBeVisible();

  // By phone, without its country code: the pre-registration (the message gave no phone).
  await searchFor(digits);
  await expect(page.getByRole('heading', { level: 2, name: `${text('admin_people.found')} ${digits}` })).toBeVisible();
  await expect(
    page.getByRole('region', { name: text('admin_people.sections.leads') }).getByRole('article', { name }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: text('admin_people.sections.contact_messages') })).toHaveCount(0);

  // The ZIP file, by e-mail: everything, as the browser saves it.
  await searchFor(email);
  const exported = await downloadFrom(
    page.getByRole('button', { name: text('admin_people.export.button') }),
    'personal-data.zip',
  );
  expect(exported.name).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = exported.bytes;
  expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
  const entries = readZip(zip);
  expect([...entries.keys()]).toEqual([
    'person.json',
    'pre-registrations.csv',
    'quote-requests.csv',
    'applications.csv',
    'contact-messages.csv',
    'mails.csv',
  ]);
  const held = JSON.parse(entries.get('person.json')!.toString('utf8')) as {
    email: string;
    leads: { name: string; phone: string }[];
    contactMessages: { name: string }[];
  };
  expect(held).toMatchObject({ email, leads: [{ name, phone }], contactMessages: [{ name }] });
  expect(entries.get('pre-registrations.csv')!.toString('utf8')).toContain(name);
  expect(entries.get('contact-messages.csv')!.toString('utf8')).toContain(`Une question de ${name}`);

  // Erased after the confirmation; searching again finds nothing.
  await page.getByRole('button', { name: text('admin_people.erase.button') }).click();
  const confirm = page.getByRole('dialog', { name: text('admin.confirm.title') });
  await expect(confirm.getByText(email, { exact: false })).toBeVisible();
  await confirm.getByRole('button', { name: text('admin_people.erase.confirm_label') }).click();
  await expect(
    page.getByText(
      text('admin_people.erase.done', 'fr', { requests: 2, cvs: 0, mails: 0 }).replace(/ \d+ e-mail.*$/, ''),
      { exact: false },
    ),
  ).toBeVisible();
  await searchFor(email);
  await expect(page.getByText(text('admin_people.empty'))).toBeVisible();
  await searchFor(digits);
  await expect(page.getByText(text('admin_people.empty'))).toBeVisible();

  // Each look, the export and the erasure are in the audit trail, the person named by a masked label.
  const trail = await adminGet<{ action: string; target?: { label: string }; summary: string }[]>(
    request,
    '/api/audit?limit=100',
  );
  const about = (label: string) => trail.filter((entry) => entry.target?.label === label);
  expect(about(auditedPersonLabel({ email })).map((entry) => entry.action)).toContain('people.erase');
  expect(
    about(auditedPersonLabel({ email })).some(
      (entry) => entry.action === 'people.export' && entry.summary.startsWith('Exported as a ZIP file'),
    ),
  ).toBe(true);
  expect(about(auditedPersonLabel({ phone: digits })).map((entry) => entry.action)).toContain('people.export');
  expect(trail.some((entry) => entry.target?.label.includes(email))).toBe(false);
});
