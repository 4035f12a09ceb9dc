import type { Course } from '../domain/entities.ts';
import { api } from './client.ts';

export const fetchPublishedCourses = (signal?: AbortSignal): Promise<Course[]> => api.get<Course[]>('/courses', { silent: true, signal });

export const fetchCourse = (id: string, signal?: AbortSignal): Promise<Course> =>
  api.get<Course>(`/courses/${encodeURIComponent(id)}`, { silent: true, signal });
