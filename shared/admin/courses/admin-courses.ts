/** The admin course screens' shared pieces: query keys and the end of a toast sequence. */
import { queryOptions } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { ApiError, errorMessage } from '../../api/client.ts';
import { fetchAllCourses } from '../../api/courses.ts';

/** The list of every course; add, edit, publish and delete all refresh it. */
export const ADMIN_COURSES_KEY = ['admin', 'courses'] as const;
/** Its read (also made before the admin's first screen renders: first-screen.ts). */
export const adminCoursesQuery = queryOptions({ queryKey: ADMIN_COURSES_KEY, queryFn: ({ signal }) => fetchAllCourses(signal) });
/** One course as the edit form loads it. */
export const adminCourseKey = (id: string) => ['admin', 'course', id] as const;
/** Shared with the instructors screen, so an instructor added there is offered here. */
export const ADMIN_INSTRUCTORS_KEY = ['admin', 'instructors'] as const;

export const isSessionRejected = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/**
 * Replaces a loading toast with the failure: the server's message, else the screen's own text.
 * A rejected session has its own message (the admin query client), so this one just goes away.
 */
export function showFailure(toastId: string, error: unknown, fallback: string): void {
  if (isSessionRejected(error)) toast.dismiss(toastId);
  else toast.error(errorMessage(error, fallback), { id: toastId });
}
