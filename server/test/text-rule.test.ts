/**
 * The one text rule of shared/domain/schemas.ts, through the routes: NUL and other controls, lone
 * surrogates and direction overrides are refused with a 400 naming the field, a required text
 * needs a visible character, and long texts keep their tabs and line breaks. The answers are
 * written out in full, so SQLite and PostgreSQL must give the very same ones.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CENTRE_SETTINGS } from '../src/seed/centre.ts';
import { TEXT_MESSAGES } from '../../shared/domain/index.ts';
import { courseFields, createInstructor, INSTRUCTOR_TITLE } from './support/builders.ts';
import { sendJsonText, sendMultipart, useTestContext } from './support/context.ts';

const ctx = useTestContext();
let instructorId: string;
beforeAll(async () => {
  instructorId = (await createInstructor(ctx))._id;
});

const lead = (fields: Record<string, string>) =>
  ctx.inject({
    method: 'POST',
    url: '/api/leads',
    payload: { name: 'Sami Trabelsi', email: 'sami@example.tn', ...fields },
  });
const contact = (fields: Record<string, string>) =>
  ctx.inject({
    method: 'POST',
    url: '/api/contact-messages',
    payload: { name: 'Sami Trabelsi', email: 'sami@example.tn', message: 'Bonjour', ...fields },
  });
const course = (overrides: Record<string, unknown>) =>
  ctx.inject({
    method: 'POST',
    url: '/api/courses',
    headers: ctx.auth,
    payload: courseFields(instructorId, overrides),
  });
const instructor = (fields: Record<string, string>) =>
  sendMultipart(
    ctx,
    'POST',
    '/api/instructors',
    { name: 'Amel Ben Salah', title: JSON.stringify(INSTRUCTOR_TITLE), ...fields },
    [],
    ctx.auth,
  );
const settings = (fields: Record<string, unknown>) =>
  ctx.inject({
    method: 'PUT',
    url: '/api/settings',
    headers: ctx.auth,
    payload: { ...DEMO_CENTRE_SETTINGS, ...fields },
  });

/** The code each of the text rule's problems carries (shared/domain/validation-codes.ts). */
const CODES: Record<string, string> = {
  [TEXT_MESSAGES.controlCharacters]: 'control_characters',
  [TEXT_MESSAGES.brokenCharacter]: 'broken_character',
  [TEXT_MESSAGES.directionControls]: 'direction_controls',
  [TEXT_MESSAGES.oneLine]: 'one_line',
  [TEXT_MESSAGES.invisibleOnly]: 'required',
};

/** The whole 400 answer for one field's problem. */
const refusal = (path: string, message: string) => ({
  message: `Invalid input for ${path}: ${message}`,
  code: 'invalid_input',
  errors: [{ path, code: CODES[message], message }],
});

const localizedWith = (text: string) => ({ fr: text, en: 'Fine', ar: 'حسن' });

describe('the text rule, the same on every route and both databases', () => {
  it.each([
    ['a NUL', 'Sami\u0000Trabelsi', TEXT_MESSAGES.controlCharacters],
    ['another C0 control', 'Sami\u001bTrabelsi', TEXT_MESSAGES.controlCharacters],
    ['a C1 control', 'Sami\u0085Trabelsi', TEXT_MESSAGES.controlCharacters],
    ['DEL', 'Sami\u007fTrabelsi', TEXT_MESSAGES.controlCharacters],
    ['a lone high surrogate', 'Sami\ud800Trabelsi', TEXT_MESSAGES.brokenCharacter],
    ['a lone low surrogate', 'Sami\udc00', TEXT_MESSAGES.brokenCharacter],
    ['a right-to-left override', 'Sami\u202eislebarT', TEXT_MESSAGES.directionControls],
    ['a left-to-right embedding', '\u202aSami', TEXT_MESSAGES.directionControls],
    ['an isolate', 'Sami\u2066x\u2069', TEXT_MESSAGES.directionControls],
    ['a tab in a one-line text', 'Sami\tTrabelsi', TEXT_MESSAGES.oneLine],
    ['a line break in a one-line text', 'Sami\nTrabelsi', TEXT_MESSAGES.oneLine],
    ['only zero-width spaces', '\u200b\u200b', TEXT_MESSAGES.invisibleOnly],
    ['only joiners, word joiner and BOM', '\u200c\u200d\u2060\ufeff', TEXT_MESSAGES.invisibleOnly],
    ['only invisible fillers', ' \u3164\u00ad ', TEXT_MESSAGES.invisibleOnly],
  ])('refuses %s in a name, naming the field', async (_label, name, message) => {
    const before = await ctx.app.db.kysely.selectFrom('leads').select('id').execute();
    const response = await lead({ name });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('name', message));
    // Nothing was stored.
    expect(await ctx.app.db.kysely.selectFrom('leads').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses them in an optional text too, and takes a blank or invisible one as not given', async () => {
    expect((await lead({ message: 'Bonjour\u0000' })).json()).toEqual(
      refusal('message', TEXT_MESSAGES.controlCharacters),
    );
    expect((await lead({ message: '\u0000' })).json()).toEqual(refusal('message', TEXT_MESSAGES.controlCharacters));
    expect((await lead({ courseOfInterest: 'Web\u202e' })).json()).toEqual(
      refusal('courseOfInterest', TEXT_MESSAGES.directionControls),
    );
    expect((await lead({ courseOfInterest: 'Web\nDesign' })).json()).toEqual(
      refusal('courseOfInterest', TEXT_MESSAGES.oneLine),
    );
    const blank = await lead({ message: ' \u200b\t', courseOfInterest: '\ufeff' });
    expect(blank.statusCode).toBe(201);
    expect(blank.json()).not.toHaveProperty('message');
    expect(blank.json()).not.toHaveProperty('courseOfInterest');
  });

  it('keeps tabs and line breaks in long texts, Arabic and direction marks in any text, all stored as sent', async () => {
    const message = 'Bonjour,\n\tje voudrais\r\nun devis.\n\nمرحبا \u200f(2)\u200f';
    const response = await contact({ name: 'Amel \u200dبن صالح', message });
    expect(response.statusCode).toBe(201);
    const stored = await ctx.app.db.kysely
      .selectFrom('contact_messages')
      .select(['name', 'message'])
      .where('id', '=', response.json()._id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ name: 'Amel \u200dبن صالح', message });
  });

  it('applies to the contact message, required and multi-line', async () => {
    expect((await contact({ message: '\u200b' })).json()).toEqual(refusal('message', TEXT_MESSAGES.invisibleOnly));
    expect((await contact({ message: 'Une\u0000question' })).json()).toEqual(
      refusal('message', TEXT_MESSAGES.controlCharacters),
    );
    expect((await contact({ message: 'Une \u202equestion' })).json()).toEqual(
      refusal('message', TEXT_MESSAGES.directionControls),
    );
    expect((await contact({ email: 'sami@example.tn\u0000' })).json()).toEqual(
      refusal('email', TEXT_MESSAGES.controlCharacters),
    );
  });

  it('applies to every text of a course: titles, descriptions, learning points, syllabus, duration', async () => {
    for (const [fields, path, message] of [
      [{ title: localizedWith('\u200b') }, 'title.fr', TEXT_MESSAGES.invisibleOnly],
      [{ title: localizedWith('Web\u0000') }, 'title.fr', TEXT_MESSAGES.controlCharacters],
      [{ title: localizedWith('Web\ud83d') }, 'title.fr', TEXT_MESSAGES.brokenCharacter],
      [{ title: localizedWith('Web\u202e') }, 'title.fr', TEXT_MESSAGES.directionControls],
      [{ title: localizedWith('Web\ndesign') }, 'title.fr', TEXT_MESSAGES.oneLine],
      [{ description: localizedWith('A\u0007') }, 'description.fr', TEXT_MESSAGES.controlCharacters],
      [
        { learnings: { fr: ['HTML', '\u2060'], en: ['HTML'], ar: ['HTML'] } },
        'learnings.fr.1',
        TEXT_MESSAGES.invisibleOnly,
      ],
      [
        { syllabus: [{ title: localizedWith('M1'), content: { fr: 'x', en: 'y\u2067', ar: 'z' } }] },
        'syllabus.0.content.en',
        TEXT_MESSAGES.directionControls,
      ],
      [
        { duration: { fr: '3 mois', en: '3\u0000 months', ar: '3 أشهر' } },
        'duration.en',
        TEXT_MESSAGES.controlCharacters,
      ],
    ] as const) {
      expect((await course(fields)).json(), path).toEqual(refusal(path, message));
    }

    // Descriptions and module contents are long texts: tabs and line breaks stay, as sent.
    const description = { fr: 'Ligne 1\nLigne 2\n\tdétail', en: 'Line 1\r\nLine 2', ar: 'سطر 1\nسطر 2' };
    const created = await course({
      description,
      syllabus: [{ title: localizedWith('M1'), content: { fr: 'a\nb', en: 'a\tb', ar: 'أ\nب' } }],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().description).toEqual(description);
    expect(created.json().syllabus[0].content).toEqual({ fr: 'a\nb', en: 'a\tb', ar: 'أ\nب' });
  });

  it('applies to instructors, sent as multipart', async () => {
    expect((await instructor({ name: 'Amel\u0000' })).json()).toEqual(refusal('name', TEXT_MESSAGES.controlCharacters));
    expect((await instructor({ name: '\u200b' })).json()).toEqual(refusal('name', TEXT_MESSAGES.invisibleOnly));
    expect((await instructor({ name: 'lemA\u202e' })).json()).toEqual(refusal('name', TEXT_MESSAGES.directionControls));
    expect((await instructor({ title: JSON.stringify(localizedWith('Web\u0000')) })).json()).toEqual(
      refusal('title.fr', TEXT_MESSAGES.controlCharacters),
    );
  });

  it("applies to the centre's settings, whose address and opening hours keep their lines", async () => {
    expect((await settings({ name: 'Takwin\u202e' })).json()).toEqual(refusal('name', TEXT_MESSAGES.directionControls));
    expect((await settings({ name: '\u2060\ufeff' })).json()).toEqual(refusal('name', TEXT_MESSAGES.invisibleOnly));
    expect((await settings({ address: localizedWith('Rue\u0000') })).json()).toEqual(
      refusal('address.fr', TEXT_MESSAGES.controlCharacters),
    );
    expect((await settings({ openingHours: localizedWith('9h\ud800') })).json()).toEqual(
      refusal('openingHours.fr', TEXT_MESSAGES.brokenCharacter),
    );
    expect((await settings({ phone: '+216 71\t000 000' })).json()).toEqual(refusal('phone', TEXT_MESSAGES.oneLine));
    expect((await settings({ facebookUrl: 'https://facebook.com/\u202etakwin' })).json()).toEqual(
      refusal('facebookUrl', TEXT_MESSAGES.directionControls),
    );
    const lines = { fr: 'Lun-Ven\t9h-18h\nSam\t9h-13h', en: 'Mon-Fri 9-6\r\nSat 9-1', ar: 'الاثنين-الجمعة\nالسبت' };
    const saved = await settings({ openingHours: lines });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().openingHours).toEqual(lines);
    await settings({});
  });

  it('refuses a NUL in an id with the same 400 on both databases', async () => {
    for (const url of ['/api/courses/a%00b', `/api/instructors/a%00b`]) {
      const method = url.startsWith('/api/courses') ? 'GET' : 'DELETE';
      const response = await ctx.inject({ method, url, headers: ctx.auth });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual(refusal('params.id', TEXT_MESSAGES.controlCharacters));
    }
  });
});

describe('400 messages', () => {
  it('carry their "Invalid input" once, in plain words', async () => {
    const answers = [
      await sendJsonText(ctx, 'POST', '/api/leads', '[]'),
      await sendJsonText(ctx, 'POST', '/api/leads', '"text"'),
      await sendJsonText(ctx, 'POST', '/api/users/login', '[]'),
      await sendJsonText(ctx, 'PUT', '/api/settings', '[]', ctx.auth),
      await lead({ website: 5 as unknown as string }),
      await course({ title: 'not an object' }),
      await ctx.inject({ method: 'GET', url: '/api/leads?archived=maybe', headers: ctx.auth }),
      await ctx.inject({ method: 'PUT', url: `/api/courses/${'a'.repeat(80)}/publish`, headers: ctx.auth }),
    ];
    for (const answer of answers) {
      const body = answer.json() as { message: string; errors?: { message: string }[] };
      expect(answer.statusCode, body.message).toBe(400);
      expect(body.message.match(/invalid input/gi), body.message).toHaveLength(1);
      for (const error of body.errors ?? []) expect(error.message, body.message).not.toMatch(/invalid input/i);
    }
    expect(answers[0]!.json().message).toBe('Invalid input: Expected an object, not a list.');
    expect(answers[4]!.json().message).toBe('Invalid input for website: Expected text, not a number.');
    expect(answers[6]!.json().message).toBe('Invalid input for querystring.archived: Choose one of: "true", "false".');
    expect(answers[7]!.json().message).toBe('Invalid input for params.id: An id has at most 64 characters.');
  });
});
