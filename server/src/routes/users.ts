import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminSessionSchema, ErrorResponseSchema, LoginInputSchema } from '../../../shared/domain/index.ts';
import { HttpError } from '../http-errors.ts';
import { LoginThrottle, type ThrottleOptions } from '../login-throttle.ts';
import { hashPassword, verifyPassword } from '../passwords.ts';

const usersRoutes: FastifyPluginAsyncZod<{ throttle?: ThrottleOptions }> = async (app, options) => {
  const throttle = new LoginThrottle(options.throttle);
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
      const waitMs = throttle.retryAfter(email, request.ip);
      if (waitMs > 0) {
        const minutes = Math.ceil(waitMs / 60000);
        reply.header('Retry-After', String(Math.ceil(waitMs / 1000)));
        throw new HttpError(429, `Too many failed attempts. Try again in ${minutes} minute${minutes > 1 ? 's' : ''}.`, {
          code: 'login_throttled',
          params: { minutes },
        });
      }
      const admin = await app.repos.admins.findByEmail(email);
      const valid = await verifyPassword(admin?.passwordHash ?? decoyHash, request.body.password);
      if (!admin || !valid) {
        throttle.recordFailure(email, request.ip);
        throw new HttpError(401, 'Incorrect email or password.', { code: 'invalid_credentials' });
      }
      throttle.recordSuccess(email);
      const token = await reply.jwtSign({ sub: admin.id });
      return { _id: admin.id, name: admin.name, email: admin.email, token };
    },
  );
};

export default usersRoutes;
