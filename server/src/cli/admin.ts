/**
 * npm run admin -- <command>: the way back in for a centre locked out of its admin, run on the
 * server with the same settings as the server (DATA_DIR or DATABASE_URL).
 *
 *   npm run admin -- reset-password EMAIL       prints a new generated password; every session ends
 *   npm run admin -- create EMAIL ROLE [NAME]   creates a staff user (admin, editor, sales, recruiter)
 *
 * A generated password is provisional: the first sign-in with it asks for a new one.
 */
import { pathToFileURL } from 'node:url';
import type { Kysely } from 'kysely';
import { STAFF_ROLES, type StaffRole, StaffUserInputSchema } from '../../../shared/domain/index.ts';
import { readConfig } from '../config.ts';
import { migrateToLatest, openDatabase } from '../infra/db/database.ts';
import type { Database } from '../infra/db/schema.ts';
import { HttpError } from '../infra/http/http-errors.ts';
import { createStaffAccounts } from '../features/staff/staff-accounts-service.ts';

export const ADMIN_CLI_USAGE = [
  'Usage:',
  '  npm run admin -- reset-password EMAIL       give the staff user a new generated password (their sessions end)',
  `  npm run admin -- create EMAIL ROLE [NAME]   add a staff user; ROLE is one of ${STAFF_ROLES.join(', ')}`,
].join('\n');

const isRole = (value: string | undefined): value is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(value ?? '');

/** Runs one command; answers the exit code. `print` says what to keep, `fail` what went wrong. */
export async function runAdminCommand(
  args: readonly string[],
  db: Kysely<Database>,
  io: { print(message: string): void; fail(message: string): void },
): Promise<number> {
  const accounts = createStaffAccounts(db);
  const [command, email, ...rest] = args;

  if (command === 'reset-password' && email && rest.length === 0) {
    const reset = await accounts.resetPassword(email.trim());
    if (!reset) {
      io.fail(`No staff user has the e-mail ${email}.`);
      return 1;
    }
    io.print(
      [
        `New password for ${reset.user.email} (${reset.user.role}). Keep it now: it is not shown again.`,
        `  password: ${reset.password}`,
        'It is provisional: the first sign-in with it asks for a new one.',
        ...(reset.user.active
          ? []
          : ['This account is deactivated: an admin must reactivate it before it can sign in.']),
      ].join('\n'),
    );
    return 0;
  }

  if (command === 'create' && email && rest.length >= 1 && rest.length <= 2) {
    const [role, name] = rest;
    if (!isRole(role)) {
      io.fail(`The role must be one of ${STAFF_ROLES.join(', ')}.\n${ADMIN_CLI_USAGE}`);
      return 1;
    }
    // The password is generated: only the name and the e-mail are the caller's to get right.
    const parsed = StaffUserInputSchema.pick({ name: true, email: true }).safeParse({
      name: name ?? email.split('@')[0],
      email,
    });
    if (!parsed.success) {
      io.fail(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'));
      return 1;
    }
    try {
      const { user, password } = await accounts.createWithGeneratedPassword({
        name: parsed.data.name,
        email: parsed.data.email,
        role,
      });
      io.print(
        [
          `Created ${user.email} (${user.role}). Keep this password now: it is not shown again.`,
          `  password: ${password}`,
          'It is provisional: the first sign-in with it asks for a new one.',
        ].join('\n'),
      );
      return 0;
    } catch (error) {
      if (error instanceof HttpError) {
        io.fail(error.message);
        return 1;
      }
      throw error;
    }
  }

  io.fail(ADMIN_CLI_USAGE);
  return 2;
}

async function main(): Promise<number> {
  const config = readConfig();
  const db = openDatabase(config);
  try {
    await migrateToLatest(db);
    return await runAdminCommand(process.argv.slice(2), db.kysely, { print: console.log, fail: console.error });
  } finally {
    await db.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error('The admin command failed:', error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
