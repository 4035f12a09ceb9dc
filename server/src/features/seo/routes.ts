/**
 * What search engines read first: /robots.txt and /sitemap.xml, at the site's root (not under
 * /api). Both are kept in memory and sent like the public catalogue reads (ETag, 304, Brotli or
 * gzip). robots.txt depends on PUBLIC_URL only: made once. The sitemap lists the published courses:
 * it is cleared with the catalogue's cache, by the same admin writes, and kept no longer than it.
 */
import type { FastifyPluginAsync } from 'fastify';
import { AnswerCache } from '../../infra/cache/answer-cache.ts';
import { CachedBody, sendCached } from '../../infra/cache/cached-body.ts';
import { buildRobotsTxt, buildSitemap } from './sitemap.ts';

const seoRoutes: FastifyPluginAsync = async (app) => {
  const { publicUrl } = app.config;
  const robots = new CachedBody(Buffer.from(buildRobotsTxt(publicUrl)), 'text/plain; charset=utf-8');
  const sitemap = new AnswerCache<CachedBody>(app.publishedCourses.lifetimeMs, 1);
  const makeSitemap = async () =>
    new CachedBody(
      Buffer.from(buildSitemap(publicUrl, await app.repos.courses.publishedStamps())),
      'application/xml; charset=utf-8',
    );
  const stopListening = app.publishedCourses.onInvalidate(() => sitemap.clear());
  app.addHook('onClose', async () => {
    stopListening();
  });

  // Not part of the API: left out of its documentation, like the site's pages.
  app.get('/robots.txt', { schema: { hide: true } }, (request, reply) => sendCached(request, reply, robots));
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) =>
    sendCached(request, reply, await sitemap.get('sitemap', makeSitemap)),
  );
};

export default seoRoutes;
