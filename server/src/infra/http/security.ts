/**
 * Security headers on every answer, fixed once at start (nothing is worked out per request), and
 * CORS for CORS_ORIGINS only: the site itself is same-origin and needs none.
 */
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sitePageOf } from '../../../../shared/domain/site-routes.ts';

/**
 * The site loads everything from itself (fonts, images, scripts): the policy can stay 'self'. The
 * inline scripts the pages carry are added by their hash (the plugin's `inlineScripts`).
 */
const CONTENT_SECURITY_POLICY: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // react-hot-toast injects its styles at run time.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

const policy = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');

/** On every answer: no type sniffing, no framing, no full address in the Referer, same-site readers only. */
const COMMON_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-site',
};

/** Pages, scripts, styles, fonts and pictures (and the API's documentation pages); the policy is added by siteHeadersWith. */
const SITE_HEADERS: Readonly<Record<string, string>> = {
  ...COMMON_HEADERS,
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** API answers are data, never a document: nothing may load or run from one, and the set stays small. */
export const API_HEADERS: Readonly<Record<string, string>> = {
  ...COMMON_HEADERS,
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

const isApiData = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * The public pages a visitor reads, signed in or not: all the site's but the sign-in page and the
 * admin. They go without Cross-Origin-Opener-Policy. A visitor mostly arrives from another site
 * (a search, a shared link), and that policy makes the browser open such a page in a new browsing
 * context group: on a phone, a new renderer process, which Lighthouse measures as the page's
 * commit taking 65 to 150 ms of main thread here instead of 40 to 50. These pages hold nothing of
 * the visitor's that another window could reach. The sign-in page and the admin keep the policy,
 * and the site enters the admin by loading it as a document of its own (Navbar's dashboard link).
 */
const isReadingPage = (url: string) => {
  const page = sitePageOf(url.split('?', 1)[0]!);
  return page !== undefined && page !== 'login' && page !== 'admin';
};
const withoutOpenerPolicy = (headers: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'cross-origin-opener-policy'));

/**
 * SITE_HEADERS with their policy: the pages' inline scripts allowed by their CSP sources, and
 * pictures also from `imageOrigin` (PUBLIC_UPLOADS_URL's bucket or CDN).
 */
function siteHeadersWith(inlineScripts: string[], imageOrigin: string | undefined): Readonly<Record<string, string>> {
  const directives = {
    ...CONTENT_SECURITY_POLICY,
    'script-src': [...CONTENT_SECURITY_POLICY['script-src']!, ...inlineScripts],
    ...(imageOrigin ? { 'img-src': [...CONTENT_SECURITY_POLICY['img-src']!, imageOrigin] } : {}),
  };
  return { ...SITE_HEADERS, 'content-security-policy': policy(directives) };
}

export interface SecurityOptions {
  corsOrigins: string[];
  /** The CSP sources (`'sha256-…'`) of the inline scripts the pages carry. */
  inlineScripts: string[];
  imageOrigin?: string;
}

async function securityPlugin(app: FastifyInstance, options: SecurityOptions) {
  const siteHeaders = siteHeadersWith(options.inlineScripts, options.imageOrigin);
  const readingPageHeaders = withoutOpenerPolicy(siteHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiData(request.url) ? API_HEADERS : isReadingPage(request.url) ? readingPageHeaders : siteHeaders);
    done();
  });

  // With no origin to allow, CORS has nothing to add: every request is spared its hooks.
  if (options.corsOrigins.length === 0) return;
  await app.register(cors, {
    origin: options.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    exposedHeaders: ['Content-Disposition', 'X-Total-Count'],
    maxAge: 600,
  });
}

export default fp(securityPlugin, { name: 'security' });
