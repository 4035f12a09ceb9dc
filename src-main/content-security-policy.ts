/**
 * The renderer's Content-Security-Policy. Everything it loads, API calls included, comes from its
 * own app:// origin (main relays /api and /uploads to the configured server, see api-proxy.ts),
 * so no server address has to appear here although it is a setting. index.html carries the same
 * policy in a meta tag; main also sends it as a header, which adds frame-ancestors.
 */
export const RENDERER_CSP_DIRECTIVES = [
  "default-src 'none'",
  "script-src 'self'",
  // react-hot-toast sets its styles at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "object-src 'none'",
];

export const RENDERER_CSP = RENDERER_CSP_DIRECTIVES.join('; ');
export const RENDERER_CSP_HEADER = [...RENDERER_CSP_DIRECTIVES, "frame-ancestors 'none'"].join('; ');
