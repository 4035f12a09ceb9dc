/** Admin: job applications. Their CVs are downloaded through the platform (usePlatform().downloadCv). */
import type { Candidature } from '../domain/entities.ts';
import { api } from './client.ts';
import { fetchInboxList, markNotSpam, type UnarchivedInboxView } from './inbox.ts';

/** Every list of applications is keyed under it (plus its view): one invalidation reloads them all. */
export const ADMIN_CANDIDATURES_KEY = ['admin', 'candidatures'] as const;

export const fetchCandidatures = (view: UnarchivedInboxView = 'active', signal?: AbortSignal): Promise<Candidature[]> =>
  fetchInboxList<Candidature>('candidatures', view, signal);

export const deleteCandidature = (id: string): Promise<{ message: string }> =>
  api.delete<{ message: string }>(`/candidatures/${encodeURIComponent(id)}`, { silent: true });

export const markCandidatureNotSpam = (id: string): Promise<{ message: string }> => markNotSpam('candidatures', id);
