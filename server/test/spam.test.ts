/**
 * A request whose hidden anti-spam field is filled is answered like any other, kept out of the
 * inbox as suspected spam, restorable by staff, and purged after SPAM_RETENTION_DAYS.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SPAM_RETENTION_DAYS } from '../../shared/domain/index.ts';
import { purgeOldSpam } from '../src/features/requests/spam-retention.ts';
import { filesIn, useTestContext } from './support/context.ts';
import { pdfBytes } from './support/fixtures.ts';
import { postCandidature } from './support/requests.ts';

const ctx = useTestContext();

const person = { name: 'Salma Jaziri', email: 'salma@example.tn', phone: '+216 20 111 222' };

/** Each inbox: how a visitor sends to it and what its list is called. */
const inboxes = [
  {
    kind: 'leads',
    send: (fields: Record<string, string>) => json('/api/leads', { ...person, courseOfInterest: 'Python', ...fields }),
  },
  {
    kind: 'company-leads',
    send: (fields: Record<string, string>) =>
      json('/api/company-leads', { companyName: 'Sotuver', contactName: person.name, email: person.email, ...fields }),
  },
  {
    kind: 'contact-messages',
    send: (fields: Record<string, string>) =>
      json('/api/contact-messages', { ...person, message: 'Bonjour, êtes-vous ouverts samedi ?', ...fields }),
  },
  {
    kind: 'candidatures',
    send: async (fields: Record<string, string>) => {
      return postCandidature(ctx, { ...person, ...fields }, { filename: 'cv.pdf', content: pdfBytes() });
    },
  },
] as const;

const json = (url: string, payload: Record<string, string>) => ctx.inject({ method: 'POST', url, payload });
const list = async (kind: string, query = '') =>
  (await ctx.inject({ method: 'GET', url: `/api/${kind}${query}`, headers: ctx.auth })).json() as {
    _id: string;
    spam?: true;
  }[];

describe.each(inboxes)('a honeypot hit on $kind', ({ kind, send }) => {
  it('is answered as usual, kept out of the inbox, listed under ?spam=true, and restorable', async () => {
    const response = await send({ website: 'http://spam.example' });
    expect(response.statusCode).toBe(201);
    const created = response.json() as { _id: string };
    // Nothing in the answer tells a bot it was noticed.
    expect(created).not.toHaveProperty('spam');

    expect((await list(kind)).map((item) => item._id)).not.toContain(created._id);
    const spam = await list(kind, '?spam=true');
    expect(spam.find((item) => item._id === created._id)).toMatchObject({ _id: created._id, spam: true });

    expect((await ctx.inject({ method: 'POST', url: `/api/${kind}/${created._id}/not-spam` })).statusCode).toBe(401);
    const restored = await ctx.inject({
      method: 'POST',
      url: `/api/${kind}/${created._id}/not-spam`,
      headers: ctx.auth,
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().message).toMatch(/back to the inbox/);
    const inbox = await list(kind);
    expect(inbox.find((item) => item._id === created._id)).toBeDefined();
    expect(inbox.find((item) => item._id === created._id)).not.toHaveProperty('spam');
    expect((await list(kind, '?spam=true')).map((item) => item._id)).not.toContain(created._id);

    // Restoring twice, or a request that never was spam, is a 404.
    expect(
      (await ctx.inject({ method: 'POST', url: `/api/${kind}/${created._id}/not-spam`, headers: ctx.auth })).statusCode,
    ).toBe(404);
  });

  it('lands in the inbox, not in spam, when the hidden field is empty', async () => {
    const created = (await send({ website: '' })).json() as { _id: string };
    expect((await list(kind)).map((item) => item._id)).toContain(created._id);
    expect((await list(kind, '?spam=true')).map((item) => item._id)).not.toContain(created._id);
  });
});

describe('the spam retention', () => {
  it(`deletes spam older than ${SPAM_RETENTION_DAYS} days with its CV, and nothing else`, async () => {
    const sent = Object.fromEntries(
      await Promise.all(
        inboxes.map(async ({ kind, send }) => {
          const spam = ((await send({ website: 'x' })).json() as { _id: string })._id;
          const genuine = ((await send({})).json() as { _id: string })._id;
          return [kind, { spam, genuine }] as const;
        }),
      ),
    );
    const cvsDir = path.join(ctx.dataDir, 'private', 'cvs');
    const cvsBefore = filesIn(cvsDir).length;

    // A day short of the limit: everything stays.
    const day = 24 * 60 * 60 * 1000;
    await purgeOldSpam(ctx.app, new Date(Date.now() + (SPAM_RETENTION_DAYS - 1) * day));
    for (const { kind } of inboxes)
      expect((await list(kind, '?spam=true')).map((item) => item._id)).toContain(sent[kind]!.spam);

    const purged = await purgeOldSpam(ctx.app, new Date(Date.now() + (SPAM_RETENTION_DAYS + 1) * day));
    expect(purged).toBeGreaterThanOrEqual(inboxes.length);
    for (const { kind } of inboxes) {
      expect(await list(kind, '?spam=true')).toEqual([]);
      expect((await list(kind)).map((item) => item._id)).toContain(sent[kind]!.genuine);
    }
    // The spam application's CV went with it; the genuine ones' stay.
    expect(filesIn(cvsDir).length).toBeLessThan(cvsBefore);
    const candidatures = (await list('candidatures')) as unknown as { cvPath: string }[];
    for (const candidature of candidatures) {
      expect((await ctx.inject({ method: 'GET', url: candidature.cvPath, headers: ctx.auth })).statusCode).toBe(200);
    }
    expect(fs.existsSync(cvsDir)).toBe(true);
  });
});
