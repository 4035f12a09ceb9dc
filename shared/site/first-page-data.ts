/**
 * The catalogue data of the page a visit starts on, fetched before the app first draws (the
 * server has already asked the browser to preload it), so that page appears complete at once
 * instead of as placeholders. It serves that first drawing only: once a page has taken it, the
 * next ones fetch their own.
 */
import { matchPath } from 'react-router-dom';
import { fetchCourse, fetchPublishedCourses } from '../api/courses.ts';
import type { Course } from '../domain/entities.ts';
import { isDemoCourseId } from './demo/demo-ids.ts';

type Held = { key: 'courses'; data: Course[] } | { key: `course/${string}`; data: Course };
let held: Held | undefined;

export async function prefetchFirstPageData(pathname: string): Promise<void> {
  try {
    if (pathname === '/courses') {
      held = { key: 'courses', data: await fetchPublishedCourses() };
      return;
    }
    const id = matchPath('/course/:id', pathname)?.params.id;
    if (id && !isDemoCourseId(id)) held = { key: `course/${id}`, data: await fetchCourse(id) };
  } catch {
    // The page fetches again and shows what went wrong.
  }
}

/** The published courses fetched for the first page, if that is what it fetched. */
export const firstPageCourses = (): Course[] | undefined => (held?.key === 'courses' ? held.data : undefined);

/** The course fetched for the first page, if it was this one. */
export const firstPageCourse = (id: string): Course | undefined => (held?.key === `course/${id}` ? (held.data as Course) : undefined);

/** Called once a page has drawn with the data: from then on, pages fetch afresh. */
export function releaseFirstPageData(): void {
  held = undefined;
}
