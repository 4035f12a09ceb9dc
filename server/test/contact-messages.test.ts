import { describe, expect, it } from 'vitest';
import type { ContactMessage, Lead } from '../../shared/domain/index.ts';
import { problemPaths, useTestContext } from './support/context.ts';

const ctx = useTestContext();

const message = {
  name: 'Hédi Ben Ammar',
  email: 'hedi@example.tn',
  phone: '+216 55 123 456',
  message: 'Proposez-vous des cours du soir ?',
};
const send = (payload: Record<string, unknown>) =>
  ctx.inject({ method: 'POST', url: '/api/contact-messages', payload });
const list = async (query = '') =>
  (
    await ctx.inject({ method: 'GET', url: `/api/contact-messages${query}`, headers: ctx.auth })
  ).json() as ContactMessage[];

describe('contact messages', () => {
  it('takes a message from anyone, in its own inbox (not among the pre-registrations), newest first', async () => {
    const first = await send({ ...message, name: 'Premier' });
    const second = await send(message);
    expect(first.statusCode).toBe(201);
    expect(second.json()).toMatchObject(message);
    expect((await list()).slice(0, 2).map((item) => item._id)).toEqual([second.json()._id, first.json()._id]);
    const leads = (await ctx.inject({ method: 'GET', url: '/api/leads', headers: ctx.auth })).json() as Lead[];
    expect(leads.map((lead) => lead._id)).not.toContain(second.json()._id);
  });

  it.each([
    ['no message', { ...message, message: '  ' }, 'message'],
    ['no name', { ...message, name: undefined }, 'name'],
    ['an invalid email', { ...message, email: 'hedi@' }, 'email'],
    ['an invalid phone', { ...message, phone: 'appelez-moi' }, 'phone'],
    ['a message too long', { ...message, message: 'x'.repeat(5001) }, 'message'],
  ])('refuses %s with 400 naming the field', async (_label, payload, field) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBeTruthy();
    expect(problemPaths(response)).toContain(field);
  });

  it('lets staff only read, archive and delete', async () => {
    const created = (await send(message)).json() as ContactMessage;
    for (const [method, url] of [
      ['GET', '/api/contact-messages'],
      ['POST', `/api/contact-messages/${created._id}/archive`],
      ['DELETE', `/api/contact-messages/${created._id}`],
    ] as const) {
      expect((await ctx.inject({ method, url })).statusCode).toBe(401);
    }

    const archived = await ctx.inject({
      method: 'POST',
      url: `/api/contact-messages/${created._id}/archive`,
      headers: ctx.auth,
    });
    expect(archived.statusCode).toBe(200);
    expect((await list()).map((item) => item._id)).not.toContain(created._id);
    const inArchive = (await list('?archived=true')).find((item) => item._id === created._id);
    expect(inArchive?.archivedAt).toBeTruthy();
    expect(
      (await ctx.inject({ method: 'POST', url: `/api/contact-messages/${created._id}/archive`, headers: ctx.auth }))
        .statusCode,
    ).toBe(404);

    expect(
      (await ctx.inject({ method: 'DELETE', url: `/api/contact-messages/${created._id}`, headers: ctx.auth }))
        .statusCode,
    ).toBe(200);
    expect((await list('?archived=true')).map((item) => item._id)).not.toContain(created._id);
    const again = await ctx.inject({
      method: 'DELETE',
      url: `/api/contact-messages/${created._id}`,
      headers: ctx.auth,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Message not found.');
  });
});
