/**
 * The write paths of staff accounts: signing in and out, creating and changing users, changing
 * and resetting passwords. Each runs in one transaction with the session changes it causes (a
 * deactivation and a new password end sessions in the same commit), and with the caller's when
 * it is given a transaction: an audit row written there is committed with the change or not at all.
 * Passwords are hashed before a transaction begins: on SQLite it holds the one connection.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { StaffRole, StaffUser, StaffUserInput, StaffUserPatch } from '../../../shared/domain/index.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http-errors.ts';
import { assertAcceptablePassword } from '../password-policy.ts';
import { hashPassword } from '../passwords.ts';
import { SESSION_LIFETIME_MS } from '../plugins/auth.ts';
import { createRepositories, type Repositories } from '../repositories/index.ts';

/** A strong password for an account made or reset from the command line: 24 characters, 144 bits. */
export const generatePassword = (): string => randomBytes(18).toString('base64url');

const emailTaken = () => new HttpError(409, 'This e-mail address is already used by another staff account.', { code: 'email_taken', errors: [{ path: 'email', message: 'Already used.' }] });

export type StaffAccounts = ReturnType<typeof createStaffAccounts>;

/** A new account ready to store: checked, its password hashed. */
export interface PreparedStaffUser {
  name: string;
  email: string;
  role: StaffRole;
  passwordHash: string;
}

export function createStaffAccounts(db: Kysely<Database>) {
  const inTransaction = <T>(work: (repos: Repositories) => Promise<T>): Promise<T> =>
    db.isTransaction ? work(createRepositories(db)) : db.transaction().execute((trx) => work(createRepositories(trx)));
  const repos = createRepositories(db);

  return {
    /** A new session for a user whose password was right; answers its id (the token's `sid`). */
    async signIn(userId: string, now = new Date()): Promise<string> {
      const sessionId = await inTransaction(async (trx) => {
        await trx.staffUsers.recordLogin(userId, now.toISOString());
        return trx.staffSessions.start(userId, SESSION_LIFETIME_MS, now);
      });
      // Expired sessions are refused by their tokens already; their rows go now and then.
      await repos.staffSessions.pruneExpired(now);
      return sessionId;
    },

    /** Ends the session a request was made with; false when it had ended already. */
    signOut: (sessionId: string): Promise<boolean> => repos.staffSessions.revoke(sessionId),

    /**
     * A colleague's account, checked and its password hashed: 409 when the e-mail is taken, 400
     * when the password is too easy. Done before the transaction that stores it (`createUser`).
     */
    async prepareUser(input: StaffUserInput): Promise<PreparedStaffUser> {
      if (await repos.staffUsers.findByEmail(input.email)) throw emailTaken();
      assertAcceptablePassword(input.password, 'password', input.email);
      return { name: input.name, email: input.email, role: input.role, passwordHash: await hashPassword(input.password) };
    },

    async createUser(prepared: PreparedStaffUser): Promise<StaffUser> {
      const created = await inTransaction((trx) => trx.staffUsers.create(prepared));
      // Taken between the check and the insert.
      if (!created) throw emailTaken();
      return created;
    },

    /**
     * Renames, changes the role of, deactivates or reactivates a user; undefined when there is no
     * such user. A deactivation ends every session of theirs in the same commit. The last active
     * admin can be neither demoted nor deactivated (409): nobody could manage the staff after.
     */
    async updateUser(id: string, patch: StaffUserPatch): Promise<StaffUser | undefined> {
      return inTransaction(async (trx) => {
        const mayRemoveAnAdmin = (patch.role !== undefined && patch.role !== 'admin') || patch.active === false;
        // Locked before the user is read, so that what is read is what the check counts.
        const activeAdmins = mayRemoveAnAdmin ? await trx.staffUsers.lockActiveAdmins() : [];
        const current = await trx.staffUsers.findById(id);
        if (!current) return undefined;
        if (mayRemoveAnAdmin && activeAdmins.includes(id) && !activeAdmins.some((other) => other !== id)) {
          throw new HttpError(409, 'This is the last active admin: make another staff user an admin first.', { code: 'last_admin' });
        }
        const updated = await trx.staffUsers.update(id, patch);
        if (patch.active === false) await trx.staffSessions.revokeAllOf(id);
        return updated;
      });
    },

    /** A signed-in user's new password, checked and hashed before the transaction that stores it (`changePassword`). */
    async preparePassword(newPassword: string, email: string): Promise<string> {
      assertAcceptablePassword(newPassword, 'newPassword', email);
      return hashPassword(newPassword);
    },

    /**
     * Stores a new password of a signed-in user who gave their current one (checked by the
     * caller): every session of theirs ends, the one they asked from too, and a new one begins.
     * Answers the new session's id.
     */
    async changePassword(userId: string, passwordHash: string): Promise<string> {
      return inTransaction(async (trx) => {
        await trx.staffUsers.setPasswordHash(userId, passwordHash);
        await trx.staffSessions.revokeAllOf(userId);
        return trx.staffSessions.start(userId, SESSION_LIFETIME_MS);
      });
    },

    /**
     * The way back in (npm run admin -- reset-password): a generated password, every session
     * ended. Undefined when no user has this e-mail.
     */
    async resetPassword(email: string): Promise<{ user: StaffUser; password: string } | undefined> {
      const user = await repos.staffUsers.findByEmail(email);
      if (!user) return undefined;
      const password = generatePassword();
      const passwordHash = await hashPassword(password);
      await inTransaction(async (trx) => {
        await trx.staffUsers.setPasswordHash(user._id, passwordHash);
        await trx.staffSessions.revokeAllOf(user._id);
      });
      const { passwordHash: _hash, ...withoutHash } = user;
      return { user: withoutHash, password };
    },

    /** An account made from the command line, with a generated password. */
    async createWithGeneratedPassword(input: { name: string; email: string; role: StaffRole }): Promise<{ user: StaffUser; password: string }> {
      const password = generatePassword();
      const user = await this.createUser(await this.prepareUser({ ...input, password }));
      return { user, password };
    },
  };
}
