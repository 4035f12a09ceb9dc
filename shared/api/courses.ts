import { queryOptions } from '@tanstack/react-query';
import type { Course } from '../domain/entities.ts';
import type { CourseInput } from '../domain/schemas.ts';
import { api } from './client.ts';
import { ADMIN_COURSES_PATH } from './request-lists.ts';

/*
 * The admin's course calls (SPEC §2 Admin, §7). Each screen shows its own loading, success and
 * failure toasts (SPEC §8), so every call is silent.
 */

/** A course as the admin's form sends it: everything but its publication, which only the list toggles. */
export type AdminCourseInput = Omit<CourseInput, 'isPublished'>;

export const fetchAllCourses = (signal?: AbortSignal): Promise<Course[]> =>
  api.get<Course[]>(ADMIN_COURSES_PATH, { silent: true, signal });

/** The list of every course; add, edit, publish and delete all refresh it. */
export const ADMIN_COURSES_KEY = ['admin', 'courses'] as const;
/** Its read (also made before the admin's first screen renders: shared/admin/first-screen.ts). */
export const adminCoursesQuery = queryOptions({
  queryKey: ADMIN_COURSES_KEY,
  queryFn: ({ signal }) => fetchAllCourses(signal),
});
/** One course as the edit form loads it. */
export const adminCourseKey = (id: string) => ['admin', 'course', id] as const;

/** Any course, drafts included: the admin's own read (the public one answers published courses only). */
export const fetchCourseForEdit = (id: string, signal?: AbortSignal): Promise<Course> =>
  api.get<Course>(`/courses/${encodeURIComponent(id)}/edit`, { silent: true, signal });

/** Multipart as the server reads it: the per-language parts as JSON text, numbers as text, the image last. */
function courseFormData(course: AdminCourseInput, image: File | undefined): FormData {
  const form = new FormData();
  form.append('title', JSON.stringify(course.title));
  form.append('description', JSON.stringify(course.description));
  form.append('learnings', JSON.stringify(course.learnings));
  form.append('syllabus', JSON.stringify(course.syllabus));
  form.append('duration', JSON.stringify(course.duration));
  form.append('category', course.category);
  form.append('price', String(course.price));
  // Left out, the sale price is "none": that is how an edit removes a sale.
  if (course.salePrice !== undefined) form.append('salePrice', String(course.salePrice));
  form.append('skillLevel', course.skillLevel);
  form.append('learningPace', course.learningPace);
  form.append('instructor', course.instructor);
  if (course.slug) form.append('slug', JSON.stringify(course.slug));
  if (image) form.append('image', image);
  return form;
}

export const createCourse = (course: AdminCourseInput, image?: File): Promise<Course> =>
  api.post<Course>('/courses', courseFormData(course, image), { silent: true });

/** Replaces the whole course: JSON when the image stays, multipart when a new one replaces it. */
export const updateCourse = (id: string, course: AdminCourseInput, image?: File): Promise<Course> =>
  api.put<Course>(`/courses/${encodeURIComponent(id)}`, image ? courseFormData(course, image) : course, {
    silent: true,
  });

/** Answers the course with its new status. */
export const toggleCoursePublished = (id: string): Promise<Course> =>
  api.put<Course>(`/courses/${encodeURIComponent(id)}/publish`, undefined, { silent: true });

export const deleteCourse = (id: string): Promise<{ message: string }> =>
  api.delete<{ message: string }>(`/courses/${encodeURIComponent(id)}`, { silent: true });
