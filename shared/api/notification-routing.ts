/** Who is told of each kind of new request (/admin/settings): its addresses, or NOTIFY_EMAILS. Silent: the screen says what went wrong. */
import type { NotificationRouting, NotificationRoutingView } from '../domain/notification-routing.ts';
import { api } from './client.ts';

export const NOTIFICATION_ROUTING_KEY = ['admin', 'notification-routing'] as const;

export const fetchNotificationRouting = (signal?: AbortSignal): Promise<NotificationRoutingView> =>
  api.get<NotificationRoutingView>('/settings/notifications', { silent: true, signal });

export const saveNotificationRouting = (routing: NotificationRouting): Promise<NotificationRoutingView> =>
  api.put<NotificationRoutingView>('/settings/notifications', routing, { silent: true });
