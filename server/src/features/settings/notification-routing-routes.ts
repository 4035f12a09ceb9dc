/**
 * Who on the staff is told of each kind of new request (admin, with the centre's settings): its
 * own addresses, or NOTIFY_EMAILS for a kind left empty. Saving is in the audit trail
 * (notification-routing-service.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponseSchema,
  NotificationRoutingSchema,
  NotificationRoutingViewSchema,
} from '../../../../shared/domain/index.ts';
import { actingStaff } from '../../infra/http/auth.ts';
import { createNotificationRoutingService } from './notification-routing-service.ts';

const notificationRoutingRoutes: FastifyPluginAsyncZod = async (app) => {
  const admins = app.requireStaff('settings');
  const routing = createNotificationRoutingService({ audit: app.audit, settings: app.repos.settings });

  app.get(
    '/settings/notifications',
    {
      onRequest: admins,
      schema: {
        tags: ['settings'],
        summary: 'Who is told of each kind of new request, and NOTIFY_EMAILS, which a kind left empty goes to (admin)',
        response: { 200: NotificationRoutingViewSchema },
      },
    },
    async () => ({
      routing: await routing.read(),
      defaultEmails: app.config.notifyEmails,
    }),
  );

  app.put(
    '/settings/notifications',
    {
      onRequest: admins,
      schema: {
        tags: ['settings'],
        summary: 'Replace the addresses told of each kind of new request; an empty list means NOTIFY_EMAILS (admin)',
        body: NotificationRoutingSchema,
        response: { 200: NotificationRoutingViewSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => {
      await routing.save(actingStaff(request), request.body);
      return { routing: request.body, defaultEmails: app.config.notifyEmails };
    },
  );
};

export default notificationRoutingRoutes;
