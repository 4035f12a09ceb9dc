/** A course's duration and an instructor's title are per-language, and accept the older plain string. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Course, Instructor } from '../../shared/domain/index.ts';
import { courseFields, createInstructor, publishCourse } from './support/builders.ts';
import { sendMultipart, useTestContext } from './support/context.ts';

const ctx = useTestContext();
let instructorId: string;
beforeAll(async () => {
  instructorId = (await createInstructor(ctx))._id;
});

const weeks = { fr: '6 semaines', en: '6 weeks', ar: '6 أسابيع' };
const title = { fr: 'Formatrice data', en: 'Data trainer', ar: 'مدرّبة بيانات' };

describe('a course duration', () => {
  it.each([
    ['an object in a JSON body', (fields: Record<string, string>) => ({ ...fields, duration: weeks }), weeks],
    [
      'JSON text in a JSON body',
      (fields: Record<string, string>) => ({ ...fields, duration: JSON.stringify(weeks) }),
      weeks,
    ],
    [
      'a plain string, for the three languages',
      (fields: Record<string, string>) => ({ ...fields, duration: '6 semaines' }),
      { fr: '6 semaines', en: '6 semaines', ar: '6 semaines' },
    ],
    [
      'a plain string that is a number',
      (fields: Record<string, string>) => ({ ...fields, duration: '12' }),
      { fr: '12', en: '12', ar: '12' },
    ],
  ])('is taken as %s', async (_label, body, expected) => {
    const created = await ctx.inject({
      method: 'POST',
      url: '/api/courses',
      headers: ctx.auth,
      payload: body(courseFields(instructorId)),
    });
    expect(created.statusCode).toBe(201);
    expect((created.json() as Course).duration).toEqual(expected);
    const id = (created.json() as Course)._id;
    await publishCourse(ctx, id);
    const card = ((await ctx.inject({ method: 'GET', url: '/api/courses' })).json() as Course[]).find(
      (course) => course._id === id,
    );
    expect(card?.duration).toEqual(expected);
  });

  it('is taken as JSON text in multipart, like the other localized fields', async () => {
    const created = await sendMultipart(
      ctx,
      'POST',
      '/api/courses',
      courseFields(instructorId, { duration: weeks }),
      [],
      ctx.auth,
    );
    expect((created.json() as Course).duration).toEqual(weeks);
  });

  it('is refused with 400 when French is blank or a language too long', async () => {
    for (const duration of [
      { ...weeks, fr: '' },
      { ...weeks, en: 'x'.repeat(61) },
    ]) {
      const response = await ctx.inject({
        method: 'POST',
        url: '/api/courses',
        headers: ctx.auth,
        payload: { ...courseFields(instructorId), duration },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].path).toMatch(/^duration\.(fr|en)$/);
    }
  });

  it('may wait for its English and Arabic: kept blank, shown in French meanwhile', async () => {
    const response = await ctx.inject({
      method: 'POST',
      url: '/api/courses',
      headers: ctx.auth,
      payload: { ...courseFields(instructorId), duration: { fr: weeks.fr, ar: ' ' } },
    });
    expect(response.statusCode).toBe(201);
    expect((response.json() as Course).duration).toEqual({ fr: weeks.fr, en: '', ar: '' });
  });
});

describe("an instructor's title", () => {
  const post = (titleField: string) =>
    sendMultipart(ctx, 'POST', '/api/instructors', { name: 'Rim Khelifi', title: titleField }, [], ctx.auth);

  it('is taken as JSON text (multipart) and shown in every language on the courses it teaches', async () => {
    const created = await post(JSON.stringify(title));
    expect(created.statusCode).toBe(201);
    const instructor = created.json() as Instructor;
    expect(instructor.title).toEqual(title);
    const course = await ctx.inject({
      method: 'POST',
      url: '/api/courses',
      headers: ctx.auth,
      payload: courseFields(instructor._id),
    });
    expect((course.json() as Course).instructor.title).toEqual(title);
    const listed = ((await ctx.inject({ method: 'GET', url: '/api/instructors' })).json() as Instructor[]).find(
      (item) => item._id === instructor._id,
    );
    expect(listed?.title).toEqual(title);
  });

  it('is taken as a plain string, for the three languages', async () => {
    const created = await post('Formatrice');
    expect((created.json() as Instructor).title).toEqual({ fr: 'Formatrice', en: 'Formatrice', ar: 'Formatrice' });
  });
});
