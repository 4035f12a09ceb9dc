/**
 * Tokens auth.test.ts does not try: other algorithms (HS384/HS512, RS256 by confusion or with the
 * attacker's own key), claims missing or of the wrong type, a token carried anywhere but the
 * Authorization header, and malformed or doubled Bearer values. Each answers 401 with a message
 * on every admin route, and a draft course stays hidden from a caller with such a token.
 */
import { createHmac, createPublicKey, createSign, generateKeyPairSync, type JsonWebKey } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCourse, createInstructor } from '../support/builders.ts';
import { useTestContext } from '../support/context.ts';

const ctx = useTestContext();
let draftId: string;
let instructorId: string;

beforeAll(async () => {
  instructorId = (await createInstructor(ctx))._id;
  draftId = (await createCourse(ctx, instructorId))._id;
});

/**
 * Every route that needs an admin. :course and :instructor are real ids, so that a token wrongly
 * accepted would act on something; :id names nothing.
 */
const ADMIN_ROUTES: [string, string][] = [
  ['GET', '/api/courses/all'],
  ['GET', '/api/courses/:course/edit'],
  ['POST', '/api/courses'],
  ['PUT', '/api/courses/:course'],
  ['PUT', '/api/courses/:course/publish'],
  ['DELETE', '/api/courses/:course'],
  ['GET', '/api/leads'],
  ['DELETE', '/api/leads/:id'],
  ['GET', '/api/company-leads'],
  ['DELETE', '/api/company-leads/:id'],
  ['GET', '/api/candidatures'],
  ['GET', '/api/candidatures/:id/cv'],
  ['DELETE', '/api/candidatures/:id'],
  ['POST', '/api/instructors'],
  ['DELETE', '/api/instructors/:instructor'],
];
const resolve = (route: string) =>
  route.replace(':course', draftId).replace(':instructor', instructorId).replace(':id', 'x');

const base64url = (value: object | string) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
const claims = () =>
  JSON.parse(Buffer.from(ctx.token.split('.')[1]!, 'base64url').toString()) as {
    sub: string;
    iat: number;
    exp: number;
  };

/** A token with the given header and claims, signed by HMAC with `hash` and `secret` (the server's by default). */
function hmacToken(header: object, payload: object, hash = 'sha256', secret?: string): string {
  const content = `${base64url(header)}.${base64url(payload)}`;
  return `${content}.${createHmac(hash, secret ?? ctx.jwtSecret)
    .update(content)
    .digest('base64url')}`;
}

let attackerKeys: { publicJwk: JsonWebKey; privateKey: string } | undefined;

/**
 * RS256 with a key of the attacker's own, its public half offered in the header. The keys come out
 * of the generation as PEM, the JWK is made once from a key read back: exporting a generated
 * KeyObject can deadlock Node 20 (the export holds the key's lock while a garbage collection ends
 * the generation job, which takes it too).
 */
function attackerRsaToken(): string {
  if (!attackerKeys) {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    attackerKeys = { publicJwk: createPublicKey(publicKey).export({ format: 'jwk' }), privateKey };
  }
  const { privateKey, publicJwk } = attackerKeys;
  const content = `${base64url({ alg: 'RS256', typ: 'JWT', jwk: publicJwk })}.${base64url(claims())}`;
  return `${content}.${createSign('RSA-SHA256').update(content).sign(privateKey).toString('base64url')}`;
}

/** Authorization values that must all be refused as an invalid session. */
function invalidAuthorizations(): [string, string][] {
  const live = claims();
  const hs256 = { alg: 'HS256', typ: 'JWT' };
  const [, payload] = ctx.token.split('.') as [string, string];
  return [
    [
      'a token signed with HS512 and the right secret',
      `Bearer ${hmacToken({ alg: 'HS512', typ: 'JWT' }, live, 'sha512')}`,
    ],
    [
      'a token signed with HS384 and the right secret',
      `Bearer ${hmacToken({ alg: 'HS384', typ: 'JWT' }, live, 'sha384')}`,
    ],
    [
      'an RS256 header over an HMAC of the secret (algorithm confusion)',
      `Bearer ${hmacToken({ alg: 'RS256', typ: 'JWT' }, live)}`,
    ],
    ["an RS256 token signed with the caller's own key", `Bearer ${attackerRsaToken()}`],
    ['alg "None" without a signature', `Bearer ${base64url({ alg: 'None', typ: 'JWT' })}.${payload}.`],
    [
      'alg "NONE" with a signature',
      `Bearer ${base64url({ alg: 'NONE', typ: 'JWT' })}.${payload}.${ctx.token.split('.')[2]}`,
    ],
    ['the right header with the signature removed', `Bearer ${ctx.token.split('.').slice(0, 2).join('.')}.`],
    ['a token signed with an empty secret', `Bearer ${hmacToken(hs256, live, 'sha256', '')}`],
    ['a token without sub', `Bearer ${hmacToken(hs256, { iat: live.iat, exp: live.exp })}`],
    ['a token whose sub is a number', `Bearer ${hmacToken(hs256, { ...live, sub: 1 })}`],
    ['a token whose sub is an object', `Bearer ${hmacToken(hs256, { ...live, sub: { $ne: null } })}`],
    ['a token whose sub is an array', `Bearer ${hmacToken(hs256, { ...live, sub: [live.sub] })}`],
    ['a token without exp', `Bearer ${hmacToken(hs256, { sub: live.sub, iat: live.iat })}`],
    [
      'a token not valid before an hour from now',
      `Bearer ${hmacToken(hs256, { ...live, nbf: Math.floor(Date.now() / 1000) + 3600 })}`,
    ],
    ['a token whose exp is a string', `Bearer ${hmacToken(hs256, { ...live, exp: String(live.exp) })}`],
    ['"Bearer" without a token', 'Bearer'],
    ['"Bearer" and spaces', 'Bearer    '],
    ['two spaces before the token', `Bearer  ${ctx.token}`],
    ['the token without "Bearer"', ctx.token],
    ['Basic credentials', `Basic ${Buffer.from('admin@test.tn:correct horse battery staple').toString('base64')}`],
    ['two tokens after one "Bearer"', `Bearer ${ctx.token} ${ctx.token}`],
    ['two Bearer tokens separated by a comma', `Bearer ${ctx.token}, Bearer ${ctx.token}`],
    ['a forged token with a lowercase "bearer"', `bearer ${hmacToken(hs256, live, 'sha256', 'not-the-secret')}`],
  ];
}

describe('tokens auth.test.ts does not try', () => {
  it('accepts the live token, with the scheme in any case as HTTP allows (the control)', async () => {
    for (const scheme of ['Bearer', 'bearer', 'BEARER']) {
      const response = await ctx.inject({
        method: 'GET',
        url: '/api/leads',
        headers: { authorization: `${scheme} ${ctx.token}` },
      });
      expect(response.statusCode, scheme).toBe(200);
    }
  });

  it.each(ADMIN_ROUTES)('%s %s refuses every invalid Authorization value with 401', async (method, route) => {
    const url = resolve(route);
    for (const [label, authorization] of invalidAuthorizations()) {
      const response = await ctx.inject({ method: method as 'GET', url, headers: { authorization } });
      expect(response.statusCode, label).toBe(401);
      expect(response.json(), label).toMatchObject({
        message: expect.stringMatching(/log in/),
        code: expect.stringMatching(/^session_/),
      });
    }
  });

  it.each(ADMIN_ROUTES)('%s %s ignores a token in the query string or a cookie', async (method, route) => {
    const url = resolve(route);
    const places: [string, string, Record<string, string>][] = [
      ...['token', 'access_token', 'jwt', 'authorization'].map((key): [string, string, Record<string, string>] => [
        `?${key}=`,
        `${url}?${key}=${ctx.token}`,
        {},
      ]),
      ['?authorization=Bearer', `${url}?authorization=${encodeURIComponent(`Bearer ${ctx.token}`)}`, {}],
      ['a cookie', url, { cookie: `token=${ctx.token}; authorization=Bearer%20${ctx.token}; jwt=${ctx.token}` }],
    ];
    for (const [label, target, headers] of places) {
      const response = await ctx.inject({ method: method as 'GET', url: target, headers });
      expect(response.statusCode, label).toBe(401);
      expect(response.json(), label).toMatchObject({ message: 'Please log in.', code: 'session_required' });
    }
  });

  it('keeps a draft course hidden from a caller with any such token, and the course untouched', async () => {
    const before = (await ctx.inject({ method: 'GET', url: `/api/courses/${draftId}/edit`, headers: ctx.auth })).json();
    expect(before.isPublished).toBe(false);
    for (const [label, authorization] of invalidAuthorizations()) {
      const response = await ctx.inject({ method: 'GET', url: `/api/courses/${draftId}`, headers: { authorization } });
      expect(response.statusCode, label).toBe(404);
    }
    const response = await ctx.inject({
      method: 'GET',
      url: `/api/courses/${draftId}?token=${ctx.token}`,
      headers: { cookie: `token=${ctx.token}` },
    });
    expect(response.statusCode).toBe(404);
    expect(
      (await ctx.inject({ method: 'GET', url: `/api/courses/${draftId}/edit`, headers: ctx.auth })).json(),
    ).toEqual(before);
  });
});
