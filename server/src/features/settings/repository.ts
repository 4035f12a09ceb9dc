import type { Kysely } from 'kysely';
import {
  type CentreSettingsInput,
  EMPTY_NOTIFICATION_ROUTING,
  type NotificationRouting,
  NotificationRoutingSchema,
} from '../../../../shared/domain/index.ts';
import type { Database } from '../../infra/db/schema.ts';
import { readSettingsRow, writeSettingsRow } from './settings-rows.ts';

const CENTRE = 'centre';
/** Who on the staff is told of each kind of request (shared/domain/notification-routing.ts). */
const NOTIFICATIONS = 'notifications';

/** The centre's details as kept: what staff typed, and the stored name of the logo they sent. */
export type StoredCentreSettings = CentreSettingsInput & { logoFile?: string; updatedAt?: string };

export function createSettingsRepository(db: Kysely<Database>) {
  return {
    /** The centre's details as last saved, or undefined before staff (or the seed) first save them. */
    async findCentre(): Promise<StoredCentreSettings | undefined> {
      const row = await readSettingsRow(db, CENTRE);
      return row ? { ...(row.value as StoredCentreSettings), updatedAt: row.updatedAt } : undefined;
    },

    async saveCentre({ updatedAt: _ignored, ...settings }: StoredCentreSettings): Promise<StoredCentreSettings> {
      return { ...settings, updatedAt: await writeSettingsRow(db, CENTRE, settings) };
    },

    /** Each kind's addresses as last saved; every kind empty (all to NOTIFY_EMAILS) before that. */
    async findNotificationRouting(): Promise<NotificationRouting> {
      const row = await readSettingsRow(db, NOTIFICATIONS);
      if (!row) return EMPTY_NOTIFICATION_ROUTING;
      // Read through the schema: a kind added later reads as empty rather than missing.
      const parsed = NotificationRoutingSchema.safeParse({
        ...EMPTY_NOTIFICATION_ROUTING,
        ...(row.value as object),
      });
      return parsed.success ? parsed.data : EMPTY_NOTIFICATION_ROUTING;
    },

    async saveNotificationRouting(routing: NotificationRouting): Promise<void> {
      await writeSettingsRow(db, NOTIFICATIONS, routing);
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
