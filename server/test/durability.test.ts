/**
 * Nothing acknowledged is lost: the real server process takes leads and applications in
 * parallel, is killed with SIGKILL mid-stream, and comes back with every 201 it gave and no
 * orphan CV file, and (SQLite) a database that passes its integrity check. Repeated, on the same
 * data, four times on each of the three set-ups (SQLite, PostgreSQL, S3): 12 kills a run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';
import { createPostgresDatabase, testStorageEnv, usePostgres } from './support/context.ts';
import { pdfBytes } from './support/fixtures.ts';
import { freePort, startServer } from './support/server-process.ts';
import { storedFilesOf } from './support/stored-files.ts';

// DURABILITY_ROUNDS changes it (a soak: DURABILITY_ROUNDS=200 npm run test:resilience).
const ROUNDS = Number(process.env.DURABILITY_ROUNDS ?? 4);
const WORKERS = 6;
const ACKS_BEFORE_KILL = 30;
// Each round starts the real server (2.5 s on an idle 2-core machine, three times that on a busy one): budget per round.
const ROUND_BUDGET_MS = 15_000;

let dataDir: string;
let env: Record<string, string>;
let dropDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'takwin-durability-'));
  // On the server-s3 project the CVs go to a bucket of the test S3 server: the sweep's journal is tested too.
  env = {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'admin@test.tn',
    ADMIN_PASSWORD: 'durability-password',
    FORM_RATE_LIMIT: '1000000',
    ...(await testStorageEnv()),
  };
  if (usePostgres) {
    const database = await createPostgresDatabase();
    env.DATABASE_URL = database.url;
    dropDatabase = database.drop;
  }
});
afterAll(async () => {
  await dropDatabase?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** SQLite's own verdict on the database file a killed server left. */
function integrityCheck(): string {
  const db = new SQLite(path.join(dataDir, 'takwin.sqlite'));
  try {
    return (db.pragma('integrity_check', { simple: true }) as string) ?? 'no answer';
  } finally {
    db.close();
  }
}

async function submit(url: string, index: number): Promise<{ kind: 'lead' | 'candidature'; id: string } | undefined> {
  try {
    if (index % 2 === 0) {
      const response = await fetch(`${url}/api/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Lead ${index}`, email: `lead${index}@test.tn` }),
      });
      return response.status === 201
        ? { kind: 'lead', id: ((await response.json()) as { _id: string })._id }
        : undefined;
    }
    const form = new FormData();
    form.append('name', `Applicant ${index}`);
    form.append('email', `applicant${index}@test.tn`);
    form.append('cv', new Blob([new Uint8Array(pdfBytes(200_000))]), `cv-${index}.pdf`);
    const response = await fetch(`${url}/api/candidatures`, { method: 'POST', body: form });
    return response.status === 201
      ? { kind: 'candidature', id: ((await response.json()) as { _id: string })._id }
      : undefined;
  } catch {
    // The kill cut this request: it was never acknowledged.
    return undefined;
  }
}

it(
  `keeps every acknowledged record and no orphan file across ${ROUNDS} SIGKILLs`,
  async () => {
    const port = await freePort();
    const acknowledged = { lead: new Set<string>(), candidature: new Set<string>() };

    for (let round = 0; round < ROUNDS; round++) {
      const server = await startServer(env, port);
      let counter = round * 100_000;
      let acks = 0;
      let killed = false;
      const worker = async () => {
        while (!killed) {
          const result = await submit(server.url, counter++);
          if (result && !killed) {
            acknowledged[result.kind].add(result.id);
            acks += 1;
            if (acks >= ACKS_BEFORE_KILL) {
              killed = true;
              server.child.kill('SIGKILL');
            }
          } else if (result) {
            // Answered 201 while the kill was under way: still acknowledged.
            acknowledged[result.kind].add(result.id);
          }
        }
      };
      await Promise.all(Array.from({ length: WORKERS }, worker));
      expect(await server.exited).toBe('SIGKILL');
      if (!usePostgres) expect(integrityCheck(), `after kill ${round + 1}`).toBe('ok');
    }

    const server = await startServer(env, port);
    try {
      const login = await fetch(`${server.url}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@test.tn', password: 'durability-password' }),
      });
      const { token } = (await login.json()) as { token: string };
      const get = async (route: string) =>
        (
          (await (await fetch(`${server.url}${route}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
            _id: string;
          }[]
        ).map((row) => row._id);
      const leads = new Set(await get('/api/leads'));
      const candidatures = await get('/api/candidatures');
      expect(acknowledged.lead.size + acknowledged.candidature.size).toBeGreaterThanOrEqual(ROUNDS * ACKS_BEFORE_KILL);
      for (const id of acknowledged.lead) expect(leads.has(id), `lead ${id}`).toBe(true);
      for (const id of acknowledged.candidature) expect(candidatures.includes(id), `candidature ${id}`).toBe(true);

      // Exactly one stored CV per application, nothing half-written.
      const stored = storedFilesOf(readConfig(env));
      try {
        expect((await stored.list('cvs')).length).toBe(candidatures.length);
      } finally {
        stored.close();
      }
      expect(fs.readdirSync(path.join(dataDir, 'tmp'))).toEqual([]);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  },
  (ROUNDS + 1) * ROUND_BUDGET_MS,
);
