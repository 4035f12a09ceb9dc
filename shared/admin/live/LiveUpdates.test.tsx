import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { centreToday } from '../../domain/calendar.ts';
import type { InboxSummary } from '../../domain/pipeline.ts';
import type { RequestTarget } from '../../platform/platform.ts';
import { renderAdminScreen, stubApi } from '../components/admin-test-utils.tsx';
import SessionsPage from '../sessions/SessionsPage.tsx';
import { LiveUpdates } from './LiveUpdates.tsx';

const encoder = new TextEncoder();

function summary(leads: number, companyLeads = 1, candidatures = 0): InboxSummary {
  return {
    leads: { new: leads, contacted: 2, enrolled: 1, lost: 0 },
    companyLeads: { new: companyLeads, quoted: 0, won: 0, lost: 0 },
    candidatures: { new: candidatures, interview: 0, hired: 0, rejected: 0 },
  };
}

/** GET /api/events as a stream the test writes to; every other call answered by stubApi. */
function stubLiveApi(routes: Parameters<typeof stubApi>[0]) {
  const api = stubApi(routes);
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const eventsCalls: RequestInit[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (String(input) !== '/api/events') return api.fetch(input, init);
    eventsCalls.push(init);
    const body = new ReadableStream<Uint8Array>({
      start(streamController) {
        controller = streamController;
      },
    });
    return Promise.resolve(new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }));
  });
  const send = (type: string, data: unknown) =>
    act(async () => {
      controller!.enqueue(encoder.encode(`: ping\n\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  const summaryCalls = () => api.calls.filter((call) => call.path === '/inbox/summary').length;
  return {
    ...api,
    send,
    summaryCalls,
    eventsCalls,
    connected: () => controller !== undefined,
  };
}

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

function platformSpies() {
  const listeners: ((target: RequestTarget) => void)[] = [];
  return {
    listeners,
    platform: {
      notifyRequest: vi.fn(),
      setBadgeCount: vi.fn(),
      notificationsPermission: () => 'default' as const,
      requestNotifications: vi.fn(async () => true),
      onOpenRequest: vi.fn((listener: (target: RequestTarget) => void) => {
        listeners.push(listener);
        return () => void listeners.splice(listeners.indexOf(listener), 1);
      }),
    },
  };
}

async function renderLive(options: { language?: string } = {}) {
  const spies = platformSpies();
  const view = await renderAdminScreen(
    <>
      <LiveUpdates />
      <Location />
    </>,
    { platform: spies.platform, route: '/admin/courses', ...options },
  );
  return { ...spies, view };
}

describe('live updates', () => {
  it('on a new pre-registration: reloads the requests, shows a toast that opens it, notifies, counts it on the badge', async () => {
    let newLeads = 2;
    const api = stubLiveApi({
      'GET /inbox/summary': () => ({ body: summary(newLeads) }),
      'GET /leads/l9': {
        body: {
          _id: 'l9',
          name: 'Amira Ben Salah',
          courseOfInterest: 'Développement web',
          email: 'a@b.tn',
          status: 'new',
          notes: [],
          history: [],
        },
      },
    });
    const { platform } = await renderLive();
    await waitFor(() => expect(platform.setBadgeCount).toHaveBeenLastCalledWith(3));
    await waitFor(() => expect(api.connected()).toBe(true));
    expect(new Headers(api.eventsCalls[0]!.headers).get('Authorization')).toBe('Bearer t');
    const before = api.summaryCalls();

    newLeads = 3;
    await api.send('request-created', { kind: 'lead', _id: 'l9' });

    expect(
      await screen.findByText('Nouvelle pré-inscription : Amira Ben Salah — Développement web'),
    ).toBeInTheDocument();
    expect(api.summaryCalls()).toBe(before + 1);
    await waitFor(() => expect(platform.setBadgeCount).toHaveBeenLastCalledWith(4));
    expect(platform.notifyRequest).toHaveBeenCalledWith({
      kind: 'lead',
      id: 'l9',
      title: 'Nouvelle pré-inscription',
      body: 'Amira Ben Salah — Développement web',
    });

    await userEvent.click(
      screen.getByRole('button', {
        name: 'Ouvrir la demande : Amira Ben Salah — Développement web',
      }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/leads?open=l9');
  });

  it('on a change: reloads the requests, without a toast or a notification', async () => {
    const api = stubLiveApi({ 'GET /inbox/summary': { body: summary(1) } });
    const { platform } = await renderLive();
    await waitFor(() => expect(api.connected()).toBe(true));
    await waitFor(() => expect(api.summaryCalls()).toBe(1));

    await api.send('request-updated', { kind: 'candidature', _id: 'k1' });
    await waitFor(() => expect(api.summaryCalls()).toBe(2));
    // Not ours, or malformed: ignored.
    await api.send('something-else', { kind: 'lead', _id: 'x' });
    await api.send('request-updated', { kind: 'nothing', _id: 'x' });
    expect(api.summaryCalls()).toBe(2);
    expect(platform.notifyRequest).not.toHaveBeenCalled();
    expect(api.calls.some((call) => call.path.startsWith('/candidatures'))).toBe(false);
  });

  it("on a pre-registration's change: reloads the sessions too, whose requests and seats it counts in", async () => {
    const api = stubLiveApi({
      'GET /inbox/summary': { body: summary(1) },
      [`GET /sessions?from=${centreToday()}`]: { body: [] },
    });
    await renderAdminScreen(
      <>
        <LiveUpdates />
        <SessionsPage />
      </>,
      { route: '/admin/sessions' },
    );
    const sessionCalls = () => api.calls.filter((call) => call.path.startsWith('/sessions')).length;
    await waitFor(() => expect(api.connected()).toBe(true));
    await waitFor(() => expect(sessionCalls()).toBe(1));

    await api.send('request-updated', { kind: 'candidature', _id: 'k1' });
    await waitFor(() => expect(api.summaryCalls()).toBe(2));
    expect(sessionCalls()).toBe(1);
    await api.send('request-updated', { kind: 'lead', _id: 'l1' });
    await waitFor(() => expect(sessionCalls()).toBe(2));
  });

  it('names a quote request by company and contact, an application by name, in the admin’s language', async () => {
    const api = stubLiveApi({
      'GET /inbox/summary': { body: summary(0) },
      'GET /company-leads/c1': {
        body: {
          _id: 'c1',
          companyName: 'Sotupress',
          contactName: 'Karim Haddad',
          email: 'k@s.tn',
          notes: [],
          history: [],
        },
      },
      'GET /candidatures/k1': {
        body: {
          _id: 'k1',
          name: 'Youssef Trabelsi',
          email: 'y@t.tn',
          notes: [],
          history: [],
        },
      },
    });
    const { platform } = await renderLive({ language: 'en' });
    await waitFor(() => expect(api.connected()).toBe(true));

    await api.send('request-created', { kind: 'company-lead', _id: 'c1' });
    expect(await screen.findByText('New quote request: Sotupress — Karim Haddad')).toBeInTheDocument();
    await api.send('request-created', { kind: 'candidature', _id: 'k1' });
    expect(await screen.findByText('New application: Youssef Trabelsi')).toBeInTheDocument();
    expect(platform.notifyRequest).toHaveBeenLastCalledWith({
      kind: 'candidature',
      id: 'k1',
      title: 'New application',
      body: 'Youssef Trabelsi',
    });
  });

  it('announces nothing for a request it cannot read (gone, or not this staff member’s)', async () => {
    const api = stubLiveApi({
      'GET /inbox/summary': { body: summary(0) },
      'GET /leads/gone': { status: 404, body: { message: 'Not found' } },
    });
    const { platform } = await renderLive();
    await waitFor(() => expect(api.connected()).toBe(true));
    await api.send('request-created', { kind: 'lead', _id: 'gone' });
    await waitFor(() => expect(api.calls.some((call) => call.path === '/leads/gone')).toBe(true));
    expect(platform.notifyRequest).not.toHaveBeenCalled();
    expect(screen.queryByText(/Nouvelle pré-inscription/)).not.toBeInTheDocument();
  });

  it('opens the request whose notification was clicked', async () => {
    stubLiveApi({ 'GET /inbox/summary': { body: summary(0) } });
    const { listeners } = await renderLive();
    await waitFor(() => expect(listeners).toHaveLength(1));
    act(() => listeners[0]!({ kind: 'company-lead', id: 'c7' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/company-leads?open=c7');
  });

  it('closes the stream, stops listening and clears the badge when the admin closes', async () => {
    const api = stubLiveApi({ 'GET /inbox/summary': { body: summary(2) } });
    const { listeners, platform, view } = await renderLive();
    await waitFor(() => expect(api.connected()).toBe(true));
    view.unmount();
    expect(api.eventsCalls[0]!.signal?.aborted).toBe(true);
    expect(listeners).toHaveLength(0);
    expect(platform.setBadgeCount).toHaveBeenLastCalledWith(0);
  });
});
