/**
 * Who on the staff is told of each kind of new request (admin, with the centre's settings): its
 * own addresses, or NOTIFY_EMAILS for a kind left empty. Saving is in the audit trail.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponseSchema,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationRouting,
  NotificationRoutingSchema,
  NotificationRoutingViewSchema,
} from '../../../../shared/domain/index.ts';
import type { AuditRecord } from '../audit/audit-trail.ts';
import { actingStaff } from '../../infra/http/auth.ts';

/** A kind's addresses as the audit row gives them: NOTIFY_EMAILS when it has none of its own. */
const addressesOf = (routing: NotificationRouting, kind: NotificationKind) =>
  routing[kind].length > 0 ? routing[kind].join(', ') : 'NOTIFY_EMAILS';

/** "lead: a@x.tn, b@x.tn; candidature: NOTIFY_EMAILS": what the audit row says was saved (and its values, for the admin's words). */
const describeRouting = (routing: NotificationRouting): Pick<AuditRecord, 'summary' | 'detail'> => ({
  summary: NOTIFICATION_KINDS.map((kind) => `${kind}: ${addressesOf(routing, kind)}`).join('; '),
  detail: {
    code: 'recipients_saved',
    params: {
      lead: addressesOf(routing, 'lead'),
      companyLead: addressesOf(routing, 'company-lead'),
      candidature: addressesOf(routing, 'candidature'),
      contactMessage: addressesOf(routing, 'contact-message'),
    },
  },
});

const notificationRoutingRoutes: FastifyPluginAsyncZod = async (app) => {
  const admins = app.requireStaff('settings');

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
      routing: await app.repos.settings.findNotificationRouting(),
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
      await app.audit.change(actingStaff(request), async ({ repos, record }) => {
        await repos.settings.saveNotificationRouting(request.body);
        await record({ action: 'settings.notifications', ...describeRouting(request.body) });
      });
      return { routing: request.body, defaultEmails: app.config.notifyEmails };
    },
  );
};

export default notificationRoutingRoutes;
