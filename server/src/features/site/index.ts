/**
 * The public site: its pages, rendered on the server per language and kept in the page cache, the
 * uploaded pictures they show, and the centre's own words on them (`app.siteContent`, edited at
 * /api/site-content). Registered last: its not-found handler answers every other address.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PageRenderer } from '../../../../shared/domain/page-render.ts';
import pagesRoutes from './pages-routes.ts';
import siteContentRoutes from './site-content-routes.ts';
import { SiteContentService } from './site-content-service.ts';

export interface SiteFeatureOptions {
  /** Renders the public pages (features/site/render/load-renderer.ts); without it they are drawn in the browser. */
  renderPage?: PageRenderer;
}

async function siteFeature(app: FastifyInstance, { renderPage }: SiteFeatureOptions) {
  app.decorate(
    'siteContent',
    new SiteContentService({
      repository: app.repos.siteContent,
      audit: app.audit,
      catalogue: app.catalogue,
      removeImage: (file) => app.storage.removeImage(file),
      onSaved: () => app.publicCaches.clearPages(),
    }),
  );
  app.publicCaches.hold(app.siteContent);
  await app.register(siteContentRoutes, { prefix: '/api' });
  await app.register(pagesRoutes, {
    webDistDir: app.config.webDistDir,
    storage: app.storage,
    settings: { currency: app.config.currency },
    renderPage,
    publicUrl: app.config.publicUrl,
  });
}

export default fp(siteFeature, {
  name: 'site',
  dependencies: ['db', 'auth', 'storage', 'audit', 'public-caches', 'catalogue', 'settings'],
});
