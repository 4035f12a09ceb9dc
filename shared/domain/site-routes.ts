/**
 * The addresses of the site's pages (SPEC §2), in one list: the browser's router draws them
 * (shared/site/SiteApp.tsx) and the server answers them with the app and a 200; any other
 * address gets the site's not-found page with a 404, so the two cannot disagree.
 */
export const SITE_PAGE_PATHS = {
  home: '/',
  courses: '/courses',
  course: '/course/:id',
  companies: '/entreprises',
  instructors: '/instructors',
  careers: '/careers',
  about: '/about',
  contact: '/contact',
  /** What is kept about visitors, why, for how long, and how to ask for it or its erasure. */
  privacy: '/privacy',
  login: '/login',
  /** The admin area has its own router (and its own not-found view) under this prefix. */
  admin: '/admin/*',
} as const;
export type SitePage = keyof typeof SITE_PAGE_PATHS;

/**
 * The query parameters /courses reads (?q=&category=&session=upcoming): the page's filters, in its
 * address so a filtered list can be shared. The server renders one page per value of these; any
 * other parameter (utm_source, fbclid…) changes nothing.
 */
export const CATALOGUE_PARAMS = { search: 'q', category: 'category', session: 'session' } as const;
/** ?session=upcoming: only the courses with an upcoming session. */
export const UPCOMING_SESSION_VALUE = 'upcoming';

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Which of the site's pages a pathname (without its query) is, matched as react-router matches
 * them: case-insensitive, trailing slashes ignored, `:param` one non-empty segment, a final `*`
 * any rest, none included.
 */
export function sitePageOf(pathname: string): SitePage | undefined {
  if (!pathname.startsWith('/')) return undefined;
  const path = pathname.replace(/\/+$/, '') || '/';
  const segments = path.split('/').slice(1).map(decodeSegment);
  const found = Object.entries(SITE_PAGE_PATHS).find(([, pattern]) => {
    const parts = pattern.split('/').slice(1).filter(Boolean);
    if (parts.at(-1) === '*') {
      const fixed = parts.slice(0, -1);
      return segments.length >= fixed.length && fixed.every((part, index) => matches(part, segments[index]!));
    }
    if (parts.length === 0) return path === '/';
    return segments.length === parts.length && parts.every((part, index) => matches(part, segments[index]!));
  });
  return found?.[0] as SitePage | undefined;
}

export const isSitePage = (pathname: string): boolean => sitePageOf(pathname) !== undefined;

/**
 * The one spelling of a public page's address (`/COURSES/`, `//courses` and `/%63ourses` are all
 * `/courses`): fixed segments as the list writes them, a parameter as given, no trailing slash.
 * Undefined for an address that is no public page (the admin's included).
 */
export function canonicalPagePath(pathname: string): string | undefined {
  const page = sitePageOf(pathname.replace(/\/{2,}/g, '/'));
  if (!page || page === 'admin') return undefined;
  const segments = pathname.split('/').filter(Boolean);
  const parts = SITE_PAGE_PATHS[page].split('/').filter(Boolean);
  return `/${parts.map((part, index) => (part.startsWith(':') ? encodeURIComponent(decodeSegment(segments[index]!)) : part)).join('/')}`;
}

const matches = (part: string, segment: string) =>
  part.startsWith(':') ? segment !== '' : part.toLowerCase() === segment.toLowerCase();
