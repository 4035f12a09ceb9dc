/** Admin: job applications. Their CVs are downloaded through the platform (usePlatform().downloadCv). */
import type { Candidature } from '../domain/entities.ts';
import { api } from './client.ts';

export const fetchCandidatures = (signal?: AbortSignal): Promise<Candidature[]> => api.get<Candidature[]>('/candidatures', { silent: true, signal });

export const deleteCandidature = (id: string): Promise<{ message: string }> =>
  api.delete<{ message: string }>(`/candidatures/${encodeURIComponent(id)}`, { silent: true });
