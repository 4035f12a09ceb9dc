import { describe, expect, it } from 'vitest';
import type { Instructor } from '../../shared/domain/index.ts';
import { createCourse, createInstructor } from './support/builders.ts';
import { type FilePart, problemPaths, sendMultipart, useTestContext } from './support/context.ts';
import { storedNameOf } from './support/stored-files.ts';
import { pdfBytes, pngPart } from './support/fixtures.ts';

const ctx = useTestContext();

const postInstructor = (fields: Record<string, string>, files: FilePart[] = [], auth = true) =>
  sendMultipart(ctx, 'POST', '/api/instructors', fields, files, auth ? ctx.auth : {});

describe('instructors', () => {
  it('adds an instructor with a photo stored as WebP, and lists instructors newest first publicly', async () => {
    const first = await createInstructor(ctx, 'Sana Gharbi');
    const response = await postInstructor({ name: 'Youssef Mansour', title: 'Consultant marketing' }, [
      await pngPart('avatar', 'me.png', 300, 300),
    ]);
    expect(response.statusCode).toBe(201);
    const second = response.json() as Instructor;
    expect(second).toMatchObject({
      name: 'Youssef Mansour',
      title: { fr: 'Consultant marketing', en: 'Consultant marketing', ar: 'Consultant marketing' },
    });
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
    expect(problemPaths(response)).toContain(field);
  });

  it('refuses a photo that is not an image and keeps nothing', async () => {
    const before = (await ctx.stored.list('images')).length;
    const response = await postInstructor({ name: 'A', title: 'B' }, [
      { name: 'avatar', filename: 'photo.jpg', content: pdfBytes(), contentType: 'image/jpeg' },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/JPEG, PNG or WebP/);
    expect((await ctx.stored.list('images')).length).toBe(before);
  });

  it('needs an admin to add or delete', async () => {
    expect((await postInstructor({ name: 'A', title: 'B' }, [], false)).statusCode).toBe(401);
    const instructor = await createInstructor(ctx, 'Nobody');
    expect((await ctx.inject({ method: 'DELETE', url: `/api/instructors/${instructor._id}` })).statusCode).toBe(401);
  });

  it('deletes an instructor and the photo', async () => {
    const instructor = await createInstructor(ctx, 'Leila Haddad', await pngPart('avatar', 'a.png'));
    const photo = storedNameOf(instructor.imageUrl!);
    expect(await ctx.stored.exists('images', photo)).toBe(true);
    const response = await ctx.inject({
      method: 'DELETE',
      url: `/api/instructors/${instructor._id}`,
      headers: ctx.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(await ctx.stored.exists('images', photo)).toBe(false);
    expect(
      (await ctx.inject({ method: 'DELETE', url: `/api/instructors/${instructor._id}`, headers: ctx.auth })).statusCode,
    ).toBe(404);
  });

  it('refuses with 409, naming the courses, to delete an instructor who still teaches', async () => {
    const instructor = await createInstructor(ctx, 'Mehdi Jaziri');
    await createCourse(ctx, instructor._id, { title: { fr: 'Python pour tous', en: 'Python', ar: 'بايثون' } });
    const response = await ctx.inject({
      method: 'DELETE',
      url: `/api/instructors/${instructor._id}`,
      headers: ctx.auth,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('"Python pour tous"');
    expect(response.json()).toMatchObject({ code: 'instructor_in_use', params: { courses: '« Python pour tous »' } });
    const list = (await ctx.inject({ method: 'GET', url: '/api/instructors' })).json() as Instructor[];
    expect(list.some((item) => item._id === instructor._id)).toBe(true);
  });
});

describe('editing an instructor', () => {
  const putInstructor = (id: string, payload: Record<string, unknown>, headers: Record<string, string> = ctx.auth) =>
    ctx.inject({ method: 'PUT', url: `/api/instructors/${id}`, headers, payload });
  const TITLE = { fr: 'Formatrice data', en: 'Data trainer', ar: 'مدرّبة بيانات' };

  it('renames and retitles with JSON: its courses show the new title, nothing is deleted, the audit says so', async () => {
    const instructor = (await createInstructor(ctx, 'Rim Jaziri')) as Instructor;
    const course = await createCourse(ctx, instructor._id);
    const response = await putInstructor(instructor._id, { name: 'Rim Jaziri Ben Ali', title: TITLE });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: instructor._id,
      name: 'Rim Jaziri Ben Ali',
      title: TITLE,
      createdAt: instructor.createdAt,
    });
    const edited = (
      await ctx.inject({ method: 'GET', url: `/api/courses/${course._id}/edit`, headers: ctx.auth })
    ).json() as { instructor: Instructor };
    expect(edited.instructor).toMatchObject({ _id: instructor._id, name: 'Rim Jaziri Ben Ali', title: TITLE });
    const audit = (
      await ctx.inject({ method: 'GET', url: '/api/audit?action=instructor.update', headers: ctx.auth })
    ).json() as { target: { _id: string; label: string }; summary: string }[];
    expect(audit[0]).toMatchObject({
      target: { _id: instructor._id, label: 'Rim Jaziri Ben Ali' },
      summary: 'Updated',
    });
  });

  it('takes a new photo by multipart and removes the one it replaces', async () => {
    const created = (
      await postInstructor({ name: 'Nour Kallel', title: 'Coach' }, [await pngPart('avatar', 'a.png', 200, 200)])
    ).json() as Instructor;
    const oldFile = storedNameOf(created.imageUrl!);
    expect(await ctx.stored.exists('images', oldFile)).toBe(true);
    const response = await sendMultipart(
      ctx,
      'PUT',
      `/api/instructors/${created._id}`,
      { name: 'Nour Kallel', title: JSON.stringify(TITLE) },
      [await pngPart('avatar', 'b.png', 220, 220)],
      ctx.auth,
    );
    expect(response.statusCode).toBe(200);
    const updated = response.json() as Instructor;
    expect(updated.imageUrl).toMatch(/^\/uploads\/.+\.webp$/);
    expect(updated.imageUrl).not.toBe(created.imageUrl);
    expect(await ctx.stored.exists('images', storedNameOf(updated.imageUrl!))).toBe(true);
    expect(await ctx.stored.exists('images', oldFile)).toBe(false);
    // Without a photo, the one it has stays.
    const kept = (await putInstructor(created._id, { name: 'Nour Kallel', title: TITLE })).json() as Instructor;
    expect(kept.imageUrl).toBe(updated.imageUrl);
  });

  it('answers 400 for bad input, 404 for an unknown id, 401 without a session and 403 for a role without the catalogue', async () => {
    const instructor = await createInstructor(ctx, 'Hela Ayari');
    const bad = await putInstructor(instructor._id, { name: '', title: TITLE });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'invalid_input', errors: [{ path: 'name', code: 'required' }] });
    expect((await putInstructor('no-such-instructor', { name: 'X', title: TITLE })).statusCode).toBe(404);
    expect((await putInstructor(instructor._id, { name: 'X', title: TITLE }, {})).statusCode).toBe(401);
    const sales = await ctx.addStaff('sales');
    const refused = await putInstructor(instructor._id, { name: 'X', title: TITLE }, sales.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toEqual(expect.any(String));
    const editor = await ctx.addStaff('editor');
    expect((await putInstructor(instructor._id, { name: 'Hela Ayari', title: TITLE }, editor.auth)).statusCode).toBe(
      200,
    );
    expect((await ctx.inject({ method: 'GET', url: '/api/instructors' })).json()).toContainEqual(
      expect.objectContaining({ _id: instructor._id, title: TITLE }),
    );
  });
});
