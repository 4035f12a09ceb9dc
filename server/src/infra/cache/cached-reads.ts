/**
 * The public catalogue's two reads, GET /api/courses and GET /api/courses/:id, answered from memory
 * before Fastify when a fresh answer is kept: nothing of routing, validation or hooks is needed to
 * send bytes that are ready, and these are the API's busiest addresses. Everything else goes on to
 * Fastify: another method, an address written any other way or that another route owns, a request
 * with an Origin (CORS answers it), a course not kept (its route reads it and keeps it for the next
 * one), and every request once the server is closing. The answer is the route's, byte for byte:
 * the same CachedBody answer (features/catalogue/courses-routes.ts sends it with sendCached) and
 * the API's security headers (infra/http/security.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_HEADERS } from '../http/security.ts';
import type { CachedAnswer, CachedBody } from './cached-body.ts';
import type { PublishedCoursesCache } from './published-courses-cache.ts';

const LIST_PATH = '/api/courses';
/** A course's id or slug: letters, digits, `-` and `_` (an escaped or longer address goes to the route). */
const COURSE_PATH = /^\/api\/courses\/([\w-]{1,64})$/;

export class CachedReads {
  private serving = true;
  /** Each answer's headers with the API's, merged once: nothing is made anew per request. */
  private readonly headers = new WeakMap<CachedAnswer, Readonly<Record<string, string>>>();

  constructor(
    private readonly catalogue: PublishedCoursesCache,
    /** The paths a route of their own answers (GET /api/courses/all), whatever the cache keeps under their last segment. */
    private readonly ownedPaths: ReadonlySet<string>,
  ) {}

  /** From now on every request goes to Fastify (which answers 503 while closing). */
  stop(): void {
    this.serving = false;
  }

  /** Answers `request` if a fresh answer is kept for it; says whether it did. */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (!this.serving || request.method !== 'GET' || request.headers.origin !== undefined) return false;
    const cached = this.cachedFor(request.url ?? '');
    if (!cached) return false;
    const answer = cached.answer(request.headers['accept-encoding'], request.headers['if-none-match']);
    let headers = this.headers.get(answer);
    if (!headers) this.headers.set(answer, (headers = { ...API_HEADERS, ...answer.headers }));
    response.writeHead(answer.notModified ? 304 : 200, headers);
    response.end(answer.body);
    return true;
  }

  private cachedFor(url: string): CachedBody | undefined {
    if (url === LIST_PATH) return this.catalogue.freshList();
    const address = COURSE_PATH.exec(url)?.[1];
    // A course's slug may be a word another route owns (the site's /course/all keeps it under "all").
    if (address === undefined || this.ownedPaths.has(url)) return undefined;
    return this.catalogue.freshCourse(address);
  }
}
