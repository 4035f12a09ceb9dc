import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ADMIN, problemPaths, useTestContext } from './support/context.ts';

const ctx = useTestContext({ loginThrottle: { maxPerEmailAndAddress: 3, maxPerAddress: 6, windowMs: 60_000 } });

const login = (payload: unknown, remoteAddress = '127.0.0.1') =>
  ctx.inject({ method: 'POST', url: '/api/users/login', payload: payload as object, remoteAddress });

/** Every route that needs an admin, as [method, url]. */
const ADMIN_ROUTES: [string, string][] = [
  ['GET', '/api/courses/all'],
  ['GET', '/api/courses/x/edit'],
  ['POST', '/api/courses'],
  ['PUT', '/api/courses/x'],
  ['PUT', '/api/courses/x/publish'],
  ['DELETE', '/api/courses/x'],
  ['GET', '/api/leads'],
  ['DELETE', '/api/leads/x'],
  ['GET', '/api/company-leads'],
  ['DELETE', '/api/company-leads/x'],
  ['GET', '/api/candidatures'],
  ['GET', '/api/candidatures/x/cv'],
  ['DELETE', '/api/candidatures/x'],
  ['POST', '/api/instructors'],
  ['DELETE', '/api/instructors/x'],
];

const base64url = (value: object | string) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

describe('login', () => {
  it('answers the session (_id, name, email, role, token) for the right password', async () => {
    const response = await login({ email: ADMIN.email.toUpperCase(), password: ADMIN.password });
    expect(response.statusCode).toBe(200);
    const session = response.json();
    expect(Object.keys(session).sort()).toEqual(['_id', 'email', 'name', 'role', 'token']);
    expect(session.email).toBe(ADMIN.email);
    expect(session.role).toBe('admin');
    const payload = JSON.parse(Buffer.from(session.token.split('.')[1], 'base64url').toString());
    expect(payload.exp - payload.iat).toBe(8 * 3600);
  });

  it('answers the same 401 for an unknown email and a wrong password', async () => {
    const wrong = await login({ email: ADMIN.email, password: 'wrong' }, '10.0.0.1');
    const unknown = await login({ email: 'nobody@test.tn', password: 'wrong' }, '10.0.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Incorrect email or password.');
    expect(wrong.json().code).toBe('invalid_credentials');
  });

  it('takes about the same time for an unknown email as for a wrong password', async () => {
    const time = async (email: string, address: string) => {
      const start = performance.now();
      await login({ email, password: 'wrong-password' }, address);
      return performance.now() - start;
    };
    const wrong = (await time('timing@test.tn', '10.1.0.1')) + (await time('timing2@test.tn', '10.1.0.2'));
    const unknown = (await time('ghost@test.tn', '10.1.0.3')) + (await time('ghost2@test.tn', '10.1.0.4'));
    // Both run argon2id; a skipped hash would be ten times faster.
    expect(unknown).toBeGreaterThan(wrong / 3);
  });

  it('requires a valid email and a password', async () => {
    const response = await login({ email: 'x', password: '' });
    expect(response.statusCode).toBe(400);
    expect(problemPaths(response).sort()).toEqual(['email', 'password']);
  });

  it('answers 429 after repeated failures for one email from one address, and only to that address', async () => {
    const email = 'locked@test.tn';
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await login({ email, password: 'bad' }, '10.2.0.1')).statusCode).toBe(401);
    const locked = await login({ email, password: 'bad' }, '10.2.0.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Too many failed attempts/);
    expect(locked.json()).toMatchObject({ code: 'login_throttled', params: { minutes: 1 } });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another address is answered: the owner of an account cannot be locked out (login-throttle.test.ts).
    expect((await login({ email, password: 'bad' }, '10.2.0.2')).statusCode).toBe(401);
  });

  it('answers 429 after repeated failures from one address, whatever the email', async () => {
    for (let attempt = 0; attempt < 6; attempt++)
      await login({ email: `user${attempt}@test.tn`, password: 'bad' }, '10.3.0.1');
    expect((await login({ email: ADMIN.email, password: ADMIN.password }, '10.3.0.1')).statusCode).toBe(429);
    expect((await login({ email: ADMIN.email, password: ADMIN.password }, '10.3.0.2')).statusCode).toBe(200);
  });
});

describe('admin routes', () => {
  it.each(ADMIN_ROUTES)('%s %s answers 401 with a message without a token', async (method, url) => {
    const response = await ctx.inject({ method: method as 'GET', url });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Please log in.', code: 'session_required' });
  });

  it.each(ADMIN_ROUTES)('%s %s refuses a forged, unsigned, expired or orphan token', async (method, url) => {
    const [header, payload] = ctx.token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
      sub: string;
      sid: string;
      iat: number;
      exp: number;
    };
    const sign = (content: string, secret: string) =>
      `${content}.${createHmac('sha256', secret).update(content).digest('base64url')}`;
    const forged = sign(`${header}.${payload}`, 'not-the-secret');
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    const expired = sign(
      `${header}.${base64url({ ...claims, iat: claims.iat - 9 * 3600, exp: claims.iat - 3600 })}`,
      ctx.jwtSecret,
    );
    const orphan = sign(`${header}.${base64url({ ...claims, sub: 'an-admin-that-was-deleted' })}`, ctx.jwtSecret);
    const unknownSession = sign(`${header}.${base64url({ ...claims, sid: 'a-session-never-started' })}`, ctx.jwtSecret);
    const { sid: _sid, ...withoutSession } = claims;
    const sessionless = sign(`${header}.${base64url(withoutSession)}`, ctx.jwtSecret);
    // The control: the same construction with the live claims is accepted.
    const control = await ctx.inject({
      method: 'GET',
      url: '/api/leads',
      headers: { authorization: `Bearer ${sign(`${header}.${payload}`, ctx.jwtSecret)}` },
    });
    expect(control.statusCode).toBe(200);
    for (const token of [forged, unsigned, expired, orphan, unknownSession, sessionless, 'garbage']) {
      const response = await ctx.inject({
        method: method as 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode, token).toBe(401);
      expect(response.json().message).toMatch(/log in again/);
    }
  });

  it('refuses the token of an admin who was deleted', async () => {
    const user = await ctx.app.repos.staffUsers.create({
      name: 'Temp',
      email: 'temp@test.tn',
      role: 'admin',
      passwordHash: 'x',
      provisional: false,
    });
    const sid = await ctx.app.repos.staffSessions.start(user!._id, 60_000);
    const token = ctx.app.jwt.sign({ sub: user!._id, sid });
    expect(
      (await ctx.inject({ method: 'GET', url: '/api/leads', headers: { authorization: `Bearer ${token}` } }))
        .statusCode,
    ).toBe(200);
    await ctx.app.repos.staffUsers.delete(user!._id);
    expect(
      (await ctx.inject({ method: 'GET', url: '/api/leads', headers: { authorization: `Bearer ${token}` } }))
        .statusCode,
    ).toBe(401);
  });
});
