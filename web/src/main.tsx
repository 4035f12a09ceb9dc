/**
 * The browser entry. A public page arrives rendered by the server: the browser paints it first,
 * then the app's code is evaluated and hydrates it (boot.tsx). Evaluating that code as soon as the
 * HTML is parsed would hold the first paint back on a slow phone. The admin arrives empty: nothing
 * to paint, so it starts at once, its first reads sent while its code loads.
 */
import './styles.css';
import { sitePageOf } from '../../shared/domain/site-routes.ts';

if (document.getElementById('root')?.hasChildNodes()) {
  await new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve));
    // A page opened in the background gets no animation frame until shown.
    setTimeout(resolve, 200);
  });
} else if (sitePageOf(window.location.pathname) === 'admin') {
  try {
    (await import('./admin-first-reads.ts')).startAdmin();
  } catch {
    // Only a head start (a file that failed to load, storage the browser blocks): the admin reads as usual.
  }
}
await import('./boot.tsx');
