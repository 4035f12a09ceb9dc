import { describe, expect, it } from 'vitest';
import type { CompanyLead, Lead } from '../../shared/domain/index.ts';
import { problemPaths, sendJsonText, useTestContext } from './support/context.ts';

const ctx = useTestContext();

const lead = {
  name: 'Ines',
  email: 'ines@example.tn',
  phone: '+216 22 123 456',
  courseOfInterest: 'Python',
  learningPaceInterest: 'Intensif',
  message: 'Bonjour',
};

describe('pre-registrations', () => {
  it('accepts a pre-registration from anyone and lists it for the admin, newest first', async () => {
    const first = await ctx.inject({ method: 'POST', url: '/api/leads', payload: { ...lead, name: 'Premier' } });
    const second = await ctx.inject({ method: 'POST', url: '/api/leads', payload: lead });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject(lead); // every field as sent
    const list = (await ctx.inject({ method: 'GET', url: '/api/leads', headers: ctx.auth })).json() as Lead[];
    expect(list.slice(0, 2).map((item) => item._id)).toEqual([second.json()._id, first.json()._id]);
  });

  it('defaults the pace to Classique and treats blank optional fields as absent', async () => {
    const response = await ctx.inject({
      method: 'POST',
      url: '/api/leads',
      payload: { name: 'A', email: 'a@b.tn', phone: '', message: '  ', learningPaceInterest: '' },
    });
    expect(response.statusCode).toBe(201);
    const created = response.json() as Lead;
    expect(created.learningPaceInterest).toBe('Classique');
    expect(created).not.toHaveProperty('phone');
    expect(created).not.toHaveProperty('message');
  });

  it.each([
    ['no name', { email: 'a@b.tn' }, 'name'],
    ['no email', { name: 'A' }, 'email'],
    ['an invalid email', { name: 'A', email: 'not-an-email' }, 'email'],
    ['an invalid phone', { name: 'A', email: 'a@b.tn', phone: 'call me' }, 'phone'],
    ['an unknown pace', { name: 'A', email: 'a@b.tn', learningPaceInterest: 'Lent' }, 'learningPaceInterest'],
    ['a message too long', { name: 'A', email: 'a@b.tn', message: 'x'.repeat(5001) }, 'message'],
    ['a name of the wrong type', { name: 42, email: 'a@b.tn' }, 'name'],
  ])('refuses %s with 400 and a message', async (_label, payload, field) => {
    const response = await ctx.inject({ method: 'POST', url: '/api/leads', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBeTruthy();
    expect(problemPaths(response)).toContain(field);
  });

  it('refuses malformed JSON and an empty body with 400', async () => {
    const malformed = await sendJsonText(ctx, 'POST', '/api/leads', '{"name":');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBeTruthy();
    const empty = await sendJsonText(ctx, 'POST', '/api/leads', '');
    expect(empty.statusCode).toBe(400);
  });

  it('archives: the row leaves the list, keeps its date and appears among the archived', async () => {
    const created = (await ctx.inject({ method: 'POST', url: '/api/leads', payload: lead })).json() as Lead;
    expect((await ctx.inject({ method: 'DELETE', url: `/api/leads/${created._id}` })).statusCode).toBe(401);
    const response = await ctx.inject({ method: 'DELETE', url: `/api/leads/${created._id}`, headers: ctx.auth });
    expect(response.statusCode).toBe(200);
    const active = (await ctx.inject({ method: 'GET', url: '/api/leads', headers: ctx.auth })).json() as Lead[];
    expect(active.some((item) => item._id === created._id)).toBe(false);
    const archived = (
      await ctx.inject({ method: 'GET', url: '/api/leads?archived=true', headers: ctx.auth })
    ).json() as Lead[];
    const found = archived.find((item) => item._id === created._id);
    expect(found?.archivedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(
      (await ctx.inject({ method: 'DELETE', url: `/api/leads/${created._id}`, headers: ctx.auth })).statusCode,
    ).toBe(404);
    expect((await ctx.inject({ method: 'DELETE', url: '/api/leads/unknown', headers: ctx.auth })).statusCode).toBe(404);
    expect((await ctx.inject({ method: 'GET', url: '/api/leads?archived=maybe', headers: ctx.auth })).statusCode).toBe(
      400,
    );
  });

  it('lists only for an admin', async () => {
    expect((await ctx.inject({ method: 'GET', url: '/api/leads' })).statusCode).toBe(401);
  });

  it('limits submissions per address with 429 and a message', async () => {
    const limited = await (await import('./support/context.ts')).createTestContext({ env: { FORM_RATE_LIMIT: '2' } });
    try {
      const send = () =>
        limited.inject({ method: 'POST', url: '/api/leads', payload: lead, remoteAddress: '10.1.2.3' });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        message: expect.stringMatching(/Too many requests/),
        code: 'rate_limited',
      });
      expect(refused.json().params.seconds).toBeGreaterThan(0);
      const other = await limited.inject({
        method: 'POST',
        url: '/api/leads',
        payload: lead,
        remoteAddress: '10.9.9.9',
      });
      expect(other.statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('company quote requests', () => {
  const quote = {
    companyName: 'Tunisie Telecom',
    contactName: 'Sami',
    email: 'sami@tt.tn',
    phone: '71 000 000',
    message: '10 personnes',
  };

  it('accepts a request from anyone, lists it for the admin and deletes it', async () => {
    const created = await ctx.inject({ method: 'POST', url: '/api/company-leads', payload: quote });
    expect(created.statusCode).toBe(201);
    const item = created.json() as CompanyLead;
    expect(item).toMatchObject(quote);
    expect((await ctx.inject({ method: 'GET', url: '/api/company-leads' })).statusCode).toBe(401);
    const list = (
      await ctx.inject({ method: 'GET', url: '/api/company-leads', headers: ctx.auth })
    ).json() as CompanyLead[];
    expect(list[0]?._id).toBe(item._id);
    expect((await ctx.inject({ method: 'DELETE', url: `/api/company-leads/${item._id}` })).statusCode).toBe(401);
    expect(
      (await ctx.inject({ method: 'DELETE', url: `/api/company-leads/${item._id}`, headers: ctx.auth })).statusCode,
    ).toBe(200);
    expect(
      (await ctx.inject({ method: 'DELETE', url: `/api/company-leads/${item._id}`, headers: ctx.auth })).statusCode,
    ).toBe(404);
  });

  it.each([
    ['no company', { contactName: 'a', email: 'a@b.tn' }, 'companyName'],
    ['no contact', { companyName: 'a', email: 'a@b.tn' }, 'contactName'],
    ['an invalid email', { companyName: 'a', contactName: 'b', email: 'x' }, 'email'],
  ])('refuses %s with 400', async (_label, payload, field) => {
    const response = await ctx.inject({ method: 'POST', url: '/api/company-leads', payload });
    expect(response.statusCode).toBe(400);
    expect(problemPaths(response)).toContain(field);
  });
});
