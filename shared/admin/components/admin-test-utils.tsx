/**
 * For the admin screens' component tests: a signed-in admin, the admin's query client, toasts on
 * screen, and a fetch stub answering per method and path.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactElement, useEffect } from 'react';
import toast from 'react-hot-toast';
import { waitFor } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';
import { useAdminSession } from '../../auth/AdminSession.tsx';
import type { StaffRole } from '../../domain/roles.ts';
import { PlatformProvider } from '../../platform/PlatformContext.tsx';
import type { Platform } from '../../platform/platform.ts';
import { webPlatform } from '../../platform/web.ts';
import { renderWithSite } from '../../test-utils.tsx';
import { AppToaster } from '../../ui/AppToaster.tsx';
import { createAdminQueryClient } from '../query-client.ts';

export const ADMIN_INFO = { _id: 'a', name: 'Admin', email: 'a@b.tn', role: 'admin', token: 't' };

afterEach(() => {
  toast.remove();
  vi.unstubAllGlobals();
});

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

/** `headers`: more response headers (X-Total-Count of a paged list). */
type Answer = { status?: number; body?: unknown; headers?: Record<string, string> };
type Reply = Answer | (() => Answer | Promise<Answer>);

/** Answers `routes['GET /leads']` etc. (path after /api, query included); records every call. */
export function stubApi(routes: Record<string, Reply>) {
  const calls: ApiCall[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const path = `${url.pathname.replace(/^\/api/, '')}${url.search}`;
    const method = init.method ?? 'GET';
    calls.push({ method, path, body: init.body, headers: new Headers(init.headers) });
    const route = routes[`${method} ${path}`];
    if (!route) return new Response(JSON.stringify({ message: `No stub for ${method} ${path}` }), { status: 404 });
    const { status = 200, body = {}, headers = {} } = typeof route === 'function' ? await route() : route;
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls, fetch: fetchStub };
}

/** Whether the stored session of the screen last rendered has been read (SessionReadProbe). */
let sessionRead = false;

function SessionReadProbe() {
  const { ready } = useAdminSession();
  useEffect(() => {
    if (ready) sessionRead = true;
  }, [ready]);
  return null;
}

/**
 * Waits for the stored session to be read. In the app AdminGuard shows no screen before it; here
 * the screen shows at once, so a test that downloads (the token goes with the file) waits for it.
 */
export const untilSessionRead = () => waitFor(() => expect(sessionRead).toBe(true));

/** react-hot-toast asks about reduced motion; jsdom has no matchMedia. */
export function stubMatchMedia(): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  }));
}

/**
 * Renders one admin screen as /admin does, signed in (as an admin unless `role` says otherwise),
 * with toasts; `platform` replaces parts of the web one.
 */
export async function renderAdminScreen(
  ui: ReactElement,
  {
    language = 'fr',
    route = '/admin',
    platform = {},
    role = 'admin',
  }: { language?: string; route?: string; platform?: Partial<Platform>; role?: StaffRole } = {},
) {
  stubMatchMedia();
  localStorage.setItem('adminInfo', JSON.stringify({ ...ADMIN_INFO, role }));
  const queryClient = createAdminQueryClient(() => {});
  sessionRead = false;
  return renderWithSite(
    <PlatformProvider platform={{ ...webPlatform, ...platform }}>
      <QueryClientProvider client={queryClient}>
        {ui}
        <SessionReadProbe />
        <AppToaster />
      </QueryClientProvider>
    </PlatformProvider>,
    { language, route },
  );
}

let serial = 0;
const iso = (minutesAgo: number) => new Date(Date.UTC(2025, 2, 10, 9, 30) - minutesAgo * 60_000).toISOString();

export function makeLead(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    _id: `lead-${serial}`,
    name: `Personne ${serial}`,
    email: `personne${serial}@exemple.tn`,
    learningPaceInterest: 'Classique',
    createdAt: iso(serial),
    ...overrides,
  };
}

export function makeCandidature(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    _id: `cand-${serial}`,
    name: `Candidat ${serial}`,
    email: `candidat${serial}@exemple.tn`,
    cvOriginalName: `cv-${serial}.pdf`,
    cvPath: `/api/candidatures/cand-${serial}/cv`,
    createdAt: iso(serial),
    ...overrides,
  };
}

export function makeCompanyLead(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    _id: `co-${serial}`,
    companyName: `Société ${serial}`,
    contactName: `Contact ${serial}`,
    email: `contact${serial}@societe.tn`,
    createdAt: iso(serial),
    ...overrides,
  };
}

export function makeInstructor(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    _id: `ins-${serial}`,
    name: `Formateur ${serial}`,
    title: `Expert ${serial}`,
    createdAt: iso(serial),
    ...overrides,
  };
}

export function makeContactMessage(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    _id: `msg-${serial}`,
    name: `Visiteur ${serial}`,
    email: `visiteur${serial}@exemple.tn`,
    message: `Bonjour, une question (${serial}).`,
    createdAt: iso(serial),
    ...overrides,
  };
}
