/**
 * Answers kept in memory, ready to send: their bytes, an ETag, and compressed twins made on first
 * demand. The public catalogue reads (features/catalogue/courses-routes.ts) and the sitemap (features/seo/routes.ts) send them
 * the same way: 304 to a client that holds this version, Brotli or gzip to one that takes it.
 */
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type ContentEncoding = 'br' | 'gzip';

export class CachedBody {
  readonly etag: string;
  private readonly compressed: Partial<Record<ContentEncoding, Buffer>> = {};

  /** `body` as UTF-8 bytes, encoded once: a string body would be encoded again on every send. */
  constructor(
    readonly body: Buffer,
    readonly contentType: string,
  ) {
    this.etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  }

  /** Fast settings: the answer is made once per catalogue change, but a visitor may be waiting on it. */
  encoded(encoding: ContentEncoding): Buffer {
    this.compressed[encoding] ??=
      encoding === 'br'
        ? zlib.brotliCompressSync(this.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
        : zlib.gzipSync(this.body, { level: 6 });
    return this.compressed[encoding];
  }
}

/** The best encoding of ours the client accepts: Brotli, then gzip, else none. */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, quality]) => !quality || Number(quality.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
}

/**
 * Sends a cached answer, compressed when the client takes it, or 304 when it already holds this
 * version. Each encoding is its own representation, so it carries its own ETag. `no-cache`: a
 * client may keep it but asks each time, so an admin's change shows at once.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody) {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const etag = encoding ? `${cached.etag.slice(0, -1)}-${encoding}"` : cached.etag;
  const vary = reply.getHeader('Vary');
  reply
    .header('ETag', etag)
    .header('Cache-Control', 'no-cache')
    .header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  const held = request.headers['if-none-match'];
  if (held && held.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return reply.status(304).send();
  reply.type(cached.contentType);
  if (!encoding) return reply.send(cached.body);
  return reply.header('Content-Encoding', encoding).send(cached.encoded(encoding));
}
