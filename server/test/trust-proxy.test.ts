/**
 * TRUST_PROXY: behind a reverse proxy every connection comes from the proxy; the visitor's address
 * is in X-Forwarded-For. Trusted, the rate limits and the login throttle count visitors apart;
 * untrusted (the default), the header is ignored, so no client can pick the address it is counted as.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../src/config.ts';
import { ADMIN, type TestContext, useTestContext } from './support/context.ts';

const PROXY = '10.0.0.2';
const lead = { name: 'Ines', email: 'ines@example.tn', learningPaceInterest: 'Intensif', message: 'Bonjour' };

/** A request as the proxy passes it on: from the proxy, the visitor's address appended to X-Forwarded-For. */
const viaProxy = (forwardedFor: string) => ({ remoteAddress: PROXY, headers: { 'x-forwarded-for': forwardedFor } });
/** A pre-registration sent through the proxy. */
const leadVia = (ctx: TestContext, forwardedFor: string) =>
  ctx.inject({ method: 'POST', url: '/api/leads', payload: lead, ...viaProxy(forwardedFor) });
/** A sign-in sent through the proxy. */
const signInVia = (ctx: TestContext, credentials: { email: string; password: string }, forwardedFor: string) =>
  ctx.inject({ method: 'POST', url: '/api/users/login', payload: credentials, ...viaProxy(forwardedFor) });

describe('TRUST_PROXY', () => {
  it('is off by default', () => {
    expect(readConfig({}).trustProxy).toBe(false);
  });

  it.each([
    ['false', false],
    ['true', true],
    ['TRUE', true],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.2', ['10.0.0.2']],
    [' 10.0.0.2 , 192.168.0.0/16 ', ['10.0.0.2', '192.168.0.0/16']],
    ['::1,fd00::/8,loopback,uniquelocal', ['::1', 'fd00::/8', 'loopback', 'uniquelocal']],
  ])('reads %j', (value, expected) => {
    expect(readConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each([
    'yes',
    'on',
    '-1',
    '1.5',
    '101',
    '300.1.1.1',
    '10.0.0.0/33',
    '::1/129',
    '10.0.0.0/',
    'proxy.example',
    '10.0.0.1,,10.0.0.2',
    '10.0.0.1/8/8',
  ])('refuses %j naming the setting', (value) => {
    expect(() => readConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => readConfig({ TRUST_PROXY: value })).toThrow(
      /TRUST_PROXY: ".*" is not true, false, a number of proxies/,
    );
  });
});

describe.each([
  ['a number of proxies', '1'],
  ["the proxy's address", PROXY],
])('behind a reverse proxy, trusted as %s', (_label, setting) => {
  const ctx = useTestContext({ env: { TRUST_PROXY: setting, FORM_RATE_LIMIT: '1' } });

  it('counts the visitors of a public form apart', async () => {
    for (let visitor = 1; visitor <= 20; visitor++) {
      const response = await leadVia(ctx, `203.0.113.${visitor}`);
      expect(response.statusCode, `visitor ${visitor}`).toBe(201);
    }
    // Each visitor still has its own limit.
    expect((await leadVia(ctx, '203.0.113.1')).statusCode).toBe(429);
  });

  it('counts failed logins per visitor: twenty strangers do not lock the admin out', async () => {
    for (let visitor = 1; visitor <= 20; visitor++) {
      const response = await signInVia(
        ctx,
        { email: `stranger${visitor}@test.tn`, password: 'guess' },
        `203.0.113.${visitor}`,
      );
      expect(response.statusCode).toBe(401);
    }
    const admin = await signInVia(ctx, ADMIN, '203.0.113.21');
    expect(admin.statusCode).toBe(200);
  });

  it('takes the address the proxy saw, not one the visitor wrote in the header', async () => {
    // The visitor sends its own X-Forwarded-For; the proxy appends the address it saw.
    for (let attempt = 1; attempt <= 20; attempt++) {
      await signInVia(
        ctx,
        { email: `spoof${attempt}@test.tn`, password: 'guess' },
        `198.51.100.${attempt}, 203.0.113.99`,
      );
    }
    const refused = await signInVia(ctx, ADMIN, '198.51.100.200, 203.0.113.99');
    expect(refused.statusCode).toBe(429);
  });
});

describe('with a list of proxies', () => {
  const ctx = useTestContext({ env: { TRUST_PROXY: `${PROXY},192.168.0.0/16`, FORM_RATE_LIMIT: '1' } });

  it('ignores X-Forwarded-For from a client that is not one of them', async () => {
    const direct = (forwardedFor: string) =>
      ctx.inject({
        method: 'POST',
        url: '/api/leads',
        payload: lead,
        remoteAddress: '10.0.0.9',
        headers: { 'x-forwarded-for': forwardedFor },
      });
    expect((await direct('203.0.113.1')).statusCode).toBe(201);
    expect((await direct('203.0.113.2')).statusCode).toBe(429);
  });
});

describe('without TRUST_PROXY', () => {
  const ctx = useTestContext({ env: { FORM_RATE_LIMIT: '1' } });

  it('ignores X-Forwarded-For: every request through the proxy counts as the proxy', async () => {
    expect((await leadVia(ctx, '203.0.113.1')).statusCode).toBe(201);
    expect((await leadVia(ctx, '203.0.113.2')).statusCode).toBe(429);

    for (let visitor = 1; visitor <= 20; visitor++) {
      await signInVia(ctx, { email: `stranger${visitor}@test.tn`, password: 'guess' }, `203.0.113.${visitor}`);
    }
    expect((await signInVia(ctx, ADMIN, '203.0.113.21')).statusCode).toBe(429);
  });
});
