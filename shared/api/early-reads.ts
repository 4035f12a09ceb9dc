/**
 * Reads sent before the app's code has arrived. The admin's entry knows from the address alone
 * which GETs its first screen makes (shared/admin/first-reads.ts) and sends them while its
 * scripts load; the HTTP client (client.ts) then takes each answer instead of asking again. An
 * answer is taken once, by a request with the same token, and only while fresh: anything else
 * asks the server as usual, and an answer nobody took is dropped.
 */

/** After this, an answer waiting here is older than what staff expect on screen: asked again. */
const FRESH_FOR_MS = 10_000;

interface EarlyRead {
  token: string;
  sentAt: number;
  response: Promise<Response>;
}

const reads = new Map<string, EarlyRead>();
let taken = false;

/** Lets go of an answer nobody will read (its body would stay open). */
const drop = (read: EarlyRead) => void read.response.then((response) => response.body?.cancel()).catch(() => undefined);

/** Sends a GET of each URL (as `/api/...`) with `token`. */
export function sendEarlyReads(urls: readonly string[], token: string): void {
  for (const url of urls) {
    const response = fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    // A read that fails is asked again by its screen; until then nobody is waiting for it.
    response.catch(() => undefined);
    const read = { token, sentAt: performance.now(), response };
    reads.set(url, read);
    setTimeout(() => {
      if (reads.get(url) !== read) return;
      reads.delete(url);
      drop(read);
    }, FRESH_FOR_MS);
  }
}

/** The answer to an early GET of `url` sent with `token`, once; undefined when there is none, or none usable. */
export function takeEarlyRead(url: string, token: string | undefined): Promise<Response> | undefined {
  const read = reads.get(url);
  if (!read) return undefined;
  reads.delete(url);
  if (read.token !== token || performance.now() - read.sentAt > FRESH_FOR_MS) {
    drop(read);
    return undefined;
  }
  taken = true;
  return read.response;
}

/**
 * Whether a screen showed an early answer: what arrived between that answer and the live event
 * stream's first connection was not heard, and the lists catch up then (LiveUpdates).
 */
export const earlyReadsTaken = (): boolean => taken;
