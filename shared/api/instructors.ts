import type { Instructor, LocalizedText } from '../domain/entities.ts';
import { api } from './client.ts';

export const fetchInstructors = (signal?: AbortSignal): Promise<Instructor[]> =>
  api.get<Instructor[]>('/instructors', { silent: true, signal });

/** The instructors as the admin lists them; shared with the course form, so an instructor added is offered there. */
export const ADMIN_INSTRUCTORS_KEY = ['admin', 'instructors'] as const;

export interface NewInstructor {
  name: string;
  /** What the instructor does, in each language. */
  title: LocalizedText;
  avatar?: File;
}

/** Admin: multipart, as the server takes the photo as the `avatar` file part; the title as JSON text, like the course's texts. */
export function createInstructor({ name, title, avatar }: NewInstructor): Promise<Instructor> {
  const form = new FormData();
  form.append('name', name);
  form.append('title', JSON.stringify(title));
  if (avatar) form.append('avatar', avatar);
  return api.post<Instructor>('/instructors', form, { silent: true });
}

/** Admin: renames and retitles; with `avatar`, multipart with the new photo, else JSON (the photo stays). */
export function updateInstructor(id: string, { name, title, avatar }: NewInstructor): Promise<Instructor> {
  const path = `/instructors/${encodeURIComponent(id)}`;
  if (!avatar) return api.put<Instructor>(path, { name, title }, { silent: true });
  const form = new FormData();
  form.append('name', name);
  form.append('title', JSON.stringify(title));
  form.append('avatar', avatar);
  return api.put<Instructor>(path, form, { silent: true });
}

/** Admin: refused with 409 (its message names the courses) while a course still uses the instructor. */
export const deleteInstructor = (id: string): Promise<{ message: string }> =>
  api.delete<{ message: string }>(`/instructors/${encodeURIComponent(id)}`, { silent: true });
