/**
 * Admin authentication: a signed JWT (HS256 only, 8 hours) carried as `Authorization: Bearer`,
 * checked on every admin route together with the admin still existing.
 */
import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { StaffRef } from '../../../shared/domain/index.ts';
import { HttpError } from '../http-errors.ts';

export const TOKEN_LIFETIME = '8h';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string };
    user: { sub: string };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in staff member, set by requireAdmin: who a change or a note is by. */
    staff?: StaffRef;
  }
}

/** The staff member an admin route runs for; only after requireAdmin. */
export function staffOf(request: FastifyRequest): StaffRef {
  if (!request.staff) throw new Error('staffOf: the route does not check the session (requireAdmin)');
  return request.staff;
}

async function authPlugin(app: FastifyInstance, options: { secret: string }) {
  await app.register(jwt, {
    secret: options.secret,
    sign: { algorithm: 'HS256', expiresIn: TOKEN_LIFETIME },
    // Every token this server signs names its admin and ends: one without either was not made here.
    verify: { algorithms: ['HS256'], requiredClaims: ['sub', 'exp'] },
  });

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    if (!request.headers.authorization) throw new HttpError(401, 'Please log in as an administrator.', { code: 'session_required' });
    let adminId: string;
    try {
      adminId = (await request.jwtVerify<{ sub: string }>()).sub;
    } catch {
      throw new HttpError(401, 'Your session has expired or is not valid. Please log in again.', { code: 'session_invalid' });
    }
    const staff = typeof adminId === 'string' ? await app.repos.admins.findRef(adminId) : undefined;
    if (!staff) throw new HttpError(401, 'Your session has expired or is not valid. Please log in again.', { code: 'session_invalid' });
    request.staff = staff;
  });
}

export default fp(authPlugin, { name: 'auth' });
