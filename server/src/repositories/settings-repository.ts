import type { Kysely } from 'kysely';
import type { CentreSettingsInput } from '../../../shared/domain/index.ts';
import type { Database } from '../db/schema.ts';

const CENTRE = 'centre';

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
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
