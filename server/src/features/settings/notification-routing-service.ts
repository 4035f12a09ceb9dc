/** The routing of staff notifications: read, and saved with the audit row that records it. */
import type { AuditActor, NotificationKind, NotificationRouting } from '../../../../shared/domain/index.ts';
import { NOTIFICATION_KINDS } from '../../../../shared/domain/index.ts';
import type { AuditRecord, AuditTrail } from '../audit/audit-trail.ts';
import type { SettingsRepository } from './repository.ts';

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

export function createNotificationRoutingService({
  audit,
  settings,
}: {
  audit: AuditTrail;
  settings: Pick<SettingsRepository, 'findNotificationRouting'>;
}) {
  return {
    read: () => settings.findNotificationRouting(),

    /** Replaces every kind's addresses, in the transaction of its audit row. */
    save: (actor: AuditActor, routing: NotificationRouting): Promise<void> =>
      audit.change(actor, async ({ repos, record }) => {
        await repos.settings.saveNotificationRouting(routing);
        await record({ action: 'settings.notifications', ...describeRouting(routing) });
      }),
  };
}
