/** The admin course screens' query keys. */
import { queryOptions } from '@tanstack/react-query';
import { fetchAllCourses } from '../../api/courses.ts';

/** The list of every course; add, edit, publish and delete all refresh it. */
export const ADMIN_COURSES_KEY = ['admin', 'courses'] as const;
/** Its read (also made before the admin's first screen renders: first-screen.ts). */
export const adminCoursesQuery = queryOptions({ queryKey: ADMIN_COURSES_KEY, queryFn: ({ signal }) => fetchAllCourses(signal) });
/** One course as the edit form loads it. */
export const adminCourseKey = (id: string) => ['admin', 'course', id] as const;
/** Shared with the instructors screen, so an instructor added there is offered here. */
export const ADMIN_INSTRUCTORS_KEY = ['admin', 'instructors'] as const;
