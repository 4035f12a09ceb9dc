/**
 * For the admin screens' component tests: a signed-in admin, the admin's query client, toasts on
 * screen, and a fetch stub answering per method and path.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactElement, useEffect } from 'react';
import toast from 'react-hot-toast';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

/** react-hot-toast asks about reduced motion; a test DOM may have no matchMedia. */
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

/**
 * Clicks the row button named `open` and checks the confirmation it opens: the spec's `question`,
 * under it which one (`naming`), the safe choice with the focus. Returns the dialog.
 */
export async function openConfirmation(open: string, { question, naming }: { question: string; naming: string }) {
  await userEvent.click(await screen.findByRole('button', { name: open }));
  const dialog = screen.getByRole('dialog', { name: 'Confirmation' });
  expect(within(dialog).getByText(question)).toBeTruthy();
  expect(within(dialog).getByText(naming)).toBeTruthy();
  expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Annuler' }));
  return dialog;
}

/**
 * Clicks the row button named `open`, then `confirm` in the confirmation it opens; given its texts,
 * checks the confirmation first (see openConfirmation).
 */
export async function confirmRowAction(open: string, confirm: string, texts?: { question: string; naming: string }) {
  if (texts) await openConfirmation(open, texts);
  else await userEvent.click(await screen.findByRole('button', { name: open }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: confirm }));
}

/**
 * The stub routes of a list that shows `rows` until a row action on it (`action`: a delete, an
 * archive) is answered with `message`, and none after. `answer` sends rows as the list's route does.
 */
export function rowsUntilAction(
  list: string,
  rows: readonly unknown[],
  action: string,
  message: string,
  answer = (shown: readonly unknown[]): Answer => ({ body: shown }),
): Record<string, Reply> {
  let done = false;
  return {
    [list]: () => answer(done ? [] : rows),
    [action]: () => {
      done = true;
      return { body: { message } };
    },
  };
}

let serial = 0;
const iso = (minutesAgo: number) => new Date(Date.UTC(2025, 2, 10, 9, 30) - minutesAgo * 60_000).toISOString();

/** Makes test rows: each the next serial `n`, received a minute before the previous one; `overrides` win. */
const maker =
  <T extends object>(fields: (n: number) => T) =>
  (overrides: Record<string, unknown> = {}) => {
    serial += 1;
    return { ...fields(serial), createdAt: iso(serial), ...overrides };
  };

export const makeLead = maker((n) => ({
  _id: `lead-${n}`,
  name: `Personne ${n}`,
  email: `personne${n}@exemple.tn`,
  learningPaceInterest: 'Classique',
}));

export const makeCandidature = maker((n) => ({
  _id: `cand-${n}`,
  name: `Candidat ${n}`,
  email: `candidat${n}@exemple.tn`,
  cvOriginalName: `cv-${n}.pdf`,
  cvPath: `/api/candidatures/cand-${n}/cv`,
}));

export const makeCompanyLead = maker((n) => ({
  _id: `co-${n}`,
  companyName: `Société ${n}`,
  contactName: `Contact ${n}`,
  email: `contact${n}@societe.tn`,
}));

export const makeInstructor = maker((n) => ({
  _id: `ins-${n}`,
  name: `Formateur ${n}`,
  title: `Expert ${n}`,
}));

export const makeContactMessage = maker((n) => ({
  _id: `msg-${n}`,
  name: `Visiteur ${n}`,
  email: `visiteur${n}@exemple.tn`,
  message: `Bonjour, une question (${n}).`,
}));
