/**
 * Staff's write paths as the routes call them, side effects in plain sight: each change is written
 * with the audit row that records it (one transaction, the invitation's mail too), then the open
 * live streams of the person it concerns are told (`announce`: a sign-out, a new password, a
 * deactivation or a new role ends or changes them at once), and the outbox is woken for a mail.
 * The account rules themselves (sessions, the last admin, password policy) are in
 * staff-accounts-service.ts and invitations-service.ts. Passwords are hashed before a transaction
 * begins: on SQLite it holds the one connection.
 */
import type { Kysely } from 'kysely';
import {
  type AuditActor,
  INVITATION_LIFETIME_HOURS,
  type StaffInvitationInput,
  type StaffInvitationSent,
  type StaffUser,
  type StaffUserInput,
  type StaffUserPatch,
} from '../../../../shared/domain/index.ts';
import type { Database } from '../../infra/db/schema.ts';
import { enqueueMails } from '../../infra/mail/outbox.ts';
import type { AuditedChange, AuditRecord, AuditTrail } from '../audit/audit-trail.ts';
import { createStaffInvitations, type IssuedInvitation, invitationLink } from './invitations-service.ts';
import { invitationMail } from './mails/invitation-mail.ts';
import { createStaffAccounts } from './staff-accounts-service.ts';

/** A staff user as an audit row names them. */
export const userTarget = (user: { _id: string; name: string; email: string }): NonNullable<AuditRecord['target']> => ({
  kind: 'user',
  _id: user._id,
  label: `${user.name} <${user.email}>`,
});

/** An audit row about a staff user: what was done, in English, and its code for the admin's words. */
const aboutUser = (
  user: { _id: string; name: string; email: string },
  action: AuditRecord['action'],
  summary: string,
  detail: AuditRecord['detail'],
): AuditRecord => ({ action, target: userTarget(user), summary, detail });

/** An account change as its audit row says it: the English line, and each change as values the admin words in its language. */
function userChanges(before: StaffUser, after: StaffUser): Pick<AuditRecord, 'summary' | 'detail'> {
  const changes = [
    ...(before.name !== after.name ? [`name: ${before.name} → ${after.name}`] : []),
    ...(before.role !== after.role ? [`role: ${before.role} → ${after.role}`] : []),
    ...(before.active !== after.active ? [after.active ? 'reactivated' : 'deactivated (sessions ended)'] : []),
  ];
  if (changes.length === 0) return { summary: 'No change', detail: { code: 'no_change' } };
  const params = {
    ...(before.name !== after.name ? { fromName: before.name, toName: after.name } : {}),
    ...(before.role !== after.role ? { fromRole: before.role, toRole: after.role } : {}),
    ...(before.active !== after.active ? { active: after.active ? 'reactivated' : 'deactivated' } : {}),
  };
  return { summary: changes.join('; '), detail: { code: 'account_changed', params } };
}

/** A staff member acting on their own account (signing in, out, choosing a password). */
interface Person {
  _id: string;
  name: string;
  email: string;
}

/** Them as the audit row names its actor: nothing more of the account is passed on. */
const actorOf = ({ _id, name, email }: Person): AuditActor => ({ _id, name, email });

export interface StaffServiceOptions {
  db: Kysely<Database>;
  audit: AuditTrail;
  /** Tells the open live streams of a user, on every instance, that their sessions or role changed. */
  announce: (userId: string) => void;
  /** The invitation mail: whether mail is on, and the public address its link starts with. */
  mail: { enabled: boolean; publicUrl: string };
  /** The centre's name, signing the invitation mail. */
  centreName: () => Promise<string>;
  /** Wakes the outbox once a mail is committed. */
  kickOutbox: () => void;
}

export type StaffService = ReturnType<typeof createStaffService>;

export function createStaffService({ db, audit, announce, mail, centreName, kickOutbox }: StaffServiceOptions) {
  const accounts = createStaffAccounts(db);

  /**
   * The mail of an invitation just issued, queued in its transaction; the answer to the admin,
   * with the link itself only when mail is off (then they hand it over).
   */
  async function deliver(
    trx: AuditedChange['trx'],
    issued: IssuedInvitation,
    centre: string,
  ): Promise<StaffInvitationSent> {
    const link = invitationLink(mail.publicUrl, issued.token, issued.invitation.language);
    if (mail.enabled) {
      await enqueueMails(trx, [
        invitationMail({
          to: issued.user.email,
          name: issued.user.name,
          role: issued.user.role,
          language: issued.invitation.language,
          link,
          lifetimeHours: INVITATION_LIFETIME_HOURS,
          centreName: centre,
        }),
      ]);
    }
    return {
      user: { ...issued.user, invitation: { status: 'pending', expiresAt: issued.invitation.expiresAt } },
      expiresAt: issued.invitation.expiresAt,
      mailed: mail.enabled,
      ...(mail.enabled ? {} : { link }),
    };
  }

  return {
    /** A refused sign-in, on its own: the e-mail tried names the actor, the account too when there is one. */
    recordRefusedSignIn(
      email: string,
      user: Person | undefined,
      why: 'unknown e-mail' | 'wrong password' | 'account deactivated',
      ip: string,
    ): Promise<void> {
      return audit.record(
        { _id: user?._id ?? null, name: user?.name ?? '', email },
        {
          action: 'auth.login-failed',
          ...(user ? { target: userTarget(user) } : {}),
          summary: `Refused (${why}) from ${ip}`,
          detail: { code: 'refused_from', params: { why: why.replace(/\W+/g, '_'), ip } },
        },
      );
    },

    /** A new session for a user whose password was right, recorded; answers its id. */
    signIn(user: Person, ip: string): Promise<string> {
      return audit.change(actorOf(user), async ({ trx, record }) => {
        const started = await createStaffAccounts(trx).signIn(user._id);
        await record(aboutUser(user, 'auth.login', `Signed in from ${ip}`, { code: 'signed_in_from', params: { ip } }));
        return started;
      });
    },

    /** Ends the session `sessionId` of `staff`; an ended session ends nothing more and records nothing. */
    async signOut(staff: Person, sessionId: string): Promise<void> {
      await audit.change(actorOf(staff), async ({ trx, record }) => {
        if (await createStaffAccounts(trx).signOut(sessionId))
          await record(aboutUser(staff, 'auth.logout', 'Signed out', { code: 'signed_out' }));
      });
      announce(staff._id);
    },

    /**
     * A signed-in user's new password (their current one checked by the caller): every session
     * of theirs ends and a new one begins, whose id is answered.
     */
    async changeOwnPassword(staff: Person, newPassword: string): Promise<string> {
      const passwordHash = await accounts.preparePassword(newPassword, staff.email);
      const sessionId = await audit.change(actorOf(staff), async ({ trx, record }) => {
        const started = await createStaffAccounts(trx).changePassword(staff._id, passwordHash);
        await record(
          aboutUser(staff, 'user.password-change', 'Own password changed; every other session ended', {
            code: 'password_changed',
          }),
        );
        return started;
      });
      announce(staff._id);
      return sessionId;
    },

    /** A colleague's account with a first password, provisional; 409 when the e-mail is taken. */
    async createUser(actor: AuditActor, input: StaffUserInput): Promise<StaffUser> {
      const prepared = await accounts.prepareUser(input);
      return audit.change(actor, async ({ trx, record }) => {
        const user = await createStaffAccounts(trx).createUser(prepared);
        await record(
          aboutUser(user, 'user.create', `Added as ${user.role}`, { code: 'added_as', params: { role: user.role } }),
        );
        return user;
      });
    },

    /** Renames, changes the role of, deactivates or reactivates a user; undefined when there is none. */
    async updateUser(actor: AuditActor, id: string, patch: StaffUserPatch): Promise<StaffUser | undefined> {
      const updated = await audit.change(actor, async ({ trx, repos, record }) => {
        const before = await repos.staffUsers.findById(id);
        const after = before && (await createStaffAccounts(trx).updateUser(id, patch));
        if (before && after)
          await record({ action: 'user.update', target: userTarget(after), ...userChanges(before, after) });
        return after;
      });
      if (updated) announce(updated._id);
      return updated;
    },

    /** A colleague invited to choose their own password: the account, the link, its mail. */
    async invite(actor: AuditActor, input: StaffInvitationInput): Promise<StaffInvitationSent> {
      // Read before the transaction: on SQLite it holds the one connection.
      const centre = await centreName();
      const sent = await audit.change(actor, async ({ trx, record }) => {
        const issued = await createStaffInvitations(trx).invite(input);
        await record(
          aboutUser(
            issued.user,
            'user.invite',
            `Invited as ${issued.user.role} (${issued.invitation.language}); link valid until ${issued.invitation.expiresAt}`,
            { code: 'invited_as', params: { role: issued.user.role } },
          ),
        );
        return deliver(trx, issued, centre);
      });
      kickOutbox();
      return sent;
    },

    /** A new link for a user who has no password yet; undefined when there is no such user. */
    async resendInvitation(actor: AuditActor, userId: string): Promise<StaffInvitationSent | undefined> {
      const centre = await centreName();
      const sent = await audit.change(actor, async ({ trx, record }) => {
        const issued = await createStaffInvitations(trx).resend(userId);
        if (!issued) return undefined;
        await record(
          aboutUser(
            issued.user,
            'user.invite',
            `Invitation sent again; link valid until ${issued.invitation.expiresAt}`,
            { code: 'invitation_resent' },
          ),
        );
        return deliver(trx, issued, centre);
      });
      if (sent) kickOutbox();
      return sent;
    },

    /** Revokes a user's pending invitation; false when none was pending. */
    revokeInvitation(actor: AuditActor, userId: string): Promise<boolean> {
      return audit.change(actor, async ({ trx, repos, record }) => {
        const user = await repos.staffUsers.findById(userId);
        if (!user || !(await createStaffInvitations(trx).revoke(user._id))) return false;
        await record(
          aboutUser(user, 'user.invitation-revoke', 'Invitation link revoked', { code: 'invitation_revoked' }),
        );
        return true;
      });
    },

    /** Whom an invitation link is for, while it works (404, or 410 with the code saying why). */
    checkInvitation: (token: string) => createStaffInvitations(db).check(token),

    /** The password chosen with an invitation link, which is used up: answers who and their new session. */
    async acceptInvitation(token: string, password: string, ip: string) {
      // Checked before the password is hashed: a dead link costs no hashing.
      const { user } = await createStaffInvitations(db).check(token);
      const passwordHash = await accounts.preparePassword(password, user.email, 'password');
      const { sessionId } = await audit.change(actorOf(user), async ({ trx, record }) => {
        const accepted = await createStaffInvitations(trx).accept(token, passwordHash);
        await record(
          aboutUser(user, 'user.invitation-accept', `Password chosen with the invitation link; signed in from ${ip}`, {
            code: 'invitation_accepted_from',
            params: { ip },
          }),
        );
        return accepted;
      });
      return { user, sessionId };
    },
  };
}
