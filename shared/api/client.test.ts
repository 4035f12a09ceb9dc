import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, setAuthToken } from './client.ts';
import { sendEarlyReads } from './early-reads.ts';

const answer = (body: unknown, headers: Record<string, string> = {}) =>
  vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json', ...headers } }),
  );

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

describe('reads sent early (early-reads.ts)', () => {
  it('answers a GET from the read sent before the app loaded, once, with the same token', async () => {
    const early = answer([{ _id: 'early' }], { 'X-Total-Count': '1' });
    vi.stubGlobal('fetch', early);
    sendEarlyReads(['/api/leads?status=new&limit=25&offset=0'], 't');
    const later = answer([{ _id: 'asked again' }], { 'X-Total-Count': '1' });
    vi.stubGlobal('fetch', later);
    setAuthToken('t');
    expect(await api.getPage('/leads?status=new&limit=25&offset=0')).toEqual({ items: [{ _id: 'early' }], total: 1 });
    expect(new Headers(early.mock.calls[0]![1]?.headers).get('Authorization')).toBe('Bearer t');
    expect(later).not.toHaveBeenCalled();
    // Taken once: the next read of the same list asks the server.
    expect(await api.getPage('/leads?status=new&limit=25&offset=0')).toEqual({
      items: [{ _id: 'asked again' }],
      total: 1,
    });
  });

  it('asks again when the tokens differ, the address differs, the read is stale or it failed', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      vi.stubGlobal('fetch', answer(['early']));
      sendEarlyReads(['/api/a', '/api/b', '/api/c'], 'old token');
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => Promise.reject(new TypeError('offline'))),
      );
      sendEarlyReads(['/api/d'], 't');
      const later = answer(['asked again']);
      vi.stubGlobal('fetch', later);
      setAuthToken('t');
      expect(await api.get('/a')).toEqual(['asked again']);
      expect(await api.get('/elsewhere')).toEqual(['asked again']);
      expect(await api.get('/d')).toEqual(['asked again']);
      setAuthToken('old token');
      vi.advanceTimersByTime(10_001);
      expect(await api.get('/b')).toEqual(['asked again']);
      expect(later).toHaveBeenCalledTimes(4);
      // Only GETs: a write is always sent.
      expect(await api.post('/c', {})).toEqual(['asked again']);
      expect(later).toHaveBeenCalledTimes(5);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops waiting for an early answer when its request is cancelled, as fetch would', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    sendEarlyReads(['/api/slow'], 't');
    setAuthToken('t');
    const controller = new AbortController();
    const asked = api.get('/slow', { silent: true, signal: controller.signal });
    controller.abort();
    await expect(asked).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('says whether a screen was shown an early answer (the live stream then catches the lists up)', async () => {
    vi.resetModules();
    const fresh = await import('./early-reads.ts');
    vi.stubGlobal('fetch', answer([]));
    fresh.sendEarlyReads(['/api/x'], 't');
    expect(fresh.takeEarlyRead('/api/x', 'other token')).toBeUndefined();
    expect(fresh.earlyReadsTaken()).toBe(false);
    fresh.sendEarlyReads(['/api/x'], 't');
    expect(fresh.takeEarlyRead('/api/x', 't')).toBeDefined();
    expect(fresh.earlyReadsTaken()).toBe(true);
  });
});
