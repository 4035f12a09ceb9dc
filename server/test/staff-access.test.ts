/**
 * Every route of the API, as the app registered it: each one not meant for visitors checks the
 * session and the role before reading anything of the request. Without a token, with an ended
 * session (logged out, deactivated, from before a password change) it answers 401; for a role that
 * may not use it 403, even when the body is not valid JSON (the body is never read).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE_AREAS, STAFF_ROLES, type StaffArea, type StaffRole } from '../../shared/domain/roles.ts';
import type { RouteAccess } from '../src/infra/http/auth.ts';
import { type StaffLogin, useTestContext } from './support/context.ts';

const ctx = useTestContext();
const tokens = {} as Record<StaffRole, StaffLogin>;
/** Tokens whose sessions have ended, each of an admin (so a 403 cannot hide a wrongly accepted one). */
const endedSessions: [string, { authorization: string }][] = [];

beforeAll(async () => {
  for (const role of STAFF_ROLES) tokens[role] = await ctx.addStaff(role);

  const loggedOut = await ctx.addStaff('admin', 'Logged out');
  expect((await ctx.inject({ method: 'POST', url: '/api/users/logout', headers: loggedOut.auth })).statusCode).toBe(
    200,
  );
  endedSessions.push(['a logged-out token', loggedOut.auth]);

  const deactivated = await ctx.addStaff('admin', 'Deactivated');
  const patch = await ctx.inject({
    method: 'PATCH',
    url: `/api/users/${deactivated._id}`,
    headers: ctx.auth,
    payload: { active: false },
  });
  expect(patch.statusCode).toBe(200);
  endedSessions.push(["a deactivated user's token", deactivated.auth]);

  const changed = await ctx.addStaff('admin', 'Changed password');
  const change = await ctx.inject({
    method: 'POST',
    url: '/api/users/me/password',
    headers: changed.auth,
    payload: { currentPassword: changed.password, newPassword: 'a brand new passphrase' },
  });
  expect(change.statusCode).toBe(200);
  endedSessions.push(['a token from before a password change', changed.auth]);
});

/** The routes meant for visitors (and the API's own documentation). */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  // Readiness, for the load balancer in front of several instances.
  'GET /api/health/ready',
  'GET /api/courses',
  'GET /api/courses/:id',
  'GET /api/instructors',
  'GET /api/settings',
  // The centre's rewritten page texts and its visible testimonials.
  'GET /api/site-content',
  // The privacy notice's retention periods, shown on /privacy.
  'GET /api/privacy',
  // A session of a published course, as a calendar file.
  'GET /api/sessions/:id/calendar.ics',
  'POST /api/leads',
  'POST /api/company-leads',
  'POST /api/candidatures',
  'POST /api/contact-messages',
  'POST /api/users/login',
  // An invitation's link: the token in the address is the credential (256 random bits, one use).
  'GET /api/invitations/:token',
  'POST /api/invitations/:token',
]);
const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

/**
 * Which area each admin route belongs to, stated here apart from the routes themselves: the first
 * prefix that matches decides; `null` is any signed-in staff member.
 */
const EXPECTED_AREAS: [string, StaffArea | null][] = [
  ['/api/users/me', null],
  ['/api/users/logout', null],
  ['/api/users', 'staff'],
  ['/api/inbox/summary', null],
  ['/api/events', null],
  ['/api/inbox/overview', 'overview'],
  ['/api/courses/:id/sessions', 'sessions'],
  ['/api/courses', 'courses'],
  ['/api/sessions', 'sessions'],
  ['/api/instructors', 'instructors'],
  ['/api/leads', 'leads'],
  ['/api/company-leads', 'company-leads'],
  ['/api/candidatures', 'candidatures'],
  ['/api/contact-messages', 'contact-messages'],
  ['/api/settings', 'settings'],
  ['/api/audit', 'audit'],
  ['/api/people', 'people'],
  ['/api/site-content', 'content'],
  ['/api/testimonials', 'content'],
  ['/api/demo-content', 'content'],
];

const apiRoutes = () =>
  ctx.app.routeAccess.filter((route) => route.url.startsWith('/api/') && !isDocs(route.url) && route.method !== 'HEAD');
const staffRoutes = () => apiRoutes().filter((route) => route.staffOnly);
const label = (route: RouteAccess) => `${route.method} ${route.url}`;
const urlOf = (route: RouteAccess) => route.url.replace(/:[A-Za-z]+/g, 'x');

/** A request to the route with a body that is not JSON at all: a route that read it would answer 400. */
const unreadable = (route: RouteAccess, headers: Record<string, string> = {}) =>
  ctx.inject({
    method: route.method as 'GET',
    url: urlOf(route),
    headers: route.method === 'GET' ? headers : { ...headers, 'content-type': 'application/json' },
    ...(route.method === 'GET' ? {} : { payload: '{"not json' }),
  });

describe('the routes of the API', () => {
  it('are all found, the staff ones among them', () => {
    expect(staffRoutes().length).toBeGreaterThan(40);
    expect(staffRoutes().map(label)).toContain('GET /api/candidatures/:id/cv');
  });

  it('are public only when meant for visitors', () => {
    const open = apiRoutes()
      .filter((route) => !route.staffOnly)
      .map(label);
    expect(open.filter((route) => !PUBLIC_ROUTES.has(route))).toEqual([]);
  });

  it('each belong to the area this test expects', () => {
    const wrong = staffRoutes().flatMap((route) => {
      const expected = EXPECTED_AREAS.find(([prefix]) => route.url === prefix || route.url.startsWith(`${prefix}/`));
      if (!expected) return [`${label(route)}: no area expected here, add it to EXPECTED_AREAS`];
      return (route.area ?? null) === expected[1]
        ? []
        : [`${label(route)}: ${route.area ?? 'any staff'} instead of ${expected[1] ?? 'any staff'}`];
    });
    expect(wrong).toEqual([]);
  });
});

describe('every staff route', () => {
  it('answers 401 with a JSON message without a token, and with a token whose session has ended', async () => {
    for (const route of staffRoutes()) {
      const anonymous = await unreadable(route);
      expect(anonymous.statusCode, label(route)).toBe(401);
      expect(anonymous.json(), label(route)).toEqual({ message: 'Please log in.', code: 'session_required' });
      for (const [what, auth] of endedSessions) {
        const ended = await unreadable(route, auth);
        expect(ended.statusCode, `${label(route)} with ${what}`).toBe(401);
        expect(ended.json().code, `${label(route)} with ${what}`).toBe('session_invalid');
      }
    }
  });

  it('answers 403 with a JSON message to each role that may not use it, before reading the body', async () => {
    let refusals = 0;
    for (const route of staffRoutes()) {
      for (const role of STAFF_ROLES) {
        if (!route.area || ROLE_AREAS[role].includes(route.area)) continue;
        const response = await unreadable(route, tokens[role].auth);
        expect(response.statusCode, `${label(route)} as ${role}`).toBe(403);
        expect(response.json(), `${label(route)} as ${role}`).toEqual({
          message: `Your role (${role}) does not give access to this.`,
          code: 'role_forbidden',
          params: { role },
        });
        refusals += 1;
      }
    }
    expect(refusals).toBeGreaterThan(80);
  });

  it("lets each role that may use it through the check (its answer is the route's own: 200, 400, 404)", async () => {
    for (const route of staffRoutes()) {
      // A stream that stays open, and a logout that would end the session the loop goes on with.
      if (route.url === '/api/events' || route.url === '/api/users/logout') continue;
      for (const role of STAFF_ROLES) {
        if (route.area && !ROLE_AREAS[role].includes(route.area)) continue;
        const response = await unreadable(route, tokens[role].auth);
        expect([401, 403], `${label(route)} as ${role}: ${response.body}`).not.toContain(response.statusCode);
        expect(response.statusCode, `${label(route)} as ${role}: ${response.body}`).toBeLessThan(500);
      }
    }
  });
});

describe('what each role may use', () => {
  const status = async (role: StaffRole, url: string) =>
    (await ctx.inject({ method: 'GET', url, headers: tokens[role].auth })).statusCode;

  it.each<{ role: StaffRole; gives: string; opens: string[]; refused: string[] }>([
    {
      role: 'recruiter',
      gives: 'the recruiter the applications only',
      opens: ['/api/candidatures'],
      refused: [
        '/api/leads',
        '/api/company-leads',
        '/api/contact-messages',
        '/api/courses/all',
        '/api/sessions',
        '/api/settings/all',
        '/api/users',
        '/api/inbox/overview',
      ],
    },
    {
      role: 'sales',
      gives: 'sales the pre-registrations, quote requests, contact messages and the sessions they fill',
      opens: ['/api/leads', '/api/company-leads', '/api/contact-messages', '/api/sessions'],
      refused: ['/api/candidatures', '/api/courses/all', '/api/settings/all', '/api/users'],
    },
    {
      role: 'editor',
      gives: 'the editor the courses, their sessions and the instructors',
      opens: ['/api/courses/all', '/api/sessions'],
      refused: ['/api/leads', '/api/candidatures', '/api/contact-messages', '/api/settings/all', '/api/users'],
    },
    {
      role: 'admin',
      gives: 'the admin everything',
      opens: [
        '/api/courses/all',
        '/api/sessions',
        '/api/leads',
        '/api/company-leads',
        '/api/candidatures',
        '/api/contact-messages',
        '/api/settings/all',
        '/api/users',
        '/api/inbox/overview',
      ],
      refused: [],
    },
  ])('gives $gives', async ({ role, opens, refused }) => {
    for (const url of opens) expect(await status(role, url), url).toBe(200);
    for (const url of refused) expect(await status(role, url), url).toBe(403);
  });

  it('counts in the inbox summary only the kinds of request the role sees', async () => {
    const summary = async (role: StaffRole) =>
      Object.keys(
        (await ctx.inject({ method: 'GET', url: '/api/inbox/summary', headers: tokens[role].auth })).json(),
      ).sort();
    expect(await summary('admin')).toEqual(['candidatures', 'companyLeads', 'leads']);
    expect(await summary('sales')).toEqual(['companyLeads', 'leads']);
    expect(await summary('recruiter')).toEqual(['candidatures']);
    expect(await summary('editor')).toEqual([]);
  });
});
