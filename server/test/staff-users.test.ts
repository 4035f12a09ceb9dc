/**
 * Staff accounts under /api/users: the list, adding and changing colleagues (admins only), signing
 * in and out, one's own password. Sessions end at once: a logged-out token, a deactivated user's
 * and one from before a password change are refused (staff-access.test.ts tries them on every route).
 */
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { ADMIN, problemPaths, type StaffLogin, useTestContext } from './support/context.ts';

const ctx = useTestContext();
let adminId: string;
beforeAll(async () => {
  adminId = (await ctx.inject({ method: 'GET', url: '/api/users/me', headers: ctx.auth })).json()._id;
});

const listUsers = (headers = ctx.auth) => ctx.inject({ method: 'GET', url: '/api/users', headers });
const addUser = (payload: object, headers = ctx.auth) =>
  ctx.inject({ method: 'POST', url: '/api/users', headers, payload });
const patchUser = (id: string, payload: object, headers = ctx.auth) =>
  ctx.inject({ method: 'PATCH', url: `/api/users/${id}`, headers, payload });
const login = (email: string, password: string) =>
  ctx.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } });
const leadsAs = (headers: { authorization: string }) => ctx.inject({ method: 'GET', url: '/api/leads', headers });
const changePassword = (headers: { authorization: string }, currentPassword: string, newPassword: string) =>
  ctx.inject({ method: 'POST', url: '/api/users/me/password', headers, payload: { currentPassword, newPassword } });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('GET /api/users', () => {
  it('lists every staff user with their role, state and last sign-in, never a hash', async () => {
    const sales = await ctx.addStaff('sales', 'Salma Sales');
    const response = await listUsers();
    expect(response.statusCode).toBe(200);
    const users = response.json() as Record<string, unknown>[];
    for (const user of users)
      expect(Object.keys(user).sort()).toEqual(['_id', 'active', 'createdAt', 'email', 'lastLoginAt', 'name', 'role']);
    expect(users[0]).toMatchObject({ _id: adminId, email: ADMIN.email, role: 'admin', active: true });
    expect(users.find((user) => user._id === sales._id)).toMatchObject({
      name: 'Salma Sales',
      role: 'sales',
      active: true,
    });
    expect(response.body).not.toMatch(/argon2|password/i);
  });

  it('records the last sign-in', async () => {
    const before = Date.now();
    await login(ADMIN.email, ADMIN.password);
    const users = (await listUsers()).json() as { _id: string; lastLoginAt: string }[];
    const lastLoginAt = users.find((user) => user._id === adminId)!.lastLoginAt;
    expect(Date.parse(lastLoginAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('answers 401 without a session and 403 to every role but admin', async () => {
    expect((await ctx.inject({ method: 'GET', url: '/api/users' })).statusCode).toBe(401);
    for (const role of ['editor', 'sales', 'recruiter'] as const) {
      const response = await listUsers((await ctx.addStaff(role)).auth);
      expect(response.statusCode, role).toBe(403);
      expect(response.json(), role).toMatchObject({ code: 'role_forbidden', message: expect.stringContaining(role) });
    }
  });
});

describe('POST /api/users', () => {
  it('adds a user who can sign in with the role given (201)', async () => {
    const response = await addUser({
      name: 'Rania Recruiter',
      email: 'Rania@Test.tn',
      role: 'recruiter',
      password: 'a recruiter passphrase',
    });
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({ name: 'Rania Recruiter', email: 'rania@test.tn', role: 'recruiter', active: true });
    expect(user.lastLoginAt).toBeUndefined();
    expect(user).not.toHaveProperty('passwordHash');
    const session = await login('rania@test.tn', 'a recruiter passphrase');
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({
      _id: user._id,
      name: 'Rania Recruiter',
      email: 'rania@test.tn',
      role: 'recruiter',
    });
  });

  it('answers 409 for an e-mail already used, whatever its case', async () => {
    const response = await addUser({
      name: 'Again',
      email: ADMIN.email.toUpperCase(),
      role: 'sales',
      password: 'another passphrase',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'email_taken', message: expect.stringMatching(/already used/) });
  });

  it('answers one 201 and one 409 for two creations with one e-mail at once', async () => {
    const payload = { name: 'Twin', email: 'twin@test.tn', role: 'editor', password: 'a twin passphrase' };
    const statuses = (await Promise.all([addUser(payload), addUser(payload)]))
      .map((response) => response.statusCode)
      .sort();
    expect(statuses).toEqual([201, 409]);
  });

  it('answers 400 saying why for a password under 10 characters', async () => {
    const response = await addUser({ name: 'Short', email: 'short@test.tn', role: 'sales', password: 'abc12345' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/at least 10 characters/);
    expect(response.json().errors).toEqual([
      { path: 'password', code: 'too_short', message: 'Choose a password of at least 10 characters.' },
    ]);
  });

  it('answers 400 saying why for a common password, in any case', async () => {
    for (const password of ['password123', 'AZERTYUIOP', '1234567890', 'zzzzzzzzzzzz']) {
      const response = await addUser({ name: 'Common', email: 'common@test.tn', role: 'sales', password });
      expect(response.statusCode, password).toBe(400);
      expect(response.json(), password).toMatchObject({
        code: 'password_too_common',
        message: expect.stringMatching(/most common/),
        errors: [{ path: 'password', message: expect.stringMatching(/most common/) }],
      });
    }
    expect(
      (await addUser({ name: 'Mail', email: 'same-as@test.tn', role: 'sales', password: 'Same-As@test.tn' })).json()
        .code,
    ).toBe('password_is_email');
  });

  it('answers 400 for a missing name, an invalid e-mail or an unknown role', async () => {
    const response = await addUser({ name: ' ', email: 'not an e-mail', role: 'owner', password: 'a fine passphrase' });
    expect(response.statusCode).toBe(400);
    expect(problemPaths(response).sort()).toEqual(['email', 'name', 'role']);
  });

  it('answers 401 without a session and 403 to every role but admin, before reading the body', async () => {
    expect(
      (await addUser({ name: 'X', email: 'x1@test.tn', role: 'admin', password: 'a fine passphrase' }, {} as never))
        .statusCode,
    ).toBe(401);
    for (const role of ['editor', 'sales', 'recruiter'] as const) {
      const { auth } = await ctx.addStaff(role);
      const response = await addUser(
        { name: 'X', email: `x-${role}@test.tn`, role: 'admin', password: 'a fine passphrase' },
        auth,
      );
      expect(response.statusCode, role).toBe(403);
      const invalid = await ctx.inject({
        method: 'POST',
        url: '/api/users',
        headers: { ...auth, 'content-type': 'application/json' },
        payload: '{',
      });
      expect(invalid.statusCode, role).toBe(403);
    }
    expect((await login(`x-editor@test.tn`, 'a fine passphrase')).statusCode).toBe(401);
  });
});

describe('PATCH /api/users/:id', () => {
  it('renames and changes the role, which counts at once for the sessions already open', async () => {
    const user = await ctx.addStaff('sales', 'Samir');
    expect((await leadsAs(user.auth)).statusCode).toBe(200);
    const response = await patchUser(user._id, { name: 'Samir B.', role: 'recruiter' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: user._id, name: 'Samir B.', role: 'recruiter', active: true });
    expect((await leadsAs(user.auth)).statusCode).toBe(403);
    expect((await ctx.inject({ method: 'GET', url: '/api/candidatures', headers: user.auth })).statusCode).toBe(200);
    expect((await ctx.inject({ method: 'GET', url: '/api/users/me', headers: user.auth })).json()).toEqual({
      _id: user._id,
      name: 'Samir B.',
      email: user.email,
      role: 'recruiter',
    });
  });

  it('deactivates: every session of the user ends at once and they cannot sign in (the same 401 as a wrong password)', async () => {
    const user = await ctx.addStaff('sales');
    const second = bearer((await login(user.email, user.password)).json().token);
    const response = await patchUser(user._id, { active: false });
    expect(response.statusCode).toBe(200);
    expect(response.json().active).toBe(false);
    for (const auth of [user.auth, second]) {
      const refused = await leadsAs(auth);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ code: 'session_invalid' });
    }
    const attempt = await login(user.email, user.password);
    expect(attempt.statusCode).toBe(401);
    expect(attempt.json()).toEqual((await login(user.email, 'not the password')).json());

    // Reactivated: they sign in again; the sessions ended stay ended.
    expect((await patchUser(user._id, { active: true })).json().active).toBe(true);
    const again = await login(user.email, user.password);
    expect(again.statusCode).toBe(200);
    expect((await leadsAs(bearer(again.json().token))).statusCode).toBe(200);
    expect((await leadsAs(user.auth)).statusCode).toBe(401);
  });

  it('keeps the last active admin: neither demoted nor deactivated (409), until another admin exists', async () => {
    for (const patch of [{ role: 'editor' }, { active: false }]) {
      const response = await patchUser(adminId, patch);
      expect(response.statusCode, JSON.stringify(patch)).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'last_admin',
        message: expect.stringMatching(/last active admin/),
      });
    }
    // Other admins that are deactivated do not count.
    const inactive = await ctx.addStaff('admin');
    expect((await patchUser(inactive._id, { active: false })).statusCode).toBe(200);
    expect((await patchUser(adminId, { role: 'sales' })).statusCode).toBe(409);
    expect((await leadsAs(ctx.auth)).statusCode).toBe(200);

    const other = await ctx.addStaff('admin');
    expect((await patchUser(adminId, { role: 'editor' })).statusCode).toBe(200);
    // Now `other` is the last one, and the first admin (an editor now) may not manage staff.
    expect((await patchUser(other._id, { active: false }, other.auth)).statusCode).toBe(409);
    expect((await patchUser(other._id, { role: 'sales' }, ctx.auth)).statusCode).toBe(403);
    expect((await patchUser(adminId, { role: 'admin' }, other.auth)).statusCode).toBe(200);
  });

  it('lets only one of two admins demoting each other at once succeed', async () => {
    const first = await ctx.addStaff('admin');
    const second = await ctx.addStaff('admin');
    // The first admin of the suite is made one again for the tests after, by whichever of the two
    // is still an admin, even when an assertion below failed.
    onTestFinished(async () => {
      const restoreBy = (staff: StaffLogin) => patchUser(adminId, { role: 'admin' }, staff.auth);
      let restored = await restoreBy(first);
      if (restored.statusCode !== 200) restored = await restoreBy(second);
      expect(restored.statusCode).toBe(200);
    });
    // Every other admin steps down first, so that these two are the last.
    const others = (await listUsers())
      .json()
      .filter(
        (user: { _id: string; role: string; active: boolean }) =>
          user.role === 'admin' && user.active && user._id !== first._id && user._id !== second._id,
      );
    for (const user of others) expect((await patchUser(user._id, { role: 'editor' }, first.auth)).statusCode).toBe(200);
    const answers = await Promise.all([
      patchUser(second._id, { role: 'sales' }, first.auth),
      patchUser(first._id, { role: 'sales' }, second.auth),
    ]);
    // One wins. The other is refused as the last admin (409) when both were checked before either
    // change, or as no longer an admin (403) when the winner's change came first (PostgreSQL can
    // finish one request before it checks the other's session).
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const admins = (
      await listUsers(first.auth).then((response) => (response.statusCode === 200 ? response : listUsers(second.auth)))
    )
      .json()
      .filter((user: { role: string; active: boolean }) => user.role === 'admin' && user.active);
    expect(admins).toHaveLength(1);
  });

  it('answers 404 for an unknown user, 400 for nothing to change, an unknown field or a wrong type', async () => {
    expect((await patchUser('no-such-user', { name: 'Ghost' })).statusCode).toBe(404);
    for (const payload of [
      {},
      { password: 'a new passphrase here' },
      { email: 'new@test.tn' },
      { active: 'no' },
      { role: 'owner' },
      { name: '' },
    ]) {
      const response = await patchUser(adminId, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(typeof response.json().message).toBe('string');
    }
  });

  it('answers 401 without a session and 403 to every role but admin', async () => {
    expect(
      (await ctx.inject({ method: 'PATCH', url: `/api/users/${adminId}`, payload: { active: false } })).statusCode,
    ).toBe(401);
    for (const role of ['editor', 'sales', 'recruiter'] as const) {
      const user = await ctx.addStaff(role);
      // Not even on their own account: a role is not theirs to raise.
      expect((await patchUser(user._id, { role: 'admin' }, user.auth)).statusCode, role).toBe(403);
    }
  });
});

describe('POST /api/users/logout', () => {
  it('ends the session it is sent with, and only that one', async () => {
    const user = await ctx.addStaff('sales');
    const other = bearer((await login(user.email, user.password)).json().token);
    const response = await ctx.inject({ method: 'POST', url: '/api/users/logout', headers: user.auth });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Signed out.' });
    expect((await leadsAs(user.auth)).statusCode).toBe(401);
    expect((await ctx.inject({ method: 'POST', url: '/api/users/logout', headers: user.auth })).statusCode).toBe(401);
    expect((await leadsAs(other)).statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    const response = await ctx.inject({ method: 'POST', url: '/api/users/logout' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('session_required');
  });
});

describe('POST /api/users/me/password', () => {
  let user: StaffLogin;
  beforeAll(async () => {
    user = await ctx.addStaff('recruiter');
  });

  it('answers 400 (not 401: the session stays) for a wrong current password', async () => {
    const response = await changePassword(user.auth, 'not my password', 'a new recruiter phrase');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'current_password_wrong',
      errors: [{ path: 'currentPassword', message: 'Not right.' }],
    });
    expect((await ctx.inject({ method: 'GET', url: '/api/candidatures', headers: user.auth })).statusCode).toBe(200);
  });

  it('answers 400 saying why for a new password too short or too common', async () => {
    const short = await changePassword(user.auth, user.password, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([
      { path: 'newPassword', code: 'too_short', message: 'Choose a password of at least 10 characters.' },
    ]);
    const common = await changePassword(user.auth, user.password, 'motdepasse123');
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({ code: 'password_too_common', errors: [{ path: 'newPassword' }] });
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('changes the password: a fresh token, every older session ended, the old password refused', async () => {
    const other = bearer((await login(user.email, user.password)).json().token);
    const response = await changePassword(user.auth, user.password, 'a new recruiter phrase');
    expect(response.statusCode).toBe(200);
    const session = response.json();
    expect(session).toMatchObject({ _id: user._id, email: user.email, role: 'recruiter', token: expect.any(String) });
    for (const auth of [user.auth, other])
      expect((await ctx.inject({ method: 'GET', url: '/api/candidatures', headers: auth })).statusCode).toBe(401);
    expect(
      (await ctx.inject({ method: 'GET', url: '/api/candidatures', headers: bearer(session.token) })).statusCode,
    ).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, 'a new recruiter phrase')).statusCode).toBe(200);
  });

  it('answers 429 after repeated wrong current passwords', async () => {
    const target = await ctx.addStaff('editor');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++)
      statuses.push((await changePassword(target.auth, 'wrong guess', 'a new editor phrase')).statusCode);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses[5]).toBe(429);
  });

  it('answers 401 without a session', async () => {
    const response = await ctx.inject({
      method: 'POST',
      url: '/api/users/me/password',
      payload: { currentPassword: 'x', newPassword: 'a new passphrase' },
    });
    expect(response.statusCode).toBe(401);
  });
});
