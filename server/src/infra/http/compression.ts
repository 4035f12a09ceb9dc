/**
 * The API's large JSON answers compressed for the clients that take it: an admin list of every
 * course, or of every active lead, is megabytes of JSON that Brotli at a fast setting makes a
 * small fraction of, in a few milliseconds (off the event loop). Small answers go as they are
 * (not worth it); answers already encoded (the cached public reads, the pre-compressed files) or
 * streamed (the live events, downloads) are left alone.
 */
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { preferredEncoding } from '../cache/cached-body.ts';

/** Below this, compressing costs more than it saves. */
const MIN_BYTES = 16 * 1024;

const compress = (body: Buffer, encoding: 'br' | 'gzip', callback: (error: Error | null, result: Buffer) => void) =>
  encoding === 'br'
    ? zlib.brotliCompress(
        body,
        { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } },
        callback,
      )
    : zlib.gzip(body, { level: 4 }, callback);

export default fp(async function compressionPlugin(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    if (
      reply.hasHeader('content-encoding') ||
      !String(reply.getHeader('content-type') ?? '').startsWith('application/json')
    )
      return done(null, payload);
    const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
    const encoding = size >= MIN_BYTES ? preferredEncoding(request.headers['accept-encoding']) : undefined;
    if (!encoding) return done(null, payload);
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    compress(body, encoding, (error, compressed) => {
      if (error) return done(null, body);
      const vary = reply.getHeader('vary');
      reply
        .header('content-encoding', encoding)
        .header('content-length', compressed.length)
        .header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
      done(null, compressed);
    });
  });
});
