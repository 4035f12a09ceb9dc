/** The mail settings as the mail module reads them, and the one SMTP transport built from them. */
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config.ts';

export interface MailConfig {
  /** Mail goes out at all: SMTP_URL is set. Off, nothing is queued and nothing is sent. */
  enabled: boolean;
  /** smtp:// (STARTTLS when the server offers it) or smtps:// (TLS from the start). */
  smtpUrl?: string;
  /** The sender of every mail: an address, or `Name <address>`. */
  from: string;
  /** Staff addresses told of each new request; none, only visitors get mail. */
  notifyEmails: string[];
  /** The site's address, without a trailing slash: links in mails start with it. */
  publicUrl: string;
}

export const mailConfigFrom = (config: Config): MailConfig => ({
  enabled: Boolean(config.smtpUrl),
  smtpUrl: config.smtpUrl,
  from: config.mailFrom,
  notifyEmails: config.notifyEmails,
  publicUrl: config.publicUrl,
});

/** What the outbox needs to send: where, and as whom. */
export type MailTransportConfig = Pick<MailConfig, 'smtpUrl' | 'from'>;

/**
 * Time-outs well inside the outbox's claim on a mail (see outbox.ts): a send that hangs gives up
 * long before another worker may take the mail over, so a slow server does not get it twice.
 */
export const SMTP_TIMEOUTS_MS = { connection: 10_000, greeting: 10_000, socket: 30_000 } as const;

export function createMailTransport(smtpUrl: string): Transporter {
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: SMTP_TIMEOUTS_MS.connection,
    greetingTimeout: SMTP_TIMEOUTS_MS.greeting,
    socketTimeout: SMTP_TIMEOUTS_MS.socket,
    // The outbox retries on its own schedule; one connection per mail, none kept idle.
    pool: false,
  });
}

/** The address part of `Name <address>` or of a bare address. */
export const addressOf = (mailbox: string): string => /<([^<>]+)>\s*$/.exec(mailbox)?.[1]?.trim() ?? mailbox.trim();

/** The name part of `Name <address>`, without quotes; undefined for a bare address. */
export function displayNameOf(mailbox: string): string | undefined {
  const name = /^([^<>]*)</
    .exec(mailbox)?.[1]
    ?.trim()
    .replace(/^"(.*)"$/, '$1')
    .trim();
  return name || undefined;
}
