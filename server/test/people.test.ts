/**
 * A person's data as the admin's "Personal data" screen uses it: found by e-mail address or by
 * phone number, handed over as one ZIP file (JSON, a CSV per kind, the CV files), erased; each
 * access, export and erasure in the audit trail; the screen's API for admins only. And the
 * contact page's consent, stored like the other forms'.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION, samePhone } from '../../shared/domain/index.ts';
import { auditedPersonLabel } from '../src/features/privacy/audited-person-label.ts';
import { auditRowsOf, useTestContext } from './support/context.ts';
import { pdfBytes } from './support/fixtures.ts';
import { readZip } from './support/read-zip.ts';
import { mailingOptions, startSmtpServer, type TestSmtpServer, waitFor } from './support/smtp.ts';
import { moveRequest, noteRequest, postCandidature } from './support/requests.ts';

let smtp: TestSmtpServer;
beforeAll(async () => {
  // A real SMTP server: the outbox's mails about a person are part of what is held about them.
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());
const ctx = useTestContext(() => mailingOptions(smtp));

type Sent = { _id: string };
const post = async (url: string, payload: Record<string, unknown>): Promise<Sent> => {
  const response = await ctx.inject({ method: 'POST', url, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};
const sendCandidature = async (fields: Record<string, string>, cv: Buffer): Promise<Sent> => {
  const response = await postCandidature(ctx, fields, { filename: 'CV Nour Ben Ali.pdf', content: cv });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};
const people = (query: string, headers = ctx.auth) =>
  ctx.inject({ method: 'GET', url: `/api/people?${query}`, headers });
const exportZip = (query: string, headers = ctx.auth) =>
  ctx.inject({ method: 'GET', url: `/api/people/export.zip?${query}`, headers });
const erase = (query: string, headers = ctx.auth) =>
  ctx.inject({ method: 'DELETE', url: `/api/people?${query}`, headers });
const auditRows = (action: string) => auditRowsOf(ctx, action);
/** The English text of a stored summary (kept with its code and values as JSON). */
const summaryText = (column: string) => (JSON.parse(column) as { text: string }).text;
const ids = (items: { _id: string }[]) => items.map((item) => item._id).sort();
/** A CSV's rows (after its byte-order mark), cells split on `;` (these test values hold none). */
const csvRows = (bytes: Buffer) => {
  const text = bytes.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return text
    .slice(1)
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(';'));
};

describe('the phone rule', () => {
  it('is the same number with or without the country code, never a shorter tail', () => {
    expect(samePhone('+216 98 765 432', '98765432')).toBe(true);
    expect(samePhone('98 765 432', '00216 98 765 432')).toBe(true);
    expect(samePhone('(+216) 98.765.432', '+21698765432')).toBe(true);
    expect(samePhone('+216 98 765 432', '765 432')).toBe(false);
    expect(samePhone('+216 98 765 432', '+216 98 765 433')).toBe(false);
    expect(samePhone('+33 1 98 765 432', '+216 98 765 432')).toBe(false);
  });
});

describe('a person found by e-mail or by phone, exported as a ZIP file, then erased', () => {
  const EMAIL = 'Nour.Ben-Ali@example.tn';
  const OTHER_EMAIL = 'nour.pro@example.tn';
  const PHONE = '+216 98 765 432';
  const cv = pdfBytes(4000);

  it('finds the same person’s requests by e-mail (any case) and by phone (however typed), with their mails, notes and consent', async () => {
    const lead = await post('/api/leads', {
      name: 'Nour Ben Ali',
      email: EMAIL,
      phone: PHONE,
      courseOfInterest: 'Python',
      consent: true,
    });
    // The same number typed without its country code, under another address.
    const companyLead = await post('/api/company-leads', {
      companyName: 'Sotuver',
      contactName: 'Nour Ben Ali',
      email: OTHER_EMAIL,
      phone: '98765432',
    });
    const message = await post('/api/contact-messages', {
      name: 'Nour Ben Ali',
      email: EMAIL.toUpperCase(),
      message: 'Bonjour',
      consent: true,
    });
    const candidature = await sendCandidature(
      { name: 'Nour Ben Ali', email: EMAIL.toLowerCase(), phone: '00216 98.765.432', consent: 'true' },
      cv,
    );
    // Someone else whose number shares the last six digits, and someone else entirely.
    const neighbour = await post('/api/leads', {
      name: 'Sami Trabelsi',
      email: 'sami@example.tn',
      phone: '+216 20 765 432',
    });
    await noteRequest(ctx, 'leads', lead._id, 'Rappeler lundi');
    await moveRequest(ctx, 'leads', lead._id, { status: 'contacted' });
    // Each request sends a staff notice (the contact message too), and the person one acknowledgment
    // an hour for each address: 8 mails (the application's acknowledgment is held back).
    await waitFor(() => smtp.received.length >= 8);
    await waitFor(
      async () =>
        (await ctx.app.db.kysely.selectFrom('mail_outbox').select('id').where('status', '!=', 'sent').execute())
          .length === 0,
    );

    const byEmail = await people(`email=${encodeURIComponent(EMAIL.toLowerCase())}`);
    expect(byEmail.statusCode).toBe(200);
    const held = byEmail.json();
    expect(held.email).toBe(EMAIL.toLowerCase());
    expect(ids(held.leads)).toEqual([lead._id]);
    expect(held.leads[0]).toMatchObject({
      consentVersion: PRIVACY_NOTICE_VERSION,
      notes: [{ text: 'Rappeler lundi' }],
      history: [{ from: 'new', status: 'contacted' }],
    });
    expect(held.companyLeads).toEqual([]);
    expect(ids(held.candidatures)).toEqual([candidature._id]);
    expect(held.candidatures[0]).toMatchObject({
      cvOriginalName: 'CV Nour Ben Ali.pdf',
      consentVersion: PRIVACY_NOTICE_VERSION,
    });
    expect(ids(held.contactMessages)).toEqual([message._id]);
    expect(held.contactMessages[0]).toMatchObject({
      consentVersion: PRIVACY_NOTICE_VERSION,
      consentAt: expect.any(String),
    });
    // The lead's acknowledgment to the person, and the staff notices replying to them (the lead's,
    // the application's and the contact message's).
    expect(held.mails).toBe(4);
    expect(held.outbox).toHaveLength(4);
    expect(held.outbox.filter((mail: { to: string }) => mail.to.toLowerCase() === EMAIL.toLowerCase())).toHaveLength(1);
    expect(
      held.outbox.every(
        (mail: { status: string; subject: string }) => mail.status === 'sent' && mail.subject.length > 0,
      ),
    ).toBe(true);

    for (const typed of ['98765432', '+216 98 765 432', '216 (98) 765-432', '0021698765432']) {
      const byPhone = await people(`phone=${encodeURIComponent(typed)}`);
      expect(byPhone.statusCode, typed).toBe(200);
      const found = byPhone.json();
      expect(found.phone).toBe(typed);
      expect(ids(found.leads), typed).toEqual([lead._id]);
      expect(ids(found.companyLeads), typed).toEqual([companyLead._id]);
      expect(ids(found.candidatures), typed).toEqual([candidature._id]);
      // The contact message gave no phone: a phone number does not find it.
      expect(found.contactMessages).toEqual([]);
      // The mails of the addresses its requests give: EMAIL's four, and the quote request's two.
      expect(found.mails, typed).toBe(6);
      expect(found.leads.map((item: Sent) => item._id)).not.toContain(neighbour._id);
    }
    expect((await people('phone=765432')).json()).toMatchObject({ leads: [], companyLeads: [], candidatures: [] });

    const accesses = await auditRows('people.export');
    expect(accesses.at(-1)).toMatchObject({
      actor_email: 'admin@test.tn',
      target_kind: 'person',
      target_label: auditedPersonLabel({ phone: '765432' }),
    });
    expect(
      accesses.some(
        (row) =>
          row.target_label === auditedPersonLabel({ email: EMAIL }) &&
          /^Read 1 pre-registration\(s\), 0 quote request\(s\), 1 application\(s\), 1 contact message\(s\), 4 outbox mail\(s\)$/.test(
            summaryText(row.summary),
          ),
      ),
    ).toBe(true);
  });

  it('hands over one ZIP file: the JSON of everything, a CSV per kind and the CV’s own bytes, recorded before it leaves', async () => {
    const before = (await auditRows('people.export')).length;
    const response = await exportZip(`phone=${encodeURIComponent('98 765 432')}&lng=fr`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    expect(response.headers['cache-control']).toBe('no-store');

    const entries = readZip(response.rawPayload);
    const held = (await people(`phone=${encodeURIComponent('98 765 432')}`)).json();
    const [candidature] = held.candidatures;
    expect([...entries.keys()]).toEqual([
      'person.json',
      'pre-registrations.csv',
      'quote-requests.csv',
      'applications.csv',
      'contact-messages.csv',
      'mails.csv',
      `cvs/${candidature._id}-CV Nour Ben Ali.pdf`,
    ]);
    expect(JSON.parse(entries.get('person.json')!.toString('utf8'))).toEqual(held);
    expect(entries.get(`cvs/${candidature._id}-CV Nour Ben Ali.pdf`)!.equals(cv)).toBe(true);

    const leads = csvRows(entries.get('pre-registrations.csv')!);
    expect(leads[0]).toEqual(expect.arrayContaining(['Date', 'Statut', 'Nom', 'E-mail', 'Téléphone', 'Formation']));
    expect(leads).toHaveLength(2);
    expect(leads[1]).toEqual(expect.arrayContaining(['Nour Ben Ali', EMAIL, 'Python']));
    const quotes = csvRows(entries.get('quote-requests.csv')!);
    expect(quotes).toHaveLength(2);
    expect(quotes[1]).toEqual(expect.arrayContaining(['Sotuver', OTHER_EMAIL, '98765432']));
    const applications = csvRows(entries.get('applications.csv')!);
    expect(applications[1]).toEqual(expect.arrayContaining(['CV Nour Ben Ali.pdf']));
    // Headings only: the contact message gave no phone.
    expect(csvRows(entries.get('contact-messages.csv')!)).toEqual([
      ['Date', 'Nom', 'E-mail', 'Téléphone', 'Message', 'Consentement (date)', 'Consentement (version de la notice)'],
    ]);
    const mails = csvRows(entries.get('mails.csv')!);
    expect(mails).toHaveLength(7);
    expect(mails.slice(1).every((row) => row.includes('sent'))).toBe(true);

    const exports = (await auditRows('people.export')).slice(before);
    expect(exports[0]).toMatchObject({
      actor_email: 'admin@test.tn',
      target_kind: 'person',
      target_label: auditedPersonLabel({ phone: '98 765 432' }),
    });
    expect(summaryText(exports[0]!.summary)).toMatch(
      /^Exported as a ZIP file: 1 pre-registration\(s\), 1 quote request\(s\), 1 application\(s\), 0 contact message\(s\), 6 outbox mail\(s\)/,
    );

    // The headings in the admin's language.
    const arabic = readZip((await exportZip(`email=${encodeURIComponent(EMAIL)}&lng=ar`)).rawPayload);
    expect(csvRows(arabic.get('contact-messages.csv')!)[0]![0]).toBe('التاريخ');
    expect(csvRows(arabic.get('contact-messages.csv')!)[1]).toEqual(
      expect.arrayContaining(['Bonjour', PRIVACY_NOTICE_VERSION]),
    );
  });

  it('erases everything a phone number finds, CV and mails included; searching again finds nothing', async () => {
    const before = (await auditRows('people.erase')).length;
    const response = await erase(`phone=${encodeURIComponent('+216 98 765 432')}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      phone: '+216 98 765 432',
      deleted: { leads: 1, companyLeads: 1, candidatures: 1, contactMessages: 0, cvFiles: 1, notes: 1, mails: 6 },
    });
    expect(await ctx.stored.list('cvs')).toEqual([]);
    const erasures = (await auditRows('people.erase')).slice(before);
    expect(erasures).toHaveLength(1);
    expect(erasures[0]).toMatchObject({
      actor_email: 'admin@test.tn',
      target_kind: 'person',
      target_label: auditedPersonLabel({ phone: '+216 98 765 432' }),
    });

    expect((await people('phone=98765432')).json()).toMatchObject({
      leads: [],
      companyLeads: [],
      candidatures: [],
      contactMessages: [],
      outbox: [],
      mails: 0,
    });
    // The contact message had no phone: it goes with its e-mail.
    expect((await erase(`email=${encodeURIComponent(EMAIL)}`)).json()).toMatchObject({
      deleted: { contactMessages: 1 },
    });
    expect((await people(`email=${encodeURIComponent(EMAIL)}`)).json()).toMatchObject({
      leads: [],
      companyLeads: [],
      candidatures: [],
      contactMessages: [],
      mails: 0,
    });
    const empty = readZip((await exportZip(`email=${encodeURIComponent(EMAIL)}`)).rawPayload);
    expect(JSON.parse(empty.get('person.json')!.toString('utf8'))).toMatchObject({ leads: [], candidatures: [] });
    expect([...empty.keys()].some((name) => name.startsWith('cvs/'))).toBe(false);
    // The neighbour's request stays.
    expect((await people('email=sami%40example.tn')).json().leads).toHaveLength(1);
  });
});

describe('who may, and what is refused', () => {
  it('refuses every role but admin (403) and a visitor (401), recording nothing', async () => {
    const before = (await auditRows('people.export')).length + (await auditRows('people.erase')).length;
    for (const role of ['editor', 'sales', 'recruiter'] as const) {
      const { auth } = await ctx.addStaff(role);
      for (const call of [people, exportZip, erase])
        expect((await call('email=someone%40example.tn', auth)).statusCode, role).toBe(403);
    }
    for (const call of [people, exportZip, erase])
      expect((await call('email=someone%40example.tn', {} as typeof ctx.auth)).statusCode).toBe(401);
    expect((await auditRows('people.export')).length + (await auditRows('people.erase')).length).toBe(before);
  });

  it.each([
    ['email=not-an-address', 'email', 'email'],
    ['phone=abc', 'phone', 'phone'],
    ['phone=12', 'phone', 'phone'],
    ['', 'email', 'required'],
    ['phone=', 'email', 'required'],
    ['email=a%40b.tn&phone=98765432', 'phone', 'invalid'],
  ])('answers 400 for ?%s with the field’s code', async (query, path, code) => {
    for (const call of [people, exportZip, erase]) {
      const response = await call(query);
      expect(response.statusCode).toBe(400);
      const body = response.json() as { message: string; errors: { path: string; code: string }[] };
      expect(body.message).toEqual(expect.any(String));
      expect(body.errors).toEqual([expect.objectContaining({ path: `querystring.${path}`, code })]);
    }
  });
});

describe('consent on the contact form', () => {
  const messages = async () =>
    (await ctx.inject({ method: 'GET', url: '/api/contact-messages', headers: ctx.auth })).json() as {
      _id: string;
      consentAt?: string;
      consentVersion?: string;
    }[];

  it('stores the server’s time and the notice’s version when consent is true, nothing without it, and refuses anything else', async () => {
    const started = Date.now();
    const given = await post('/api/contact-messages', {
      name: 'Amel',
      email: 'amel@example.tn',
      message: 'Horaires ?',
      consent: true,
    });
    const without = await post('/api/contact-messages', {
      name: 'Amel',
      email: 'amel@example.tn',
      message: 'Horaires ?',
    });
    const refused = await post('/api/contact-messages', {
      name: 'Amel',
      email: 'amel@example.tn',
      message: 'Horaires ?',
      consent: false,
    });
    const list = await messages();
    const stored = list.find((item) => item._id === given._id)!;
    expect(stored.consentVersion).toBe(PRIVACY_NOTICE_VERSION);
    expect(Date.parse(stored.consentAt!)).toBeGreaterThanOrEqual(started - 1000);
    for (const id of [without._id, refused._id]) {
      const item = list.find((message) => message._id === id)!;
      expect(item).not.toHaveProperty('consentAt');
      expect(item).not.toHaveProperty('consentVersion');
    }
    const bad = await ctx.inject({
      method: 'POST',
      url: '/api/contact-messages',
      payload: { name: 'Amel', email: 'amel@example.tn', message: 'x', consent: 'perhaps' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
