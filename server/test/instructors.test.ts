import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Instructor } from '../../shared/domain/index.ts';
import { createCourse, createInstructor } from './support/builders.ts';
import { createTestContext, filesIn, multipart, type TestContext } from './support/context.ts';
import { pdfBytes, pngBytes } from './support/fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const postInstructor = async (fields: Record<string, string>, files: Parameters<typeof multipart>[1] = [], auth = true) => {
  const body = await multipart(fields, files);
  return ctx.inject({ method: 'POST', url: '/api/instructors', headers: { ...(auth ? ctx.auth : {}), ...body.headers }, payload: body.payload });
};

describe('instructors', () => {
  it('adds an instructor with a photo stored as WebP, and lists instructors newest first publicly', async () => {
    const first = await createInstructor(ctx, 'Sana Gharbi');
    const response = await postInstructor({ name: 'Youssef Mansour', title: 'Consultant marketing' }, [
      { name: 'avatar', filename: 'me.png', content: await pngBytes(300, 300) },
    ]);
    expect(response.statusCode).toBe(201);
    const second = response.json() as Instructor;
    expect(second).toMatchObject({ name: 'Youssef Mansour', title: { fr: 'Consultant marketing', en: 'Consultant marketing', ar: 'Consultant marketing' } });
    expect(second.imageUrl).toMatch(/^\/uploads\/.+\.webp$/);
    const list = (await ctx.inject({ method: 'GET', url: '/api/instructors' })).json() as Instructor[];
    expect(list.map((instructor) => instructor._id).slice(0, 2)).toEqual([second._id, first._id]);
  });

  it.each([
    ['no name', { title: 'x' }, 'name'],
    ['a blank title', { name: 'x', title: '   ' }, 'title.fr'],
    ['a title missing in Arabic', { name: 'x', title: JSON.stringify({ fr: 'a', en: 'b', ar: '' }) }, 'title.ar'],
    ['a name too long', { name: 'x'.repeat(121), title: 'x' }, 'name'],
  ])('refuses %s with 400', async (_label, fields, field) => {
    const response = await postInstructor(fields as Record<string, string>);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { path: string }) => error.path)).toContain(field);
  });

  it('refuses a photo that is not an image and keeps nothing', async () => {
    const before = filesIn(path.join(ctx.dataDir, 'uploads')).length;
    const response = await postInstructor({ name: 'A', title: 'B' }, [{ name: 'avatar', filename: 'photo.jpg', content: pdfBytes(), contentType: 'image/jpeg' }]);
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/JPEG, PNG or WebP/);
    expect(filesIn(path.join(ctx.dataDir, 'uploads')).length).toBe(before);
  });

  it('needs an admin to add or delete', async () => {
    expect((await postInstructor({ name: 'A', title: 'B' }, [], false)).statusCode).toBe(401);
    const instructor = await createInstructor(ctx, 'Nobody');
    expect((await ctx.inject({ method: 'DELETE', url: `/api/instructors/${instructor._id}` })).statusCode).toBe(401);
  });

  it('deletes an instructor and the photo', async () => {
    const instructor = await createInstructor(ctx, 'Leila Haddad', { name: 'avatar', filename: 'a.png', content: await pngBytes() });
    const photo = path.join(ctx.dataDir, instructor.imageUrl!);
    expect(fs.existsSync(photo)).toBe(true);
    const response = await ctx.inject({ method: 'DELETE', url: `/api/instructors/${instructor._id}`, headers: ctx.auth });
    expect(response.statusCode).toBe(200);
    expect(fs.existsSync(photo)).toBe(false);
    expect((await ctx.inject({ method: 'DELETE', url: `/api/instructors/${instructor._id}`, headers: ctx.auth })).statusCode).toBe(404);
  });

  it('refuses with 409, naming the courses, to delete an instructor who still teaches', async () => {
    const instructor = await createInstructor(ctx, 'Mehdi Jaziri');
    await createCourse(ctx, instructor._id, { title: { fr: 'Python pour tous', en: 'Python', ar: 'بايثون' } });
    const response = await ctx.inject({ method: 'DELETE', url: `/api/instructors/${instructor._id}`, headers: ctx.auth });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('"Python pour tous"');
    expect(response.json()).toMatchObject({ code: 'instructor_in_use', params: { courses: '« Python pour tous »' } });
    const list = (await ctx.inject({ method: 'GET', url: '/api/instructors' })).json() as Instructor[];
    expect(list.some((item) => item._id === instructor._id)).toBe(true);
  });
});
