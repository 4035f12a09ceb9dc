/** Which database a Kysely instance speaks to, for the few places that write SQL of their own. */
import { type Kysely, PostgresAdapter } from 'kysely';

export const isPostgres = <T>(db: Kysely<T>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;
