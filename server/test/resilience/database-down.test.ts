/**
 * PostgreSQL going away under load: the server answers 503 with a clear message, stays up, and
 * serves again by itself once the database is back. The database's network path goes through a
 * proxy this test cuts and restores, as a stopped server or a network failure would.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, usePostgres } from '../support/context.ts';
import { freePort, type ServerProcess, startServer } from '../support/server-process.ts';

class SwitchableProxy {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();

  constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  async up(): Promise<void> {
    this.server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }

  async down(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = undefined;
  }
}

describe.skipIf(!usePostgres)('when PostgreSQL goes down', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let proxy: SwitchableProxy;
  let server: ServerProcess;
  const dataDir = path.join(os.tmpdir(), `takwin-dbdown-${process.pid}`);

  beforeAll(async () => {
    database = await createPostgresDatabase();
    const target = new URL(database.url);
    proxy = new SwitchableProxy(await freePort(), { host: target.hostname, port: Number(target.port) });
    await proxy.up();
    target.host = `127.0.0.1:${proxy.port}`;
    server = await startServer(
      {
        DATABASE_URL: target.toString(),
        DATA_DIR: dataDir,
        ADMIN_PASSWORD: 'database-down-test',
        FORM_RATE_LIMIT: '1000000',
      },
      await freePort(),
    );
  });

  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await proxy?.down();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const submitLead = (index: number) =>
    fetch(`${server.url}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Lead ${index}`, email: `lead${index}@test.tn` }),
    });

  it('answers 503 with a message while it is down, stays up, and recovers by itself', async () => {
    expect((await submitLead(0)).status).toBe(201);

    await proxy.down();
    const during = await Promise.all(Array.from({ length: 20 }, (_, index) => submitLead(index + 1)));
    for (const response of during) {
      expect(response.status).toBe(503);
      const body = (await response.json()) as { message: string; code: string };
      expect(body.message).toMatch(/temporarily unavailable/);
      expect(body.code).toBe('service_unavailable');
    }
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(503);
    expect(server.child.exitCode).toBeNull();

    await proxy.up();
    const deadline = Date.now() + 15_000;
    let recovered = false;
    while (!recovered && Date.now() < deadline) {
      recovered = (await fetch(`${server.url}/api/health`)).status === 200;
      if (!recovered) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(recovered).toBe(true);
    expect((await submitLead(99)).status).toBe(201);
    expect(server.child.exitCode).toBeNull();
  });
});
