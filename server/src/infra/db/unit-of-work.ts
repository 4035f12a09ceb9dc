/**
 * The one way to open a transaction, for the features and the migrations alike. A unit of work is
 * the caller's transaction when `db` is already one (a write joined to its audit row or its
 * mails), a new one otherwise: Kysely cannot open a transaction inside another. Work that must
 * wait for the outcome is queued on it: `afterCommit` (live events, the outbox's kick, removing a
 * file a change replaced) runs once the outermost transaction has committed, `onRollback` (removing
 * a file stored for a row that was not written) once it has failed. Outside any transaction both
 * run at once / never. A file is stored before its transaction opens (a transaction holds SQLite's
 * one connection: no upload may keep it waiting), so its removal is given with the work, `undo`,
 * and runs whenever the work fails, its BEGIN included.
 */
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

type Task = () => unknown;

interface Queues {
  committed: Task[];
  rolledBack: Task[];
}

/** The queues of each open transaction, found again by the executor a joined unit of work is given. */
const open = new WeakMap<object, Queues>();

export function inTransaction<DB, T>(db: Kysely<DB>, work: (trx: Kysely<DB>) => Promise<T>, undo?: Task): Promise<T> {
  if (!db.isTransaction) return outermost(db, work, undo);
  if (undo) onRollback(db, undo);
  return work(db);
}

async function outermost<DB, T>(db: Kysely<DB>, work: (trx: Kysely<DB>) => Promise<T>, undo?: Task): Promise<T> {
  const queues: Queues = { committed: [], rolledBack: undo ? [undo] : [] };
  let result: T;
  try {
    result = await db.transaction().execute((trx) => {
      open.set(trx, queues);
      return work(trx);
    });
  } catch (error) {
    // Undone in order; one that fails does not keep the next from running, nor hides the first error.
    for (const task of queues.rolledBack)
      await Promise.resolve()
        .then(task)
        .catch(() => {});
    throw error;
  }
  for (const task of queues.committed) await task();
  return result;
}

/** Runs `task` once the transaction `trx` belongs to has committed (at once when `trx` is none). */
export function afterCommit<DB>(trx: Kysely<DB>, task: Task): void {
  const queues = open.get(trx);
  if (queues) queues.committed.push(task);
  else void task();
}

/** Runs `task` if the transaction `trx` belongs to fails (never when `trx` is none). */
export function onRollback<DB>(trx: Kysely<DB>, task: Task): void {
  open.get(trx)?.rolledBack.push(task);
}

/** What a unit of work runs with: its transaction, the repositories and audit writer bound to it, and its queues. */
export interface UnitOfWork<Repos, Audit> {
  trx: Kysely<Database>;
  repos: Repos;
  audit: Audit;
  /** Live events, the outbox's kick, cache clearing: once committed. */
  afterCommit(task: Task): void;
  /** A file stored for a row that was not written: removed when the transaction fails. */
  onRollback(task: Task): void;
}

/**
 * The unit of work of the features: `repositories` and `audit` make their repositories and audit
 * writer on a transaction (infra knows no feature: they are given).
 */
export function createUnitOfWork<Repos, Audit>(make: {
  repositories: (trx: Kysely<Database>) => Repos;
  audit: (trx: Kysely<Database>) => Audit;
}) {
  return <T>(db: Kysely<Database>, work: (unit: UnitOfWork<Repos, Audit>) => Promise<T>, undo?: Task): Promise<T> =>
    inTransaction(
      db,
      (trx) =>
        work({
          trx,
          repos: make.repositories(trx),
          audit: make.audit(trx),
          afterCommit: (task) => afterCommit(trx, task),
          onRollback: (task) => onRollback(trx, task),
        }),
      undo,
    );
}
