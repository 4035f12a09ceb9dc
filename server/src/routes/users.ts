import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminSessionSchema, ErrorResponseSchema, LoginInputSchema } from '../../../shared/domain/index.ts';
import { HttpError } from '../http-errors.ts';
import { LoginThrottle, type ThrottleOptions } from '../login-throttle.ts';
import { hashPassword, verifyPassword } from '../passwords.ts';

const usersRoutes: FastifyPluginAsyncZod<{ throttle?: ThrottleOptions }> = async (app, options) => {
  const throttle = new LoginThrottle(app.repos.loginFailures, options.throttle);
  // An unknown email is checked against this hash so that it costs as long as a wrong password.
  const decoyHash = await hashPassword(`decoy-${Math.random()}`);

  app.post(
    '/users/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in as an administrator; answers the session kept as adminInfo',
        body: LoginInputSchema,
        response: { 200: AdminSessionSchema, 401: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const email = request.body.email.toLowerCase();
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
      const admin = await app.repos.admins.findByEmail(email);
      const valid = await verifyPassword(admin?.passwordHash ?? decoyHash, request.body.password);
      // The attempt already counts as a failure (see LoginThrottle.begin).
      if (!admin || !valid) throw new HttpError(401, 'Incorrect email or password.', { code: 'invalid_credentials' });
      await attempt.succeeded();
      const token = await reply.jwtSign({ sub: admin.id });
      return { _id: admin.id, name: admin.name, email: admin.email, token };
    },
  );
};

export default usersRoutes;
