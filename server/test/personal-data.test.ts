/**
 * The personal-data lifecycle: the consent the public forms send is stored with the notice's
 * version (and its absence accepted), requests past their retention are swept with their CV
 * files, and everything held about an e-mail address can be read and erased by an admin.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '../../shared/domain/index.ts';
import { ConfigError, readConfig } from '../src/config.ts';
import { enqueueMails } from '../src/infra/mail/outbox.ts';
import { auditedPersonLabel } from '../src/features/privacy/audited-person-label.ts';
import { auditRowsOf, createTestContext, filesIn, usePostgres, useTestContext } from './support/context.ts';
import { pdfBytes } from './support/fixtures.ts';
import { moveRequest, noteRequest, postCandidature } from './support/requests.ts';

const ctx = useTestContext();

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

type Sent = { _id: string; consentAt?: string; consentVersion?: string };

const sendLead = async (fields: Record<string, unknown>) =>
  ctx.inject({
    method: 'POST',
    url: '/api/leads',
    payload: { name: 'Salma Jaziri', email: 'salma@example.tn', courseOfInterest: 'Python', ...fields },
  });
const sendCompanyLead = async (fields: Record<string, unknown>) =>
  ctx.inject({
    method: 'POST',
    url: '/api/company-leads',
    payload: { companyName: 'Sotuver', contactName: 'Salma Jaziri', email: 'salma@example.tn', ...fields },
  });
const sendContactMessage = async (fields: Record<string, unknown>) =>
  ctx.inject({
    method: 'POST',
    url: '/api/contact-messages',
    payload: { name: 'Salma Jaziri', email: 'salma@example.tn', message: 'Bonjour', ...fields },
  });
const sendCandidature = (fields: Record<string, string>) =>
  postCandidature(
    ctx,
    { name: 'Salma Jaziri', email: 'salma@example.tn', ...fields },
    { filename: 'CV Salma.pdf', content: pdfBytes() },
  );

const created = async (response: Promise<{ statusCode: number; body: string; json(): unknown }>): Promise<Sent> => {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as Sent;
};

const detail = async (path: string, id: string) => {
  const response = await ctx.inject({ method: 'GET', url: `/api/${path}/${id}`, headers: ctx.auth });
  return { status: response.statusCode, body: response.json() as Sent };
};

const cvFileOf = async (id: string) =>
  (await ctx.app.db.kysely.selectFrom('candidatures').select('cv_file').where('id', '=', id).executeTakeFirstOrThrow())
    .cv_file;

const auditRows = (action: string) => auditRowsOf(ctx, action);

/** A sweep's stored summary: its English line, and its code and values for the admin (features/audit/audit-trail.ts). */
const sweepSummary = (column: string) =>
  JSON.parse(column) as { text: string; code: string; params: Record<string, number> };

/** Moves a request back in time, as if it had been received `days` ago. */
const age = async (
  table: 'leads' | 'company_leads' | 'candidatures' | 'contact_messages',
  id: string,
  days: number,
) => {
  await ctx.app.db.kysely
    .updateTable(table)
    .set({ created_at: daysAgo(days) })
    .where('id', '=', id)
    .execute();
};

describe('consent on the public forms', () => {
  const forms = [
    { path: 'leads', send: (consent?: unknown) => sendLead(consent === undefined ? {} : { consent }) },
    { path: 'company-leads', send: (consent?: unknown) => sendCompanyLead(consent === undefined ? {} : { consent }) },
    {
      path: 'candidatures',
      send: (consent?: unknown) => sendCandidature(consent === undefined ? {} : { consent: String(consent) }),
    },
  ] as const;

  describe.each(forms)('POST /api/$path', ({ path: inbox, send }) => {
    it('stores the server time and the notice version when consent is true', async () => {
      const before = Date.now();
      const sent = await created(send(true));
      const { status, body } = await detail(inbox, sent._id);
      expect(status).toBe(200);
      expect(body.consentVersion).toBe(PRIVACY_NOTICE_VERSION);
      const at = Date.parse(body.consentAt ?? '');
      expect(at).toBeGreaterThanOrEqual(before - 1000);
      expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    });

    it('accepts a request without consent (older clients) and stores none', async () => {
      for (const consent of [undefined, false]) {
        const sent = await created(send(consent));
        const { body } = await detail(inbox, sent._id);
        expect(body).not.toHaveProperty('consentAt');
        expect(body).not.toHaveProperty('consentVersion');
      }
    });

    it('refuses a consent that is neither true nor false with a 400 JSON message', async () => {
      const response = await send('perhaps');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: expect.any(String) });
    });
  });
});

describe('the retention sweep', () => {
  it('deletes requests past their retention with their notes and CV files, keeps the recent ones, and a second run deletes nothing', async () => {
    const cvsDir = path.join(ctx.dataDir, 'private', 'cvs');
    const oldLead = await created(sendLead({ email: 'old-lead@example.tn' }));
    const keptLead = await created(sendLead({ email: 'kept-lead@example.tn' }));
    const oldCompanyLead = await created(sendCompanyLead({ email: 'old-company@example.tn' }));
    const oldMessage = await created(sendContactMessage({ email: 'old-message@example.tn' }));
    const keptMessage = await created(sendContactMessage({ email: 'kept-message@example.tn' }));
    const oldApplication = await created(sendCandidature({ email: 'old-cv@example.tn' }));
    const keptApplication = await created(sendCandidature({ email: 'kept-cv@example.tn' }));
    const oldFile = await cvFileOf(oldApplication._id);
    const keptFile = await cvFileOf(keptApplication._id);
    const note = await noteRequest(ctx, 'leads', oldLead._id, 'Rappeler');
    expect(note.statusCode).toBe(201);

    // Requests are kept 730 days, applications 365 (the defaults).
    expect(ctx.config.requestRetentionDays).toBe(730);
    expect(ctx.config.cvRetentionDays).toBe(365);
    await age('leads', oldLead._id, 731);
    await age('leads', keptLead._id, 400);
    await age('company_leads', oldCompanyLead._id, 800);
    await age('contact_messages', oldMessage._id, 731);
    await age('contact_messages', keptMessage._id, 729);
    await age('candidatures', oldApplication._id, 366);
    await age('candidatures', keptApplication._id, 364);

    const sweepsBefore = (await auditRows('retention.sweep')).length;
    const first = await ctx.app.personalData.sweep();
    expect(first).toMatchObject({
      leads: 1,
      companyLeads: 1,
      contactMessages: 1,
      candidatures: 1,
      cvFiles: 1,
      notes: 1,
    });

    expect((await detail('leads', oldLead._id)).status).toBe(404);
    expect((await detail('company-leads', oldCompanyLead._id)).status).toBe(404);
    expect((await detail('candidatures', oldApplication._id)).status).toBe(404);
    expect((await detail('leads', keptLead._id)).status).toBe(200);
    expect((await detail('candidatures', keptApplication._id)).status).toBe(200);
    const messages = (await ctx.inject({ method: 'GET', url: '/api/contact-messages', headers: ctx.auth })).json() as {
      _id: string;
    }[];
    expect(messages.map((message) => message._id)).toContain(keptMessage._id);
    expect(messages.map((message) => message._id)).not.toContain(oldMessage._id);
    const notesLeft = await ctx.app.db.kysely
      .selectFrom('request_notes')
      .select('id')
      .where('request_id', '=', oldLead._id)
      .execute();
    expect(notesLeft).toEqual([]);

    expect(fs.existsSync(path.join(cvsDir, oldFile))).toBe(false);
    expect(fs.existsSync(path.join(cvsDir, keptFile))).toBe(true);
    // No orphan: every CV file left belongs to an application, and every application has its file.
    const referenced = (await ctx.app.db.kysely.selectFrom('candidatures').select('cv_file').execute()).map(
      (row) => row.cv_file,
    );
    expect(filesIn(cvsDir).sort()).toEqual([...referenced].sort());

    const second = await ctx.app.personalData.sweep();
    expect(second).toEqual({
      leads: 0,
      companyLeads: 0,
      contactMessages: 0,
      candidatures: 0,
      cvFiles: 0,
      notes: 0,
      mails: 0,
    });
    expect(fs.existsSync(path.join(cvsDir, keptFile))).toBe(true);

    // One audit row per sweep, by the server itself, with its counts.
    const sweeps = (await auditRows('retention.sweep')).slice(sweepsBefore);
    expect(sweeps).toHaveLength(2);
    expect(sweeps[0]).toMatchObject({ actor_id: null, actor_name: 'Automatique', target_kind: null });
    expect(sweepSummary(sweeps[0]!.summary).text).toMatch(
      /1 pre-registration\(s\), 1 quote request\(s\), 1 application\(s\), 1 contact message\(s\), 1 CV file\(s\)/,
    );
    expect(sweepSummary(sweeps[0]!.summary)).toMatchObject({
      code: 'retention_swept',
      params: { leads: 1, companyLeads: 1, candidatures: 1, contactMessages: 1, cvFiles: 1 },
    });
    expect(sweepSummary(sweeps[1]!.summary).text).toMatch(
      /^Deleted 0 pre-registration\(s\), 0 quote request\(s\), 0 application\(s\), 0 contact message\(s\), 0 CV file\(s\)/,
    );
  });

  it("deletes outbox mails of any status past the retention, and a request's mails with the request", async () => {
    const mail = (to: string, requestId?: string) => ({
      purpose: 'lead-staff',
      to,
      subject: 'S',
      text: 'Nom : Hela, téléphone 20 000 000',
      html: '<p>S</p>',
      ...(requestId ? { requestId } : {}),
    });
    const outbox = () =>
      ctx.app.db.kysely
        .selectFrom('mail_outbox')
        .select(['to_address', 'status'])
        .where('to_address', 'like', '%@outbox.example.tn')
        .execute();
    // Queued 366 days ago (past the shorter retention, CV_RETENTION_DAYS): failed, sent, and still trying.
    await enqueueMails(
      ctx.app.db.kysely,
      [mail('failed@outbox.example.tn'), mail('sent@outbox.example.tn'), mail('pending@outbox.example.tn')],
      new Date(Date.now() - 366 * DAY_MS),
    );
    await ctx.app.db.kysely
      .updateTable('mail_outbox')
      .set({ status: 'failed', last_error: '550 refused' })
      .where('to_address', '=', 'failed@outbox.example.tn')
      .execute();
    await ctx.app.db.kysely
      .updateTable('mail_outbox')
      .set({ status: 'sent', sent_at: daysAgo(366) })
      .where('to_address', '=', 'sent@outbox.example.tn')
      .execute();
    await enqueueMails(ctx.app.db.kysely, [mail('recent@outbox.example.tn')], new Date(Date.now() - 300 * DAY_MS));
    // A recent mail about a request that the sweep deletes (the request is old) goes with it.
    const oldLead = await created(sendLead({ email: 'old-with-mail@example.tn' }));
    await enqueueMails(ctx.app.db.kysely, [mail('about-old-lead@outbox.example.tn', oldLead._id)]);
    await age('leads', oldLead._id, 731);
    // And one about a quote request that staff delete.
    const quote = await created(sendCompanyLead({ email: 'deleted-quote@example.tn' }));
    await enqueueMails(ctx.app.db.kysely, [mail('about-quote@outbox.example.tn', quote._id)]);

    const deleted = await ctx.inject({ method: 'DELETE', url: `/api/company-leads/${quote._id}`, headers: ctx.auth });
    expect(deleted.statusCode).toBe(200);
    expect((await outbox()).map((row) => row.to_address)).not.toContain('about-quote@outbox.example.tn');

    const counts = await ctx.app.personalData.sweep();
    expect(counts).toMatchObject({ leads: 1, mails: 4 });
    expect(await outbox()).toEqual([{ to_address: 'recent@outbox.example.tn', status: 'pending' }]);
    expect((await auditRows('retention.sweep')).at(-1)!.summary).toMatch(/4 outbox mail\(s\)/);
  });

  it('sweeps at start and stops its daily timer on close', async () => {
    const own = await createTestContext({ env: { CV_RETENTION_DAYS: '10', REQUEST_RETENTION_DAYS: '20' } });
    try {
      const application = (
        await postCandidature(
          own,
          { name: 'Old', email: 'old@example.tn' },
          { filename: 'cv.pdf', content: pdfBytes() },
        )
      ).json() as Sent;
      const lead = (
        await own.inject({ method: 'POST', url: '/api/leads', payload: { name: 'Old', email: 'old@example.tn' } })
      ).json() as Sent;
      await own.app.db.kysely
        .updateTable('candidatures')
        .set({ created_at: daysAgo(11) })
        .where('id', '=', application._id)
        .execute();
      await own.app.db.kysely
        .updateTable('leads')
        .set({ created_at: daysAgo(19) })
        .where('id', '=', lead._id)
        .execute();

      await own.app.personalData.start();
      expect(filesIn(path.join(own.dataDir, 'private', 'cvs'))).toEqual([]);
      expect(await own.app.db.kysely.selectFrom('candidatures').select('id').execute()).toEqual([]);
      expect((await own.app.db.kysely.selectFrom('leads').select('id').execute()).map((row) => row.id)).toEqual([
        lead._id,
      ]);
      const sweeps = await own.app.db.kysely
        .selectFrom('audit_log')
        .select('summary')
        .where('action', '=', 'retention.sweep')
        .execute();
      expect(sweeps).toHaveLength(1);
      expect(sweepSummary(sweeps[0]!.summary).text).toMatch(/1 application\(s\).*kept 10 days, other requests 20/);
      expect(sweepSummary(sweeps[0]!.summary).params).toMatchObject({ candidatures: 1, cvDays: 10, requestDays: 20 });
    } finally {
      // close() stops the timer: the test process would otherwise still end (unref), but the app is done with it.
      await own.close();
    }
  });
});

describe('retention settings', () => {
  it('default to 365 and 730 days and refuse what is not a whole number of days, naming the setting', () => {
    expect(readConfig({})).toMatchObject({ cvRetentionDays: 365, requestRetentionDays: 730 });
    expect(readConfig({ CV_RETENTION_DAYS: '30', REQUEST_RETENTION_DAYS: '90' })).toMatchObject({
      cvRetentionDays: 30,
      requestRetentionDays: 90,
    });
    for (const [name, value] of [
      ['CV_RETENTION_DAYS', 'a year'],
      ['CV_RETENTION_DAYS', '0'],
      ['REQUEST_RETENTION_DAYS', '1.5'],
      ['REQUEST_RETENTION_DAYS', '-1'],
    ]) {
      expect(() => readConfig({ [name!]: value })).toThrow(ConfigError);
      expect(() => readConfig({ [name!]: value })).toThrow(new RegExp(`${name}: must`));
    }
  });
});

describe('a person’s data: GET and DELETE /api/people', () => {
  const PERSON = 'Nour.Ben-Ali@example.tn';
  const OTHER = 'someone-else@example.tn';

  it('answers 401 without a session and 400 JSON for a missing or bad e-mail, and records nothing then', async () => {
    const before = (await auditRows('people.export')).length + (await auditRows('people.erase')).length;
    for (const method of ['GET', 'DELETE'] as const) {
      expect((await ctx.inject({ method, url: `/api/people?email=${encodeURIComponent(PERSON)}` })).statusCode).toBe(
        401,
      );
      for (const query of ['', '?email=', '?email=not-an-address', '?email=a%40b%40c']) {
        const response = await ctx.inject({ method, url: `/api/people${query}`, headers: ctx.auth });
        expect(response.statusCode, `${method} ${query}`).toBe(400);
        expect(response.json()).toMatchObject({ message: expect.any(String) });
      }
    }
    expect((await auditRows('people.export')).length + (await auditRows('people.erase')).length).toBe(before);
  });

  it('exports everything held about an e-mail (any capitalisation), then erases it all with the CV files', async () => {
    const lead = await created(sendLead({ email: PERSON, consent: true }));
    const companyLead = await created(sendCompanyLead({ email: PERSON.toLowerCase() }));
    const application = await created(sendCandidature({ email: PERSON.toUpperCase(), consent: 'true' }));
    const message = await created(sendContactMessage({ email: PERSON }));
    const othersLead = await created(sendLead({ email: OTHER }));
    const othersApplication = await created(sendCandidature({ email: OTHER }));
    await noteRequest(ctx, 'candidatures', application._id, 'Bon profil');
    await moveRequest(ctx, 'leads', lead._id, { status: 'contacted' });
    const cvFile = await cvFileOf(application._id);
    const othersCvFile = await cvFileOf(othersApplication._id);

    const exported = await ctx.inject({
      method: 'GET',
      url: `/api/people?email=${encodeURIComponent(PERSON.toLowerCase())}`,
      headers: ctx.auth,
    });
    expect(exported.statusCode).toBe(200);
    const data = exported.json();
    expect(data.leads.map((item: Sent) => item._id)).toEqual([lead._id]);
    expect(data.leads[0]).toMatchObject({
      consentVersion: PRIVACY_NOTICE_VERSION,
      history: [{ from: 'new', status: 'contacted' }],
    });
    expect(data.companyLeads.map((item: Sent) => item._id)).toEqual([companyLead._id]);
    expect(data.candidatures).toEqual([
      expect.objectContaining({
        _id: application._id,
        cvOriginalName: 'CV Salma.pdf',
        notes: [expect.objectContaining({ text: 'Bon profil' })],
      }),
    ]);
    expect(data.contactMessages.map((item: Sent) => item._id)).toEqual([message._id]);
    const exports = await auditRows('people.export');
    // The address itself is not kept in the trail: an erasure must leave nothing to find it by.
    expect(exports.at(-1)).toMatchObject({
      actor_email: 'admin@test.tn',
      target_kind: 'person',
      target_label: auditedPersonLabel({ email: PERSON }),
    });
    expect(auditedPersonLabel({ email: PERSON })).toMatch(/^n\*\*\*@example\.tn #[0-9a-f]{12}$/);
    expect(exports.at(-1)!.summary).toMatch(
      /1 pre-registration\(s\), 1 quote request\(s\), 1 application\(s\), 1 contact message\(s\)/,
    );

    const erased = await ctx.inject({
      method: 'DELETE',
      url: `/api/people?email=${encodeURIComponent(PERSON)}`,
      headers: ctx.auth,
    });
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toEqual({
      email: PERSON,
      deleted: { leads: 1, companyLeads: 1, candidatures: 1, contactMessages: 1, cvFiles: 1, notes: 1, mails: 0 },
    });
    expect(fs.existsSync(path.join(path.join(ctx.dataDir, 'private', 'cvs'), cvFile))).toBe(false);
    const erasures = await auditRows('people.erase');
    expect(erasures).toHaveLength(1);
    expect(erasures[0]).toMatchObject({
      actor_email: 'admin@test.tn',
      target_kind: 'person',
      target_label: auditedPersonLabel({ email: PERSON.toUpperCase() }),
    });
    expect(erasures[0]!.summary).toMatch(/1 application\(s\).*1 CV file\(s\)/);
    expect(fs.existsSync(path.join(path.join(ctx.dataDir, 'private', 'cvs'), othersCvFile))).toBe(true);
    const trails = await ctx.app.db.kysely
      .selectFrom('request_status_changes')
      .select('id')
      .where('request_id', '=', lead._id)
      .execute();
    expect(trails).toEqual([]);

    const after = (
      await ctx.inject({ method: 'GET', url: `/api/people?email=${encodeURIComponent(PERSON)}`, headers: ctx.auth })
    ).json();
    expect(after).toMatchObject({ leads: [], companyLeads: [], candidatures: [], contactMessages: [], mails: 0 });
    // Someone else's requests stay.
    expect((await detail('leads', othersLead._id)).status).toBe(200);
    expect((await detail('candidatures', othersApplication._id)).status).toBe(200);

    // Erasing again finds nothing: counts of zero, not an error.
    const again = await ctx.inject({
      method: 'DELETE',
      url: `/api/people?email=${encodeURIComponent(PERSON)}`,
      headers: ctx.auth,
    });
    expect(again.json()).toMatchObject({ deleted: { leads: 0, candidatures: 0, cvFiles: 0 } });
  });

  // The database's own files: what `strings` or a backup taken afterwards would find.
  it.skipIf(usePostgres)('leaves neither the e-mail nor the note text in the SQLite file or its WAL', async () => {
    const email = 'erased.person.7q2x@example.tn';
    const note = 'Rappeler après 18h, très motivée 9k4w';
    const lead = await created(sendLead({ email, message: 'Je veux me former au montage vidéo' }));
    const application = await created(sendCandidature({ email }));
    await noteRequest(ctx, 'leads', lead._id, note);
    await noteRequest(ctx, 'candidatures', application._id, note);
    expect((await ctx.inject({ method: 'GET', url: `/api/people?email=${email}`, headers: ctx.auth })).statusCode).toBe(
      200,
    );
    const files = ['takwin.sqlite', 'takwin.sqlite-wal'].map((name) => path.join(ctx.dataDir, name));
    const held = () => Buffer.concat(files.filter((file) => fs.existsSync(file)).map((file) => fs.readFileSync(file)));
    // Both are there before: the search would find them.
    expect(held().includes(Buffer.from(email))).toBe(true);
    expect(held().includes(Buffer.from(note))).toBe(true);

    expect(
      (await ctx.inject({ method: 'DELETE', url: `/api/people?email=${email}`, headers: ctx.auth })).statusCode,
    ).toBe(200);
    const after = held();
    expect(after.includes(Buffer.from(email)), 'the e-mail').toBe(false);
    expect(after.includes(Buffer.from(note)), 'the note').toBe(false);
    expect(after.includes(Buffer.from('Je veux me former au montage vidéo')), 'the message').toBe(false);
  });

  it.skipIf(!usePostgres)(
    'vacuums the tables it deleted from on PostgreSQL, after the erasure has committed',
    async () => {
      const lastVacuum = async () => {
        const { rows } = await sql<{
          last_vacuum: Date | null;
        }>`select last_vacuum from pg_stat_user_tables where relname = 'request_notes'`.execute(ctx.app.db.kysely);
        return rows[0]?.last_vacuum?.getTime() ?? 0;
      };
      const before = await lastVacuum();
      const lead = await created(sendLead({ email: 'vacuumed@example.tn' }));
      await noteRequest(ctx, 'leads', lead._id, 'à effacer');
      expect(
        (await ctx.inject({ method: 'DELETE', url: '/api/people?email=vacuumed@example.tn', headers: ctx.auth }))
          .statusCode,
      ).toBe(200);
      await expect.poll(lastVacuum, { timeout: 5000 }).toBeGreaterThan(before);
    },
  );
});
