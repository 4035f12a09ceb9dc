/**
 * The catalogue data of the page a visit starts on, fetched before the app first draws (the
 * server has already asked the browser to preload it), so that page appears complete at once
 * instead of as placeholders. It serves that first drawing only: once a page has taken it, the
 * next ones fetch their own.
 */
import { matchPath } from 'react-router-dom';
import { fetchPublishedCourse, fetchPublishedCourses } from '../api/courses.ts';
import type { Course, CourseSummary } from '../domain/entities.ts';
import { SITE_PAGE_PATHS } from '../domain/site-routes.ts';
import { isDemoCourseId } from './demo/demo-ids.ts';

/** A course page's answer: the course, or none when there is no published course by that id (a 404). */
export interface LoadedCourse {
  id: string;
  course?: Course;
}

type Held = { key: 'courses'; data: CourseSummary[] } | { key: 'course'; data: LoadedCourse };
let held: Held | undefined;
/** Past this wait the app draws without the data (its page fetches it and shows its placeholders). */
const LONGEST_WAIT_MS = 1500;

async function fetchFor(pathname: string): Promise<Held | undefined> {
  if (pathname === SITE_PAGE_PATHS.courses) return { key: 'courses', data: await fetchPublishedCourses() };
  const id = matchPath(SITE_PAGE_PATHS.course, pathname)?.params.id;
  return id && !isDemoCourseId(id) ? { key: 'course', data: { id, course: await fetchPublishedCourse(id) } } : undefined;
}

export async function prefetchFirstPageData(pathname: string): Promise<void> {
  let waiting = true;
  const fetched = fetchFor(pathname).then(
    (result) => {
      // An answer that comes after the app has drawn is of no use any more.
      if (waiting) held = result;
    },
    () => {
      // The page fetches again and shows what went wrong.
    },
  );
  await Promise.race([fetched, new Promise((resolve) => setTimeout(resolve, LONGEST_WAIT_MS))]);
  waiting = false;
}

/** The published courses fetched for the first page, if that is what it fetched. */
export const firstPageCourses = (): CourseSummary[] | undefined => (held?.key === 'courses' ? held.data : undefined);

/** The answer fetched for the first page's course, if it was this one, a missing course included. */
export const firstPageCourse = (id: string): LoadedCourse | undefined => (held?.key === 'course' && held.data.id === id ? held.data : undefined);

/** Called once a page has drawn with the data: from then on, pages fetch afresh. */
export function releaseFirstPageData(): void {
  held = undefined;
}
