/**
 * Migration 006 on a database made before it: the administrators become active staff users with
 * the admin role, keep their ids, names, e-mails and passwords, and sign in as before.
 */
import { expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../src/features/staff/passwords.ts';
import { createRepositories } from '../src/features/repositories.ts';
import { useMigratedFrom } from './support/migration.ts';

const CREATED = '2025-03-01T08:00:00.000Z';

// Rows as the previous version wrote them, then the migrations since.
const migrated = useMigratedFrom('005-mail-outbox', async (old) => {
  await old
    .insertInto('admins')
    .values([
      {
        id: 'a1',
        name: 'Première',
        email: 'first@example.tn',
        password_hash: await hashPassword('first admin passphrase'),
        created_at: CREATED,
      },
      {
        id: 'a2',
        name: 'Second',
        email: 'second@example.tn',
        password_hash: await hashPassword('second admin passphrase'),
        created_at: CREATED,
      },
    ])
    .execute();
});

it('makes every administrator an active admin, with the same id, name, e-mail and password', async () => {
  const repos = createRepositories(migrated.db.kysely);
  expect(await repos.staffUsers.list()).toEqual([
    { _id: 'a1', name: 'Première', email: 'first@example.tn', role: 'admin', active: true, createdAt: CREATED },
    { _id: 'a2', name: 'Second', email: 'second@example.tn', role: 'admin', active: true, createdAt: CREATED },
  ]);
  const first = await repos.staffUsers.findByEmail('first@example.tn');
  expect(await verifyPassword(first!.passwordHash, 'first admin passphrase')).toBe(true);
});

it('starts without sessions, and a session belongs to a user (deleted with them)', async () => {
  const repos = createRepositories(migrated.db.kysely);
  const sessionId = await repos.staffSessions.start('a2', 60_000);
  // An account from before keeps its password as it is: nobody is made to change it.
  expect(await repos.staffSessions.holder(sessionId, 'a2')).toEqual({
    _id: 'a2',
    name: 'Second',
    email: 'second@example.tn',
    role: 'admin',
    passwordChangeRequired: false,
  });
  await repos.staffUsers.delete('a2');
  expect(await migrated.db.kysely.selectFrom('staff_sessions').selectAll().execute()).toEqual([]);
  await expect(repos.staffSessions.start('no-such-user', 60_000)).rejects.toThrow();
});
