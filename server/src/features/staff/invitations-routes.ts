/**
 * Invitations: an admin adds a colleague who chooses their own password from a one-time link
 * (mailed in the colleague's language; shown to the admin when mail is off), resends or revokes
 * it; the link's page (/admin/invitation/:token) reads whom it is for and sets the password.
 * Each change is in the audit trail, in its transaction, the mail too.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminSessionSchema,
  ErrorResponseSchema,
  IdParamsSchema,
  INVITATION_LIFETIME_HOURS,
  InvitationAcceptInputSchema,
  InvitationDetailsSchema,
  StaffInvitationInputSchema,
  type StaffInvitationSent,
  StaffInvitationSentSchema,
} from '../../../../shared/domain/index.ts';
import { notFound } from '../../infra/http/http-errors.ts';
import { invitationMail } from './mails/invitation-mail.ts';
import { mailConfigFrom } from '../../infra/mail/mailer.ts';
import { enqueueMails } from '../../infra/mail/outbox.ts';
import { createStaffAccounts } from './staff-accounts-service.ts';
import { createStaffInvitations, type IssuedInvitation, invitationLink } from './invitations-service.ts';
import type { AuditedChange } from '../audit/audit-trail.ts';
import { adminSessionOf, userTarget } from './users-routes.ts';
import { actingStaff } from '../../infra/http/auth.ts';

const TAG = 'users';
const TokenParamsSchema = z.object({ token: z.string().min(1).max(200) });
const MessageSchema = z.object({ message: z.string() });

const invitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffOnly = app.requireStaff('staff');
  const mail = mailConfigFrom(app.config);

  /**
   * The mail of an invitation just issued, queued in its transaction; the answer to the admin,
   * with the link itself only when mail is off (then they hand it over).
   */
  async function deliver(
    trx: AuditedChange['trx'],
    issued: IssuedInvitation,
    centreName: string,
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
          centreName,
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

  app.post(
    '/users/invitations',
    {
      onRequest: staffOnly,
      schema: {
        tags: [TAG],
        summary: `Add a staff user who chooses their own password: an e-mail with a one-time link valid ${INVITATION_LIFETIME_HOURS} h (admin); the link is in the answer only when mail is off; 409 when the e-mail is taken`,
        body: StaffInvitationInputSchema,
        response: { 201: StaffInvitationSentSchema, 400: ErrorResponseSchema, 409: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      // Read before the transaction: on SQLite it holds the one connection.
      const { name: centreName } = await app.centreSettings.get();
      const sent = await app.audit.change(actingStaff(request), async ({ trx, record }) => {
        const issued = await createStaffInvitations(trx).invite(request.body);
        await record({
          action: 'user.invite',
          target: userTarget(issued.user),
          summary: `Invited as ${issued.user.role} (${issued.invitation.language}); link valid until ${issued.invitation.expiresAt}`,
          detail: { code: 'invited_as', params: { role: issued.user.role } },
        });
        return deliver(trx, issued, centreName);
      });
      app.mailOutbox.kick();
      return reply.status(201).send(sent);
    },
  );

  app.post(
    '/users/:id/invitation',
    {
      onRequest: staffOnly,
      schema: {
        tags: [TAG],
        summary:
          'Send a staff user who has not chosen a password yet a new link; the earlier one stops working (admin); 409 when they have a password',
        params: IdParamsSchema,
        response: { 200: StaffInvitationSentSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema },
      },
    },
    async (request) => {
      const { name: centreName } = await app.centreSettings.get();
      const sent = await app.audit.change(actingStaff(request), async ({ trx, record }) => {
        const issued = await createStaffInvitations(trx).resend(request.params.id);
        if (!issued) return undefined;
        await record({
          action: 'user.invite',
          target: userTarget(issued.user),
          summary: `Invitation sent again; link valid until ${issued.invitation.expiresAt}`,
          detail: { code: 'invitation_resent' },
        });
        return deliver(trx, issued, centreName);
      });
      if (!sent) throw notFound('Staff user');
      app.mailOutbox.kick();
      return sent;
    },
  );

  app.delete(
    '/users/:id/invitation',
    {
      onRequest: staffOnly,
      schema: {
        tags: [TAG],
        summary: "Revoke a staff user's pending invitation: its link stops working (admin); 404 when none is pending",
        params: IdParamsSchema,
        response: { 200: MessageSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const revoked = await app.audit.change(actingStaff(request), async ({ trx, repos, record }) => {
        const user = await repos.staffUsers.findById(request.params.id);
        if (!user || !(await createStaffInvitations(trx).revoke(user._id))) return false;
        await record({
          action: 'user.invitation-revoke',
          target: userTarget(user),
          summary: 'Invitation link revoked',
          detail: { code: 'invitation_revoked' },
        });
        return true;
      });
      if (!revoked) throw notFound('Pending invitation');
      return { message: 'Invitation revoked.' };
    },
  );

  app.get(
    '/invitations/:token',
    {
      schema: {
        tags: [TAG],
        summary:
          'Whom an invitation link is for, while it works; 404 unknown, 410 used, expired or revoked (with the code saying which)',
        params: TokenParamsSchema,
        response: { 200: InvitationDetailsSchema, 404: ErrorResponseSchema, 410: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      // The token is in the address: nothing keeps the answer.
      reply.header('Cache-Control', 'no-store');
      const { invitation, user } = await createStaffInvitations(app.db.kysely).check(request.params.token);
      return { name: user.name, email: user.email, language: invitation.language, expiresAt: invitation.expiresAt };
    },
  );

  app.post(
    '/invitations/:token',
    {
      schema: {
        tags: [TAG],
        summary:
          "Choose one's password with an invitation link: it is used up, and the answer is a session (signed in)",
        params: TokenParamsSchema,
        body: InvitationAcceptInputSchema,
        response: {
          200: AdminSessionSchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
          410: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const invitations = createStaffInvitations(app.db.kysely);
      // Checked before the password is hashed: a dead link costs no hashing.
      const { user } = await invitations.check(request.params.token);
      const passwordHash = await createStaffAccounts(app.db.kysely).preparePassword(
        request.body.password,
        user.email,
        'password',
      );
      const { sessionId } = await app.audit.change(
        { _id: user._id, name: user.name, email: user.email },
        async ({ trx, record }) => {
          const accepted = await createStaffInvitations(trx).accept(request.params.token, passwordHash);
          await record({
            action: 'user.invitation-accept',
            target: userTarget(user),
            summary: `Password chosen with the invitation link; signed in from ${request.ip}`,
            detail: { code: 'invitation_accepted_from', params: { ip: request.ip } },
          });
          return accepted;
        },
      );
      return adminSessionOf(app, user, sessionId, false);
    },
  );
};

export default invitationsRoutes;
