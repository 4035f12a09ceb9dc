/**
 * The app's own origin, app://takwin. The renderer's files come from the build folder inside the
 * app (or from electron-vite's dev server during development), /api and /uploads from the
 * configured server through main. Nothing is ever loaded from a remote page.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { CustomScheme } from 'electron';
import { forwardToServer, isServerPath } from './api-proxy.ts';
import { RENDERER_CSP_HEADER } from './content-security-policy.ts';
import type { Fetch } from './fetch.ts';

export const APP_SCHEME = 'app';
export const APP_HOST = 'takwin';
export const APP_ENTRY_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;

/** Standard and secure: the page gets a real origin with localStorage, fetch and a working CSP. */
export const APP_SCHEME_PRIVILEGES: CustomScheme = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true, codeCache: true },
};

/** Whether a URL belongs to the app's own origin (WHATWG URL gives custom schemes no origin string). */
export function isAppUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST;
  } catch {
    return false;
  }
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });

/** A file of the built renderer; a path that would leave `rootDir` is not found. */
export async function readRendererFile(rootDir: string, pathname: string): Promise<Response> {
  let relative: string;
  try {
    relative = decodeURIComponent(pathname === '/' ? '/index.html' : pathname);
  } catch {
    return notFound();
  }
  const root = path.resolve(rootDir);
  const filePath = path.resolve(root, `.${relative}`);
  if (!filePath.startsWith(`${root}${path.sep}`)) return notFound();
  let data: Buffer;
  try {
    data = await fs.readFile(filePath);
  } catch {
    return notFound();
  }
  const extension = path.extname(filePath).toLowerCase();
  const headers = new Headers({
    'content-type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
    'x-content-type-options': 'nosniff',
  });
  if (extension === '.html') headers.set('content-security-policy', RENDERER_CSP_HEADER);
  return new Response(new Uint8Array(data), { headers });
}

export interface AppRequestOptions {
  rendererDir: string;
  /** electron-vite's dev server, during development only. */
  devServerUrl?: string;
  serverOrigin(): string | undefined;
  fetch: Fetch;
  messages(): { unreachable: string; notConfigured: string };
}

export function createAppRequestHandler(options: AppRequestOptions): (request: Request) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url);
    if (url.host !== APP_HOST) return notFound();
    if (isServerPath(url.pathname)) {
      const origin = options.serverOrigin();
      if (!origin) return Response.json({ message: options.messages().notConfigured }, { status: 503 });
      return forwardToServer(request, origin, options.fetch, options.messages().unreachable);
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return new Response(null, { status: 405 });
    if (options.devServerUrl) return options.fetch(new URL(`${url.pathname}${url.search}`, options.devServerUrl));
    return readRendererFile(options.rendererDir, url.pathname);
  };
}
