import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Candidature } from '../../shared/domain/index.ts';
import { attachmentHeader } from '../src/infra/http/attachment-header.ts';
import { downloadFileName } from '../src/features/requests/candidatures-service.ts';
import { type FilePart, filesIn, problemPaths, sendMultipart, useTestContext } from './support/context.ts';
import { docBytes, docxBytes, exeBytes, pdfBytes } from './support/fixtures.ts';

const ctx = useTestContext();

const applicant = {
  name: 'Nour Ayari',
  email: 'nour@example.tn',
  phone: '+216 98 765 432',
  message: 'Développeuse React',
};
const apply = (fields: Record<string, string>, files: FilePart[]) =>
  sendMultipart(ctx, 'POST', '/api/candidatures', fields, files);
const cv = (content: Buffer, filename = 'CV Nour.pdf'): FilePart => ({
  name: 'cv',
  filename,
  content,
  contentType: 'application/pdf',
});

describe('applying with a CV', () => {
  it('accepts a PDF, keeps it privately, and lets an admin download the exact bytes under the original name', async () => {
    const bytes = pdfBytes(4096);
    const response = await apply(applicant, [cv(bytes, 'CV Nour Ayari – 2026.pdf')]);
    expect(response.statusCode).toBe(201);
    const created = response.json() as Candidature;
    expect(created).toMatchObject({
      name: 'Nour Ayari',
      email: 'nour@example.tn',
      phone: '+216 98 765 432',
      cvOriginalName: 'CV Nour Ayari – 2026.pdf',
    });
    expect(created.cvPath).toBe(`/api/candidatures/${created._id}/cv`);
    expect(JSON.stringify(created)).not.toContain(ctx.dataDir);

    const list = (
      await ctx.inject({ method: 'GET', url: '/api/candidatures', headers: ctx.auth })
    ).json() as Candidature[];
    expect(list[0]?._id).toBe(created._id);

    const download = await ctx.inject({ method: 'GET', url: created.cvPath, headers: ctx.auth });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="CV Nour Ayari _ 2026.pdf"; filename*=UTF-8''CV%20Nour%20Ayari%20%E2%80%93%202026.pdf`,
    );
    expect(download.headers['cache-control']).toBe('no-store');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
  });

  it('never serves a CV without an admin token, nor under any public path', async () => {
    const created = (await apply(applicant, [cv(pdfBytes())])).json() as Candidature;
    expect((await ctx.inject({ method: 'GET', url: created.cvPath })).statusCode).toBe(401);
    expect(
      (await ctx.inject({ method: 'GET', url: created.cvPath, headers: { authorization: 'Bearer x.y.z' } })).statusCode,
    ).toBe(401);
    for (const file of await ctx.stored.list('cvs')) {
      for (const url of [`/uploads/${file}`, `/private/cvs/${file}`, `/uploads/../private/cvs/${file}`, `/${file}`]) {
        const response = await ctx.inject({ method: 'GET', url });
        expect(response.headers['content-type'] ?? '').not.toContain('application/pdf');
        expect(response.rawPayload.subarray(0, 5).toString()).not.toBe('%PDF-');
      }
    }
  });

  it('accepts DOCX and DOC by their content', async () => {
    const docx = await apply(applicant, [{ name: 'cv', filename: 'cv.docx', content: docxBytes() }]);
    expect(docx.statusCode).toBe(201);
    const docxDownload = await ctx.inject({ method: 'GET', url: docx.json().cvPath, headers: ctx.auth });
    expect(docxDownload.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const doc = await apply(applicant, [{ name: 'cv', filename: 'cv.doc', content: docBytes() }]);
    expect(doc.statusCode).toBe(201);
    expect(
      (await ctx.inject({ method: 'GET', url: doc.json().cvPath, headers: ctx.auth })).headers['content-type'],
    ).toBe('application/msword');
  });

  it('gives the download the extension of what the file really is', () => {
    expect(downloadFileName('../../etc/passwd', '.pdf')).toBe('passwd.pdf');
    expect(downloadFileName('C:\\Users\\me\\mon cv.PDF', '.pdf')).toBe('mon cv.pdf');
    expect(downloadFileName('cv\u0000\r\n".docx', '.docx')).toBe('cv.docx');
    expect(downloadFileName('', '.doc')).toBe('cv.doc');
    expect(attachmentHeader('سيرة.pdf')).toBe(
      `attachment; filename="____.pdf"; filename*=UTF-8''%D8%B3%D9%8A%D8%B1%D8%A9.pdf`,
    );
  });

  it.each([
    ['an executable renamed .pdf', exeBytes(), 'cv.pdf'],
    ['HTML posing as a PDF', Buffer.from('<!doctype html><script>alert(1)</script>'), 'cv.pdf'],
    ['a plain text file', Buffer.from('just text, not a CV'), 'cv.docx'],
  ])('refuses %s with 415 and keeps nothing', async (_label, content, filename) => {
    const before = (await ctx.stored.list('cvs')).length;
    const response = await apply(applicant, [cv(content, filename)]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ message: 'The CV must be a PDF, DOC or DOCX file.', code: 'cv_type' });
    expect((await ctx.stored.list('cvs')).length).toBe(before);
    expect(filesIn(path.join(ctx.dataDir, 'tmp'))).toEqual([]);
  });

  it('accepts exactly 5 MB and refuses 5 MB + 1 byte with 413, keeping nothing', async () => {
    const limit = 5 * 1024 * 1024;
    expect((await apply(applicant, [cv(pdfBytes(limit))])).statusCode).toBe(201);
    const before = (await ctx.stored.list('cvs')).length;
    const response = await apply(applicant, [cv(pdfBytes(limit + 1))]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      message: expect.stringMatching(/too large/),
      code: 'file_too_large',
      params: { maxMb: 5 },
    });
    expect((await ctx.stored.list('cvs')).length).toBe(before);
    expect(filesIn(path.join(ctx.dataDir, 'tmp'))).toEqual([]);
  });

  it.each([
    ['no CV', applicant, [], 'cv'],
    ['no name', { email: 'a@b.tn' }, [cv(pdfBytes())], 'name'],
    ['an invalid email', { name: 'A', email: 'nope' }, [cv(pdfBytes())], 'email'],
  ])('refuses %s with 400 and keeps nothing', async (_label, fields, files, field) => {
    const before = (await ctx.stored.list('cvs')).length;
    const response = await apply(fields as Record<string, string>, files as FilePart[]);
    expect(response.statusCode).toBe(400);
    expect(problemPaths(response)).toContain(field);
    expect((await ctx.stored.list('cvs')).length).toBe(before);
  });

  it('refuses a JSON body with 415', async () => {
    const response = await ctx.inject({ method: 'POST', url: '/api/candidatures', payload: applicant });
    expect(response.statusCode).toBe(415);
  });

  it('refuses two files with 4xx and keeps nothing', async () => {
    const before = (await ctx.stored.list('cvs')).length;
    const response = await apply(applicant, [cv(pdfBytes()), cv(pdfBytes())]);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect((await ctx.stored.list('cvs')).length).toBe(before);
  });

  it('deletes an application with its CV file, for an admin only', async () => {
    const created = (await apply(applicant, [cv(pdfBytes())])).json() as Candidature;
    const before = (await ctx.stored.list('cvs')).length;
    expect((await ctx.inject({ method: 'GET', url: '/api/candidatures' })).statusCode).toBe(401);
    expect((await ctx.inject({ method: 'DELETE', url: `/api/candidatures/${created._id}` })).statusCode).toBe(401);
    expect(
      (await ctx.inject({ method: 'DELETE', url: `/api/candidatures/${created._id}`, headers: ctx.auth })).statusCode,
    ).toBe(200);
    expect((await ctx.stored.list('cvs')).length).toBe(before - 1);
    expect((await ctx.inject({ method: 'GET', url: created.cvPath, headers: ctx.auth })).statusCode).toBe(404);
    expect(
      (await ctx.inject({ method: 'DELETE', url: `/api/candidatures/${created._id}`, headers: ctx.auth })).statusCode,
    ).toBe(404);
  });
});
