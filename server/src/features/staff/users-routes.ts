/**
 * Staff users under /api/users: signing in and out, one's own password, and (admins) the accounts
 * of colleagues. The routes check the throttle and the password typed, then call the staff
 * service (`app.staff`, service.ts), which writes each change with its audit row.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type AdminSession,
  AdminSessionSchema,
  ErrorResponseSchema,
  IdParamsSchema,
  LoginInputSchema,
  PasswordChangeInputSchema,
  StaffRoleSchema,
  StaffUserInputSchema,
  StaffUserPatchSchema,
  StaffUserSchema,
} from '../../../../shared/domain/index.ts';
import { SMALL_BODY_LIMIT } from '../../infra/http/body-limits.ts';
import { HttpError, notFound } from '../../infra/http/http-errors.ts';
import { type LoginAttempt, LoginThrottle, type ThrottleOptions } from './login-throttle.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { actingStaff, type SignedInStaff, staffOf } from '../../infra/http/auth.ts';
import { listStaffWithInvitations } from './invitations-service.ts';

const MessageSchema = z.object({ message: z.string() });

/** What a sign-in answers (AdminSessionSchema): who, and the token naming their new session. */
export const adminSessionOf = (
  app: FastifyInstance,
  staff: Pick<SignedInStaff, '_id' | 'name' | 'email' | 'role'>,
  sessionId: string,
  passwordChangeRequired: boolean,
): AdminSession => ({
  _id: staff._id,
  name: staff.name,
  email: staff.email,
  role: staff.role,
  token: app.jwt.sign({ sub: staff._id, sid: sessionId }),
  ...(passwordChangeRequired ? { passwordChangeRequired: true as const } : {}),
});

const MeSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: StaffRoleSchema,
  passwordChangeRequired: z.literal(true).optional(),
});

const usersRoutes: FastifyPluginAsyncZod<{ throttle?: ThrottleOptions }> = async (app, options) => {
  const throttle = new LoginThrottle(app.repos.loginFailures, options.throttle);
  // An unknown email is checked against this hash so that it costs as long as a wrong password.
  const decoyHash = await hashPassword(`decoy-${Math.random()}`);
  const staffOnly = app.requireStaff('staff');

  /** The throttle's verdict on a password attempt; throws its 429, or waits as long as it says. */
  async function throttled(
    email: string,
    request: { ip: string },
    reply: FastifyReply,
  ): Promise<Extract<LoginAttempt, { refused: false }>> {
    // request.ip: the visitor's address, also behind a proxy when TRUST_PROXY says which to trust.
    const attempt = await throttle.begin(email, request.ip);
    if (attempt.refused) {
      const minutes = Math.ceil(attempt.retryAfterMs / 60000);
      reply.header('Retry-After', String(Math.ceil(attempt.retryAfterMs / 1000)));
      throw new HttpError(429, `Too many failed attempts. Try again in ${minutes} minute${minutes > 1 ? 's' : ''}.`, {
        code: 'login_throttled',
        params: { minutes },
      });
    }
    // Before the password is checked, right or wrong: an answer that came sooner when right would
    // tell a guesser to stop waiting.
    if (attempt.delayMs > 0) await sleep(attempt.delayMs);
    return attempt;
  }

  const sessionOf = (
    staff: Pick<SignedInStaff, '_id' | 'name' | 'email' | 'role'>,
    sessionId: string,
    passwordChangeRequired = false,
  ) => adminSessionOf(app, staff, sessionId, passwordChangeRequired);

  app.post(
    '/users/login',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      schema: {
        tags: ['users'],
        summary: 'Sign in as a staff user; answers the session kept as adminInfo',
        body: LoginInputSchema,
        response: { 200: AdminSessionSchema, 401: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const email = request.body.email.toLowerCase();
      const attempt = await throttled(email, request, reply);
      const user = await app.repos.staffUsers.findByEmail(email);
      const valid = await verifyPassword(user?.passwordHash ?? decoyHash, request.body.password);
      // A deactivated account is told nothing more than a wrong password would be. The attempt
      // already counts as a failure (see LoginThrottle.begin).
      if (!user || !valid || !user.active) {
        await app.staff.recordRefusedSignIn(
          email,
          user,
          !user ? 'unknown e-mail' : !valid ? 'wrong password' : 'account deactivated',
          request.ip,
        );
        throw new HttpError(401, 'Incorrect email or password.', { code: 'invalid_credentials' });
      }
      await attempt.succeeded();
      const sessionId = await app.staff.signIn(user, request.ip);
      return sessionOf(user, sessionId, user.passwordChangeRequired === true);
    },
  );

  // A staff member whose password is provisional may sign out, say who they are and change it: nothing more.
  const provisionalAllowed = app.requireStaff(undefined, { provisionalPasswordAllowed: true });

  app.post(
    '/users/logout',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      onRequest: provisionalAllowed,
      schema: {
        tags: ['users'],
        summary: 'End the session this request is made with: its token is refused from now on',
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      await app.staff.signOut(staffOf(request), staffOf(request).sessionId);
      return { message: 'Signed out.' };
    },
  );

  app.get(
    '/users/me',
    {
      onRequest: provisionalAllowed,
      schema: {
        tags: ['users'],
        summary: 'The signed-in staff user, with their role as it is now',
        response: { 200: MeSchema },
      },
    },
    (request) => {
      const { _id, name, email, role, passwordChangeRequired } = staffOf(request);
      return { _id, name, email, role, ...(passwordChangeRequired ? { passwordChangeRequired: true as const } : {}) };
    },
  );

  app.post(
    '/users/me/password',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      onRequest: provisionalAllowed,
      schema: {
        tags: ['users'],
        summary:
          "Change one's own password (a provisional one too): every session of the user ends (this one too) and the answer carries a new token",
        body: PasswordChangeInputSchema,
        response: { 200: AdminSessionSchema, 400: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      // Counted like sign-ins: a stolen token must not become a way to guess the password.
      const attempt = await throttled(staff.email, request, reply);
      const currentHash = await app.repos.staffUsers.passwordHashOf(staff._id);
      if (!currentHash || !(await verifyPassword(currentHash, request.body.currentPassword))) {
        throw new HttpError(400, 'The current password is not right.', {
          code: 'current_password_wrong',
          errors: [{ path: 'currentPassword', message: 'Not right.' }],
        });
      }
      await attempt.succeeded();
      const sessionId = await app.staff.changeOwnPassword(staff, request.body.newPassword);
      return sessionOf(staff, sessionId);
    },
  );

  app.get(
    '/users',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['users'],
        summary:
          'Every staff user, the oldest account first, with the state of the invitation of those who have not accepted one yet (admin)',
        response: { 200: z.array(StaffUserSchema) },
      },
    },
    () => listStaffWithInvitations(app.repos),
  );

  app.post(
    '/users',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      onRequest: staffOnly,
      schema: {
        tags: ['users'],
        summary:
          'Add a staff user with a role and a first password, provisional: they must change it at their first sign-in (admin); 409 when the e-mail is taken',
        body: StaffUserInputSchema,
        response: { 201: StaffUserSchema, 400: ErrorResponseSchema, 409: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const created = await app.staff.createUser(actingStaff(request), request.body);
      return reply.status(201).send(created);
    },
  );

  app.patch(
    '/users/:id',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      onRequest: staffOnly,
      schema: {
        tags: ['users'],
        summary:
          'Rename, change the role of, deactivate (every session ends) or reactivate a staff user (admin); the last active admin stays one (409)',
        params: IdParamsSchema,
        body: StaffUserPatchSchema,
        response: {
          200: StaffUserSchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const updated = await app.staff.updateUser(actingStaff(request), request.params.id, request.body);
      if (!updated) throw notFound('Staff user');
      return updated;
    },
  );
};

export default usersRoutes;
