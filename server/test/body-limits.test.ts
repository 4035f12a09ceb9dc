/**
 * Small routes read small bodies: a sign-in, a status or a visitor's form the size of megabytes is
 * refused (413) before it is parsed, while the largest real one still passes.
 */
import { expect, it } from 'vitest';
import { SMALL_BODY_LIMIT, TEXT_BODY_LIMIT } from '../src/infra/http/body-limits.ts';
import { useTestContext } from './support/context.ts';

const ctx = useTestContext();

const json = (method: 'POST' | 'PATCH', url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.inject({
    method,
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });

it('refuses a sign-in body past a few KiB with 413 and a JSON message, and signs in as before', async () => {
  const huge = await json('POST', '/api/users/login', {
    email: 'admin@test.tn',
    password: 'x'.repeat(4 * 1024 * 1024),
  });
  expect(huge.statusCode).toBe(413);
  expect(huge.json()).toMatchObject({ message: expect.any(String) });
  const padded = await json('POST', '/api/users/login', {
    email: 'admin@test.tn',
    password: 'x',
    padding: 'y'.repeat(SMALL_BODY_LIMIT),
  });
  expect(padded.statusCode).toBe(413);
  expect(
    (await json('POST', '/api/users/login', { email: 'admin@test.tn', password: 'correct horse battery staple' }))
      .statusCode,
  ).toBe(200);
});

it('refuses a status change past a few KiB, and a note or a public form past their limit, and takes the longest real ones', async () => {
  const lead = await json('POST', '/api/leads', { name: 'سلمى', email: 'long@example.tn', message: 'ك'.repeat(5000) });
  expect(lead.statusCode).toBe(201);
  const id = (lead.json() as { _id: string })._id;
  expect(
    (
      await json('POST', '/api/leads', {
        name: 'A',
        email: 'a@example.tn',
        message: 'x',
        padding: 'y'.repeat(TEXT_BODY_LIMIT),
      })
    ).statusCode,
  ).toBe(413);
  // The longest note, Arabic and escaped as \\u sequences (the most bytes it can take), passes.
  const escaped = `{"text":"${'\\u0643'.repeat(5000)}"}`;
  expect(
    (
      await ctx.inject({
        method: 'POST',
        url: `/api/leads/${id}/notes`,
        headers: { ...ctx.auth, 'content-type': 'application/json' },
        payload: escaped,
      })
    ).statusCode,
  ).toBe(201);
  expect(
    (await json('POST', `/api/leads/${id}/notes`, { text: 'x', padding: 'y'.repeat(TEXT_BODY_LIMIT) }, ctx.auth))
      .statusCode,
  ).toBe(413);
  expect(
    (await json('PATCH', `/api/leads/${id}`, { status: 'contacted', padding: 'y'.repeat(SMALL_BODY_LIMIT) }, ctx.auth))
      .statusCode,
  ).toBe(413);
  expect((await json('PATCH', `/api/leads/${id}`, { status: 'contacted' }, ctx.auth)).statusCode).toBe(200);
});
