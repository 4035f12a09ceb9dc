/**
 * GET /api/events over a real socket: staff hear of a visitor's request within a second, and of
 * changes to one; heartbeats flow; no one else may listen.
 */
import { beforeAll, expect, it } from 'vitest';
import { useTestContext } from './support/context.ts';

const ctx = useTestContext({ timeouts: { eventsHeartbeat: 200 } });
let url: string;
beforeAll(async () => {
  url = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

interface Received {
  event?: string;
  data?: string;
  comment?: string;
}

/** Opens the stream as the admin's client does (fetch, Authorization header) and collects what arrives. */
async function listen(headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(`${url}/api/events`, { headers, signal: controller.signal });
  const received: Received[] = [];
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let end;
          while ((end = buffer.indexOf('\n\n')) !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const message: Received = {};
            for (const line of block.split('\n')) {
              if (line.startsWith('event: ')) message.event = line.slice(7);
              else if (line.startsWith('data: ')) message.data = line.slice(6);
              else if (line.startsWith(':')) message.comment = line.slice(1).trim();
            }
            received.push(message);
          }
        }
      } catch {
        // Aborted.
      }
    })();
  }
  return { response, received, close: () => controller.abort() };
}

async function waitFor<T>(find: () => T | undefined, withinMs: number): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`nothing within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

it('tells signed-in staff of a new request within a second, and of its changes', async () => {
  const stream = await listen(ctx.auth);
  try {
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers.get('cache-control')).toBe('no-store');
    // The security headers of every API answer, although the stream bypasses Fastify's reply.
    expect(stream.response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    await waitFor(() => stream.received.find((message) => message.comment === 'connected'), 1000);

    const sentAt = Date.now();
    const lead = await fetch(`${url}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ines', email: 'ines@example.tn' }),
    });
    const { _id } = (await lead.json()) as { _id: string };
    const created = await waitFor(() => stream.received.find((message) => message.event === 'request-created'), 1000);
    expect(Date.now() - sentAt).toBeLessThan(1000);
    expect(JSON.parse(created.data!)).toEqual({ kind: 'lead', _id });

    await fetch(`${url}/api/leads/${_id}`, {
      method: 'PATCH',
      headers: { ...ctx.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'contacted' }),
    });
    await fetch(`${url}/api/leads/${_id}/notes`, {
      method: 'POST',
      headers: { ...ctx.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'Appelée' }),
    });
    await waitFor(
      () => (stream.received.filter((message) => message.event === 'request-updated').length === 2 ? true : undefined),
      1000,
    );
    for (const message of stream.received.filter((m) => m.event === 'request-updated'))
      expect(JSON.parse(message.data!)).toEqual({ kind: 'lead', _id });

    // Heartbeats keep the stream alive.
    await waitFor(() => stream.received.find((message) => message.comment === 'ping'), 1000);
  } finally {
    stream.close();
  }
});

it('says nothing of a request held as spam', async () => {
  const stream = await listen(ctx.auth);
  try {
    await waitFor(() => stream.received.find((message) => message.comment === 'connected'), 1000);
    await fetch(`${url}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bot', email: 'bot@example.tn', website: 'http://spam' }),
    });
    await fetch(`${url}/api/company-leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ companyName: 'Sotetel', contactName: 'Amel', email: 'amel@example.tn' }),
    });
    const created = await waitFor(() => stream.received.find((message) => message.event === 'request-created'), 1000);
    expect(JSON.parse(created.data!).kind).toBe('company-lead');
    expect(stream.received.filter((message) => message.event === 'request-created')).toHaveLength(1);
  } finally {
    stream.close();
  }
});

it('refuses anyone without a valid session', async () => {
  for (const headers of [{}, { authorization: 'Bearer nope' }] as Record<string, string>[]) {
    const stream = await listen(headers);
    expect(stream.response.status).toBe(401);
    expect(((await stream.response.json()) as { message: string }).message).toBeTruthy();
  }
});

it('tells each role only of the kinds of request it sees', async () => {
  const recruiter = await ctx.addStaff('recruiter');
  const sales = await ctx.addStaff('sales');
  const recruiterStream = await listen(recruiter.auth);
  const salesStream = await listen(sales.auth);
  try {
    await waitFor(() => recruiterStream.received.find((message) => message.comment === 'connected'), 1000);
    await waitFor(() => salesStream.received.find((message) => message.comment === 'connected'), 1000);
    await fetch(`${url}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Lina', email: 'lina@example.tn' }),
    });
    const heard = await waitFor(
      () => salesStream.received.find((message) => message.event === 'request-created'),
      1000,
    );
    expect(JSON.parse(heard.data!).kind).toBe('lead');
    // A beat later the recruiter has still heard nothing of it.
    const beats = recruiterStream.received.filter((message) => message.comment === 'ping').length;
    await waitFor(
      () =>
        recruiterStream.received.filter((message) => message.comment === 'ping').length > beats ? true : undefined,
      1000,
    );
    expect(recruiterStream.received.filter((message) => message.event)).toEqual([]);
  } finally {
    recruiterStream.close();
    salesStream.close();
  }
});

it('ends a stream within a beat of its session ending', async () => {
  const staff = await ctx.addStaff('sales');
  const controller = new AbortController();
  const response = await fetch(`${url}/api/events`, { headers: staff.auth, signal: controller.signal });
  try {
    expect(response.status).toBe(200);
    const text = response.text();
    expect((await fetch(`${url}/api/users/logout`, { method: 'POST', headers: staff.auth })).status).toBe(200);
    // The body ends (the server closes the stream) instead of pinging for ever.
    const ended = await Promise.race([
      text.then(() => true),
      new Promise((resolve) => setTimeout(() => resolve(false), 2000)),
    ]);
    expect(ended).toBe(true);
    expect((await listen(staff.auth)).response.status).toBe(401);
  } finally {
    controller.abort();
  }
});
