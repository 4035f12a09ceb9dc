import type { Kysely } from 'kysely';
import {
  type CentreSettingsInput,
  EMPTY_NOTIFICATION_ROUTING,
  type NotificationRouting,
  NotificationRoutingSchema,
} from '../../../../shared/domain/index.ts';
import type { Database } from '../../infra/db/schema.ts';

const CENTRE = 'centre';
/** Who on the staff is told of each kind of request (shared/domain/notification-routing.ts). */
const NOTIFICATIONS = 'notifications';

/** The centre's details as kept: what staff typed, and the stored name of the logo they sent. */
export type StoredCentreSettings = CentreSettingsInput & { logoFile?: string; updatedAt?: string };

export function createSettingsRepository(db: Kysely<Database>) {
  return {
    /** The centre's details as last saved, or undefined before staff (or the seed) first save them. */
    async findCentre(): Promise<StoredCentreSettings | undefined> {
      const row = await db.selectFrom('centre_settings').selectAll().where('id', '=', CENTRE).executeTakeFirst();
      return row ? { ...(JSON.parse(row.value) as StoredCentreSettings), updatedAt: row.updated_at } : undefined;
    },

    async saveCentre({ updatedAt: _ignored, ...settings }: StoredCentreSettings): Promise<StoredCentreSettings> {
      const row = { id: CENTRE, value: JSON.stringify(settings), updated_at: new Date().toISOString() };
      await db
        .insertInto('centre_settings')
        .values(row)
        .onConflict((conflict) => conflict.column('id').doUpdateSet({ value: row.value, updated_at: row.updated_at }))
        .execute();
      return { ...settings, updatedAt: row.updated_at };
    },

    /** Each kind's addresses as last saved; every kind empty (all to NOTIFY_EMAILS) before that. */
    async findNotificationRouting(): Promise<NotificationRouting> {
      const row = await db
        .selectFrom('centre_settings')
        .select('value')
        .where('id', '=', NOTIFICATIONS)
        .executeTakeFirst();
      if (!row) return EMPTY_NOTIFICATION_ROUTING;
      // Read through the schema: a kind added later reads as empty rather than missing.
      const parsed = NotificationRoutingSchema.safeParse({
        ...EMPTY_NOTIFICATION_ROUTING,
        ...(JSON.parse(row.value) as object),
      });
      return parsed.success ? parsed.data : EMPTY_NOTIFICATION_ROUTING;
    },

    async saveNotificationRouting(routing: NotificationRouting): Promise<void> {
      const row = { id: NOTIFICATIONS, value: JSON.stringify(routing), updated_at: new Date().toISOString() };
      await db
        .insertInto('centre_settings')
        .values(row)
        .onConflict((conflict) => conflict.column('id').doUpdateSet({ value: row.value, updated_at: row.updated_at }))
        .execute();
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
