/**
 * Answers kept in memory, ready to send: their bytes, an ETag, and compressed twins made on first
 * demand. The public catalogue reads (features/catalogue/courses-routes.ts) and the sitemap (features/seo/routes.ts) send them
 * the same way: 304 to a client that holds this version, Brotli or gzip to one that takes it.
 */
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type ContentEncoding = 'br' | 'gzip';

/** How a cached answer goes out: its headers, and its bytes unless the client holds it (304). */
export interface CachedAnswer {
  notModified: boolean;
  headers: Readonly<Record<string, string>>;
  body?: Buffer;
}

type Representation = ContentEncoding | 'identity';

export class CachedBody {
  readonly etag: string;
  private readonly compressed: Partial<Record<ContentEncoding, Buffer>> = {};
  /** Each representation's two answers (200 and 304), made on first demand. */
  private readonly answers: Partial<Record<Representation, { sent: CachedAnswer; held: CachedAnswer }>> = {};

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

  /**
   * The answer to a client that takes `acceptEncoding` and holds `ifNoneMatch`: compressed when it
   * takes it, 304 when it already holds this version. Each encoding is its own representation, so
   * it carries its own ETag. `no-cache`: a client may keep it but asks each time, so an admin's
   * change shows at once.
   */
  answer(acceptEncoding: string | undefined, ifNoneMatch: string | undefined): CachedAnswer {
    const encoding = preferredEncoding(acceptEncoding);
    const answers = (this.answers[encoding ?? 'identity'] ??= this.answersIn(encoding));
    const etag = answers.held.headers.etag!;
    const held = ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
    return held ? answers.held : answers.sent;
  }

  private answersIn(encoding: ContentEncoding | undefined): { sent: CachedAnswer; held: CachedAnswer } {
    const headers = {
      etag: encoding ? `${this.etag.slice(0, -1)}-${encoding}"` : this.etag,
      'cache-control': 'no-cache',
      vary: 'Accept-Encoding',
    };
    const body = encoding ? this.encoded(encoding) : this.body;
    return {
      held: { notModified: true, headers },
      sent: {
        notModified: false,
        headers: {
          ...headers,
          'content-type': this.contentType,
          'content-length': String(body.length),
          ...(encoding ? { 'content-encoding': encoding } : {}),
        },
        body,
      },
    };
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

/** Sends a cached answer through Fastify (its status kept unless 304), after any Vary already set. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody) {
  const answer = cached.answer(request.headers['accept-encoding'], request.headers['if-none-match']);
  const vary = reply.getHeader('Vary');
  reply.headers(answer.headers);
  if (vary) reply.header('Vary', `${String(vary)}, ${answer.headers.vary}`);
  if (answer.notModified) reply.status(304);
  return reply.send(answer.body);
}
