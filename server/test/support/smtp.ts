/**
 * A real SMTP server on loopback for the mail tests (smtp-server), keeping what it received,
 * parsed (mailparser). No mock transport: nodemailer speaks SMTP to it over TCP.
 */
import net from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { TestContextOptions } from './context.ts';

/** The app's mail settings for a test SMTP server at `smtpUrl`: the centre's sender, its staff's inbox, its site. */
export const mailEnv = (smtpUrl: string) => ({
  SMTP_URL: smtpUrl,
  MAIL_FROM: 'Takwin <contact@takwin.tn>',
  NOTIFY_EMAILS: 'accueil@takwin.tn',
  PUBLIC_URL: 'https://www.takwin.tn',
});

/** The options of an app whose outbox mails `smtp` as the centre (mailEnv), looking for mail to send every 50 ms. */
export const mailingOptions = (smtp: TestSmtpServer): TestContextOptions => ({
  env: mailEnv(smtp.url),
  mailOutbox: { pollMs: 50 },
});

export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO), as accepted. */
  recipients: string[];
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Every RCPT TO the server was asked for, refused ones included. */
  rcptAttempts: string[];
  close(): Promise<void>;
}

export interface TestSmtpOptions {
  /** Listen on this port (one a test chose while no server was there); 0 for any. */
  port?: number;
  /** Recipients answered `550 No such user`. */
  refuse?: (address: string) => boolean;
}

export async function startSmtpServer(options: TestSmtpOptions = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const rcptAttempts: string[] = [];
  const server = new SMTPServer({
    // Plain SMTP on loopback: no TLS to negotiate with a self-signed certificate, no login.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    // Loopback has no name worth a DNS query per connection.
    disableReverseLookup: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      rcptAttempts.push(address.address);
      if (options.refuse?.(address.address)) {
        callback(Object.assign(new Error('No such user'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        simpleParser(Buffer.concat(chunks)).then(
          (parsed) => {
            received.push({ recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address), parsed });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  server.on('error', () => {});
  const port = await new Promise<number>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve((server.server.address() as net.AddressInfo).port));
  });
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    rcptAttempts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port with nothing listening on it (for an SMTP server that is down). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Waits for a condition that the code under test reaches on its own (a worker's timer). */
export async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting for a condition');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
