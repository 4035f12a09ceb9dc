/** Admin: job applications. Lists, statuses, notes and spam: inbox.ts; CVs are downloaded through the platform (usePlatform().downloadCv). */
import { api } from './client.ts';

export const deleteCandidature = (id: string): Promise<{ message: string }> =>
  api.delete<{ message: string }>(`/candidatures/${encodeURIComponent(id)}`, { silent: true });
