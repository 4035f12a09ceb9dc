/**
 * A visitor's request and its e-mails end to end: through the public POST, the outbox and a real
 * SMTP server that is down when the request arrives and comes back later.
 */
import { afterAll, expect, it } from 'vitest';
import { createInstructor, createPublishedCourse, createSession, sessionFields } from './support/builders.ts';
import { useTestContext } from './support/context.ts';
import { pdfBytes } from './support/fixtures.ts';
import { freePort, mailEnv, startSmtpServer, type TestSmtpServer } from './support/smtp.ts';
import { postCandidature } from './support/requests.ts';

let smtpPort: number;
let smtp: TestSmtpServer | undefined;

afterAll(() => smtp?.close());
const ctx = useTestContext(async () => {
  smtpPort = await freePort();
  return {
    env: mailEnv(`smtp://127.0.0.1:${smtpPort}`),
    mailOutbox: { backoff: [100, 200, 200, 200, 200, 200, 200, 200], pollMs: 50 },
  };
});

async function waitFor(check: () => boolean, withinMs: number) {
  const deadline = Date.now() + withinMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

it('answers at once while SMTP is down, then delivers each mail once when it is back: Arabic to the visitor, the link to staff', async () => {
  const startedAt = Date.now();
  const response = await ctx.inject({
    method: 'POST',
    url: '/api/leads',
    headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    payload: { name: 'سلمى', email: 'salma@example.tn', courseOfInterest: 'تطوير الويب', language: 'ar' },
  });
  expect(response.statusCode).toBe(201);
  expect(Date.now() - startedAt).toBeLessThan(1000);
  const { _id } = response.json() as { _id: string };

  // Down for a few retries, then back on the same port.
  await new Promise((resolve) => setTimeout(resolve, 400));
  smtp = await startSmtpServer({ port: smtpPort });
  await waitFor(() => smtp!.received.length >= 2, 5000);
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(smtp.received).toHaveLength(2);

  const toVisitor = smtp.received.find((mail) => mail.recipients.includes('salma@example.tn'))!;
  expect(toVisitor.parsed.subject).toMatch(/[\u0600-\u06ff]/);
  expect(toVisitor.parsed.html).toContain('dir="rtl"');
  expect(toVisitor.parsed.text).toMatch(/[\u0600-\u06ff]/);

  const toStaff = smtp.received.find((mail) => mail.recipients.includes('accueil@takwin.tn'))!;
  expect(toStaff.parsed.text).toContain(`https://www.takwin.tn/admin/leads?open=${_id}`);
  expect(toStaff.parsed.text).toContain('salma@example.tn');
});

it('writes to an applicant in the language of the page, before the browser’s, and to nobody for spam', async () => {
  smtp!.received.length = 0;
  const application = await postCandidature(
    ctx,
    { name: 'Karim', email: 'karim@example.tn', language: 'en' },
    { filename: 'cv.pdf', content: pdfBytes(2_000) },
    { 'accept-language': 'ar' },
  );
  expect(application.statusCode).toBe(201);
  const spam = await ctx.inject({
    method: 'POST',
    url: '/api/leads',
    payload: { name: 'Bot', email: 'bot@example.tn', website: 'http://spam.example' },
  });
  expect(spam.statusCode).toBe(201);
  const browser = await ctx.inject({
    method: 'POST',
    url: '/api/company-leads',
    headers: { 'accept-language': 'en;q=0.5,ar;q=0.9' },
    payload: { companyName: 'Sotetel', contactName: 'Amel', email: 'amel@example.tn' },
  });
  expect(browser.statusCode).toBe(201);

  await waitFor(() => smtp!.received.length >= 4, 5000);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(smtp!.received.flatMap((mail) => mail.recipients)).not.toContain('bot@example.tn');
  expect(smtp!.received).toHaveLength(4);
  const toApplicant = smtp!.received.find((mail) => mail.recipients.includes('karim@example.tn'))!;
  expect(toApplicant.parsed.html).not.toContain('dir="rtl"');
  expect(toApplicant.parsed.subject).toMatch(/application/i);
  // No `language` field: the browser's preferred one (Arabic at q=0.9 over English at 0.5).
  const toCompany = smtp!.received.find((mail) => mail.recipients.includes('amel@example.tn'))!;
  expect(toCompany.parsed.html).toContain('dir="rtl"');
});

it("names the course from the catalogue and the session's days, and tells a visitor when they are on its waiting list", async () => {
  smtp!.received.length = 0;
  const instructor = await createInstructor(ctx, 'Mail Instructor');
  const course = await createPublishedCourse(ctx, instructor._id, {
    title: { fr: 'Marketing digital', en: 'Digital marketing', ar: 'التسويق الرقمي' },
  });
  const { _id: sessionId } = await createSession(
    ctx,
    course._id,
    sessionFields('2099-01-12', {
      endDate: '2099-01-16',
      mode: 'online',
      location: undefined,
      seats: 1,
      status: 'open',
    }),
  );
  const first = await ctx.inject({
    method: 'POST',
    url: '/api/leads',
    payload: { name: 'Ines', email: 'ines@example.tn', courseId: course._id, sessionId, language: 'ar' },
  });
  expect(
    (
      await ctx.inject({
        method: 'PATCH',
        url: `/api/leads/${(first.json() as { _id: string })._id}`,
        headers: ctx.auth,
        payload: { status: 'enrolled' },
      })
    ).statusCode,
  ).toBe(200);
  const waiting = await ctx.inject({
    method: 'POST',
    url: '/api/leads',
    payload: { name: 'Sami', email: 'sami@example.tn', courseId: course._id, sessionId, language: 'fr' },
  });
  expect(waiting.json()).toMatchObject({ waitingList: true });

  await waitFor(() => smtp!.received.length >= 4, 5000);
  const to = (address: string) => smtp!.received.find((mail) => mail.recipients.includes(address))!.parsed;
  expect(to('ines@example.tn').text).toContain(
    'لقد تلقّينا طلب تسجيلك المسبق في دورة «التسويق الرقمي». الموعد: 12–16 جانفي 2099.',
  );
  expect(to('ines@example.tn').text).not.toContain('قائمة الانتظار');
  expect(to('sami@example.tn').text).toContain(
    'Nous avons bien reçu votre pré-inscription à la formation « Marketing digital ». Session : 12–16 janvier 2099. Cette session est complète : votre demande est sur sa liste d’attente',
  );
  const toStaff = smtp!.received
    .filter((mail) => mail.recipients.includes('accueil@takwin.tn'))
    .map((mail) => mail.parsed.text ?? '');
  expect(
    toStaff.some((text) => text.includes('Session : 12–16 janvier 2099 (liste d’attente : la session est complète)')),
  ).toBe(true);
  // The staff mail is French whatever the visitor's language: Ines wrote from the Arabic page.
  expect(toStaff).toHaveLength(2);
  for (const text of toStaff) expect(text).toContain('Formation : Marketing digital\n');
  expect(toStaff.join('\n')).not.toContain('التسويق الرقمي');
});

it('sends one acknowledgment an hour to an address, whatever the form, while every request is stored and staff told of each', async () => {
  smtp!.received.length = 0;
  const victim = 'Victim@Example.tn';
  const sent = [
    await ctx.inject({ method: 'POST', url: '/api/leads', payload: { name: 'A', email: victim } }),
    await ctx.inject({
      method: 'POST',
      url: '/api/company-leads',
      payload: { companyName: 'B', contactName: 'B', email: victim.toLowerCase() },
    }),
    await ctx.inject({ method: 'POST', url: '/api/leads', payload: { name: 'C', email: victim.toUpperCase() } }),
  ];
  for (const response of sent) expect(response.statusCode).toBe(201);
  await waitFor(() => smtp!.received.length >= 4, 5000);
  await new Promise((resolve) => setTimeout(resolve, 400));
  const toVictim = smtp!.received.filter((mail) =>
    mail.recipients.some((recipient) => recipient.toLowerCase() === victim.toLowerCase()),
  );
  expect(toVictim).toHaveLength(1);
  expect(smtp!.received.filter((mail) => mail.recipients.includes('accueil@takwin.tn'))).toHaveLength(3);
  const stored = await ctx.app.db.kysely
    .selectFrom('leads')
    .select('id')
    .where('email', 'in', [victim, victim.toUpperCase()])
    .execute();
  expect(stored).toHaveLength(2);
  // The address is kept only as a hash by the limit.
  const keys = await ctx.app.db.kysely.selectFrom('rate_limit_hits').select('key').execute();
  expect(keys.some((row) => row.key.toLowerCase().includes('victim'))).toBe(false);
  // An hour later the address may be acknowledged again.
  await ctx.app.db.kysely
    .updateTable('rate_limit_hits')
    .set({ reset_at: Date.now() - 1 })
    .where('key', 'like', 'ack %')
    .execute();
  smtp!.received.length = 0;
  expect(
    (await ctx.inject({ method: 'POST', url: '/api/leads', payload: { name: 'D', email: victim } })).statusCode,
  ).toBe(201);
  await waitFor(
    () =>
      smtp!.received.some((mail) =>
        mail.recipients.some((recipient) => recipient.toLowerCase() === victim.toLowerCase()),
      ),
    5000,
  );
});
