/**
 * From request to enrolment, against the real server and a real SMTP catcher: a visitor
 * pre-registers in Arabic while a staff member watches /admin/leads; the request appears live,
 * is worked to "Inscrit" with a note, exported, and the visitor's acknowledgment is in Arabic.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { adminToken, unique } from './support/api.ts';
import { consentBox } from './support/consent.ts';
import { type InboxSummary, REQUEST_STATUS_LABELS } from '../shared/domain/pipeline.ts';
import { expect, test } from './support/fixtures.ts';
import { text } from './support/texts.ts';
import { openPreRegistration } from './support/forms.ts';

const STATUS = REQUEST_STATUS_LABELS.fr;

/** Signs the page in as the admin; returns the session's token, for reading the API beside it. */
/** The mails the server sent to `address` so far (see e2e/support/mail-catcher.mjs). */
async function mailsTo(address: string): Promise<ParsedMail[]> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the suite with `npm run test:e2e`');
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((file) => file.endsWith('.eml')) : [];
  const mails = await Promise.all(files.map((file) => simpleParser(fs.readFileSync(path.join(dir, file)))));
  return mails.filter((mail) => [mail.to].flat().some((to) => to?.value.some((box) => box.address === address)));
}

test('a pre-registration in Arabic reaches the open inbox live, is worked to enrolled with a note, exported, and acknowledged in Arabic', async ({
  openBrowser,
  request,
}) => {
  test.setTimeout(90_000);
  const staff = await openBrowser({ signedIn: true });
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  await staff.goto('/admin/leads?lng=fr');
  await expect(staff.getByRole('heading', { level: 1, name: text('admin_leads.title') })).toBeVisible();
  const leadsLink = staff
    .getByRole('navigation', { name: text('admin.nav.label') })
    .getByRole('link', { name: new RegExp(`^${text('admin.nav.leads')}`) });
  await expect(leadsLink).toBeVisible();
  // The sidebar's count of new pre-registrations, and the server's. Other tests run beside this
  // one and change the server's count too, so the sidebar is held to the server's figure.
  const newInSidebar = async () => Number((await leadsLink.getAttribute('aria-label'))?.match(/\d+/)?.[0] ?? 0);
  const newOnServer = async () =>
    ((await (await request.get('/api/inbox/summary', { headers })).json()) as InboxSummary).leads!.new;

  // The visitor, on another device, in Arabic.
  const visitor = await openBrowser();
  const courses = (await (await request.get('/api/courses')).json()) as {
    _id: string;
    title: { ar: string; fr: string };
  }[];
  const course = courses[0]!;
  const name = unique('سلمى');
  const email = `${unique('salma').replace(/\s/g, '.')}@example.tn`;
  await visitor.goto(`/course/${course._id}?lng=ar`);
  const dialog = await openPreRegistration(visitor, 'ar');
  await dialog.getByLabel(text('preregistration.name', 'ar')).fill(name);
  await dialog.getByLabel(text('preregistration.email', 'ar')).fill(email);
  await consentBox(dialog, 'ar').check();
  await dialog.getByRole('button', { name: text('preregistration.submit', 'ar') }).click();
  await expect(visitor.getByText(text('preregistration.success', 'ar'))).toBeVisible();

  // Staff see it without reloading: a toast, the sidebar's count, the row.
  await expect(staff.getByText(new RegExp(`${text('admin_live.notice_title.lead')}.*${name}`))).toBeVisible({
    timeout: 10_000,
  });
  // The count exactly, as the server now has it, this visitor's request included.
  await expect.poll(async () => (await newInSidebar()) - (await newOnServer())).toBe(0);
  const row = staff.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();

  // Worked to enrolled, with a note.
  await row.getByRole('link', { name: text('admin_pipeline.open_label', 'fr', { name }) }).click();
  const panel = staff.getByRole('dialog', { name: new RegExp(name) });
  await expect(panel).toBeVisible();
  const statuses = panel.getByRole('group', { name: text('admin_pipeline.panel.status_group') });
  await statuses.getByRole('button', { name: STATUS.lead.contacted }).click();
  await expect(statuses.getByRole('button', { name: STATUS.lead.contacted })).toHaveAttribute('aria-pressed', 'true');
  await statuses.getByRole('button', { name: STATUS.lead.enrolled }).click();
  await expect(statuses.getByRole('button', { name: STATUS.lead.enrolled })).toHaveAttribute('aria-pressed', 'true');
  const history = panel.getByRole('region', { name: text('admin_pipeline.panel.history') });
  await expect(history.getByText(STATUS.lead.contacted).first()).toBeVisible();
  await expect(history.getByText(STATUS.lead.enrolled).first()).toBeVisible();
  await panel
    .getByLabel(text('admin_pipeline.panel.note_label'))
    .fill('Inscrite à la session de mars, payée en deux fois.');
  await panel.getByRole('button', { name: text('admin_pipeline.panel.add_note') }).click();
  // In the list of notes (the live update can show it there while the field still holds it).
  await expect(
    panel.getByRole('listitem').filter({ hasText: 'Inscrite à la session de mars, payée en deux fois.' }),
  ).toBeVisible();
  await expect(panel.getByLabel(text('admin_pipeline.panel.note_label'))).toHaveValue('');

  const stored = (await (await request.get(`/api/leads?q=${encodeURIComponent(email)}`, { headers })).json()) as {
    status: string;
    noteCount: number;
  }[];
  expect(stored).toMatchObject([{ status: 'enrolled', noteCount: 1 }]);

  // The export of what the list shows.
  await staff.keyboard.press('Escape');
  await staff.getByRole('searchbox', { name: text('admin_leads.filter') }).fill(email);
  // The search is sent once typing pauses: the list, and its export, follow the address.
  await expect.poll(() => new URL(staff.url()).searchParams.get('q')).toBe(email);
  await expect(staff.getByRole('row').filter({ hasText: name })).toBeVisible();
  const [download] = await Promise.all([
    staff.waitForEvent('download'),
    staff.getByRole('button', { name: text('admin_pipeline.export.label') }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path())!);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.subarray(3).toString('utf8').trim().split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(name);
  expect(lines[0]).toContain('Statut');
  expect(lines[1]).toContain(';Inscrit;');

  // The acknowledgment, in the language of the page the visitor used.
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 15_000 }).toBe(1);
  const [acknowledgment] = await mailsTo(email);
  expect(acknowledgment!.subject).toMatch(/[\u0600-\u06ff]/);
  expect(acknowledgment!.html).toContain('dir="rtl"');
  const toStaff = await mailsTo('accueil@takwin.tn');
  expect(toStaff.some((mail) => mail.text?.includes(email))).toBe(true);
});
