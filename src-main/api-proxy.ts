/**
 * The renderer talks to its own origin (app://takwin/api/...) and main passes those requests on
 * to the configured server. The page thus needs no CORS permission from the server, its CSP can
 * stay 'self' although the server address is a setting, and /uploads pictures load as they do
 * on the web. Only the headers the API uses cross, in both directions.
 */
import type { Fetch } from './fetch.ts';

const REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'authorization',
  'content-type',
  'if-none-match',
  'if-modified-since',
];
// No content-length: fetch has already undone any compression, so the server's length is not this body's.
const RESPONSE_HEADERS = [
  'content-type',
  'content-disposition',
  'cache-control',
  'etag',
  'last-modified',
  'x-total-count',
];
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** The paths of the app's origin that belong to the server. */
export function isServerPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/uploads/');
}

export async function forwardToServer(
  request: Request,
  origin: string,
  fetch: Fetch,
  unreachableMessage: string,
): Promise<Response> {
  const { pathname, search } = new URL(request.url);
  const target = new URL(`${pathname}${search}`, origin);
  const headers = new Headers();
  for (const name of REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  let response: Response;
  try {
    response = await fetch(target, {
      method: request.method,
      headers,
      body: hasBody ? request.body : undefined,
      duplex: hasBody ? 'half' : undefined,
      // A redirect could carry the admin's token to another host.
      redirect: 'error',
    });
  } catch {
    return Response.json({ message: unreachableMessage }, { status: 502 });
  }
  const answerHeaders = new Headers();
  for (const name of RESPONSE_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) answerHeaders.set(name, value);
  }
  return new Response(NULL_BODY_STATUSES.has(response.status) ? null : response.body, {
    status: response.status,
    statusText: response.statusText,
    headers: answerHeaders,
  });
}
