/**
 * The server's live events (GET /api/events, Server-Sent Events) for signed-in staff. Read with
 * fetch and a stream rather than EventSource, which cannot send the Authorization header. The
 * stream reconnects by itself (1 s, doubling to 30 s, back to 1 s once a connection is accepted)
 * and stops for good when its signal aborts (sign-out, unmount) or the server refuses the session.
 */
import { apiUrl, currentAuthToken } from './client.ts';

/** One event as the server sent it: its `event:` name (`message` when it gave none) and its `data:` text. */
export interface StreamedEvent {
  type: string;
  data: string;
}

/**
 * Reads the text/event-stream format chunk by chunk: a line may be split across chunks (even its
 * \r\n), a chunk may hold several events, comment lines (`: ping`) are skipped, and an event is
 * dispatched at the blank line that ends it, only when it had data (as the format says).
 */
export class EventStreamParser {
  private buffer = '';
  private type = '';
  private data: string[] = [];

  constructor(private readonly onEvent: (event: StreamedEvent) => void) {}

  push(text: string): void {
    this.buffer += text;
    let start = 0;
    for (let index = 0; index < this.buffer.length; index += 1) {
      const char = this.buffer[index];
      if (char !== '\n' && char !== '\r') continue;
      // A \r at the very end may be the first half of a \r\n: wait for the next chunk to tell.
      if (char === '\r' && index === this.buffer.length - 1) break;
      this.line(this.buffer.slice(start, index));
      if (char === '\r' && this.buffer[index + 1] === '\n') index += 1;
      start = index + 1;
    }
    this.buffer = this.buffer.slice(start);
  }

  private line(line: string): void {
    if (line === '') {
      if (this.data.length > 0)
        this.onEvent({
          type: this.type || 'message',
          data: this.data.join('\n'),
        });
      this.type = '';
      this.data = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.type = value;
    else if (field === 'data') this.data.push(value);
    // `id` and `retry` are not used: after a reconnection the admin reloads its lists instead.
  }
}

export const RECONNECT_DELAYS = { first: 1_000, max: 30_000 } as const;
/** The server sends `: ping` every 15 s: this long without a byte means the connection is gone. */
export const SILENCE_LIMIT = 45_000;

export interface EventStreamOptions {
  /** Aborting it closes the stream and stops reconnecting. */
  signal: AbortSignal;
  onEvent(event: StreamedEvent): void;
  /** Each time the server accepts a connection (the first one, and every reconnection). */
  onOpen?(): void;
  /** The server refused the session (401): the stream has stopped. */
  onUnauthorized?(): void;
  path?: string;
  delays?: { first: number; max: number };
  silenceLimit?: number;
  /** How to wait between attempts; resolves early when the signal aborts. */
  wait?(ms: number, signal: AbortSignal): Promise<void>;
}

const waitFor = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });

type Attempt = 'accepted' | 'refused' | 'failed' | 'stopped';

/** Runs the stream until it is told to stop (signal, no session) or refused (401/403). */
export async function runEventStream(options: EventStreamOptions): Promise<void> {
  const { signal, delays = RECONNECT_DELAYS, wait = waitFor } = options;
  let delay = delays.first;
  while (!signal.aborted) {
    const outcome = await connectOnce(options);
    if (outcome === 'stopped' || outcome === 'refused' || signal.aborted) return;
    if (outcome === 'accepted') delay = delays.first;
    await wait(delay, signal);
    if (outcome === 'failed') delay = Math.min(delay * 2, delays.max);
  }
}

async function connectOnce({
  signal,
  onEvent,
  onOpen,
  onUnauthorized,
  path = '/events',
  silenceLimit = SILENCE_LIMIT,
}: EventStreamOptions): Promise<Attempt> {
  const token = currentAuthToken();
  // Signed out meanwhile: the admin's own sign-out handling is under way.
  if (!token) return 'stopped';
  const connection = new AbortController();
  let reader: ReadableStreamDefaultReader<string> | undefined;
  // Cancelling the reader too: a body already being read does not always end with its request.
  const abort = () => {
    connection.abort();
    reader?.cancel().catch(() => undefined);
  };
  signal.addEventListener('abort', abort, { once: true });
  let silence: ReturnType<typeof setTimeout> | undefined;
  let opened = false;
  const keepAwake = () => {
    clearTimeout(silence);
    silence = setTimeout(abort, silenceLimit);
  };
  try {
    keepAwake();
    const response = await fetch(apiUrl(path), {
      headers: {
        Authorization: `Bearer ${token}`,
        Accept: 'text/event-stream',
      },
      cache: 'no-store',
      signal: connection.signal,
    });
    if (response.status === 401 || response.status === 403) {
      await response.body?.cancel().catch(() => undefined);
      if (response.status === 401) onUnauthorized?.();
      return 'refused';
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel().catch(() => undefined);
      return 'failed';
    }
    opened = true;
    onOpen?.();
    const parser = new EventStreamParser(onEvent);
    reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      keepAwake();
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(value);
    }
    return 'accepted';
  } catch {
    // Offline, refused, cut by a proxy, or silent for too long: try again later (unless stopped).
    if (signal.aborted) return 'stopped';
    return opened ? 'accepted' : 'failed';
  } finally {
    clearTimeout(silence);
    signal.removeEventListener('abort', abort);
  }
}
