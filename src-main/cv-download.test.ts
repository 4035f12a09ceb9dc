import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { candidatureIdFromCvUrl, type CvDownloadDeps, downloadCv, offerToOpenSavedFile } from './cv-download.ts';
import { closedOrigin, json, startTestServer, type TestServer } from './test-support/http.ts';

const ID = '0190f6f4-8f1e-7d2c-9a1b-2c3d4e5f6a7b';
const CV_BYTES = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from(Array.from({ length: 3000 }, (_, i) => i % 256))]);

let server: TestServer;
let folder: string;

beforeAll(async () => {
  server = await startTestServer((request, _body, response) => {
    if (request.headers.authorization !== 'Bearer good-token') return json(response, 401, { message: 'Session expired.' });
    if (request.url === `/api/candidatures/${ID}/cv`) {
      response.writeHead(200, {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="CV_Amira.pdf"; filename*=UTF-8''..%2F..%2FCV%20Amira%20B%C3%A9ji.pdf`,
      });
      return response.end(CV_BYTES);
    }
    return json(response, 404, { message: 'Application not found.' });
  });
});

afterAll(() => server.close());

beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'takwin-cv-'));
  return () => fs.rmSync(folder, { recursive: true, force: true });
});

function deps(overrides: Partial<CvDownloadDeps> = {}) {
  const base = {
    fetch,
    serverOrigin: (): string | undefined => server.origin,
    adminToken: (): string | undefined => 'good-token',
    downloadsDir: folder,
    chooseSavePath: vi.fn(async (defaultPath: string): Promise<string | undefined> => defaultPath),
    writeFile: (filePath: string, data: Uint8Array) => fs.promises.writeFile(filePath, data),
    afterSave: vi.fn((_filePath: string) => undefined),
  };
  return { ...base, ...overrides } as typeof base & CvDownloadDeps;
}

describe('the CV address check', () => {
  const origin = 'https://takwin.example.tn';
  it('accepts the API cvUrl, relative or on the configured server', () => {
    expect(candidatureIdFromCvUrl(`/api/candidatures/${ID}/cv`, origin)).toBe(ID);
    expect(candidatureIdFromCvUrl(`${origin}/api/candidatures/${ID}/cv`, origin)).toBe(ID);
  });

  it.each([
    `https://evil.example/api/candidatures/${ID}/cv`,
    `//evil.example/api/candidatures/${ID}/cv`,
    `http://takwin.example.tn/api/candidatures/${ID}/cv`,
    '/api/candidatures/../users/login/cv',
    `/api/candidatures/${ID}/cv?redirect=x`,
    `/api/candidatures/${ID}/cv#x`,
    '/api/candidatures/a%2F..%2Fb/cv',
    `/api/courses/${ID}`,
    '/etc/passwd',
    'file:///home/admin/.ssh/id_rsa',
    'javascript:alert(1)',
  ])('refuses %j', (url) => {
    expect(candidatureIdFromCvUrl(url, origin)).toBeUndefined();
  });
});

describe('downloadCv', () => {
  it('writes the server’s bytes under the applicant’s file name, made safe, in Downloads by default', async () => {
    const d = deps();
    const result = await downloadCv(d, { url: `/api/candidatures/${ID}/cv`, fileName: 'ignored.pdf' });
    expect(result).toEqual({ outcome: 'saved', fileName: 'CV Amira Béji.pdf' });
    expect(d.chooseSavePath).toHaveBeenCalledWith(path.join(folder, 'CV Amira Béji.pdf'));
    expect(fs.readFileSync(path.join(folder, 'CV Amira Béji.pdf')).equals(CV_BYTES)).toBe(true);
    expect(d.afterSave).toHaveBeenCalledWith(path.join(folder, 'CV Amira Béji.pdf'));
    expect(server.requests.at(-1)).toMatchObject({ url: `/api/candidatures/${ID}/cv`, headers: { authorization: 'Bearer good-token' } });
  });

  it('saves where the admin chose', async () => {
    const chosen = path.join(folder, 'mon-choix.pdf');
    const result = await downloadCv(deps({ chooseSavePath: async () => chosen }), { url: `/api/candidatures/${ID}/cv`, fileName: 'x.pdf' });
    expect(result).toEqual({ outcome: 'saved', fileName: 'mon-choix.pdf' });
    expect(fs.readFileSync(chosen).equals(CV_BYTES)).toBe(true);
  });

  it('writes nothing when the admin cancels', async () => {
    const d = deps({ chooseSavePath: async () => undefined });
    expect(await downloadCv(d, { url: `/api/candidatures/${ID}/cv`, fileName: 'x.pdf' })).toEqual({ outcome: 'cancelled' });
    expect(fs.readdirSync(folder)).toEqual([]);
    expect(d.afterSave).not.toHaveBeenCalled();
  });

  it('never fetches an address the renderer made up', async () => {
    const before = server.requests.length;
    const d = deps();
    expect(await downloadCv(d, { url: 'https://evil.example/steal', fileName: 'x.pdf' })).toEqual({ outcome: 'failed', problem: 'invalid_request' });
    expect(await downloadCv(deps({ serverOrigin: () => undefined }), { url: `/api/candidatures/${ID}/cv`, fileName: 'x.pdf' })).toEqual({
      outcome: 'failed',
      problem: 'invalid_request',
    });
    expect(server.requests.length).toBe(before);
    expect(d.chooseSavePath).not.toHaveBeenCalled();
  });

  it('reports a refusal with the server’s message, before asking where to save', async () => {
    const d = deps();
    expect(await downloadCv(d, { url: '/api/candidatures/unknown/cv', fileName: 'x.pdf' })).toEqual({
      outcome: 'failed',
      problem: 'server',
      status: 404,
      message: 'Application not found.',
    });
    expect(await downloadCv(deps({ adminToken: () => 'stale' }), { url: `/api/candidatures/${ID}/cv`, fileName: 'x.pdf' })).toMatchObject({ problem: 'server', status: 401 });
    expect(await downloadCv(deps({ adminToken: () => undefined }), { url: `/api/candidatures/${ID}/cv`, fileName: 'x.pdf' })).toEqual({ outcome: 'failed', problem: 'signed_out' });
    expect(d.chooseSavePath).not.toHaveBeenCalled();
  });

  it('reports network and disk failures', async () => {
    const origin = await closedOrigin();
    expect(await downloadCv(deps({ serverOrigin: () => origin }), { url: `/api/candidatures/${ID}/cv`, fileName: 'x.pdf' })).toEqual({ outcome: 'failed', problem: 'network' });
    const nowhere = deps({ chooseSavePath: async () => path.join(folder, 'missing-folder', 'cv.pdf') });
    expect(await downloadCv(nowhere, { url: `/api/candidatures/${ID}/cv`, fileName: 'x.pdf' })).toEqual({ outcome: 'failed', problem: 'disk' });
    expect(nowhere.afterSave).not.toHaveBeenCalled();
  });

  it('uses the renderer’s name, made safe, when the server gives none', async () => {
    const bare = await startTestServer((_request, _body, response) => {
      response.writeHead(200, { 'content-type': 'application/pdf' });
      response.end(CV_BYTES);
    });
    const d = deps({ serverOrigin: () => bare.origin });
    await downloadCv(d, { url: `/api/candidatures/${ID}/cv`, fileName: '../../.bashrc/CV:Sami?.pdf' });
    expect(d.chooseSavePath).toHaveBeenCalledWith(path.join(folder, 'CVSami.pdf'));
    await bare.close();
  });
});

describe('after the save', () => {
  const texts = { saved: 'Le CV est enregistré.', open: 'Ouvrir', showInFolder: 'Afficher dans le dossier', close: 'Fermer' };
  const actions = (response: number) => ({ showMessageBox: vi.fn(async () => ({ response })), openPath: vi.fn(async () => ''), showItemInFolder: vi.fn() });

  it('offers to open the file or show it in its folder', async () => {
    const open = actions(0);
    await offerToOpenSavedFile(open, texts, '/home/a/Téléchargements/cv.pdf');
    expect(open.showMessageBox).toHaveBeenCalledWith(expect.objectContaining({ message: texts.saved, buttons: ['Ouvrir', 'Afficher dans le dossier', 'Fermer'], cancelId: 2 }));
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
