/**
 * The centre's identity everywhere: a new install names no centre and shows no invented details;
 * once staff rename the centre, send a logo and choose colours, every public page (fr, en, ar), its
 * title, consent text, JSON-LD and head, the calendar file and the mails sent over real SMTP say
 * the centre's name and show its logo, and the product's own name ("Takwin") appears nowhere.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centreToday, DEFAULT_CENTRE_NAMES, type PublicCentreSettings } from '../../shared/domain/index.ts';
import { tidyUploads } from '../src/app.ts';
import { DEFAULT_CENTRE_SETTINGS } from '../src/features/settings/centre-defaults.ts';
import { DEMO_CENTRE_SETTINGS } from '../src/seed/centre.ts';
import { createInstructor, createPublishedCourse, createSession, sessionFields } from './support/builders.ts';
import { sendMultipart, useTestContext } from './support/context.ts';
import { freePort, startSmtpServer, type TestSmtpServer } from './support/smtp.ts';
import { indexHtml, loadPageRenderer, makeWebDist, removeWebDist, SITE_PAGES } from './support/web-build.ts';

const PUBLIC_URL = 'https://www.centre-nour.example';
const LANGUAGES = ['fr', 'en', 'ar'] as const;
const PAGES = [...SITE_PAGES, '/no-such-page'] as const;

/** The build's index.html as far as the server reads it (theme colour and favicon included). */
const INDEX_HTML = indexHtml(
  '<meta name="description" content="Build description" />',
  '<meta name="theme-color" content="#0f4c81" />',
  '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />',
  '<title>Build title</title>',
);

const NOUR = {
  ...DEMO_CENTRE_SETTINGS,
  name: 'Centre Nour Formation',
  shortName: 'Nour',
  email: 'contact@centre-nour.example',
  primaryColor: '#7b1e3a',
  accentColor: '#f2c14e',
};

/** An SVG logo that would run script if a browser opened it as SVG. */
const SVG_LOGO = Buffer.from(
  `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40" width="120" height="40">
  <script>alert(document.cookie)</script>
  <rect width="120" height="40" rx="8" fill="#7b1e3a"/>
  <circle cx="20" cy="20" r="10" fill="#f2c14e"/>
</svg>`,
);

/** Neither the product's name in any script, nor the demo centre's Arabic name. */
const NAMES_OF_OTHERS = [/takwin/i, /مركز تكوين/];
const expectNoOtherName = (text: string, where: string) => {
  for (const name of NAMES_OF_OTHERS) expect(text, where).not.toMatch(name);
};

let smtp: TestSmtpServer;
let smtpPort: number;
let webDist: string;
let courseId: string;
/** The course's page is at its French slug (its id answers 301 there). */
let courseSlug: string;
let sessionId: string;

const get = (url: string) => ctx.inject({ method: 'GET', url });
const putSettings = (payload: object) =>
  ctx.inject({ method: 'PUT', url: '/api/settings', headers: ctx.auth, payload });
const putLogo = (content: Buffer, filename: string, contentType: string) =>
  sendMultipart(ctx, 'PUT', '/api/settings/logo', {}, [{ name: 'logo', filename, content, contentType }], ctx.auth);

async function waitFor(check: () => boolean, withinMs: number) {
  const deadline = Date.now() + withinMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  webDist = makeWebDist({ 'index.html': INDEX_HTML });
  smtpPort = await freePort();
  smtp = await startSmtpServer({ port: smtpPort });
});
afterAll(async () => {
  await smtp?.close();
  removeWebDist(webDist);
});
const ctx = useTestContext(async () => ({
  // No name in MAIL_FROM: mails leave under the centre's.
  env: {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'no-reply@centre-nour.example',
    NOTIFY_EMAILS: 'accueil@centre-nour.example',
    PUBLIC_URL,
  },
  config: { webDistDir: webDist },
  renderPage: await loadPageRenderer(),
  mailOutbox: { pollMs: 50 },
}));
beforeAll(async () => {
  const instructor = await createInstructor(ctx, 'Amel Ben Salah');
  const course = await createPublishedCourse(ctx, instructor._id);
  courseId = course._id;
  courseSlug = course.slug.fr;
  const start = new Date(Date.parse(`${centreToday()}T00:00:00Z`) + 10 * 86_400_000).toISOString().slice(0, 10);
  sessionId = (await createSession(ctx, courseId, sessionFields(start)))._id;
});

describe('a new install', () => {
  it('names no centre and shows no invented address, phone or e-mail; pages say a neutral name in each language', async () => {
    expect((await get('/api/settings')).json()).toEqual(DEFAULT_CENTRE_SETTINGS);
    for (const language of LANGUAGES) {
      for (const page of ['/', '/contact', '/privacy']) {
        const response = await get(`${page}?lng=${language}`);
        const where = `${page} in ${language}`;
        expect(response.statusCode, where).toBe(200);
        expectNoOtherName(response.body, where);
        for (const invented of [
          DEMO_CENTRE_SETTINGS.phone,
          DEMO_CENTRE_SETTINGS.email,
          DEMO_CENTRE_SETTINGS.address.fr.split('\n')[0]!,
        ]) {
          expect(response.body, where).not.toContain(invented);
        }
        expect(response.body, where).toContain(
          `<meta property="og:site_name" content="${DEFAULT_CENTRE_NAMES[language]}" />`,
        );
        // Nothing to override: the site keeps its own colours and icon.
        expect(response.body, where).not.toContain('id="centre-colors"');
        expect(response.body, where).toContain('href="/favicon.svg"');
      }
    }
  });
});

describe('a renamed centre with its logo and colours', () => {
  let centre: PublicCentreSettings;

  beforeAll(async () => {
    expect((await putSettings(NOUR)).statusCode).toBe(200);
    const logo = await putLogo(SVG_LOGO, 'logo.svg', 'image/svg+xml');
    expect(logo.statusCode, logo.body).toBe(200);
    centre = (await get('/api/settings')).json();
  });

  it('keeps an SVG logo as a PNG (no script of its can run) with a square icon, both served', async () => {
    expect(centre.logoUrl).toMatch(/^\/uploads\/[\w-]+\.png$/);
    expect(centre.iconUrl).toBe(centre.logoUrl!.replace(/\.png$/, '-icon.png'));
    const logo = await get(centre.logoUrl!);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.includes('<script')).toBe(false);
    const { format, width, height } = await sharp(logo.rawPayload).metadata();
    expect({ format, width, height }).toEqual({ format: 'png', width: 512, height: 171 });
    const icon = await sharp((await get(centre.iconUrl!)).rawPayload).metadata();
    expect({ format: icon.format, width: icon.width, height: icon.height }).toEqual({
      format: 'png',
      width: 192,
      height: 192,
    });
    // The start-up sweep keeps what the settings name.
    await tidyUploads(ctx.app);
    expect((await get(centre.logoUrl!)).statusCode).toBe(200);
    expect((await get(centre.iconUrl!)).statusCode).toBe(200);
  });

  it('names it, shows its logo, icon and colours on every public page in fr, en and ar, and never Takwin', async () => {
    for (const language of LANGUAGES) {
      for (const route of PAGES) {
        const url = `${route.replace(':id', courseSlug)}?lng=${language}`;
        const response = await get(url);
        const where = `${url}`;
        expect([200, 404], where).toContain(response.statusCode);
        const body = response.body;
        expectNoOtherName(body, where);
        expect(body, where).toMatch(/<title>[^<]*Centre Nour Formation<\/title>/);
        expect(body, where).toContain('<meta property="og:site_name" content="Centre Nour Formation" />');
        // The header's logo, the favicon from its icon, the browser's bar and the design tokens in its colours.
        expect(body, where).toContain(`<img src="${centre.logoUrl}"`);
        expect(body, where).toContain(`<link rel="icon" type="image/png" href="${centre.iconUrl}" />`);
        expect(body, where).toContain('<meta name="theme-color" content="#7b1e3a" />');
        expect(body, where).toMatch(
          /<style id="centre-colors">:root\{[^}]*--color-brand-700:#7b1e3a;[^}]*--color-accent-400:#f2c14e/,
        );
      }
    }
  });

  it('names the centre in the consent of every form, and in the privacy notice, in each language', async () => {
    const consent = {
      fr: "J'accepte que Centre Nour Formation conserve ces informations",
      en: 'I agree that Centre Nour Formation keeps this information',
      ar: 'أوافق على أن يحتفظ Centre Nour Formation بهذه المعلومات',
    };
    for (const language of LANGUAGES) {
      // The application form is in the careers page's HTML.
      const careers = (await get(`/careers?lng=${language}`)).body.replaceAll('&#x27;', "'").replaceAll('&#39;', "'");
      expect(careers, language).toContain(consent[language]);
      const privacy = (await get(`/privacy?lng=${language}`)).body;
      expect(privacy, language).toContain('mailto:contact@centre-nour.example');
    }
  });

  it('describes it in JSON-LD with its name and logo, and as a course’s provider', async () => {
    const jsonLd = (body: string) =>
      [...body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        (match) => JSON.parse(match[1]!) as Record<string, unknown>,
      );
    for (const language of LANGUAGES) {
      const [organization] = jsonLd((await get(`/?lng=${language}`)).body).filter(
        (data) => data['@type'] === 'EducationalOrganization',
      );
      expect(organization, language).toMatchObject({
        name: 'Centre Nour Formation',
        logo: `${PUBLIC_URL}${centre.logoUrl}`,
        email: 'contact@centre-nour.example',
      });
      const [course] = jsonLd((await get(`/course/${courseSlug}?lng=${language}`)).body).filter(
        (data) => data['@type'] === 'Course',
      );
      expect(course, language).toMatchObject({ provider: { name: 'Centre Nour Formation' } });
    }
  });

  it('signs the calendar file with its name', async () => {
    for (const language of LANGUAGES) {
      const file = await get(`/api/sessions/${sessionId}/calendar.ics?lng=${language}`);
      expect(file.statusCode).toBe(200);
      expectNoOtherName(file.body, language);
      expect(file.body, language).toContain('PRODID:-//Centre Nour Formation//Course sessions//EN');
    }
  });

  it('sends the acknowledgment and the staff mail over SMTP under its name, signed by it, with its logo, never Takwin', async () => {
    smtp.received.length = 0;
    const response = await ctx.inject({
      method: 'POST',
      url: '/api/leads',
      payload: { name: 'سلمى', email: 'salma@example.tn', courseId, courseOfInterest: 'Web', language: 'ar' },
    });
    expect(response.statusCode).toBe(201);
    await waitFor(() => smtp.received.length >= 2, 5000);
    const logoUrl = `${PUBLIC_URL}${centre.logoUrl}`;
    for (const { parsed, recipients } of smtp.received) {
      const where = recipients.join();
      const whole = JSON.stringify({
        from: parsed.from?.text,
        subject: parsed.subject,
        text: parsed.text,
        html: parsed.html,
      });
      expectNoOtherName(whole, where);
      expect(parsed.from?.value, where).toEqual([
        { name: 'Centre Nour Formation', address: 'no-reply@centre-nour.example' },
      ]);
      expect(parsed.html, where).toContain(`<img src="${logoUrl}" alt="Centre Nour Formation"`);
    }
    const acknowledgment = smtp.received.find((mail) => mail.recipients.includes('salma@example.tn'))!.parsed;
    expect(acknowledgment.text).toContain('فريق Centre Nour Formation');
    expect(smtp.received.some((mail) => mail.recipients.includes('accueil@centre-nour.example'))).toBe(true);
  });

  it('refuses a colour too light for white text, or too dark for the accent, with low_contrast; one that is no colour with hex_color', async () => {
    const cases = [
      [{ primaryColor: '#ffd700' }, 'primaryColor', 'low_contrast'],
      [{ accentColor: '#1e3a8a' }, 'accentColor', 'low_contrast'],
      [{ primaryColor: 'blue' }, 'primaryColor', 'hex_color'],
    ] as const;
    for (const [change, field, code] of cases) {
      const response = await putSettings({ ...NOUR, ...change });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors, field).toEqual([expect.objectContaining({ path: field, code })]);
    }
    expect((await get('/api/settings')).json()).toEqual(centre);
  });

  it('refuses a file that is no picture, and an SVG declaring entities; removing the logo brings the site’s mark back', async () => {
    const text = await putLogo(Buffer.from('just some words, not a picture'), 'logo.png', 'image/png');
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('image_type');
    const bomb = Buffer.from(
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa">]><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>&a;</text></svg>',
    );
    expect((await putLogo(bomb, 'logo.svg', 'image/svg+xml')).statusCode).toBe(415);
    expect((await get('/api/settings')).json()).toEqual(centre);

    const removed = await ctx.inject({ method: 'DELETE', url: '/api/settings/logo', headers: ctx.auth });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).not.toHaveProperty('logoUrl');
    expect((await get(centre.logoUrl!)).statusCode).toBe(404);
    expect((await get(centre.iconUrl!)).statusCode).toBe(404);
    const home = (await get('/?lng=fr')).body;
    expect(home).toContain('href="/favicon.svg"');
    expect(home).not.toContain(centre.logoUrl);
    // Only an admin may change it.
    expect((await ctx.inject({ method: 'DELETE', url: '/api/settings/logo' })).statusCode).toBe(401);
  });
});
