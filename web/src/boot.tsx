/**
 * Starts the app (loaded by main.tsx once the page has painted). A public page arrives rendered by the server (its HTML, language and the
 * answers of its queries): it is hydrated in that language with those answers. The admin, and
 * any page that came without content (the development server), is rendered here.
 */
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { initI18n, setCentreIdentity } from '../../shared/i18n/i18n.ts';
import { APP_HYDRATING_EVENT, QUERY_STATE_ELEMENT_ID } from '../../shared/domain/constants.ts';
import { createSiteQueryClient } from '../../shared/site/query-client.ts';
import { siteQueries } from '../../shared/api/site.ts';
import { App } from './App.tsx';
import { preloadPage } from './routes.tsx';

const container = document.getElementById('root')!;
const serverRendered = container.hasChildNodes();
const queryClient = createSiteQueryClient();

await initI18n(serverRendered ? { language: document.documentElement.lang } : {});
const state = document.getElementById(QUERY_STATE_ELEMENT_ID)?.textContent;
if (state) hydrate(queryClient, JSON.parse(state));
// The texts name the centre as the page did (its details arrived with it), and follow them if read again.
const centreKey = siteQueries.centreSettings().queryKey;
setCentreIdentity(queryClient.getQueryData(centreKey));
queryClient.getQueryCache().subscribe((event) => {
  if (event.type === 'updated' && event.query.queryHash === JSON.stringify(centreKey))
    setCentreIdentity(queryClient.getQueryData(centreKey));
});
// The page's code and texts first: hydrating, or the first render, then has everything at hand.
await preloadPage(window.location.pathname).catch(() => {
  // Rendering retries the load and shows its error there.
});

const app = (
  <StrictMode>
    <App queryClient={queryClient} router={(routes) => <BrowserRouter>{routes}</BrowserRouter>} />
  </StrictMode>
);
/** The root the app runs in (web/src/hydration.test.tsx unmounts it after each page it hydrates). */
export let root: Root;
if (serverRendered) {
  startTransition(() => {
    root = hydrateRoot(container, app);
  });
  window.dispatchEvent(new Event(APP_HYDRATING_EVENT));
} else {
  root = createRoot(container);
  root.render(app);
}
