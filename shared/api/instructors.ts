import type { Instructor } from '../domain/entities.ts';
import { api } from './client.ts';

export const fetchInstructors = (signal?: AbortSignal): Promise<Instructor[]> => api.get<Instructor[]>('/instructors', { silent: true, signal });
