/** robots.txt and the sitemap, at the site's root where crawlers look for them. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import seoRoutes from './routes.ts';

async function seoFeature(app: FastifyInstance) {
  await app.register(seoRoutes);
}

export default fp(seoFeature, { name: 'seo', dependencies: ['public-caches', 'settings'] });
