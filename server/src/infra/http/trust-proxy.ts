import type { FastifyServerOptions } from 'fastify';
import type { TrustProxy } from '../../config.ts';

/**
 * TRUST_PROXY as Fastify's `trustProxy`. A number of proxies is turned into a trust function
 * (the connection and the next hops-1 entries of X-Forwarded-For, read from the end): Fastify 5.12
 * ignores a bare number, as it trusts whoever connects. That is only safe when the server cannot
 * be reached but through those proxies (the README says so); a list of addresses checks them.
 */
export function trustProxyOption(setting: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}
