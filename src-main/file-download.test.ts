import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminFileAt, type FileDownloadDeps, downloadFile, offerToOpenSavedFile } from './file-download.ts';
import { closedOrigin, json, startTestServer, type TestServer } from './test-support/http.ts';

const ID = '0190f6f4-8f1e-7d2c-9a1b-2c3d4e5f6a7b';
const CV_BYTES = Buffer.concat([
  Buffer.from('%PDF-1.4\n'),
  Buffer.from(Array.from({ length: 3000 }, (_, i) => i % 256)),
]);
const CSV = '\uFEFFname;email;status\r\nSami Trabelsi;sami@example.tn;new\r\n';

let server: TestServer;
let folder: string;

beforeAll(async () => {
  server = await startTestServer((request, _body, response) => {
    if (request.headers.authorization !== 'Bearer good-token')
      return json(response, 401, { message: 'Session expired.' });
    if (request.url === `/api/candidatures/${ID}/cv`) {
      response.writeHead(200, {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="CV_Amira.pdf"; filename*=UTF-8''..%2F..%2FCV%20Amira%20B%C3%A9ji.pdf`,
      });
      return response.end(CV_BYTES);
    }
    if (request.url?.startsWith('/api/leads/export.csv')) {
      response.writeHead(200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="leads-2025-05-01.csv"',
      });
      return response.end(CSV);
    }
    if (request.url?.startsWith('/api/company-leads/export.csv')) {
      // A name that would run if opened: saved as CSV all the same.
      response.writeHead(200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="company-leads.bat"',
      });
      return response.end(CSV);
    }
    if (request.url === '/api/candidatures/export.csv') {
      response.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' });
      return response.end(CSV);
    }
    return json(response, 404, { message: 'Application not found.' });
  });
});

afterAll(() => server.close());

beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'takwin-cv-'));
  return () => fs.rmSync(folder, { recursive: true, force: true });
});

function deps(overrides: Partial<FileDownloadDeps> = {}) {
  const base = {
    fetch,
    serverOrigin: (): string | undefined => server.origin,
    adminToken: (): string | undefined => 'good-token',
    downloadsDir: folder,
    chooseSavePath: vi.fn(async (defaultPath: string, _file: unknown): Promise<string | undefined> => defaultPath),
    writeFile: (filePath: string, data: Uint8Array) => fs.promises.writeFile(filePath, data),
    afterSave: vi.fn((_filePath: string, _file: unknown) => undefined),
  };
  return { ...base, ...overrides } as typeof base & FileDownloadDeps;
}

describe('the address check', () => {
  const origin = 'https://takwin.example.tn';
  it('accepts the API cvPath, relative or on the configured server, and rebuilds it', () => {
    expect(adminFileAt(`/api/candidatures/${ID}/cv`, origin)).toEqual({
      kind: 'cv',
      address: `${origin}/api/candidatures/${ID}/cv`,
    });
    expect(adminFileAt(`${origin}/api/candidatures/${ID}/cv`, origin)).toEqual({
      kind: 'cv',
      address: `${origin}/api/candidatures/${ID}/cv`,
    });
  });

  it.each([
    ['/api/leads/export.csv', 'leads', ''],
    ['/api/company-leads/export.csv?status=quoted', 'company-leads', '?status=quoted'],
    [`${origin}/api/candidatures/export.csv?archived=true&spam=false`, 'candidatures', '?spam=false&archived=true'],
    ['/api/candidatures/export.csv?lng=ar&status=interview', 'candidatures', '?status=interview&lng=ar'],
    [
      '/api/leads/export.csv?to=2025-05-31&from=2025-05-01&q=Sami+Trabelsi&status=new',
      'leads',
      '?status=new&q=Sami+Trabelsi&from=2025-05-01&to=2025-05-31',
    ],
    ['/api/leads/export.csv?q=%D8%B3%D8%A7%D9%85%D9%8A%20%26%20co', 'leads', '?q=%D8%B3%D8%A7%D9%85%D9%8A+%26+co'],
  ])('accepts the export %j with its known parameters, rebuilt in a fixed order', (url, list, search) => {
    expect(adminFileAt(url, origin)).toEqual({
      kind: 'export',
      list,
      address: `${origin}/api/${list}/export.csv${search}`,
    });
  });

  it.each([
    ['/api/people/export.zip?email=nour%40example.tn&lng=ar', '?email=nour%40example.tn&lng=ar'],
    ['/api/people/export.zip?lng=fr&phone=%2B216+98+765+432', '?phone=%2B216+98+765+432&lng=fr'],
  ])('accepts a person’s export %j, rebuilt in a fixed order', (url, search) => {
    expect(adminFileAt(url, origin)).toEqual({
      kind: 'person-export',
      address: `${origin}/api/people/export.zip${search}`,
    });
  });

  it.each([
    '/api/people/export.zip',
    '/api/people/export.zip?email=not-an-address',
    '/api/people/export.zip?email=a%40b.tn&phone=98765432',
    '/api/people/export.zip?email=a%40b.tn&email=c%40d.tn',
    '/api/people/export.zip?email=a%40b.tn&redirect=x',
    'https://evil.example/api/people/export.zip?email=a%40b.tn',
    '/api/people?email=a%40b.tn',
  ])('refuses the person export %j', (url) => {
    expect(adminFileAt(url, origin)).toBeUndefined();
  });

  it.each([
    `https://evil.example/api/candidatures/${ID}/cv`,
    `//evil.example/api/candidatures/${ID}/cv`,
    `http://takwin.example.tn/api/candidatures/${ID}/cv`,
    `https://user:pass@takwin.example.tn/api/candidatures/${ID}/cv`,
    '/api/candidatures/../users/login/cv',
    `/api/candidatures/${ID}/cv?redirect=x`,
    `/api/candidatures/${ID}/cv#x`,
    '/api/candidatures/a%2F..%2Fb/cv',
    `/api/courses/${ID}`,
    '/etc/passwd',
    'file:///home/admin/.ssh/id_rsa',
    'javascript:alert(1)',
    'https://evil.example/api/leads/export.csv',
    '/api/users/export.csv',
    '/api/courses/export.csv',
    '/api/leads/export.json',
    '/api/leads/export.csv/../../users',
    '/api/leads/../users/export.csv',
    '/api/leads/export.csv?limit=100000',
    '/api/leads/export.csv?offset=5',
    '/api/leads/export.csv?token=abc',
    '/api/leads/export.csv?status=new&status=lost',
    '/api/leads/export.csv?spam=maybe',
    '/api/leads/export.csv?from=yesterday',
    '/api/leads/export.csv?from=2025-02-30',
    '/api/leads/export.csv?lng=de',
    `/api/leads/export.csv?q=${'x'.repeat(201)}`,
    '/api/leads/export.csv#top',
    '/api/leads/export.csv?status=new#top',
  ])('refuses %j', (url) => {
    expect(adminFileAt(url, origin)).toBeUndefined();
  });
});

describe('downloadFile', () => {
  it('writes the server’s bytes under the applicant’s file name, made safe, in Downloads by default', async () => {
    const d = deps();
    const result = await downloadFile(d, { url: `/api/candidatures/${ID}/cv`, fileName: 'ignored.pdf' });
    expect(result).toEqual({ outcome: 'saved', fileName: 'CV Amira Béji.pdf' });
    expect(d.chooseSavePath).toHaveBeenCalledWith(path.join(folder, 'CV Amira Béji.pdf'), {
      kind: 'cv',
      address: `${server.origin}/api/candidatures/${ID}/cv`,
    });
    expect(fs.readFileSync(path.join(folder, 'CV Amira Béji.pdf')).equals(CV_BYTES)).toBe(true);
    expect(d.afterSave).toHaveBeenCalledWith(
      path.join(folder, 'CV Amira Béji.pdf'),
      expect.objectContaining({ kind: 'cv' }),
    );
    expect(server.requests.at(-1)).toMatchObject({
      url: `/api/candidatures/${ID}/cv`,
      headers: { authorization: 'Bearer good-token' },
    });
  });

  it('saves where the admin chose', async () => {
    const chosen = path.join(folder, 'mon-choix.pdf');
    const result = await downloadFile(deps({ chooseSavePath: async () => chosen }), {
      url: `/api/candidatures/${ID}/cv`,
      fileName: 'x.pdf',
    });
    expect(result).toEqual({ outcome: 'saved', fileName: 'mon-choix.pdf' });
    expect(fs.readFileSync(chosen).equals(CV_BYTES)).toBe(true);
  });

  it('writes nothing when the admin cancels', async () => {
    const d = deps({ chooseSavePath: async () => undefined });
    expect(await downloadFile(d, { url: `/api/candidatures/${ID}/cv`, fileName: 'x.pdf' })).toEqual({
      outcome: 'cancelled',
    });
    expect(fs.readdirSync(folder)).toEqual([]);
    expect(d.afterSave).not.toHaveBeenCalled();
  });

  it('never fetches an address the renderer made up', async () => {
    const before = server.requests.length;
    const d = deps();
    expect(await downloadFile(d, { url: 'https://evil.example/steal', fileName: 'x.pdf' })).toEqual({
      outcome: 'failed',
      problem: 'invalid_request',
    });
    expect(
      await downloadFile(deps({ serverOrigin: () => undefined }), {
        url: `/api/candidatures/${ID}/cv`,
        fileName: 'x.pdf',
      }),
    ).toEqual({
      outcome: 'failed',
      problem: 'invalid_request',
    });
    expect(server.requests.length).toBe(before);
    expect(d.chooseSavePath).not.toHaveBeenCalled();
  });

  it('reports a refusal with the server’s message, before asking where to save', async () => {
    const d = deps();
    expect(await downloadFile(d, { url: '/api/candidatures/unknown/cv', fileName: 'x.pdf' })).toEqual({
      outcome: 'failed',
      problem: 'server',
      status: 404,
      message: 'Application not found.',
    });
    expect(
      await downloadFile(deps({ adminToken: () => 'stale' }), { url: `/api/candidatures/${ID}/cv`, fileName: 'x.pdf' }),
    ).toMatchObject({ problem: 'server', status: 401 });
    expect(
      await downloadFile(deps({ adminToken: () => undefined }), {
        url: `/api/candidatures/${ID}/cv`,
        fileName: 'x.pdf',
      }),
    ).toEqual({ outcome: 'failed', problem: 'signed_out' });
    expect(d.chooseSavePath).not.toHaveBeenCalled();
  });

  it('reports network and disk failures', async () => {
    const origin = await closedOrigin();
    expect(
      await downloadFile(deps({ serverOrigin: () => origin }), {
        url: `/api/candidatures/${ID}/cv`,
        fileName: 'x.pdf',
      }),
    ).toEqual({ outcome: 'failed', problem: 'network' });
    const nowhere = deps({ chooseSavePath: async () => path.join(folder, 'missing-folder', 'cv.pdf') });
    expect(await downloadFile(nowhere, { url: `/api/candidatures/${ID}/cv`, fileName: 'x.pdf' })).toEqual({
      outcome: 'failed',
      problem: 'disk',
    });
    expect(nowhere.afterSave).not.toHaveBeenCalled();
  });

  it('uses the renderer’s name, made safe, when the server gives none', async () => {
    const bare = await startTestServer((_request, _body, response) => {
      response.writeHead(200, { 'content-type': 'application/pdf' });
      response.end(CV_BYTES);
    });
    const d = deps({ serverOrigin: () => bare.origin });
    await downloadFile(d, { url: `/api/candidatures/${ID}/cv`, fileName: '../../.bashrc/CV:Sami?.pdf' });
    expect(d.chooseSavePath).toHaveBeenCalledWith(
      path.join(folder, 'CVSami.pdf'),
      expect.objectContaining({ kind: 'cv' }),
    );
    await bare.close();
  });
});

describe('downloadFile for an export', () => {
  it('saves the CSV of the current filters under the server’s name, fetched from the address main rebuilt', async () => {
    const d = deps();
    const result = await downloadFile(d, {
      url: '/api/leads/export.csv?from=2025-05-01&status=new',
      fileName: 'ignored.csv',
    });
    expect(result).toEqual({ outcome: 'saved', fileName: 'leads-2025-05-01.csv' });
    expect(server.requests.at(-1)).toMatchObject({
      url: '/api/leads/export.csv?status=new&from=2025-05-01',
      headers: { authorization: 'Bearer good-token' },
    });
    expect(d.chooseSavePath).toHaveBeenCalledWith(path.join(folder, 'leads-2025-05-01.csv'), {
      kind: 'export',
      list: 'leads',
      address: `${server.origin}/api/leads/export.csv?status=new&from=2025-05-01`,
    });
    expect(fs.readFileSync(path.join(folder, 'leads-2025-05-01.csv'), 'utf8')).toBe(CSV);
    expect(d.afterSave).toHaveBeenCalledWith(
      path.join(folder, 'leads-2025-05-01.csv'),
      expect.objectContaining({ kind: 'export' }),
    );
  });

  it('always saves an export as .csv', async () => {
    const d = deps();
    await downloadFile(d, { url: '/api/company-leads/export.csv', fileName: 'x.csv' });
    expect(d.chooseSavePath).toHaveBeenLastCalledWith(path.join(folder, 'company-leads.csv'), expect.anything());
    await downloadFile(d, { url: '/api/candidatures/export.csv', fileName: '../candidatures.exe' });
    expect(d.chooseSavePath).toHaveBeenLastCalledWith(path.join(folder, 'candidatures.csv'), expect.anything());
    await downloadFile(d, { url: '/api/candidatures/export.csv', fileName: '' });
    expect(d.chooseSavePath).toHaveBeenLastCalledWith(path.join(folder, 'candidatures.csv'), expect.anything());
  });

  it('never fetches an export address with unknown parameters', async () => {
    const before = server.requests.length;
    const d = deps();
    for (const url of [
      '/api/leads/export.csv?limit=1',
      '/api/users/export.csv',
      `${server.origin}/api/leads/export.csv?status=new&status=lost`,
    ]) {
      expect(await downloadFile(d, { url, fileName: 'x.csv' })).toEqual({
        outcome: 'failed',
        problem: 'invalid_request',
      });
    }
    expect(server.requests.length).toBe(before);
    expect(d.chooseSavePath).not.toHaveBeenCalled();
  });
});

describe('after the save', () => {
  const texts = {
    saved: 'Le CV est enregistré.',
    open: 'Ouvrir',
    showInFolder: 'Afficher dans le dossier',
    close: 'Fermer',
  };
  const actions = (response: number) => ({
    showMessageBox: vi.fn(async () => ({ response })),
    openPath: vi.fn(async () => ''),
    showItemInFolder: vi.fn(),
  });

  it('offers to open the file or show it in its folder', async () => {
    const open = actions(0);
    await offerToOpenSavedFile(open, texts, '/home/a/Téléchargements/cv.pdf');
    expect(open.showMessageBox).toHaveBeenCalledWith(
      expect.objectContaining({
        message: texts.saved,
        buttons: ['Ouvrir', 'Afficher dans le dossier', 'Fermer'],
        cancelId: 2,
      }),
    );
    expect(open.openPath).toHaveBeenCalledWith('/home/a/Téléchargements/cv.pdf');
    const show = actions(1);
    await offerToOpenSavedFile(show, texts, '/tmp/cv.pdf');
    expect(show.showItemInFolder).toHaveBeenCalledWith('/tmp/cv.pdf');
    expect(show.openPath).not.toHaveBeenCalled();
    const close = actions(2);
    await offerToOpenSavedFile(close, texts, '/tmp/cv.pdf');
    expect(close.openPath).not.toHaveBeenCalled();
    expect(close.showItemInFolder).not.toHaveBeenCalled();
  });
});
