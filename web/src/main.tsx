/**
 * The browser entry. A public page arrives rendered by the server, and its inline loader imports
 * this entry only once the page has painted, or at the visitor's first sign of life for a page
 * that reads whole without it (server/src/features/site/render/page-template.ts): the app is then
 * evaluated and hydrates it (boot.tsx). The admin arrives empty: nothing to paint, so it starts at
 * once, its first reads sent while its code loads.
 */
import './styles.css';
import { sitePageOf } from '../../shared/domain/site-routes.ts';

const serverRendered = document.getElementById('root')?.hasChildNodes() ?? false;
if (!serverRendered && sitePageOf(window.location.pathname) === 'admin') {
  try {
    (await import('./admin-first-reads.ts')).startAdmin();
  } catch {
    // Only a head start (a file that failed to load, storage the browser blocks): the admin reads as usual.
  }
}
if (serverRendered) {
  // React (its own file, web/vite.config.ts) in a task of its own, then the other libraries and
  // the app: two shorter tasks rather than one long one during which the painted page could not
  // answer a tap.
  await import('react-dom/client');
  await new Promise((resolve) => setTimeout(resolve));
}
await import('./boot.tsx');
