/**
 * Exports under load, over real HTTP: CSV exports that clients read slowly hold neither the
 * process nor the database; one staff member runs one export at a time, the server a few, and
 * the others are told to try again (429) while the site goes on answering.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_EXPORTS_PER_INSTANCE } from '../src/infra/http/export-slots.ts';
import { useTestContext } from './support/context.ts';

const LEADS = 6_000;

const ctx = useTestContext();
let base: string;
beforeAll(async () => {
  const rows = Array.from({ length: LEADS }, (_, index) => ({
    id: `00000000-0000-7000-8000-${String(index).padStart(12, '0')}`,
    name: `Lead ${index}`,
    email: `lead${index}@load.example.tn`,
    phone: '+216 20 202 202',
    course_of_interest: 'Excel avancé',
    learning_pace_interest: 'Classique',
    // Long enough that an export (about 12 MB) outgrows what the sockets buffer for a client that does not read.
    message: 'Bonjour, je voudrais des informations sur les horaires et le prix de la formation. '.repeat(24),
    created_at: new Date(Date.UTC(2026, 0, 1) + index * 1000).toISOString(),
    archived_at: null,
    is_spam: 0,
    status: 'new',
    status_reason: null,
    search_text: `lead ${index} lead${index}@load.example.tn`,
    consent_at: null,
    consent_version: null,
    course_id: null,
    session_id: null,
    waiting_list: 0,
  }));
  for (let start = 0; start < rows.length; start += 500)
    await ctx.app.db.kysely
      .insertInto('leads')
      .values(rows.slice(start, start + 500))
      .execute();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
}, 120_000);

/** A GET whose body is not read until `resume()` (a slow client): answers its status, and the body once read. */
function slowGet(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; resume: () => Promise<string> }>((resolve, reject) => {
    const request = http.get(`${base}${path}`, { headers }, (response) => {
      response.pause();
      resolve({
        status: response.statusCode ?? 0,
        resume: () =>
          new Promise((done, failed) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => done(Buffer.concat(chunks).toString('utf8')));
            response.on('error', failed);
            response.resume();
          }),
      });
    });
    request.on('error', reject);
  });
}

async function timed(path: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}${path}`);
  await response.arrayBuffer();
  expect(response.status).toBe(200);
  return performance.now() - started;
}

describe('CSV exports under load', () => {
  it('runs a few at once, refuses the rest with a reason, and keeps the site answering while slow clients read them', async () => {
    const staff = [];
    for (let index = 0; index < 16; index += 1) staff.push(await ctx.addStaff('sales'));
    const exports = await Promise.all(staff.map((member) => slowGet('/api/leads/export.csv', member.auth)));
    const running = exports.filter((answer) => answer.status === 200);
    expect(running).toHaveLength(MAX_EXPORTS_PER_INSTANCE);
    const refused = exports.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(16 - MAX_EXPORTS_PER_INSTANCE);
    const refusal = JSON.parse(await refused[0]!.resume()) as { code: string; message: string };
    expect(refusal).toMatchObject({ code: 'exports_busy', message: expect.stringMatching(/Too many exports/) });

    // One staff member, one export at a time.
    const busyMember = staff[exports.indexOf(running[0]!)]!;
    const second = await slowGet('/api/leads/export.csv', busyMember.auth);
    expect(second.status).toBe(429);
    expect(JSON.parse(await second.resume())).toMatchObject({ code: 'export_running' });

    // The exports are open and unread: the health check and the database still answer at once.
    const times = [];
    for (let index = 0; index < 20; index += 1) times.push(await timed('/api/health'));
    times.sort((a, b) => a - b);
    // Read the files whatever the figures, so that the server can close.
    const files = await Promise.all(running.map((answer) => answer.resume()));
    // The median, not the slowest, and a loose bound: on a shared test machine an answer may wait
    // for other processes (the figures under load are the bench's, in BENCHMARKS.md).
    expect(times[10]).toBeLessThan(250);

    for (const file of files) expect(file.split('\r\n').length).toBe(LEADS + 2);
    // Their slots are free again.
    const after = await slowGet('/api/leads/export.csv?q=lead5999', busyMember.auth);
    expect(after.status).toBe(200);
    expect((await after.resume()).split('\r\n')).toHaveLength(3);
  }, 120_000);
});
