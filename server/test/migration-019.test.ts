/**
 * Migration 019 on a database as the release before it left it (migrations 014 to 018 run, none
 * about onboarding): it runs after them, whatever was numbered before; the accounts of then keep
 * their passwords (none provisional), and invitations can be kept.
 */
import { expect, it } from 'vitest';
import { useMigratedFrom } from './support/migration.ts';

// Rows as the previous version wrote them, then the migrations since.
const migrated = useMigratedFrom('018-contact-consent', async (old) => {
  await old
    .insertInto('staff_users')
    .values({
      id: 'u1',
      name: 'Amel',
      email: 'amel@centre.tn',
      password_hash: '$argon2id$v=19$m=19456,t=2,p=1$x$y',
      role: 'admin',
      active: 1,
      last_login_at: null,
      created_at: '2026-11-01T08:00:00.000Z',
    })
    .execute();
});

it('runs on a database that ran migrations up to 018, and leaves its accounts as they were: none provisional', async () => {
  const row = await migrated.old.selectFrom('staff_users').selectAll().where('id', '=', 'u1').executeTakeFirstOrThrow();
  expect(row).toMatchObject({ email: 'amel@centre.tn', role: 'admin', password_provisional: 0 });
  const names = (await migrated.old.selectFrom('kysely_migration').select('name').orderBy('name').execute()).map(
    (migration: { name: string }) => migration.name,
  );
  expect(names.at(-1)).toBe('019-staff-onboarding');
  await migrated.old
    .insertInto('staff_invitations')
    .values({
      id: 'i1',
      user_id: 'u1',
      token_hash: 'a'.repeat(64),
      language: 'ar',
      created_at: '2026-11-28T08:00:00.000Z',
      expires_at: '2026-12-01T08:00:00.000Z',
      used_at: null,
      revoked_at: null,
    })
    .execute();
  expect(await migrated.old.selectFrom('staff_invitations').select('language').executeTakeFirst()).toEqual({
    language: 'ar',
  });
});
