/**
 * npm run admin: a new password for a locked-out staff user (every session of theirs ended), and
 * a staff user created from the command line; both print a generated password that signs in.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { runAdminCommand } from '../src/cli/admin.ts';
import { ADMIN, usePostgres, useTestContext } from './support/context.ts';

const ctx = useTestContext();

async function run(...args: string[]) {
  const printed: string[] = [];
  const failed: string[] = [];
  const code = await runAdminCommand(args, ctx.app.db.kysely, {
    print: (message) => printed.push(message),
    fail: (message) => failed.push(message),
  });
  return { code, printed: printed.join('\n'), failed: failed.join('\n') };
}
const passwordIn = (text: string) => /password: (\S+)/.exec(text)?.[1] ?? '';
const login = (email: string, password: string) =>
  ctx.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } });

describe('reset-password', () => {
  it('prints a new password that signs in, ends every session and refuses the old password', async () => {
    const user = await ctx.addStaff('admin');
    const result = await run('reset-password', user.email.toUpperCase());
    expect(result.code).toBe(0);
    const password = passwordIn(result.printed);
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect((await ctx.inject({ method: 'GET', url: '/api/users', headers: user.auth })).statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, password)).statusCode).toBe(200);
  });

  it('says when the account is deactivated', async () => {
    const user = await ctx.addStaff('sales');
    await ctx.inject({ method: 'PATCH', url: `/api/users/${user._id}`, headers: ctx.auth, payload: { active: false } });
    const result = await run('reset-password', user.email);
    expect(result.code).toBe(0);
    expect(result.printed).toMatch(/deactivated/);
  });

  it('fails for an unknown e-mail', async () => {
    expect(await run('reset-password', 'nobody@test.tn')).toMatchObject({
      code: 1,
      failed: expect.stringMatching(/No staff user/),
    });
  });
});

describe('create', () => {
  it('creates a staff user with the role given and prints a password that signs in', async () => {
    const result = await run('create', 'Nour@Test.tn', 'recruiter', 'Nour Ben Ali');
    expect(result.code).toBe(0);
    const session = await login('nour@test.tn', passwordIn(result.printed));
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ name: 'Nour Ben Ali', email: 'nour@test.tn', role: 'recruiter' });
  });

  it('names the user after their e-mail when no name is given', async () => {
    expect((await run('create', 'karim@test.tn', 'editor')).code).toBe(0);
    expect((await login('karim@test.tn', 'x')).statusCode).toBe(401);
    const users = (await ctx.inject({ method: 'GET', url: '/api/users', headers: ctx.auth })).json() as {
      email: string;
      name: string;
    }[];
    expect(users.find((user) => user.email === 'karim@test.tn')?.name).toBe('karim');
  });

  it('fails for an unknown role, an invalid e-mail or one already used', async () => {
    expect(await run('create', 'x@test.tn', 'owner')).toMatchObject({
      code: 1,
      failed: expect.stringMatching(/admin, editor, sales, recruiter/),
    });
    expect(await run('create', 'not-an-email', 'sales')).toMatchObject({
      code: 1,
      failed: expect.stringMatching(/email/),
    });
    expect(await run('create', ADMIN.email, 'sales')).toMatchObject({
      code: 1,
      failed: expect.stringMatching(/already used/),
    });
  });

  it('shows how to use it when the command is not one of its own', async () => {
    for (const args of [[], ['delete', 'x@test.tn'], ['reset-password'], ['create', 'x@test.tn']]) {
      expect(await run(...args)).toMatchObject({
        code: 2,
        failed: expect.stringMatching(/npm run admin -- reset-password EMAIL/),
      });
    }
  });
});

describe.skipIf(usePostgres)('npm run admin', () => {
  it('runs as a script against the configured database', async () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: ctx.dataDir };
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'server/src/cli/admin.ts', 'reset-password', ADMIN.email],
      { cwd: root, env },
    );
    expect((await login(ADMIN.email, passwordIn(stdout))).statusCode).toBe(200);
    const refused = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'server/src/cli/admin.ts', 'help'],
      { cwd: root, env },
    ).catch((error: { code: number; stderr: string }) => error);
    expect(refused).toMatchObject({ code: 2, stderr: expect.stringMatching(/Usage/) });
  });
});
