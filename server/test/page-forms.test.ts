/**
 * The public forms posted as plain HTML forms, as a browser without the app sends them
 * (features/site/page-form-routes.ts): received as the API receives them (stored, acknowledged by
 * mail in the visitor's language), 303 to the page's confirmation; refused, the page again (400)
 * with the visitor's values and each field's problem in the page's language, nothing stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createPublishedCourse, createInstructor, createSession, sessionFields } from './support/builders.ts';
import { createTestContext, multipart, type TestContext, useTestContext } from './support/context.ts';
import { exeBytes, pdfBytes } from './support/fixtures.ts';
import { mailingOptions, startSmtpServer, type TestSmtpServer, waitFor } from './support/smtp.ts';
import { indexHtml, loadPageRenderer, makeWebDist, removeWebDist } from './support/web-build.ts';

let webDist: string;
let smtp: TestSmtpServer;
let render: Awaited<ReturnType<typeof loadPageRenderer>>;
beforeAll(async () => {
  render = await loadPageRenderer();
  webDist = makeWebDist({ 'index.html': indexHtml('<title>Takwin</title>') });
  smtp = await startSmtpServer();
});
afterAll(async () => {
  removeWebDist(webDist);
  await smtp.close();
});

const ctx = useTestContext(() => ({
  ...mailingOptions(smtp),
  config: { webDistDir: webDist },
  renderPage: render,
}));

let course: Awaited<ReturnType<typeof createPublishedCourse>>;
let sessionId: string;
let fullSessionId: string;
beforeAll(async () => {
  const instructor = await createInstructor(ctx);
  course = await createPublishedCourse(ctx, instructor._id);
  sessionId = (await createSession(ctx, course._id, sessionFields('2099-03-02')))._id;
  fullSessionId = (await createSession(ctx, course._id, sessionFields('2099-04-06', { seats: 1 })))._id;
  // Its one seat taken: a pre-registration for it goes to the waiting list.
  const taken = await ctx.inject({
    method: 'POST',
    url: '/api/leads',
    payload: { name: 'Sami', email: 'sami@example.com', courseId: course._id, sessionId: fullSessionId },
  });
  const id = (taken.json() as { _id: string })._id;
  for (const status of ['contacted', 'enrolled'])
    expect(
      (await ctx.inject({ method: 'PATCH', url: `/api/leads/${id}`, headers: ctx.auth, payload: { status } }))
        .statusCode,
    ).toBe(200);
});

/** Posts `fields` as a browser posts a form without a file. */
const postForm = (
  app: TestContext,
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });

/** The text of a page's HTML, tags out (what a reader sees, in one line). */
const textOf = (response: LightMyRequestResponse) =>
  response.body
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');

/** An inbox's active requests (spam not among them). */
const list = async (inbox: string) =>
  (await ctx.inject({ method: 'GET', url: `/api/${inbox}`, headers: ctx.auth })).json() as Record<string, unknown>[];

describe('the pre-registration without the app', () => {
  it('is received from the Arabic course page with its session: 303 to the confirmation, mailed in Arabic', async () => {
    const page = `/course/${encodeURIComponent(course.slug.ar)}`;
    const response = await postForm(ctx, page, {
      language: 'ar',
      name: 'ليلى الطرابلسي',
      email: 'leila@example.com',
      phone: '',
      sessionId,
      learningPaceInterest: 'Intensif',
      message: 'مساءً فقط',
      website: '',
      consent: 'on',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${page}?sent=preregistration&lng=ar`);

    const lead = (await list('leads')).find((item) => item.email === 'leila@example.com')!;
    expect(lead).toMatchObject({
      name: 'ليلى الطرابلسي',
      courseId: course._id,
      sessionId,
      courseOfInterest: expect.any(String),
      learningPaceInterest: 'Intensif',
      message: 'مساءً فقط',
      consentAt: expect.any(String),
    });
    await waitFor(() => smtp.received.some((mail) => mail.recipients.includes('leila@example.com')));
    const acknowledgment = smtp.received.find((mail) => mail.recipients.includes('leila@example.com'))!;
    expect(acknowledgment.parsed.html).toContain('dir="rtl"');

    const confirmation = await ctx.inject({ method: 'GET', url: response.headers.location as string });
    expect(confirmation.statusCode).toBe(200);
    expect(textOf(confirmation)).toContain('تم إرسال طلب التسجيل المسبق بنجاح!');
    expect(confirmation.body).toMatch(/<dialog id="preregistration"[^>]* open=""/);
    expect(confirmation.body).toContain('<meta name="robots" content="noindex');
  });

  it('says a full session put the request on its waiting list', async () => {
    const page = `/course/${course.slug.fr}`;
    const response = await postForm(ctx, page, {
      language: 'fr',
      name: 'Nour',
      email: 'nour@example.com',
      sessionId: fullSessionId,
      consent: 'on',
    });
    expect(response.headers.location).toBe(`${page}?sent=preregistration-waiting-list&lng=fr`);
    const confirmation = await ctx.inject({ method: 'GET', url: response.headers.location as string });
    expect(textOf(confirmation)).toContain('vous êtes sur la liste d’attente');
  });

  it.each([
    [
      'fr',
      'Ce champ est obligatoire.',
      'Saisissez une adresse e-mail valide.',
      'Cochez cette case pour envoyer votre demande.',
    ],
    ['ar', 'هذا الحقل إلزامي.', 'أدخل عنوان بريد إلكتروني صالحًا.', 'ضع علامة في هذه الخانة لإرسال طلبك.'],
  ])(
    'refused in %s: the page again, open on the form with the values typed and each problem beside its field',
    async (language, required, email, consent) => {
      const before = (await list('leads')).length;
      const response = await postForm(ctx, `/course/${encodeURIComponent(course.slug[language as 'fr' | 'ar'])}`, {
        language,
        name: '',
        email: 'pas-une-adresse',
        message: 'Le soir <b>seulement</b>',
        sessionId,
      });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain(`lang="${language}"`);
      expect(response.body).toMatch(/<dialog id="preregistration"[^>]* open=""/);
      const text = textOf(response);
      for (const problem of [required, email, consent]) expect(text).toContain(problem);
      expect(response.body).toMatch(
        /name="email"[^>]*value="pas-une-adresse"|value="pas-une-adresse"[^>]*name="email"/,
      );
      // The message as typed, escaped, and the session still chosen.
      expect(response.body).toContain('Le soir &lt;b&gt;seulement&lt;/b&gt;</textarea>');
      expect(response.body).toMatch(
        new RegExp(`value="${sessionId}"[^>]*checked=""|checked=""[^>]*value="${sessionId}"`),
      );
      expect(await list('leads')).toHaveLength(before);
    },
  );

  it('answers the not-found page for a course that is not there', async () => {
    const response = await postForm(ctx, '/course/no-such-course', {
      name: 'A',
      email: 'a@example.com',
      consent: 'on',
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

describe('the quote request and the contact message without the app', () => {
  it('takes a quote request and a contact message, each to its page’s confirmation', async () => {
    const quote = await postForm(ctx, '/entreprises', {
      language: 'fr',
      companyName: 'Banque du Sud',
      contactName: 'Hela Mansour',
      email: 'hela@banque.example',
      message: 'Formation Excel pour 12 personnes',
      consent: 'on',
    });
    expect(quote.statusCode).toBe(303);
    expect(quote.headers.location).toBe('/entreprises?sent=quote&lng=fr');
    expect((await list('company-leads')).some((item) => item.companyName === 'Banque du Sud')).toBe(true);
    expect(textOf(await ctx.inject({ method: 'GET', url: quote.headers.location as string }))).toContain(
      'Votre demande de devis a bien été envoyée !',
    );

    const contact = await postForm(ctx, '/contact', {
      language: 'en',
      name: 'Omar',
      email: 'omar@example.com',
      message: 'Do you run evening classes?',
      consent: 'on',
    });
    expect(contact.headers.location).toBe('/contact?sent=contact&lng=en');
    expect((await list('contact-messages')).some((item) => item.email === 'omar@example.com')).toBe(true);
    expect(textOf(await ctx.inject({ method: 'GET', url: contact.headers.location as string }))).toContain(
      'Your message has been sent!',
    );
  });

  it('refuses a contact message without its message, and keeps a bot’s as spam out of the inbox', async () => {
    const refused = await postForm(ctx, '/contact', {
      language: 'fr',
      name: 'Omar',
      email: 'omar@example.com',
      consent: 'on',
    });
    expect(refused.statusCode).toBe(400);
    expect(textOf(refused)).toContain('Ce champ est obligatoire.');

    const bot = await postForm(ctx, '/contact', {
      name: 'Bot',
      email: 'bot@example.com',
      message: 'Cheap watches',
      website: 'https://spam.example',
      consent: 'on',
    });
    expect(bot.statusCode).toBe(303);
    expect((await list('contact-messages')).some((item) => item.email === 'bot@example.com')).toBe(false);
  });
});

describe('the application without the app', () => {
  const application = (files: { filename: string; content: Buffer; contentType: string }[], language = 'fr') =>
    multipart(
      { language, name: 'Yassine', email: 'yassine@example.com', message: 'Formateur Python', consent: 'on' },
      files.map((file) => ({ name: 'cv', ...file })),
    );

  it('takes the application with its CV', async () => {
    const body = await application([{ filename: 'cv.pdf', content: pdfBytes(), contentType: 'application/pdf' }]);
    const response = await ctx.inject({
      method: 'POST',
      url: '/careers',
      headers: body.headers,
      payload: body.payload,
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/careers?sent=application&lng=fr');
    const stored = (await list('candidatures')).find((item) => item.email === 'yassine@example.com')!;
    const cv = await ctx.inject({ method: 'GET', url: `/api/candidatures/${stored._id}/cv`, headers: ctx.auth });
    expect(cv.headers['content-type']).toBe('application/pdf');
  });

  it('says a CV left out (the empty file part a browser sends), or one of another type, atop the form in its language, and keeps nothing', async () => {
    const before = (await list('candidatures')).length;
    const missing = await application([
      { filename: '', content: Buffer.alloc(0), contentType: 'application/octet-stream' },
    ]);
    const refused = await ctx.inject({
      method: 'POST',
      url: '/careers',
      headers: missing.headers,
      payload: missing.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(textOf(refused)).toContain('Veuillez sélectionner un fichier CV.');
    expect(refused.body).toMatch(/name="name"[^>]*value="Yassine"|value="Yassine"[^>]*name="name"/);

    const exe = await application([{ filename: 'cv.pdf', content: exeBytes(), contentType: 'application/pdf' }], 'ar');
    const wrongType = await ctx.inject({ method: 'POST', url: '/careers', headers: exe.headers, payload: exe.payload });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.body).toContain('lang="ar"');
    expect(textOf(wrongType)).toContain('يجب أن تكون السيرة الذاتية ملف PDF أو DOC أو DOCX.');
    // The fields read before the file are shown again.
    expect(wrongType.body).toMatch(
      /name="email"[^>]*value="yassine@example.com"|value="yassine@example.com"[^>]*name="email"/,
    );
    expect(await list('candidatures')).toHaveLength(before);
  });
});

describe('what the forms share with the API', () => {
  it('one rate limit per address: past it, the page says so in its language', async () => {
    const limited = await createTestContext({
      env: { FORM_RATE_LIMIT: '2' },
      config: { webDistDir: webDist },
      renderPage: render,
    });
    try {
      const send = () =>
        postForm(limited, '/contact', {
          language: 'fr',
          name: 'A',
          email: 'a@example.com',
          message: 'Bonjour',
          consent: 'on',
        });
      // The API and the page's form spend the same budget.
      const api = await limited.inject({
        method: 'POST',
        url: '/api/contact-messages',
        payload: { name: 'A', email: 'a@example.com', message: 'Bonjour' },
      });
      expect(api.statusCode).toBe(201);
      expect((await send()).statusCode).toBe(303);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(textOf(refused)).toMatch(/Trop de demandes\. Réessayez dans \d+ secondes\./);
    } finally {
      await limited.close();
    }
  });

  it('the API takes no form-encoded body: a page’s form posts to its page only', async () => {
    const response = await postForm(ctx, '/api/contact-messages', {
      name: 'A',
      email: 'a@example.com',
      message: 'Bonjour',
    });
    expect(response.statusCode).toBe(415);
  });
});
