/**
 * A live-event stream ends with its session, at once: not at its next heartbeat (a minute here),
 * whether the session ended by a sign-out, a new password, a deactivation or a new role.
 */
import { beforeAll, expect, it } from 'vitest';
import { useTestContext } from './support/context.ts';
import { streamEndsAfter } from './support/event-stream.ts';

const ctx = useTestContext({ timeouts: { eventsHeartbeat: 60_000 } });
let url: string;
beforeAll(async () => {
  url = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

/** A stream on this test's server. */
const endsAfter = (headers: Record<string, string>, act: () => Promise<void>) => streamEndsAfter(url, headers, act);

const post = (path: string, headers: Record<string, string>, body?: unknown) =>
  fetch(`${url}${path}`, {
    method: 'POST',
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
const patch = (path: string, body: unknown) =>
  fetch(`${url}${path}`, {
    method: 'PATCH',
    headers: { ...ctx.auth, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

it('ends the stream within a second of a sign-out', async () => {
  const staff = await ctx.addStaff('sales');
  expect(
    await endsAfter(staff.auth, async () => expect((await post('/api/users/logout', staff.auth)).status).toBe(200)),
  ).toBeLessThan(1000);
});

it('ends the stream within a second of a password change', async () => {
  const staff = await ctx.addStaff('sales');
  const ended = await endsAfter(staff.auth, async () => {
    const changed = await post('/api/users/me/password', staff.auth, {
      currentPassword: staff.password,
      newPassword: 'a brand new passphrase 42',
    });
    expect(changed.status).toBe(200);
  });
  expect(ended).toBeLessThan(1000);
});

it('ends the stream within a second of a deactivation, and of a change of role', async () => {
  const deactivated = await ctx.addStaff('sales');
  expect(
    await endsAfter(deactivated.auth, async () =>
      expect((await patch(`/api/users/${deactivated._id}`, { active: false })).status).toBe(200),
    ),
  ).toBeLessThan(1000);
  const moved = await ctx.addStaff('sales');
  expect(
    await endsAfter(moved.auth, async () =>
      expect((await patch(`/api/users/${moved._id}`, { role: 'recruiter' })).status).toBe(200),
    ),
  ).toBeLessThan(1000);
});

it('leaves the streams of others alone', async () => {
  const staff = await ctx.addStaff('sales');
  const other = await ctx.addStaff('sales');
  expect(
    await endsAfter(other.auth, async () => expect((await post('/api/users/logout', staff.auth)).status).toBe(200)),
  ).toBe(Infinity);
});
