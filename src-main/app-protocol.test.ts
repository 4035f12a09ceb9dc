import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ENTRY_URL, createAppRequestHandler, isAppUrl, readRendererFile } from './app-protocol.ts';
import { RENDERER_CSP, RENDERER_CSP_HEADER } from './content-security-policy.ts';
import { closedOrigin, json, startTestServer, type TestServer } from './test-support/http.ts';

const MESSAGES = { unreachable: 'Le serveur est injoignable.', notConfigured: 'Aucune adresse.' };

let rendererDir: string;
let server: TestServer;

beforeAll(async () => {
  rendererDir = fs.mkdtempSync(path.join(os.tmpdir(), 'takwin-renderer-'));
  fs.mkdirSync(path.join(rendererDir, 'assets'));
  fs.writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>Takwin Admin</title>');
  fs.writeFileSync(path.join(rendererDir, 'assets', 'app.js'), 'console.log(1)');
  fs.writeFileSync(path.join(path.dirname(rendererDir), 'takwin-secret.txt'), 'secret');
  server = await startTestServer((request, body, response) => {
    if (request.url === '/api/courses/all') return json(response, 200, { seen: request.headers.authorization ?? null });
    if (request.url === '/api/instructors' && request.method === 'POST')
      return json(response, 201, { size: body.length });
    if (request.url === '/api/leads?limit=1') {
      response.writeHead(200, { 'content-type': 'application/json', 'x-total-count': '42' });
      return response.end('[]');
    }
    if (request.url === '/api/events') {
      // A live stream: the first event now, the second a moment later, and the stream stays open.
      response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
      response.write('event: request-created\ndata: {"kind":"lead","_id":"a"}\n\n');
      setTimeout(() => response.write('event: request-updated\ndata: {"kind":"lead","_id":"a"}\n\n'), 50);
      return;
    }
    if (request.url === '/uploads/course.webp') {
      response.writeHead(200, { 'content-type': 'image/webp', 'set-cookie': 'a=b', 'x-powered-by': 'x' });
      return response.end(Buffer.from([1, 2, 3]));
    }
    return json(response, 404, { message: 'No such address' });
  });
});

afterAll(async () => {
  await server.close();
  fs.rmSync(rendererDir, { recursive: true, force: true });
  fs.rmSync(path.join(path.dirname(rendererDir), 'takwin-secret.txt'), { force: true });
});

describe('the app:// origin', () => {
  it('is app://takwin and nothing else', () => {
    expect(isAppUrl(APP_ENTRY_URL)).toBe(true);
    expect(isAppUrl('app://takwin/index.html#/admin/courses')).toBe(true);
    expect(isAppUrl('app://evil/index.html')).toBe(false);
    expect(isAppUrl('https://takwin/index.html')).toBe(false);
    expect(isAppUrl('file:///index.html')).toBe(false);
    expect(isAppUrl('not a url')).toBe(false);
  });
});

describe('the renderer files', () => {
  it('serves the page with its CSP and types', async () => {
    const page = await readRendererFile(rendererDir, '/index.html');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBe(RENDERER_CSP_HEADER);
    expect(await page.text()).toContain('Takwin Admin');
    const script = await readRendererFile(rendererDir, '/assets/app.js');
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('never leaves the renderer folder', async () => {
    for (const pathname of [
      '/../takwin-secret.txt',
      '/%2e%2e/takwin-secret.txt',
      '/..%2ftakwin-secret.txt',
      '/%E0%A4%A',
      '/missing.js',
    ]) {
      expect((await readRendererFile(rendererDir, pathname)).status, pathname).toBe(404);
    }
  });

  it('keeps index.html and main under the same policy', () => {
    const html = fs.readFileSync(path.join(import.meta.dirname, '../src-renderer/index.html'), 'utf8');
    expect(/http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1]).toBe(RENDERER_CSP);
    expect(RENDERER_CSP).toContain("connect-src 'self'");
    expect(RENDERER_CSP).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline|\*/);
    expect(RENDERER_CSP_HEADER).toContain("frame-ancestors 'none'");
  });
});

describe('the relay to the server', () => {
  const handler = (origin: string | undefined) =>
    createAppRequestHandler({ rendererDir, serverOrigin: () => origin, fetch, messages: () => MESSAGES });

  it('passes /api calls on with the token, and nothing the API does not use', async () => {
    const response = await handler(server.origin)(
      new Request('app://takwin/api/courses/all', {
        headers: { authorization: 'Bearer t0k', cookie: 'session=1', origin: 'app://takwin', 'x-other': '1' },
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ seen: 'Bearer t0k' });
    const sent = server.requests.at(-1)!;
    expect(sent.headers.cookie).toBeUndefined();
    expect(sent.headers.origin).toBeUndefined();
    expect(sent.headers['x-other']).toBeUndefined();
  });

  it('streams uploads and answers pictures without the server headers the page has no use for', async () => {
    const form = new FormData();
    form.append('name', 'Sonia');
    form.append('avatar', new Blob([new Uint8Array(70_000).fill(7)], { type: 'image/png' }), 'a.png');
    const upload = await handler(server.origin)(
      new Request('app://takwin/api/instructors', { method: 'POST', body: form }),
    );
    expect(upload.status).toBe(201);
    expect(((await upload.json()) as { size: number }).size).toBeGreaterThan(70_000);
    expect(server.requests.at(-1)?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);

    const picture = await handler(server.origin)(new Request('app://takwin/uploads/course.webp'));
    expect(picture.headers.get('content-type')).toBe('image/webp');
    expect(picture.headers.get('set-cookie')).toBeNull();
    expect(picture.headers.get('x-powered-by')).toBeNull();
    expect(new Uint8Array(await picture.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('passes a paged list’s total and streams live events as they come', async () => {
    const page = await handler(server.origin)(new Request('app://takwin/api/leads?limit=1'));
    expect(page.headers.get('x-total-count')).toBe('42');

    const events = await handler(server.origin)(
      new Request('app://takwin/api/events', { headers: { authorization: 'Bearer t0k' } }),
    );
    expect(events.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const reader = events.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes('request-updated')) text += (await reader.read()).value ?? '';
    expect(text).toContain('event: request-created');
    await reader.cancel();
  });

  it('answers the translated message when there is no server, or it cannot be reached', async () => {
    const none = await handler(undefined)(new Request('app://takwin/api/courses/all'));
    expect(none.status).toBe(503);
    expect(await none.json()).toEqual({ message: MESSAGES.notConfigured });
    const down = await handler(await closedOrigin())(new Request('app://takwin/api/courses/all'));
    expect(down.status).toBe(502);
    expect(await down.json()).toEqual({ message: MESSAGES.unreachable });
  });

  it('serves the page for other paths, and nothing for another host or a write', async () => {
    expect(await (await handler(server.origin)(new Request('app://takwin/'))).text()).toContain('Takwin Admin');
    expect((await handler(server.origin)(new Request('app://other/api/courses/all'))).status).toBe(404);
    expect(
      (await handler(server.origin)(new Request('app://takwin/index.html', { method: 'POST', body: 'x' }))).status,
    ).toBe(405);
  });
});
