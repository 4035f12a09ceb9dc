import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, setAuthToken } from './client.ts';

const answer = (body: unknown, headers: Record<string, string> = {}) =>
  vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json', ...headers } }));

afterEach(() => {
  vi.unstubAllGlobals();
  setAuthToken(undefined);
});

describe('api.getPage', () => {
  it('reads the rows and the total of the whole list from X-Total-Count', async () => {
    vi.stubGlobal('fetch', answer([{ _id: 'a' }], { 'X-Total-Count': '1234' }));
    expect(await api.getPage('/leads?limit=25&offset=0')).toEqual({ items: [{ _id: 'a' }], total: 1234 });
  });

  it('counts the rows when the server sent the whole list (no header)', async () => {
    vi.stubGlobal('fetch', answer([{ _id: 'a' }, { _id: 'b' }]));
    expect(await api.getPage('/leads')).toEqual({ items: [{ _id: 'a' }, { _id: 'b' }], total: 2 });
  });
});

describe('api.patch', () => {
  it('sends JSON with the token', async () => {
    const fetchStub = answer({ ok: true });
    vi.stubGlobal('fetch', fetchStub);
    setAuthToken('t');
    await api.patch('/leads/1', { status: 'lost' });
    const [url, init] = fetchStub.mock.calls[0]!;
    expect(url).toBe('/api/leads/1');
    expect(init?.method).toBe('PATCH');
    expect(init?.body).toBe('{"status":"lost"}');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer t');
  });
});
