/**
 * Invitations: an admin adds a colleague who chooses their own password from a one-time link
 * (mailed in the colleague's language; shown to the admin when mail is off), resends or revokes
 * it; the link's page (/admin/invitation/:token) reads whom it is for and sets the password.
 * The staff service (`app.staff`, service.ts) writes each change with its audit row and its mail.
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
  StaffInvitationSentSchema,
} from '../../../../shared/domain/index.ts';
import { notFound } from '../../infra/http/http-errors.ts';
import { adminSessionOf } from './users-routes.ts';
import { actingStaff } from '../../infra/http/auth.ts';

const TAG = 'users';
const TokenParamsSchema = z.object({ token: z.string().min(1).max(200) });
const MessageSchema = z.object({ message: z.string() });

const invitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffOnly = app.requireStaff('staff');

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
      const sent = await app.staff.invite(actingStaff(request), request.body);
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
      const sent = await app.staff.resendInvitation(actingStaff(request), request.params.id);
      if (!sent) throw notFound('Staff user');
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
      const revoked = await app.staff.revokeInvitation(actingStaff(request), request.params.id);
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
      const { invitation, user } = await app.staff.checkInvitation(request.params.token);
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
      const { user, sessionId } = await app.staff.acceptInvitation(
        request.params.token,
        request.body.password,
        request.ip,
      );
      return adminSessionOf(app, user, sessionId, false);
    },
  );
};

export default invitationsRoutes;
