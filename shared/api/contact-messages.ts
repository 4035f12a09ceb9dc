/** Admin: the messages sent from the contact page (their own inbox). Archiving keeps a message with its archive date. */
import type { ContactMessage } from '../domain/entities.ts';
import { api } from './client.ts';
import { fetchInboxList, type InboxView, markNotSpam } from './inbox.ts';

/** Every list of messages is keyed under it (plus its view): one invalidation reloads them all. */
export const ADMIN_CONTACT_MESSAGES_KEY = ['admin', 'contact-messages'] as const;

export const fetchContactMessages = (view: InboxView = 'active', signal?: AbortSignal): Promise<ContactMessage[]> =>
  fetchInboxList<ContactMessage>('contact-messages', view, signal);

export const archiveContactMessage = (id: string): Promise<{ message: string }> =>
  api.post<{ message: string }>(`/contact-messages/${encodeURIComponent(id)}/archive`, undefined, { silent: true });

export const deleteContactMessage = (id: string): Promise<{ message: string }> =>
  api.delete<{ message: string }>(`/contact-messages/${encodeURIComponent(id)}`, { silent: true });

export const markContactMessageNotSpam = (id: string): Promise<{ message: string }> =>
  markNotSpam('contact-messages', id);
