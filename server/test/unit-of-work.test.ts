/**
 * The one way to open a transaction (infra/db/unit-of-work.ts): what waits for its outcome runs
 * after a commit or after a failure, never both; `undo`, given with the work for a file stored
 * before it, runs whenever the work fails, its BEGIN included.
 */
import SQLite from 'better-sqlite3';
import { Kysely, sql, SqliteDialect } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { afterCommit, inTransaction, onRollback } from '../src/infra/db/unit-of-work.ts';

interface Tables {
  rows: { id: number };
}

let db: Kysely<Tables>;
let done: string[];

beforeEach(async () => {
  db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
  await sql`create table rows (id integer primary key)`.execute(db);
  done = [];
});
afterEach(() => db.destroy());

const rowCount = async () =>
  (await db.selectFrom('rows').select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;

describe('a unit of work', () => {
  it('commits, then runs what waited for the commit, and not its undo', async () => {
    const answer = await inTransaction(
      db,
      async (trx) => {
        await trx.insertInto('rows').values({ id: 1 }).execute();
        afterCommit(trx, () => done.push('committed'));
        onRollback(trx, () => done.push('rolled back'));
        expect(done).toEqual([]);
        return 'written';
      },
      () => done.push('undo'),
    );
    expect(answer).toBe('written');
    expect(done).toEqual(['committed']);
    expect(await rowCount()).toBe(1);
  });

  it('rolls back on a failure, then runs its undo and what waited for a rollback, not what waited for the commit', async () => {
    const failure = inTransaction(
      db,
      async (trx) => {
        await trx.insertInto('rows').values({ id: 1 }).execute();
        afterCommit(trx, () => done.push('committed'));
        onRollback(trx, () => done.push('rolled back'));
        throw new Error('refused');
      },
      () => done.push('undo'),
    );
    await expect(failure).rejects.toThrow('refused');
    expect(done).toEqual(['undo', 'rolled back']);
    expect(await rowCount()).toBe(0);
  });

  it('runs its undo when the transaction cannot even begin, and answers that error', async () => {
    await db.destroy();
    let ran = false;
    const failure = inTransaction(
      db,
      async () => {
        ran = true;
      },
      () => done.push('undo'),
    );
    await expect(failure).rejects.toThrow();
    expect(ran).toBe(false);
    expect(done).toEqual(['undo']);
  });

  it('joined to the transaction it runs in, waits for that one: the outer failure undoes the inner work', async () => {
    const failure = inTransaction(db, async (outer) => {
      await inTransaction(
        outer,
        async (trx) => {
          await trx.insertInto('rows').values({ id: 1 }).execute();
          afterCommit(trx, () => done.push('inner committed'));
        },
        () => done.push('inner undo'),
      );
      expect(done).toEqual([]);
      throw new Error('outer refused');
    });
    await expect(failure).rejects.toThrow('outer refused');
    expect(done).toEqual(['inner undo']);
    expect(await rowCount()).toBe(0);
  });

  it('keeps undoing when one undo fails, and answers the first error', async () => {
    const failure = inTransaction(
      db,
      async (trx) => {
        onRollback(trx, () => {
          throw new Error('cannot remove');
        });
        onRollback(trx, () => done.push('second'));
        throw new Error('refused');
      },
      () => done.push('undo'),
    );
    await expect(failure).rejects.toThrow('refused');
    expect(done).toEqual(['undo', 'second']);
  });
});
