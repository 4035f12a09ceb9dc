import { type Kysely, sql } from 'kysely';
import type { Database } from '../../infra/db/schema.ts';

export function createSystemRepository(db: Kysely<Database>) {
  return {
    /** One round trip to the database: throws when it cannot be reached. */
    async ping(): Promise<void> {
      await sql`select 1`.execute(db);
    },
  };
}
