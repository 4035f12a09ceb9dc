/**
 * The one HTTP client (SPEC §7): base path /api on the configured host, the admin's Bearer token
 * on every request when there is one, and the error toast of SPEC §8 on any failed response but a
 * 401. A request made with `silent: true` handles its own failure (a page with its own state, a
 * form with its own message). Built on fetch: the site's first load stays within its budget.
 */
import i18next from 'i18next';
import { VALIDATION_CODES, type ValidationCode } from '../domain/validation-codes.ts';
import { takeEarlyRead } from './early-reads.ts';
import { keyFromData } from '../i18n/keys.ts';

let baseUrl = '/api';
let authToken: string | undefined;
let fallbackMessage = 'An error has occurred.';

/** Where the API lives: '/api' for the site, the server's address + '/api' for the desktop app. */
export function setApiBaseUrl(origin: string): void {
  baseUrl = `${origin.replace(/\/$/, '')}/api`;
}

export function apiUrl(path: string): string {
  return `${baseUrl}${path}`;
}

export function setAuthToken(token: string | undefined): void {
  authToken = token;
}

export function currentAuthToken(): string | undefined {
  return authToken;
}

/** The translated 'An error has occurred.' of the current language. */
export function setFallbackErrorMessage(message: string): void {
  fallbackMessage = message;
}

/** A response the server refused; `data` is its JSON body (`{ message }` from this API). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly data: unknown,
  ) {
    super(`Request failed with status ${status}`);
  }
}

/**
 * The message a person should read for a failed call: the server's, in the current language when
 * its `code` has a translation (api_errors.*), else the error's own, else the generic one.
 */
export function errorMessage(error: unknown, fallback = fallbackMessage): string {
  if (error instanceof ApiError) {
    const { message, code, params } = (error.data ?? {}) as {
      message?: unknown;
      code?: unknown;
      params?: Record<string, unknown>;
    };
    const key = `api_errors.${String(code)}`;
    if (typeof code === 'string' && i18next.exists(key)) return i18next.t(keyFromData(key), params ?? {});
    return typeof message === 'string' && message.trim() ? message : fallback;
  }
  // fetch's own failures (offline, refused) are TypeErrors with technical wording.
  if (error instanceof TypeError) return fallback;
  return error instanceof Error && error.message ? error.message : fallback;
}

/** One problem of a refused input, named by the path of its field (`title.ar`, `syllabus.0.content.en`), with its code. */
export interface FieldProblem {
  path: string;
  code: ValidationCode;
  message: string;
}

/** The per-field problems of a 400 (`{ errors: [{ path, code, message }] }`), for a form to show beside its fields; none for any other failure. */
export function fieldProblems(error: unknown): FieldProblem[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const { errors } = (error.data ?? {}) as { errors?: unknown };
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((problem: { path?: unknown; code?: unknown; message?: unknown } | null) =>
    typeof problem?.path === 'string'
      ? [
          {
            path: problem.path,
            code: (VALIDATION_CODES as readonly unknown[]).includes(problem.code)
              ? (problem.code as ValidationCode)
              : 'invalid',
            message: typeof problem.message === 'string' ? problem.message : '',
          },
        ]
      : [],
  );
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  silent?: boolean;
  signal?: AbortSignal;
}

/** `promise`, or the abort of `signal` (its reason, as fetch would reject) if that comes first. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true })),
  ]);
}

async function send(path: string, { method = 'GET', body, signal }: RequestOptions): Promise<Response> {
  const headers = new Headers();
  if (authToken) headers.set('Authorization', `Bearer ${authToken}`);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }
  const url = apiUrl(path);
  // A GET the admin's entry already sent while the app's code was loading (early-reads.ts).
  const early = method === 'GET' ? takeEarlyRead(url, authToken) : undefined;
  const response = early
    ? await abortable(
        early.catch(() => fetch(url, { method, headers, signal })),
        signal,
      )
    : await fetch(url, { method, headers, body: payload, signal });
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => undefined);
    throw new ApiError(response.status, data);
  }
  return response;
}

async function call<T>(path: string, options: RequestOptions, read: (response: Response) => Promise<T>): Promise<T> {
  try {
    return await read(await send(path, options));
  } catch (error) {
    const aborted = error instanceof DOMException && error.name === 'AbortError';
    const unauthorized = error instanceof ApiError && error.status === 401;
    if (!options.silent && !aborted && !unauthorized) {
      const message = errorMessage(error);
      // Loaded on first use: the toast library is not part of the site's first load. The id makes
      // a repeat of the same message replace the toast rather than pile up.
      void import('react-hot-toast').then(({ toast }) => toast.error(message, { id: message }));
    }
    throw error;
  }
}

/** One page of a long list: its rows, and how many the whole (filtered) list has. */
export interface Page<T> {
  items: T[];
  total: number;
}

/** The list's length from X-Total-Count; a server that omits it has sent the whole list. */
async function readPage<T>(response: Response): Promise<Page<T>> {
  const items = (await response.json()) as T[];
  const header = Number.parseInt(response.headers.get('X-Total-Count') ?? '', 10);
  return { items, total: Number.isFinite(header) && header >= 0 ? header : items.length };
}

export const api = {
  get: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    call<T>(path, options, (response) => response.json() as Promise<T>),
  /** A GET of one page of a list (`limit`/`offset` in `path`), with the total the server counted. */
  getPage: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    call<Page<T>>(path, options, readPage<T>),
  post: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    call<T>(path, { ...options, method: 'POST', body }, (response) => response.json() as Promise<T>),
  put: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    call<T>(path, { ...options, method: 'PUT', body }, (response) => response.json() as Promise<T>),
  patch: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    call<T>(path, { ...options, method: 'PATCH', body }, (response) => response.json() as Promise<T>),
  delete: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    call<T>(path, { ...options, method: 'DELETE' }, (response) => response.json() as Promise<T>),
  blob: (path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    call<Blob>(path, options, (response) => response.blob()),
};
