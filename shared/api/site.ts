/**
 * What the public pages read, as TanStack Query options: one key and one way to read each. The
 * browser reads the API over HTTP; the server, rendering a page, answers the same paths from the
 * services behind them (readPublicApiWith) and sends the results with the page, so the browser
 * starts with them instead of asking again.
 */
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api, ApiError } from './client.ts';
import type { CourseSummary, Instructor, PublicCentreSettings, PublishedCourse } from '../domain/entities.ts';
import type { PrivacyNotice } from '../domain/privacy.ts';
import type { SiteContent } from '../domain/site-content.ts';
import type { PublicApiRead } from '../domain/page-render.ts';

const browserRead: PublicApiRead = (path, signal) =>
  api.get<unknown>(path, { silent: true, signal }).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  });

const serverReads = new WeakMap<QueryClient, PublicApiRead>();

/** The server's renderer: this client's queries read the API through `read` instead of HTTP. */
export function readPublicApiWith(client: QueryClient, read: PublicApiRead): void {
  serverReads.set(client, read);
}

const readApi = <T>(client: QueryClient, path: string, signal: AbortSignal) =>
  (serverReads.get(client) ?? browserRead)(path, signal) as Promise<T>;

export const siteQueries = {
  /** The published courses, as cards (SPEC §2: public pages keep the published ones). */
  courses: () =>
    queryOptions({
      queryKey: ['site', 'courses'],
      queryFn: async ({ client, signal }) =>
        ((await readApi<CourseSummary[] | null>(client, '/courses', signal)) ?? []).filter(
          (course) => course.isPublished,
        ),
    }),

  /**
   * A published course with its upcoming sessions, or null when there is none by that id. The server sends only the
   * upcoming sessions, soonest first: the page shows them as they come, never filtered by a
   * "today" of its own, so the server's page and the browser's agree.
   */
  course: (id: string) =>
    queryOptions({
      queryKey: ['site', 'course', id],
      queryFn: async ({ client, signal }): Promise<PublishedCourse | null> => {
        const course = await readApi<PublishedCourse | null>(client, `/courses/${encodeURIComponent(id)}`, signal);
        return course?.isPublished ? course : null;
      },
    }),

  instructors: () =>
    queryOptions({
      queryKey: ['site', 'instructors'],
      queryFn: async ({ client, signal }) => {
        const instructors = await readApi<Instructor[] | null>(client, '/instructors', signal);
        return Array.isArray(instructors) ? instructors : [];
      },
    }),

  /** The centre's public details (footer, contact page, WhatsApp link): every page has them. */
  centreSettings: () =>
    queryOptions({
      queryKey: ['site', 'centre-settings'],
      queryFn: ({ client, signal }) => readApi<PublicCentreSettings | null>(client, '/settings', signal),
    }),

  /** The page texts the centre rewrote and its visible testimonials (home, about, companies, careers). */
  siteContent: () =>
    queryOptions({
      queryKey: ['site', 'site-content'],
      queryFn: ({ client, signal }) => readApi<SiteContent | null>(client, '/site-content', signal),
    }),

  /** How long requests are kept, as the server is configured (the privacy page). */
  privacyNotice: () =>
    queryOptions({
      queryKey: ['site', 'privacy-notice'],
      queryFn: ({ client, signal }) => readApi<PrivacyNotice | null>(client, '/privacy', signal),
    }),
};
