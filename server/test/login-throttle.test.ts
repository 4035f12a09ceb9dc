/**
 * The login throttle stops guessing without locking an account's owner out: hard limits per
 * (e-mail, address) and per address, only a capped slow-down per e-mail, kept in the database.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { ensureAdmin } from '../src/features/staff/bootstrap.ts';
import { readConfig } from '../src/config.ts';
import { migrateToLatest, openDatabase } from '../src/infra/db/database.ts';
import { LoginThrottle } from '../src/features/staff/login-throttle.ts';
import { hashPassword } from '../src/features/staff/passwords.ts';
import { ADMIN, createPostgresDatabase, type TestContext, usePostgres, useTestContext } from './support/context.ts';

const loginWith =
  (ctx: TestContext) =>
  (password: string, remoteAddress: string, email = ADMIN.email) =>
    ctx.inject({ method: 'POST', url: '/api/users/login', payload: { email, password }, remoteAddress });

describe('with the default limits', () => {
  const ctx = useTestContext();
  const login = loginWith(ctx);
  // A second account for the checks that would otherwise pile failures on the admin's e-mail (and
  // so slow down every later answer for it).
  const other = { email: 'other@test.tn', password: 'another long password' };
  beforeAll(async () => {
    await ctx.app.repos.staffUsers.create({
      name: 'Other',
      email: other.email,
      role: 'admin',
      passwordHash: await hashPassword(other.password),
      provisional: false,
    });
  });

  it("does not lock the admin out: failures for the admin's e-mail from one address leave the right password working from another", async () => {
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await login('wrong password', '10.20.0.1')).statusCode).toBe(401);
    const start = performance.now();
    const owner = await login(ADMIN.password, '10.20.0.2');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().token).toBeTruthy();
    // Slowed down at most, never for more than a few seconds.
    expect(performance.now() - start).toBeLessThan(5000);
  });

  it('still refuses the guessing address past its limit, even the right password, with Retry-After', async () => {
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await login('wrong password', '10.21.0.1', other.email)).statusCode).toBe(401);
    for (const password of ['wrong password', other.password]) {
      const refused = await login(password, '10.21.0.1', other.email);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        code: 'login_throttled',
        params: { minutes: 15 },
        message: 'Too many failed attempts. Try again in 15 minutes.',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    }
    expect((await login(other.password, '10.21.0.2', other.email)).statusCode).toBe(200);
  });

  it('refuses an address that tries many e-mails, and only that address', async () => {
    for (let attempt = 0; attempt < 20; attempt++)
      expect((await login('guess', '10.22.0.1', `user${attempt}@test.tn`)).statusCode).toBe(401);
    expect((await login(ADMIN.password, '10.22.0.1')).statusCode).toBe(429);
    expect((await login(ADMIN.password, '10.22.0.2')).statusCode).toBe(200);
  });

  it('checks no more than the limit of passwords from one address, even sent all at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, attempt) => login('guess', '10.23.0.1', `burst${attempt}@test.tn`)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(20);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    // However the burst was shared out, twenty failures in all reach the limit and no more.
    let checked = statuses.filter((status) => status === 401).length;
    for (let attempt = 0; attempt < 25; attempt++) {
      const status = (await login('guess', '10.23.0.1', `after${attempt}@test.tn`)).statusCode;
      if (status === 429) break;
      checked += 1;
    }
    expect(checked).toBe(20);
    expect((await login(ADMIN.password, '10.23.0.1')).statusCode).toBe(429);
  });

  it('counts an IPv6 visitor by its /64, and an IPv4-mapped address as the IPv4 one', async () => {
    for (let host = 1; host <= 20; host++)
      await login('guess', `2001:db8:0:7::${host.toString(16)}`, `v6-${host}@test.tn`);
    expect((await login(ADMIN.password, '2001:db8:0:7::ffff')).statusCode).toBe(429);
    expect((await login(ADMIN.password, '2001:db8:0:8::1')).statusCode).toBe(200);

    for (let attempt = 0; attempt < 5; attempt++) await login('wrong password', '::ffff:10.24.0.1', 'mapped@test.tn');
    expect((await login('wrong password', '10.24.0.1', 'mapped@test.tn')).statusCode).toBe(429);
  });

  it('deletes failures once they no longer count', async () => {
    const repository = ctx.app.repos.loginFailures;
    const now = Date.now();
    await repository.add({
      email: 'old@test.tn',
      address: '10.25.0.1',
      failedAt: new Date(now - 16 * 60 * 1000).toISOString(),
    });
    await repository.add({
      email: 'recent@test.tn',
      address: '10.25.0.1',
      failedAt: new Date(now - 60 * 1000).toISOString(),
    });
    // A throttle that has not pruned yet (a fresh start) prunes at its first attempt.
    await new LoginThrottle(repository).begin('someone@test.tn', '10.25.0.2', now);
    const emails = await ctx.app.db.kysely
      .selectFrom('login_failures')
      .select('email')
      .where('address', 'in', ['10.25.0.1', '10.25.0.2'])
      .execute();
    expect(emails.map((row) => row.email).sort()).toEqual(['recent@test.tn', 'someone@test.tn']);
  });
});

describe('per e-mail, from many addresses', () => {
  const ctx = useTestContext({ loginThrottle: { freePerEmail: 2, baseDelayMs: 100, maxDelayMs: 400 } });
  const login = loginWith(ctx);

  it('slows the answers down, up to a cap, and never refuses the right password from an address without failures', async () => {
    const timed = async (password: string, address: string) => {
      const start = performance.now();
      const response = await login(password, address);
      return { status: response.statusCode, ms: performance.now() - start };
    };
    // One failure per address: under every hard limit, as a spread-out guesser stays.
    for (let host = 1; host <= 6; host++) expect((await timed('wrong password', `10.30.0.${host}`)).status).toBe(401);
    const owner = await timed(ADMIN.password, '10.30.1.1');
    expect(owner.status).toBe(200);
    // 6 failures, 2 free: 100 ms doubled four times, capped at 400 ms.
    expect(owner.ms).toBeGreaterThanOrEqual(395);
    expect(owner.ms).toBeLessThan(400 + 2000);
    // A wrong password waits just as long: the wait tells nothing.
    expect((await timed('wrong password', '10.30.1.2')).ms).toBeGreaterThanOrEqual(395);
  });
});

describe('a burst sent at once from many addresses', () => {
  const ctx = useTestContext({ loginThrottle: { freePerEmail: 3, baseDelayMs: 100, maxDelayMs: 400 } });
  const login = loginWith(ctx);

  it('is slowed as the same guesses sent one after another would be, each by its place, and the owner still gets in', async () => {
    // The throttle's own verdicts, without the password checks' time: 12 attempts at once.
    const throttle = new LoginThrottle(ctx.app.repos.loginFailures, {
      freePerEmail: 3,
      baseDelayMs: 100,
      maxDelayMs: 400,
    });
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, index) => throttle.begin('burst@test.tn', `10.50.0.${index + 1}`)),
    );
    const delays = burst.map((attempt) => (attempt.refused ? -1 : attempt.delayMs)).sort((a, b) => a - b);
    // 3 free, then 100 and 200 ms, then the cap: what 12 guesses sent one after another wait.
    expect(delays).toEqual([0, 0, 0, 100, 200, 400, 400, 400, 400, 400, 400, 400]);

    // Over HTTP: a burst on the admin's e-mail, then the owner, from an address of their own, gets in.
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => login('wrong password', `10.50.1.${index + 1}`)),
    );
    expect(answers.every((answer) => answer.statusCode === 401)).toBe(true);
    const owner = performance.now();
    expect((await login(ADMIN.password, '10.50.2.1')).statusCode).toBe(200);
    const waited = performance.now() - owner;
    expect(waited).toBeGreaterThanOrEqual(395);
    expect(waited).toBeLessThan(400 + 2000);
  });
});

describe('after a restart', () => {
  it('still counts the failures recorded before it', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'takwin-throttle-'));
    const database = usePostgres ? await createPostgresDatabase() : undefined;
    const config = readConfig({
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...(database ? { DATABASE_URL: database.url } : {}),
    });
    const start = async () => {
      const db = openDatabase(config);
      await migrateToLatest(db);
      const app = await buildApp({ config, db, jwtSecret: randomBytes(32).toString('hex') });
      await ensureAdmin(app.repos, config, () => {});
      await app.ready();
      const login = (password: string, remoteAddress: string) =>
        app.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { email: ADMIN.email, password },
          remoteAddress,
        });
      const stop = async () => {
        await app.close();
        await db.close();
      };
      return { login, stop };
    };
    try {
      const before = await start();
      for (let attempt = 0; attempt < 5; attempt++)
        expect((await before.login('wrong password', '10.40.0.1')).statusCode).toBe(401);
      await before.stop();

      const after = await start();
      try {
        expect((await after.login(ADMIN.password, '10.40.0.1')).statusCode).toBe(429);
        expect((await after.login(ADMIN.password, '10.40.0.2')).statusCode).toBe(200);
      } finally {
        await after.stop();
      }
    } finally {
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
