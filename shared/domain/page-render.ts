/**
 * What the server asks of the public pages' renderer (web/src/entry-server.tsx, built apart) and
 * what it gets back: the contract between the server and the pages it renders.
 */
import type { Language } from './constants.ts';
import type { RefusedPageForm } from './page-forms.ts';

/** Answers a GET of the public API by path (`/courses`), or null when the API answers 404. */
export type PublicApiRead = (path: string, signal?: AbortSignal) => Promise<unknown>;

export interface PageRenderRequest {
  /** The path and the query the page reads (`/courses?q=web`). */
  url: string;
  language: Language;
  readApi: PublicApiRead;
  /** Where the site is reached from outside (PUBLIC_URL), for absolute addresses in the head. */
  publicUrl: string;
  settings: { currency: string };
  /** The page's form as the server refused it (posted without the app): drawn with its values and problems. */
  refusedForm?: RefusedPageForm;
}

export interface RenderedPage {
  status: 200 | 404;
  language: Language;
  dir: 'ltr' | 'rtl';
  /** The page's content, for <div id="root">. */
  html: string;
  head: {
    title: string;
    description: string;
    /** Absolute; none when the page has no picture of its own. */
    image?: string;
    /** What the page's picture shows, for link previews (a course's title). */
    imageAlt?: string;
    type: 'website' | 'article';
    /** schema.org objects, one JSON-LD block each. */
    structuredData: object[];
    /** The centre's name (Open Graph's site name). */
    siteName: string;
    /** Not to be listed by search engines (the not-found page always is not). */
    noindex?: boolean;
  };
  /** The page's module under shared/ (`site/courses/CoursesPage.tsx`) when the browser loads it on demand: preloaded with the page. */
  pageModule?: string;
  /** The answers of the page's queries (TanStack Query's dehydrated state), for the browser to start with. */
  state: unknown;
}

export type PageRenderer = (request: PageRenderRequest) => Promise<RenderedPage>;
