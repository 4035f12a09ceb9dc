/**
 * What the inboxes of visitors' requests share (leads, company leads, candidatures, contact
 * messages): one address per list, and the way out of the suspected-spam folder. A request that
 * tripped the anti-spam check is kept apart (?spam=true) until staff restore it or the server
 * deletes it after SPAM_RETENTION_DAYS. Every call is silent: the screens show their own states.
 */
import { api } from './client.ts';

/** Which list of an inbox: the requests to handle, the archived ones, or those held as spam. */
export type InboxView = 'active' | 'archived' | 'spam';
/** The lists of an inbox that deletes instead of archiving (company leads, candidatures). */
export type UnarchivedInboxView = Exclude<InboxView, 'archived'>;

const VIEW_QUERY: Record<InboxView, string> = { active: '', archived: '?archived=true', spam: '?spam=true' };

/** One list of the inbox at /api/<resource>, newest first. */
export const fetchInboxList = <T>(resource: string, view: InboxView, signal?: AbortSignal): Promise<T[]> =>
  api.get<T[]>(`/${resource}${VIEW_QUERY[view]}`, { silent: true, signal });

/** Moves a request held as spam back into its inbox; 404 when it is not held as spam (any more). */
export const markNotSpam = (resource: string, id: string): Promise<{ message: string }> =>
  api.post<{ message: string }>(`/${resource}/${encodeURIComponent(id)}/not-spam`, undefined, { silent: true });
