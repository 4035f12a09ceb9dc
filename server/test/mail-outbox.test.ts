/**
 * The mail outbox against a real SMTP server on loopback (smtp-server): delivered once, retried
 * with backoff while the server is down or refuses, given up after about a day and kept, and never
 * sent twice by two workers on one database. SQLite, and PostgreSQL when the suite runs on it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { KyselyPlugin } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Db, migrateToLatest, openDatabase } from '../src/infra/db/database.ts';
import type { MailConfig } from '../src/infra/mail/mailer.ts';
import {
  DEFAULT_MAIL_BACKOFF_MS,
  DEFAULT_MAIL_CLAIM_MS,
  enqueueMails,
  type MailLogger,
  MailOutbox,
  type OutgoingMail,
} from '../src/infra/mail/outbox.ts';
import { type LeadFields, requestMails } from '../src/features/requests/mails/request-mails.ts';
import { createPostgresDatabase, usePostgres } from './support/context.ts';
import { freePort, startSmtpServer, type TestSmtpServer, waitFor } from './support/smtp.ts';

const FROM = 'Takwin <no-reply@takwin.tn>';
const NO_MAILS = { sent: 0, retried: 0, failed: 0 };

const lead: LeadFields = {
  _id: '0190a1b2-0000-7000-8000-0000000000aa',
  name: 'Amira',
  email: 'amira@example.tn',
  learningPaceInterest: 'Classique',
  message: 'Le soir si possible.',
};

const mailConfig = (smtpUrl: string): MailConfig => ({
  enabled: true,
  smtpUrl,
  from: FROM,
  notifyEmails: ['accueil@takwin.tn', 'direction@takwin.tn'],
  publicUrl: 'https://www.takwin.tn',
});

const plainMail = (to: string, subject = `Test ${to}`): OutgoingMail => ({
  purpose: 'test',
  to,
  subject,
  text: subject,
  html: `<p>${subject}</p>`,
});

interface Logged {
  level: 'info' | 'warn' | 'error';
  message: string;
  details: object;
}
const collectingLogger = (into: Logged[]): MailLogger => ({
  info: (details, message) => into.push({ level: 'info', message, details }),
  warn: (details, message) => into.push({ level: 'warn', message, details }),
  error: (details, message) => into.push({ level: 'error', message, details }),
});

let dataDir: string;
let databaseUrl: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
let db: Db;
/** Everything a test opened, closed after it whatever happened. */
let cleanups: (() => Promise<unknown>)[];

/** Another connection to the same database, as a second server process would have. */
const openAnother = (): Db => {
  const another = openDatabase({ databaseUrl, dataDir });
  cleanups.push(() => another.close());
  return another;
};
const smtp = async (options?: Parameters<typeof startSmtpServer>[0]): Promise<TestSmtpServer> => {
  const server = await startSmtpServer(options);
  cleanups.push(() => server.close());
  return server;
};
const outboxOn = (database: Db, smtpUrl: string | undefined, options?: ConstructorParameters<typeof MailOutbox>[2]) => {
  const outbox = new MailOutbox(database, { smtpUrl, from: FROM }, { logger: collectingLogger([]), ...options });
  cleanups.unshift(() => outbox.stop());
  return outbox;
};
const rows = () => db.kysely.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
const rowTo = (to: string) =>
  db.kysely.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).executeTakeFirstOrThrow();

beforeEach(async () => {
  cleanups = [];
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'takwin-mail-'));
  if (usePostgres) {
    const database = await createPostgresDatabase();
    databaseUrl = database.url;
    dropDatabase = database.drop;
  } else {
    databaseUrl = undefined;
    dropDatabase = undefined;
  }
  db = openDatabase({ databaseUrl, dataDir });
  await migrateToLatest(db);
});

afterEach(async () => {
  for (const cleanup of cleanups) await cleanup();
  await db.close();
  await dropDatabase?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the mail outbox', () => {
  it("delivers a request's mails over SMTP once: staff and visitor, HTML and text parts", async () => {
    const server = await smtp();
    const outbox = outboxOn(db, server.url);
    await enqueueMails(
      db.kysely,
      requestMails(
        { kind: 'lead', request: lead, language: 'ar', courseTitle: { fr: 'React', en: 'React', ar: 'React' } },
        mailConfig(server.url),
      ),
    );

    expect(await outbox.runOnce()).toEqual({ sent: 3, retried: 0, failed: 0 });
    expect(await outbox.runOnce()).toEqual(NO_MAILS);
    expect(server.received.map((mail) => mail.recipients).sort()).toEqual([
      ['accueil@takwin.tn'],
      ['amira@example.tn'],
      ['direction@takwin.tn'],
    ]);

    const acknowledgment = server.received.find((mail) => mail.recipients[0] === lead.email)!.parsed;
    expect(acknowledgment.subject).toBe('تمّ استلام طلب التسجيل المسبق');
    expect(acknowledgment.from?.value).toEqual([{ name: 'Takwin', address: 'no-reply@takwin.tn' }]);
    expect(acknowledgment.html).toContain('<html lang="ar" dir="rtl">');
    expect(acknowledgment.text).toContain('لقد تلقّينا طلب تسجيلك المسبق في دورة «React».');
    expect(acknowledgment.headers.get('auto-submitted')).toBe('auto-generated');

    const staff = server.received.find((mail) => mail.recipients[0] === 'accueil@takwin.tn')!.parsed;
    expect(staff.subject).toBe('Nouvelle pré-inscription : Amira');
    expect(staff.replyTo?.text).toBe(lead.email);
    expect(staff.text).toContain(`https://www.takwin.tn/admin/leads?open=${lead._id}`);

    const stored = await rows();
    expect(stored.map((row) => [row.status, row.attempts, row.claim_token, row.last_error])).toEqual(
      Array(3).fill(['sent', 1, null, null]),
    );
    for (const row of stored) expect(row.sent_at).toBeTruthy();
    // The Message-ID names the outbox row: a mail delivered again is still the same message.
    expect(server.received.map((mail) => mail.parsed.messageId).sort()).toEqual(
      stored.map((row) => `<${row.id}@takwin.tn>`).sort(),
    );
  });

  it("stores nothing when the caller's transaction rolls back", async () => {
    await expect(
      db.kysely.transaction().execute(async (trx) => {
        await enqueueMails(trx, [plainMail('a@takwin.tn')]);
        throw new Error('the request was not stored');
      }),
    ).rejects.toThrow('the request was not stored');
    expect(await rows()).toEqual([]);
    await enqueueMails(db.kysely, []);
    expect(await rows()).toEqual([]);
  });

  it('keeps retrying while the SMTP server is down and delivers once it is back, exactly once', async () => {
    const port = await freePort();
    const logs: Logged[] = [];
    const outbox = outboxOn(db, `smtp://127.0.0.1:${port}`, {
      backoff: Array(200).fill(25),
      pollMs: 10,
      logger: collectingLogger(logs),
    });
    outbox.start();
    await enqueueMails(db.kysely, [plainMail('accueil@takwin.tn', 'Nouvelle pré-inscription')]);
    outbox.kick();

    await waitFor(async () => (await rowTo('accueil@takwin.tn')).attempts >= 3);
    const waiting = await rowTo('accueil@takwin.tn');
    expect(waiting.status).toBe('pending');
    expect(waiting.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(logs.some((log) => log.level === 'warn' && log.message === 'Mail not sent, will retry')).toBe(true);

    const server = await smtp({ port });
    await waitFor(async () => (await rowTo('accueil@takwin.tn')).status === 'sent');
    // More passes come and go: nothing is sent again.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.received).toHaveLength(1);
    expect(server.received[0]!.parsed.subject).toBe('Nouvelle pré-inscription');
    expect(server.rcptAttempts).toEqual(['accueil@takwin.tn']);
  });

  it('sends each mail once when two workers share the database', async () => {
    const server = await smtp();
    const mails = Array.from({ length: 30 }, (_, index) => plainMail(`staff${index}@takwin.tn`));
    await enqueueMails(db.kysely, mails);
    const logsA: Logged[] = [];
    const logsB: Logged[] = [];
    const a = outboxOn(openAnother(), server.url, { pollMs: 5, batchSize: 5, logger: collectingLogger(logsA) });
    const b = outboxOn(openAnother(), server.url, { pollMs: 5, batchSize: 5, logger: collectingLogger(logsB) });
    a.start();
    b.start();

    await waitFor(async () => (await rows()).every((row) => row.status === 'sent'), 30_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.received).toHaveLength(30);
    expect(new Set(server.received.map((mail) => mail.parsed.messageId)).size).toBe(30);
    expect(server.received.map((mail) => mail.recipients[0]).sort()).toEqual(mails.map((mail) => mail.to).sort());
    const sentBy = (logs: Logged[]) => logs.filter((log) => log.message === 'Mail sent').length;
    expect(sentBy(logsA) + sentBy(logsB)).toBe(30);
    expect((await rows()).every((row) => row.attempts === 1)).toBe(true);
  });

  it('lets one worker of several racing for the same mail send it', async () => {
    const server = await smtp();
    await enqueueMails(db.kysely, [plainMail('accueil@takwin.tn')]);
    const workers = Array.from({ length: 4 }, () => outboxOn(openAnother(), server.url));
    const passes = await Promise.all(workers.map((worker) => worker.runOnce()));
    expect(passes.reduce((sum, pass) => sum + pass.sent, 0)).toBe(1);
    expect(server.received).toHaveLength(1);
    expect(await rowTo('accueil@takwin.tn')).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('retries on the backoff schedule, then gives the mail up after about a day, logged and kept', async () => {
    const port = await freePort();
    let clock = Date.parse('2026-03-02T08:00:00.000Z');
    const logs: Logged[] = [];
    const outbox = outboxOn(db, `smtp://127.0.0.1:${port}`, {
      now: () => new Date(clock),
      logger: collectingLogger(logs),
    });
    await enqueueMails(db.kysely, [plainMail('accueil@takwin.tn')], new Date(clock));
    const start = clock;
    const waits: number[] = [];
    for (let attempt = 1; attempt <= DEFAULT_MAIL_BACKOFF_MS.length; attempt++) {
      expect(await outbox.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
      const row = await rowTo('accueil@takwin.tn');
      expect(row).toMatchObject({ status: 'pending', attempts: attempt, claim_token: null });
      const wait = Date.parse(row.next_attempt_at) - clock;
      waits.push(wait);
      clock += wait - 1;
      expect(await outbox.runOnce()).toEqual(NO_MAILS);
      clock += 1;
    }
    expect(waits).toEqual(DEFAULT_MAIL_BACKOFF_MS);
    // Two retries within the first minute.
    expect(waits[0]! + waits[1]!).toBeLessThan(60_000);

    expect(await outbox.runOnce()).toEqual({ sent: 0, retried: 0, failed: 1 });
    const given = await rowTo('accueil@takwin.tn');
    expect(given).toMatchObject({ status: 'failed', attempts: DEFAULT_MAIL_BACKOFF_MS.length + 1, sent_at: null });
    expect(given.last_error).toBeTruthy();
    const lastAttemptAfterHours = (clock - start) / 3_600_000;
    expect(lastAttemptAfterHours).toBeGreaterThan(20);
    expect(lastAttemptAfterHours).toBeLessThan(24);
    expect(logs.filter((log) => log.level === 'error').map((log) => log.message)).toEqual([
      'Mail given up after its retries',
    ]);

    clock += 60 * 24 * 3_600_000;
    expect(await outbox.runOnce()).toEqual(NO_MAILS);
    expect(await rowTo('accueil@takwin.tn')).toMatchObject({ status: 'failed' });
  });

  it('retries a recipient the server refuses, then gives it up, while the other mails go', async () => {
    const server = await smtp({ refuse: (address) => address === 'nobody@takwin.tn' });
    let clock = Date.parse('2026-03-02T08:00:00.000Z');
    const outbox = outboxOn(db, server.url, { now: () => new Date(clock), backoff: [1000, 2000] });
    await enqueueMails(db.kysely, [plainMail('nobody@takwin.tn'), plainMail('accueil@takwin.tn')], new Date(clock));

    expect(await outbox.runOnce()).toEqual({ sent: 1, retried: 1, failed: 0 });
    expect((await rowTo('nobody@takwin.tn')).last_error).toMatch(/550/);
    clock += 1000;
    expect(await outbox.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
    clock += 2000;
    expect(await outbox.runOnce()).toEqual({ sent: 0, retried: 0, failed: 1 });

    expect(await rowTo('nobody@takwin.tn')).toMatchObject({ status: 'failed', attempts: 3 });
    expect(await rowTo('accueil@takwin.tn')).toMatchObject({ status: 'sent', attempts: 1 });
    expect(server.rcptAttempts.filter((address) => address === 'nobody@takwin.tn')).toHaveLength(3);
    expect(server.received.map((mail) => mail.recipients)).toEqual([['accueil@takwin.tn']]);
  });

  it('keeps a sent mail sent when its mark cannot be stored at first: stored later, never sent again', async () => {
    const server = await smtp();
    await enqueueMails(db.kysely, [plainMail('accueil@takwin.tn')]);
    // The database refuses the first "mark sent", as when it is briefly unreachable.
    let refusals = 1;
    const flaky: KyselyPlugin = {
      transformQuery: ({ node }) => {
        if (refusals > 0 && node.kind === 'UpdateQueryNode' && JSON.stringify(node).includes('"sent"')) {
          refusals -= 1;
          throw new Error('database unreachable');
        }
        return node;
      },
      transformResult: ({ result }) => Promise.resolve(result),
    };
    const logs: Logged[] = [];
    const outbox = outboxOn({ ...db, kysely: db.kysely.withPlugin(flaky) }, server.url, {
      logger: collectingLogger(logs),
    });

    expect(await outbox.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await rowTo('accueil@takwin.tn')).toMatchObject({ status: 'pending', attempts: 1 });
    expect(logs.some((log) => log.message === 'Could not mark a mail sent yet, will try again')).toBe(true);
    expect(await outbox.runOnce()).toEqual(NO_MAILS);
    expect(await rowTo('accueil@takwin.tn')).toMatchObject({ status: 'sent', attempts: 1 });
    expect(server.received).toHaveLength(1);
  });

  it("takes over a mail whose worker died once that worker's claim lapses, and not before", async () => {
    const server = await smtp();
    let clock = Date.parse('2026-03-02T08:00:00.000Z');
    await enqueueMails(db.kysely, [plainMail('accueil@takwin.tn')], new Date(clock));
    // A worker claimed it, then died before it sent or recorded anything.
    await db.kysely
      .updateTable('mail_outbox')
      .set({
        attempts: 1,
        claim_token: 'dead-worker',
        next_attempt_at: new Date(clock + DEFAULT_MAIL_CLAIM_MS).toISOString(),
      })
      .execute();
    const outbox = outboxOn(db, server.url, { now: () => new Date(clock) });

    clock += DEFAULT_MAIL_CLAIM_MS - 1000;
    expect(await outbox.runOnce()).toEqual(NO_MAILS);
    clock += 1000;
    expect(await outbox.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await rowTo('accueil@takwin.tn')).toMatchObject({ status: 'sent', attempts: 2, claim_token: null });
    expect(server.received).toHaveLength(1);
  });

  it('gives up a mail whose last attempt was interrupted rather than send it past its retries', async () => {
    const server = await smtp();
    const outbox = outboxOn(db, server.url, { backoff: [1000] });
    await enqueueMails(db.kysely, [plainMail('accueil@takwin.tn')]);
    await db.kysely.updateTable('mail_outbox').set({ attempts: 2, claim_token: 'dead-worker' }).execute();
    expect(await outbox.runOnce()).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(await rowTo('accueil@takwin.tn')).toMatchObject({ status: 'failed', attempts: 2 });
    expect(server.received).toHaveLength(0);
  });

  it('deletes sent mails after 30 days and keeps failed ones', async () => {
    const server = await smtp({ refuse: (address) => address === 'nobody@takwin.tn' });
    let clock = Date.parse('2026-03-02T08:00:00.000Z');
    await enqueueMails(db.kysely, [plainMail('nobody@takwin.tn'), plainMail('accueil@takwin.tn')], new Date(clock));
    const first = outboxOn(db, server.url, { now: () => new Date(clock), backoff: [] });
    expect(await first.runOnce()).toEqual({ sent: 1, retried: 0, failed: 1 });

    clock += 29 * 24 * 3_600_000;
    await outboxOn(db, server.url, { now: () => new Date(clock) }).runOnce();
    expect((await rows()).map((row) => row.status).sort()).toEqual(['failed', 'sent']);
    clock += 2 * 24 * 3_600_000;
    await outboxOn(db, server.url, { now: () => new Date(clock) }).runOnce();
    expect((await rows()).map((row) => row.to_address)).toEqual(['nobody@takwin.tn']);
  });

  it('sends nothing with mail off: mails wait in the outbox', async () => {
    await enqueueMails(db.kysely, [plainMail('accueil@takwin.tn')]);
    const outbox = outboxOn(db, undefined);
    outbox.start();
    outbox.kick();
    expect(await outbox.runOnce()).toEqual(NO_MAILS);
    expect(await rowTo('accueil@takwin.tn')).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('lets the send under way finish when stopped, and sends nothing after', async () => {
    const server = await smtp();
    const outbox = outboxOn(db, server.url, { pollMs: 10 });
    outbox.start();
    await enqueueMails(db.kysely, [plainMail('accueil@takwin.tn')]);
    outbox.kick();
    await waitFor(() => server.received.length === 1);
    await outbox.stop();
    await enqueueMails(db.kysely, [plainMail('direction@takwin.tn')]);
    outbox.kick();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.received).toHaveLength(1);
    expect(await rowTo('accueil@takwin.tn')).toMatchObject({ status: 'sent' });
    expect(await rowTo('direction@takwin.tn')).toMatchObject({ status: 'pending' });
  });
});
