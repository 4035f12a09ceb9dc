import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthToken } from './client.ts';
import { EventStreamParser, runEventStream, type StreamedEvent } from './events.ts';

const encoder = new TextEncoder();

/** A response whose body sends `chunks` one by one, then ends (or stays open when `hold`). */
function streamResponse(chunks: string[], { status = 200, hold = false } = {}) {
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const chunk of chunks) {
        await Promise.resolve();
        controller.enqueue(encoder.encode(chunk));
      }
      if (!hold) controller.close();
    },
  });
  return new Response(body, {
    status,
    headers: { 'Content-Type': 'text/event-stream' },
  });
}

function parse(chunks: string[]) {
  const events: StreamedEvent[] = [];
  const parser = new EventStreamParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  return events;
}

describe('the event-stream parser', () => {
  it('joins lines split across chunks', () => {
    expect(parse(['event: request-cr', 'eated\ndata: {"kind":"le', 'ad","_id":"1"}\n', '\n'])).toEqual([
      { type: 'request-created', data: '{"kind":"lead","_id":"1"}' },
    ]);
  });

  it('reads several events from one chunk, and skips comments', () => {
    const chunk =
      ': ping\n\nevent: request-created\ndata: {"_id":"1"}\n\n: ping\n\nevent: request-updated\ndata: {"_id":"2"}\n\n';
    expect(parse([chunk])).toEqual([
      { type: 'request-created', data: '{"_id":"1"}' },
      { type: 'request-updated', data: '{"_id":"2"}' },
    ]);
  });

  it('accepts \\r\\n line ends, even split between two chunks, and joins data lines', () => {
    expect(parse(['event: a\r', '\ndata: one\r\ndata:two\r', '\n\r', '\n'])).toEqual([{ type: 'a', data: 'one\ntwo' }]);
  });

  it('dispatches nothing before the blank line, and nothing for an event without data', () => {
    expect(parse(['event: request-created\ndata: {}\n'])).toEqual([]);
    expect(parse(['event: request-created\n\n'])).toEqual([]);
    expect(parse(['data: plain\n\n'])).toEqual([{ type: 'message', data: 'plain' }]);
  });
});

describe('the live event stream', () => {
  let controller: AbortController;
  beforeEach(() => {
    controller = new AbortController();
    setAuthToken('token-1');
  });
  afterEach(() => {
    controller.abort();
    setAuthToken(undefined);
    vi.unstubAllGlobals();
  });

  /** Answers each call with the next reply; after the last one, aborts (the test is over). */
  function stubFetch(replies: (() => Response | Promise<Response>)[]) {
    const fetchStub = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
      const reply = replies.shift();
      if (!reply) {
        controller.abort();
        throw new DOMException('Aborted', 'AbortError');
      }
      return reply();
    });
    vi.stubGlobal('fetch', fetchStub);
    return fetchStub;
  }

  const run = (overrides: Partial<Parameters<typeof runEventStream>[0]> = {}) => {
    const events: StreamedEvent[] = [];
    const waits: number[] = [];
    const done = runEventStream({
      signal: controller.signal,
      onEvent: (event) => events.push(event),
      wait: async (ms) => {
        waits.push(ms);
      },
      ...overrides,
    });
    return { events, waits, done };
  };

  it('asks /api/events with the admin’s token and delivers the events', async () => {
    const fetchStub = stubFetch([
      () => streamResponse(['event: request-created\ndata: {"kind":"lead","_id":"7"}\n\n']),
    ]);
    const { events, done } = run();
    await done;
    const [url, init] = fetchStub.mock.calls[0]!;
    expect(url).toBe('/api/events');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-1');
    expect(events).toEqual([{ type: 'request-created', data: '{"kind":"lead","_id":"7"}' }]);
  });

  it('reconnects after the stream ends, a second after a good connection', async () => {
    const onOpen = vi.fn();
    const fetchStub = stubFetch([() => streamResponse(['data: 1\n\n']), () => streamResponse(['data: 2\n\n'])]);
    const { events, waits, done } = run({ onOpen });
    await done;
    expect(fetchStub).toHaveBeenCalledTimes(3);
    expect(events.map((event) => event.data)).toEqual(['1', '2']);
    expect(onOpen).toHaveBeenCalledTimes(2);
    expect(waits).toEqual([1000, 1000]);
  });

  it('backs off from 1 s to 30 s while the server cannot be reached, and starts again at 1 s after a good connection', async () => {
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    const unavailable = () => new Response('', { status: 503 });
    const fetchStub = stubFetch([
      offline,
      unavailable,
      offline,
      offline,
      offline,
      offline,
      offline,
      () => streamResponse([': ping\n\n']),
      offline,
    ]);
    const { waits, done } = run();
    await done;
    expect(fetchStub).toHaveBeenCalledTimes(10);
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 1000, 1000]);
  });

  it('stops after a 401 and lets the admin know; no reconnection', async () => {
    const onUnauthorized = vi.fn();
    const fetchStub = stubFetch([
      () =>
        new Response(JSON.stringify({ message: 'Not authorized' }), {
          status: 401,
        }),
      () => streamResponse([]),
    ]);
    const { waits, done } = run({ onUnauthorized });
    await done;
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(fetchStub).toHaveBeenCalledTimes(1);
    expect(waits).toEqual([]);
  });

  it('stops when signed out (no token) and when its signal aborts, even mid-stream', async () => {
    setAuthToken(undefined);
    const fetchStub = stubFetch([() => streamResponse([])]);
    await run().done;
    expect(fetchStub).not.toHaveBeenCalled();

    setAuthToken('token-1');
    const open = stubFetch([() => streamResponse(['data: 1\n\n'], { hold: true })]);
    const { events, done } = run();
    await vi.waitFor(() => expect(events).toHaveLength(1));
    controller.abort();
    await done;
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('gives up on a connection that stays silent past the limit, and reconnects', async () => {
    const fetchStub = stubFetch([() => streamResponse([], { hold: true }), () => streamResponse(['data: back\n\n'])]);
    const { events, waits, done } = run({ silenceLimit: 20 });
    await done;
    expect(fetchStub).toHaveBeenCalledTimes(3);
    expect(events.map((event) => event.data)).toEqual(['back']);
    expect(waits[0]).toBe(1000);
  });
});
