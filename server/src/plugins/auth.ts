/**
 * Staff authentication and roles. A token is a signed JWT (HS256 only, 8 hours) carried as
 * `Authorization: Bearer`; it names a session kept in the database (`sid`), so that a logout, a
 * deactivation or a new password ends it at once. Every admin route runs `requireStaff(area)` as
 * its `onRequest` hook, before its body is read: 401 without a live session, 403 when the role
 * may not use the area (shared/domain/roles.ts).
 */
import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';
import { mayUse, type StaffArea, type StaffRef, type StaffRole } from '../../../shared/domain/index.ts';
import { HttpError } from '../http-errors.ts';

export const TOKEN_LIFETIME = '8h';
export const SESSION_LIFETIME_MS = 8 * 60 * 60 * 1000;

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; sid: string };
    user: { sub: string; sid: string };
  }
}

/** The staff member an admin request runs for: who a change, a note or an audit row is by. */
export interface SignedInStaff extends StaffRef {
  email: string;
  role: StaffRole;
  /** The session the request's token names (what a logout ends). */
  sessionId: string;
}

/** An `onRequest` hook that lets signed-in staff through (of a role that may use `area`, when given). */
export type StaffCheck = (request: FastifyRequest) => Promise<void>;

/** What a route asks of its caller: nothing, or a staff session (of a role that may use `area`, when given). */
export interface RouteAccess {
  method: HTTPMethods;
  url: string;
  staffOnly: boolean;
  area?: StaffArea;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The `onRequest` check of an admin route; without an area, any signed-in staff may use it. */
    requireStaff(area?: StaffArea): StaffCheck;
    /** Every route and what it asks of its caller, as registered: what the test that walks the routes reads. */
    routeAccess: RouteAccess[];
  }
  interface FastifyRequest {
    /** Set by requireStaff. */
    staff?: SignedInStaff;
  }
}

/** The staff member an admin route runs for; only after requireStaff. */
export function staffOf(request: FastifyRequest): SignedInStaff {
  if (!request.staff) throw new Error('staffOf: the route does not check the session (requireStaff)');
  return request.staff;
}

const sessionRequired = () => new HttpError(401, 'Please log in.', { code: 'session_required' });
const sessionInvalid = () => new HttpError(401, 'Your session has expired or is not valid. Please log in again.', { code: 'session_invalid' });

async function authPlugin(app: FastifyInstance, options: { secret: string }) {
  await app.register(jwt, {
    secret: options.secret,
    sign: { algorithm: 'HS256', expiresIn: TOKEN_LIFETIME },
    // Every token this server signs names its user, its session and its end: one without them was not made here.
    verify: { algorithms: ['HS256'], requiredClaims: ['sub', 'sid', 'exp'] },
  });

  async function authenticate(request: FastifyRequest): Promise<SignedInStaff> {
    if (!request.headers.authorization) throw sessionRequired();
    let claims: { sub: unknown; sid: unknown };
    try {
      claims = await request.jwtVerify<{ sub: unknown; sid: unknown }>();
    } catch {
      throw sessionInvalid();
    }
    const { sub, sid } = claims;
    if (typeof sub !== 'string' || typeof sid !== 'string') throw sessionInvalid();
    // Revoked, expired, or its user deactivated or gone: refused like a forged token.
    const holder = await app.repos.staffSessions.holder(sid, sub);
    if (!holder) throw sessionInvalid();
    return { ...holder, sessionId: sid };
  }

  /** The checks this plugin made, and their areas: how onRoute tells a guarded route. */
  const checks = new WeakMap<StaffCheck, StaffArea | undefined>();

  app.decorate('requireStaff', (area?: StaffArea): StaffCheck => {
    const check: StaffCheck = async (request) => {
      const staff = await authenticate(request);
      if (area && !mayUse(staff.role, area)) {
        throw new HttpError(403, `Your role (${staff.role}) does not give access to this.`, { code: 'role_forbidden', params: { role: staff.role } });
      }
      request.staff = staff;
    };
    checks.set(check, area);
    return check;
  });

  app.decorate('routeAccess', [] as RouteAccess[]);
  app.addHook('onRoute', (route) => {
    const hooks = [route.onRequest ?? []].flat() as unknown[];
    const check = hooks.find((hook): hook is StaffCheck => typeof hook === 'function' && checks.has(hook as StaffCheck));
    for (const method of [route.method].flat()) {
      app.routeAccess.push(check ? { method, url: route.url, staffOnly: true, area: checks.get(check) } : { method, url: route.url, staffOnly: false });
    }
  });
}

export default fp(authPlugin, { name: 'auth' });
