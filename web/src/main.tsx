/**
 * The browser entry. A public page arrives rendered by the server, and its inline loader imports
 * this entry only once the page has painted (server/src/render/page-template.ts): the app is then
 * evaluated and hydrates it (boot.tsx). The admin arrives empty: nothing to paint, so it starts at
 * once, its first reads sent while its code loads.
 */
import './styles.css';
import { sitePageOf } from '../../shared/domain/site-routes.ts';

if (!document.getElementById('root')?.hasChildNodes() && sitePageOf(window.location.pathname) === 'admin') {
  try {
    (await import('./admin-first-reads.ts')).startAdmin();
  } catch {
    // Only a head start (a file that failed to load, storage the browser blocks): the admin reads as usual.
  }
}
await import('./boot.tsx');
