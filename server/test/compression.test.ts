/**
 * The API's large JSON answers are compressed for a client that takes it (an admin list of every
 * lead or course is megabytes); small ones, a client that takes no encoding, and the answers
 * already encoded or streamed are sent as they are.
 */
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from './support/context.ts';

const ctx = useTestContext();

beforeAll(async () => {
  // Enough pre-registrations for the list to be well over the 16 KiB below which nothing is compressed.
  for (let index = 0; index < 120; index += 1) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: { 'x-forwarded-for': `10.1.${Math.floor(index / 200)}.${index % 200}` },
      payload: {
        name: `Personne ${index}`,
        email: `personne${index}@exemple.tn`,
        phone: '+216 22 123 456',
        courseOfInterest: 'Anglais des affaires — niveau intermédiaire',
        learningPaceInterest: 'Intensif',
        message: 'Bonjour, je voudrais connaître les dates de la prochaine session et le tarif. Merci.',
      },
    });
    expect(response.statusCode).toBe(201);
  }
});

const leads = (acceptEncoding?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/leads',
    headers: { ...ctx.auth, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

describe('compressed API answers', () => {
  it('sends a large list in Brotli to a client that takes it, the same JSON once decoded', async () => {
    const plain = await leads();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(16 * 1024);

    const br = await leads('gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('falls back to gzip, and sends it as it is to a client that takes neither', async () => {
    const gzip = await leads('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString('utf8'))).toHaveLength(120);
    const none = await leads('identity');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.json()).toHaveLength(120);
  });

  it('leaves small answers and errors as they are', async () => {
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/api/leads?limit=2',
      headers: { ...ctx.auth, 'accept-encoding': 'br' },
    });
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.json()).toHaveLength(2);
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/leads', headers: { 'accept-encoding': 'br' } });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-encoding']).toBeUndefined();
  });
});
