/**
 * Clients that take their time or send too much, on a real socket to a listening server (what
 * app.inject cannot show): a request trickled a byte at a time is cut off at the time-out, and an
 * upload past its cap is answered 413 and its connection closed while most of it is still unsent,
 * instead of being read to its end.
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CV_MAX_BYTES, IMAGE_MAX_BYTES } from '../../../shared/domain/index.ts';
import { buildApp, SERVER_TIMEOUTS, type ServerTimeouts } from '../../src/app.ts';
import { readConfig } from '../../src/config.ts';
import { migrateToLatest, openDatabase } from '../../src/infra/db/database.ts';
import { createPostgresDatabase, filesIn, usePostgres } from '../support/context.ts';
import { multipartType } from './hostile.ts';

const MEGABYTE = 1024 * 1024;
const BOUNDARY = '----TakwinSlowClientBoundary';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface ListeningApp {
  port: number;
  dataDir: string;
  app: Awaited<ReturnType<typeof buildApp>>;
  close(): Promise<void>;
}

/** The whole app on a real database, listening on a free port of 127.0.0.1. */
async function listeningApp(timeouts?: Partial<ServerTimeouts>): Promise<ListeningApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'takwin-slow-clients-'));
  const database = usePostgres ? await createPostgresDatabase() : undefined;
  const config = readConfig({
    DATA_DIR: dataDir,
    FORM_RATE_LIMIT: '1000',
    ...(database ? { DATABASE_URL: database.url } : {}),
  });
  const db = openDatabase(config);
  await migrateToLatest(db);
  const app = await buildApp({ config, db, jwtSecret: randomBytes(32).toString('hex'), timeouts });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    port: (app.server.address() as net.AddressInfo).port,
    dataDir,
    app,
    close: async () => {
      await app.close();
      await db.close();
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A raw HTTP/1.1 client: writes exactly what it is given and keeps what comes back. */
class RawClient {
  readonly socket: net.Socket;
  readonly closed: Promise<number>;
  private received = Buffer.alloc(0);
  private readonly started = performance.now();

  constructor(port: number) {
    this.socket = net.connect(port, '127.0.0.1');
    // The server may reset a connection it stopped reading: that is what is tested, not a failure.
    this.socket.on('error', () => {});
    this.socket.on('data', (chunk: Buffer) => (this.received = Buffer.concat([this.received, chunk])));
    this.closed = new Promise((resolve) => this.socket.once('close', () => resolve(performance.now() - this.started)));
  }

  async connected(): Promise<void> {
    if (!this.socket.connecting) return;
    await once(this.socket, 'connect');
  }

  /** Writes; resolves once the socket takes more (or is gone). */
  async write(data: string | Buffer): Promise<void> {
    if (this.socket.destroyed) return;
    // A reset while waiting (the server stopped reading) ends the wait like a close does.
    if (!this.socket.write(data)) await Promise.race([once(this.socket, 'drain').catch(() => {}), this.closed]);
  }

  /** The first complete answer received, if any. */
  answer(): Answer | undefined {
    const end = this.received.indexOf('\r\n\r\n');
    if (end < 0) return undefined;
    const [statusLine, ...lines] = this.received.subarray(0, end).toString('latin1').split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => [
        line.slice(0, line.indexOf(':')).trim().toLowerCase(),
        line.slice(line.indexOf(':') + 1).trim(),
      ]),
    );
    const body = this.received.subarray(end + 4);
    if (headers['content-length'] !== undefined && body.length < Number(headers['content-length'])) return undefined;
    return { status: Number(statusLine!.split(' ')[1]), headers, body: body.toString('utf8') };
  }

  destroy(): void {
    this.socket.destroy();
  }
}

/** Waits for `check` to answer something, at most `ms`. */
async function waitFor<T>(check: () => T | undefined, ms: number): Promise<T | undefined> {
  const deadline = performance.now() + ms;
  for (;;) {
    const value = check();
    if (value !== undefined || performance.now() > deadline) return value;
    await sleep(20);
  }
}

/** Resolves with the time the socket closed (ms after it was opened), or undefined if still open after `ms`. */
const closedWithin = (client: RawClient, ms: number) => Promise.race([client.closed, sleep(ms).then(() => undefined)]);

describe('the time-outs of a public server', () => {
  it('runs by default with time-outs that let a 5 MB upload over a weak mobile link finish', async () => {
    const server = await listeningApp();
    try {
      const http = server.app.server;
      expect(http.requestTimeout).toBe(SERVER_TIMEOUTS.requestTimeout);
      expect(http.headersTimeout).toBe(SERVER_TIMEOUTS.headersTimeout);
      expect(http.keepAliveTimeout).toBe(SERVER_TIMEOUTS.keepAliveTimeout);
      expect(http.timeout).toBe(SERVER_TIMEOUTS.connectionTimeout);
      for (const value of Object.values(SERVER_TIMEOUTS)) expect(value).toBeGreaterThan(0);
      expect(http.headersTimeout).toBeLessThanOrEqual(http.requestTimeout);
      // The largest upload plus its form at 1 Mbit/s, and never more than two minutes.
      const slowUploadMs = (((Math.max(CV_MAX_BYTES, IMAGE_MAX_BYTES) + 0.5 * MEGABYTE) * 8) / 1_000_000) * 1000;
      expect(http.requestTimeout).toBeGreaterThan(slowUploadMs);
      expect(http.requestTimeout).toBeLessThanOrEqual(120_000);
    } finally {
      await server.close();
    }
  });

  describe('with time-outs shortened for the test', () => {
    const timeouts = { requestTimeout: 1_500, headersTimeout: 1_000, connectionTimeout: 10_000, checkInterval: 100 };
    let server: ListeningApp;
    beforeAll(async () => {
      server = await listeningApp(timeouts);
    });
    afterAll(() => server?.close());

    it('closes a request whose body comes one byte a second once the request time-out has passed', async () => {
      const client = new RawClient(server.port);
      await client.connected();
      await client.write(
        'POST /api/leads HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
      );
      // JSON white space, one byte a second: never idle long enough for the connection time-out.
      const trickle = setInterval(() => void client.write(' '), 1_000);
      try {
        const closedAt = await closedWithin(client, timeouts.requestTimeout + 5_000);
        expect(closedAt, 'still open well after the request time-out').toBeDefined();
        expect(closedAt!).toBeGreaterThan(timeouts.requestTimeout - 100);
        // Node looks every checkInterval; the rest is room for a busy machine.
        expect(closedAt!).toBeLessThan(timeouts.requestTimeout + 3_000);
        expect(client.answer()?.status).toBe(408);
      } finally {
        clearInterval(trickle);
        client.destroy();
      }
    });

    it('closes a connection whose headers come one byte at a time once the headers time-out has passed', async () => {
      const client = new RawClient(server.port);
      await client.connected();
      const head = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Padding: ' + 'a'.repeat(100);
      let at = 0;
      const trickle = setInterval(() => void client.write(head[at++ % head.length]!), 200);
      try {
        const closedAt = await closedWithin(client, timeouts.headersTimeout + 5_000);
        expect(closedAt, 'still open well after the headers time-out').toBeDefined();
        expect(closedAt!).toBeLessThan(timeouts.headersTimeout + 3_000);
      } finally {
        clearInterval(trickle);
        client.destroy();
      }
    });
  });
});

describe('an upload far over its cap', () => {
  let server: ListeningApp;
  beforeAll(async () => {
    server = await listeningApp();
  });
  afterAll(() => server?.close());

  const formHead = () =>
    Buffer.from(
      [
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\nNour Ayari\r\n`,
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="email"\r\n\r\nnour@example.tn\r\n`,
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
      ].join(''),
    );
  const chunked = (data: Buffer) =>
    Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')]);

  const expectTooLarge = (answer: Answer | undefined) => {
    expect(answer?.status).toBe(413);
    expect(answer?.headers.connection).toBe('close');
    expect(JSON.parse(answer!.body)).toEqual({
      message: 'The file is too large (at most 5 MB).',
      code: 'file_too_large',
      params: { maxMb: 5 },
    });
  };

  const expectNothingKept = async () => {
    expect(filesIn(path.join(server.dataDir, 'tmp'))).toEqual([]);
    expect(filesIn(path.join(server.dataDir, 'private', 'cvs'))).toEqual([]);
    // And the server still answers.
    expect((await fetch(`http://127.0.0.1:${server.port}/api/health`)).status).toBe(200);
  };

  it('answers a 50 MB CV streamed without a length with 413 while most of it is unsent, and closes the connection', async () => {
    const total = 50 * MEGABYTE;
    const client = new RawClient(server.port);
    await client.connected();
    await client.write(
      `POST /api/candidatures HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${multipartType(BOUNDARY)}\r\nTransfer-Encoding: chunked\r\n\r\n`,
    );
    await client.write(chunked(formHead()));
    const zeros = Buffer.alloc(64 * 1024);
    let sent = 0;
    let sentWhenAnswered: number | undefined;
    try {
      while (sent < total && !client.socket.destroyed) {
        if (client.answer()) {
          sentWhenAnswered = sent;
          break;
        }
        await client.write(chunked(zeros));
        sent += zeros.length;
        // Slowly: a megabyte every 10 ms at most, so the server has every chance to answer early.
        if (sent % MEGABYTE === 0) await sleep(10);
      }
      const answer = await waitFor(() => client.answer(), 5_000);
      sentWhenAnswered ??= sent;
      expectTooLarge(answer);
      // The 5 MB cap, plus what the two ends' socket buffers hold.
      expect(sentWhenAnswered, 'bytes of the 50 MB sent before the 413 came').toBeLessThan(total / 2);
      expect(await closedWithin(client, 5_000), 'the connection stays open after the 413').toBeDefined();
    } finally {
      client.destroy();
    }
    await expectNothingKept();
  });

  it('answers a CV whose declared length is 50 MB with 413 at once, without waiting for its body', async () => {
    const client = new RawClient(server.port);
    await client.connected();
    await client.write(
      `POST /api/candidatures HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${multipartType(BOUNDARY)}\r\nContent-Length: ${50 * MEGABYTE}\r\n\r\n`,
    );
    await client.write(formHead());
    try {
      expectTooLarge(await waitFor(() => client.answer(), 3_000));
      expect(await closedWithin(client, 5_000), 'the connection stays open after the 413').toBeDefined();
    } finally {
      client.destroy();
    }
    await expectNothingKept();
  });
});
