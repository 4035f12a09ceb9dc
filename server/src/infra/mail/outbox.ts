/**
 * The durable mail outbox. A write path stores its mails with its own rows, in its transaction
 * (`enqueueMails`); the `MailOutbox` worker sends them afterwards, so an answer never waits for
 * SMTP, and a mail outlives an SMTP server that is down and a restart.
 *
 * Sent once: a worker claims a mail with one conditional UPDATE (it must still be pending, due and
 * at the attempt count the worker read), which only one of several workers on one database can
 * win, SQLite or PostgreSQL alike. The claim moves the mail's due time a lease ahead: a worker
 * that dies while sending leaves the mail to be tried again when the lease lapses. A mail is
 * marked sent right after the SMTP server accepts it, and that mark is retried until it is stored.
 * What cannot be helped: a server that accepted a mail whose answer was lost, or a worker killed
 * between the two, gets the mail again; both carry the same Message-ID, which mail clients use to
 * show a duplicate once.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Transporter } from 'nodemailer';
import type { Db } from '../db/database.ts';
import type { Database, MailOutboxTable } from '../db/schema.ts';
import { createOutboxRepository } from './outbox-repository.ts';
import { addressOf, createMailTransport, displayNameOf, type MailTransportConfig, SMTP_TIMEOUTS_MS } from './mailer.ts';

/** One mail to one recipient, as the outbox stores and sends it. */
export interface OutgoingMail {
  /** What the mail is, e.g. 'lead-staff' or 'lead-acknowledgment': for logs and people. */
  purpose: string;
  to: string;
  replyTo?: string;
  subject: string;
  /** The plain-text part, and the HTML part (complete documents, escaped). */
  text: string;
  html: string;
  /** The request it is about: deleted with it. */
  requestId?: string;
}

export type MailStatus = 'pending' | 'sent' | 'failed';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * The waits before each retry: two within the first minute (a server restarting), then spaced
 * out; the last attempt comes about 22 hours after the first, then the mail is given up.
 */
export const DEFAULT_MAIL_BACKOFF_MS: readonly number[] = [
  15 * SECOND,
  30 * SECOND,
  MINUTE,
  5 * MINUTE,
  15 * MINUTE,
  HOUR,
  3 * HOUR,
  6 * HOUR,
  6 * HOUR,
  6 * HOUR,
];

/** How long a worker holds a mail it is sending: far longer than a send may take (see mailer.ts). */
export const DEFAULT_MAIL_CLAIM_MS = 5 * MINUTE;
export const DEFAULT_MAIL_POLL_MS = 5 * SECOND;
/** Sent mails (they hold what visitors wrote) are deleted after this; the retention sweep deletes any older than the retention. */
export const DEFAULT_SENT_MAIL_RETENTION_MS = 30 * 24 * HOUR;
const PURGE_EVERY_MS = HOUR;
const ERROR_MAX_LENGTH = 1000;

/**
 * Stores mails in the outbox with the caller's executor: inside the transaction that stores what
 * the mails are about, both are kept or neither. Call `MailOutbox.kick()` once it is committed.
 */
export async function enqueueMails(
  executor: Kysely<Database> | Transaction<Database>,
  mails: OutgoingMail[],
  now: Date = new Date(),
): Promise<void> {
  if (mails.length === 0) return;
  await createOutboxRepository(executor).insert(mails, now.toISOString());
}

/** Pino's shape (Fastify's `app.log` fits). */
export interface MailLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

const consoleLogger: MailLogger = {
  info: () => {},
  warn: (details, message) => console.warn(message, details),
  error: (details, message) => console.error(message, details),
};

export interface MailOutboxOptions {
  /** The clock (tests move it). */
  now?: () => Date;
  /** The wait before each retry; the mail is given up after one failure more than there are waits. */
  backoff?: readonly number[];
  /** How often the worker looks for due mails, besides `kick()`. */
  pollMs?: number;
  /** How long a claim on a mail lasts before another worker may take it over. */
  claimMs?: number;
  /** Mails claimed per query. */
  batchSize?: number;
  sentRetentionMs?: number;
  logger?: MailLogger;
  /** The sender's name when MAIL_FROM gives none: the centre's, as it is when the mail leaves. */
  senderName?: () => Promise<string | undefined>;
}

export interface OutboxPass {
  sent: number;
  /** Failed and due again later. */
  retried: number;
  /** Given up. */
  failed: number;
}

type DueMail = Pick<
  MailOutboxTable,
  'id' | 'purpose' | 'to_address' | 'reply_to' | 'subject' | 'text_body' | 'html_body' | 'attempts'
>;

const iso = (time: number) => new Date(time).toISOString();

function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > ERROR_MAX_LENGTH ? `${text.slice(0, ERROR_MAX_LENGTH - 1)}…` : text;
}

/**
 * The worker. One per server process; several processes on one PostgreSQL may each run one.
 * Constructed with mail off (no SMTP URL), it does nothing: mails wait in the outbox.
 */
export class MailOutbox {
  private readonly transport: Transporter | undefined;
  private readonly from: string;
  private readonly messageIdDomain: string;
  private readonly now: () => Date;
  private readonly backoff: readonly number[];
  private readonly pollMs: number;
  private readonly claimMs: number;
  private readonly batchSize: number;
  private readonly sentRetentionMs: number;
  private readonly log: MailLogger;
  private readonly senderName: () => Promise<string | undefined>;

  private started = false;
  private stopping = false;
  private timer: NodeJS.Timeout | undefined;
  /** The pass under way, if any: passes never overlap within one worker. */
  private running: Promise<OutboxPass> | undefined;
  private kicked = false;
  private lastPurge = 0;
  /** Mails sent whose mark could not be stored yet (the database was unreachable). */
  private readonly unmarked = new Map<string, string>();

  constructor(
    private readonly db: Db,
    transport: MailTransportConfig,
    options: MailOutboxOptions = {},
  ) {
    this.transport = transport.smtpUrl ? createMailTransport(transport.smtpUrl) : undefined;
    this.from = transport.from;
    this.messageIdDomain = addressOf(transport.from).split('@')[1] || 'localhost';
    this.now = options.now ?? (() => new Date());
    this.backoff = options.backoff ?? DEFAULT_MAIL_BACKOFF_MS;
    this.pollMs = options.pollMs ?? DEFAULT_MAIL_POLL_MS;
    this.claimMs = options.claimMs ?? DEFAULT_MAIL_CLAIM_MS;
    this.batchSize = options.batchSize ?? 20;
    this.sentRetentionMs = options.sentRetentionMs ?? DEFAULT_SENT_MAIL_RETENTION_MS;
    this.log = options.logger ?? consoleLogger;
    this.senderName = options.senderName ?? (async () => undefined);
    if (this.claimMs <= SMTP_TIMEOUTS_MS.connection + SMTP_TIMEOUTS_MS.greeting + SMTP_TIMEOUTS_MS.socket) {
      throw new Error('The claim on a mail must outlast a send');
    }
  }

  /** Attempts in all: the first and one per wait of the backoff. */
  get maxAttempts(): number {
    return this.backoff.length + 1;
  }

  /** Sends what is due now, then every `pollMs`. */
  start(): void {
    if (this.started || this.stopping || !this.transport) return;
    this.started = true;
    this.schedule(0);
  }

  /** Looks for due mails at once (after an enqueue is committed) rather than at the next poll. */
  kick(): void {
    if (!this.started || this.stopping) return;
    if (this.running) this.kicked = true;
    else this.schedule(0);
  }

  /** Lets the mail being sent finish, stores what is left to store, and closes the transport. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
    await this.storeUnmarked().catch(() => undefined);
    for (const id of this.unmarked.keys())
      this.log.error({ mailId: id }, 'Mail sent but not marked sent: it may be sent again');
    this.transport?.close();
  }

  /** One pass over the due mails (what the timer runs; tests and tools call it directly). */
  runOnce(): Promise<OutboxPass> {
    const previous = this.running ?? Promise.resolve(undefined);
    const pass = previous.catch(() => undefined).then(() => this.pass());
    const tracked = pass.finally(() => {
      if (this.running === tracked) this.running = undefined;
    });
    this.running = tracked;
    return tracked;
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delayMs);
    // A forgotten worker does not keep the process alive.
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    this.timer = undefined;
    if (this.stopping) return;
    this.kicked = false;
    try {
      await this.runOnce();
    } catch (error) {
      // The database is unreachable, most likely: the next poll tries again.
      this.log.warn({ err: describeError(error) }, 'Mail outbox pass failed');
    }
    if (!this.stopping) this.schedule(this.kicked ? 0 : this.pollMs);
  }

  /** The outbox's rows, on the database as it is now. */
  private rows() {
    return createOutboxRepository(this.db.kysely);
  }

  private async pass(): Promise<OutboxPass> {
    const result: OutboxPass = { sent: 0, retried: 0, failed: 0 };
    if (!this.transport) return result;
    await this.storeUnmarked();
    result.failed += await this.giveUpAbandoned();
    await this.purgeSent();
    const tried = new Set<string>();
    while (!this.stopping) {
      const due = await this.rows().due({
        now: this.now().toISOString(),
        maxAttempts: this.maxAttempts,
        limit: this.batchSize,
      });
      const fresh = due.filter((mail) => !tried.has(mail.id));
      if (fresh.length === 0) break;
      for (const mail of fresh) {
        if (this.stopping) break;
        tried.add(mail.id);
        const token = await this.claim(mail);
        if (token) await this.send(mail, token, result);
      }
    }
    return result;
  }

  /** The one conditional UPDATE that makes a mail this worker's, or answers undefined. */
  private async claim(mail: DueMail): Promise<string | undefined> {
    const token = randomUUID();
    const now = this.now().getTime();
    return (await this.rows().claim(mail, token, iso(now), iso(now + this.claimMs))) ? token : undefined;
  }

  private async send(mail: DueMail, token: string, result: OutboxPass): Promise<void> {
    const attempt = mail.attempts + 1;
    try {
      await this.transport!.sendMail({
        from: displayNameOf(this.from)
          ? this.from
          : { name: (await this.senderName()) ?? '', address: addressOf(this.from) },
        // One address each, as given: never read as a list of addresses.
        to: { name: '', address: mail.to_address },
        ...(mail.reply_to ? { replyTo: { name: '', address: mail.reply_to } } : {}),
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
        // The same on every attempt: a mail delivered twice is still one message to its reader.
        messageId: `<${mail.id}@${this.messageIdDomain}>`,
        headers: { 'Auto-Submitted': 'auto-generated' },
        disableFileAccess: true,
        disableUrlAccess: true,
      });
    } catch (error) {
      await this.recordFailure(mail, token, attempt, error, result);
      return;
    }
    result.sent += 1;
    this.unmarked.set(mail.id, this.now().toISOString());
    await this.storeUnmarked();
    this.log.info({ mailId: mail.id, purpose: mail.purpose, attempt }, 'Mail sent');
  }

  private async recordFailure(
    mail: DueMail,
    token: string,
    attempt: number,
    error: unknown,
    result: OutboxPass,
  ): Promise<void> {
    const lastError = describeError(error);
    const giveUp = attempt >= this.maxAttempts;
    const wait = this.backoff[attempt - 1] ?? 0;
    try {
      await this.rows().recordFailure(mail.id, token, lastError, giveUp ? undefined : iso(this.now().getTime() + wait));
    } catch (storeError) {
      // Not stored: the claim lapses and the mail is tried again then, which is what a retry is.
      this.log.warn({ mailId: mail.id, err: describeError(storeError) }, 'Could not record a failed mail');
    }
    if (giveUp) {
      result.failed += 1;
      this.log.error(
        { mailId: mail.id, purpose: mail.purpose, attempts: attempt, err: lastError },
        'Mail given up after its retries',
      );
    } else {
      result.retried += 1;
      this.log.warn(
        { mailId: mail.id, purpose: mail.purpose, attempt, retryInMs: wait, err: lastError },
        'Mail not sent, will retry',
      );
    }
  }

  /**
   * Marks sent what the SMTP server accepted. Whoever holds the claim now: a mail sent is sent,
   * even if this worker's claim had lapsed meanwhile.
   */
  private async storeUnmarked(): Promise<void> {
    for (const [id, sentAt] of this.unmarked) {
      try {
        await this.rows().markSent(id, sentAt);
        this.unmarked.delete(id);
      } catch (error) {
        this.log.warn({ mailId: id, err: describeError(error) }, 'Could not mark a mail sent yet, will try again');
        return;
      }
    }
  }

  /** A mail whose last attempt's worker died: its outcome is unknown, it is not tried again. */
  private async giveUpAbandoned(): Promise<number> {
    const abandoned = await this.rows().giveUpAbandoned({
      now: this.now().toISOString(),
      maxAttempts: this.maxAttempts,
    });
    for (const mail of abandoned)
      this.log.error({ mailId: mail.id, purpose: mail.purpose }, 'Mail given up: its last attempt was interrupted');
    return abandoned.length;
  }

  private async purgeSent(): Promise<void> {
    const now = this.now().getTime();
    if (now - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = now;
    await this.rows().deleteSentBefore(iso(now - this.sentRetentionMs));
  }
}
