/**
 * Invitations: an admin adds a colleague without choosing their password; the colleague gets a
 * one-time link (mailed) and chooses it. The token is 256 random bits, only its SHA-256 is stored,
 * it works for INVITATION_LIFETIME_HOURS and once; a new invitation of the same person, a revoke
 * and a password reset end the ones before. Each runs in the caller's transaction when it is given
 * one, so that the audit row is committed with the change.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  INVITATION_LIFETIME_HOURS,
  type Language,
  type StaffInvitationInput,
  type StaffUser,
} from '../../../../shared/domain/index.ts';
import { inTransaction } from '../../infra/db/unit-of-work.ts';
import type { Database } from '../../infra/db/schema.ts';
import { HttpError } from '../../infra/http/http-errors.ts';
import { SESSION_LIFETIME_MS } from './staff-accounts-service.ts';
import { createRepositories, type Repositories } from '../repositories.ts';
import type { StaffInvitationRecord } from './staff-invitations-repository.ts';
import { INVITED_PASSWORD_HASH } from './staff-users-repository.ts';

export const INVITATION_LIFETIME_MS = INVITATION_LIFETIME_HOURS * 60 * 60 * 1000;

/** What is stored of a token: enough to find it again, nothing to rebuild it from. */
export const invitationTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The address of the page where an invitation's token is used: in the admin, outside its sign-in. */
export const invitationLink = (publicUrl: string, token: string, language: Language): string =>
  `${publicUrl}/admin/invitation/${token}?lng=${language}`;

/** An invitation just made: its token exists only here and in the mail (or the admin's answer). */
export interface IssuedInvitation {
  user: StaffUser;
  token: string;
  invitation: StaffInvitationRecord;
}

const invitationRefused = (status: 404 | 410, code: string, message: string) =>
  new HttpError(status, message, { code });

/** Why a link no longer works: used, revoked (or its account deactivated), expired; unknown when no invitation has it. */
function assertUsable(
  invitation: StaffInvitationRecord | undefined,
  user: StaffUser | undefined,
  now: Date,
): asserts invitation is StaffInvitationRecord {
  if (!invitation || !user) throw invitationRefused(404, 'invitation_unknown', 'This invitation link is not known.');
  if (invitation.usedAt) throw invitationRefused(410, 'invitation_used', 'This invitation link has already been used.');
  if (invitation.revokedAt || !user.active)
    throw invitationRefused(410, 'invitation_revoked', 'This invitation has been withdrawn.');
  if (invitation.expiresAt <= now.toISOString())
    throw invitationRefused(410, 'invitation_expired', 'This invitation link has expired.');
}

/** GET /api/users: every staff user, those who have not accepted an invitation yet with its state. */
export async function listStaffWithInvitations(repos: Repositories, now = new Date()): Promise<StaffUser[]> {
  const [users, awaiting] = await Promise.all([repos.staffUsers.list(), repos.staffUsers.idsAwaitingInvitation()]);
  const invitations = await repos.staffInvitations.latestOf(awaiting);
  return users.map((user) => {
    const invitation = invitations.get(user._id);
    if (!invitation) return user;
    const status = invitation.revokedAt ? 'revoked' : invitation.expiresAt <= now.toISOString() ? 'expired' : 'pending';
    return { ...user, invitation: { status, expiresAt: invitation.expiresAt } };
  });
}

export function createStaffInvitations(db: Kysely<Database>) {
  /** A new token for a user's account, every earlier invitation of theirs revoked. */
  async function issue(
    trx: Kysely<Database>,
    user: StaffUser,
    language: Language,
    now: Date,
  ): Promise<IssuedInvitation> {
    const repos = createRepositories(trx);
    await repos.staffInvitations.revokeOpenOf(user._id, now);
    const token = randomBytes(32).toString('base64url');
    const invitation = await repos.staffInvitations.create(
      {
        userId: user._id,
        tokenHash: invitationTokenHash(token),
        language,
        expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_MS),
      },
      now,
    );
    return { user, token, invitation };
  }

  return {
    /**
     * A colleague's account without a password of their own yet, and their invitation. 409 when
     * the e-mail is taken.
     */
    async invite(input: StaffInvitationInput, now = new Date()): Promise<IssuedInvitation> {
      return inTransaction(db, async (trx) => {
        const repos = createRepositories(trx);
        const user = await repos.staffUsers.create({
          name: input.name,
          email: input.email,
          role: input.role,
          passwordHash: INVITED_PASSWORD_HASH,
          provisional: false,
        });
        if (!user) {
          throw new HttpError(409, 'This e-mail address is already used by another staff account.', {
            code: 'email_taken',
            errors: [{ path: 'email', message: 'Already used.' }],
          });
        }
        return issue(trx, user, input.language, now);
      });
    },

    /**
     * A new link for a colleague who has not chosen a password yet (in the language of the last
     * one); the earlier link stops working. Undefined when there is no such user; 409 when they
     * have a password of their own.
     */
    async resend(userId: string, now = new Date()): Promise<IssuedInvitation | undefined> {
      return inTransaction(db, async (trx) => {
        const repos = createRepositories(trx);
        const user = await repos.staffUsers.findById(userId);
        if (!user) return undefined;
        if (!(await repos.staffUsers.awaitsInvitation(userId))) {
          throw new HttpError(
            409,
            'This staff member has chosen a password already: there is nothing to invite them to.',
            { code: 'invitation_not_needed' },
          );
        }
        if (!user.active)
          throw new HttpError(409, 'This account is deactivated: reactivate it first.', { code: 'account_inactive' });
        const last = (await repos.staffInvitations.latestOf([userId])).get(userId);
        return issue(trx, user, last?.language ?? 'fr', now);
      });
    },

    /** Ends a colleague's pending link; false when none was pending. */
    async revoke(userId: string, now = new Date()): Promise<boolean> {
      return (await createRepositories(db).staffInvitations.revokeOpenOf(userId, now)) > 0;
    },

    /** The invitation of a token and its account, when the link still works; else the 404 or 410 that says why. */
    async check(token: string, now = new Date()): Promise<{ invitation: StaffInvitationRecord; user: StaffUser }> {
      const repos = createRepositories(db);
      const invitation = await repos.staffInvitations.findByTokenHash(invitationTokenHash(token));
      const user = invitation && (await repos.staffUsers.findById(invitation.userId));
      assertUsable(invitation, user, now);
      return { invitation, user: user! };
    },

    /**
     * The invitee's chosen password (hashed by the caller, before the transaction) stored, the link
     * used up, and their first session begun: answers the user and the session's id.
     */
    async accept(
      token: string,
      passwordHash: string,
      now = new Date(),
    ): Promise<{ user: StaffUser; sessionId: string }> {
      return inTransaction(db, async (trx) => {
        const repos = createRepositories(trx);
        const invitation = await repos.staffInvitations.findByTokenHash(invitationTokenHash(token));
        const user = invitation && (await repos.staffUsers.findById(invitation.userId));
        assertUsable(invitation, user, now);
        // Another request used it meanwhile: this one is refused like a used link.
        if (!(await repos.staffInvitations.markUsed(invitation._id, now)))
          throw invitationRefused(410, 'invitation_used', 'This invitation link has already been used.');
        await repos.staffUsers.setPasswordHash(invitation.userId, passwordHash, { provisional: false });
        await repos.staffUsers.recordLogin(invitation.userId, now.toISOString());
        const sessionId = await repos.staffSessions.start(invitation.userId, SESSION_LIFETIME_MS, now);
        return { user: user!, sessionId };
      });
    },
  };
}
