import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseServerAddress } from '../shared/platform/bridge.ts';
import { checkServer } from './server-check.ts';
import { closedOrigin, json, startTestServer, type TestServer } from './test-support/http.ts';

describe('parseServerAddress', () => {
  it.each([
    ['https://takwin.example.tn', 'https://takwin.example.tn'],
    ['  http://192.168.1.20:3000/  ', 'http://192.168.1.20:3000'],
    ['https://takwin.example.tn/admin/courses?x=1', 'https://takwin.example.tn'],
    ['HTTPS://Takwin.Example.TN', 'https://takwin.example.tn'],
  ])('%j is the server %j', (input, origin) => {
    expect(parseServerAddress(input)).toBe(origin);
  });

  it.each([
    'takwin.example.tn',
    'ftp://takwin.example.tn',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'https://user:secret@takwin.example.tn',
    'https://',
    'http:///x',
    '',
  ])('%j is not a server address', (input) => {
    expect(parseServerAddress(input)).toBeUndefined();
  });
});

describe('checkServer', () => {
  let takwin: TestServer;
  let other: TestServer;
  let silent: TestServer;

  beforeAll(async () => {
    takwin = await startTestServer((request, _body, response) =>
      request.url === '/api/health'
        ? json(response, 200, { status: 'ok', database: 'sqlite' })
        : json(response, 404, { message: 'No such address' }),
    );
    other = await startTestServer((_request, _body, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<h1>Welcome to nginx!</h1>');
    });
    silent = await startTestServer(() => undefined);
  });

  afterAll(async () => {
    await Promise.all([takwin.close(), other.close(), silent.close()]);
  });

  it('accepts a Takwin server and answers its origin', async () => {
    expect(await checkServer(`${takwin.origin}/`, fetch)).toEqual({ ok: true, origin: takwin.origin });
    expect(takwin.requests.at(-1)?.url).toBe('/api/health');
  });

  it('tells a wrong address from an unreachable, a silent and a foreign server', async () => {
    expect(await checkServer('not an address', fetch)).toEqual({ ok: false, problem: 'invalid_address' });
    expect(await checkServer(await closedOrigin(), fetch)).toEqual({ ok: false, problem: 'unreachable' });
    expect(await checkServer(silent.origin, fetch, 200)).toEqual({ ok: false, problem: 'timeout' });
    expect(await checkServer(other.origin, fetch)).toEqual({ ok: false, problem: 'not_takwin' });
  });
});
