import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../../shared/i18n/i18n.ts';
import { webPlatform } from '../../shared/platform/web.ts';
import { holdPicturesBelowFirstScreen } from '../../shared/site/first-screen.ts';
import { preloadPage, SiteApp } from '../../shared/site/SiteApp.tsx';

await initI18n();
// The first page arrives whole: no loading state flashes before it.
await preloadPage(window.location.pathname).catch(() => {
  // Rendering retries the load and shows its error there.
});

holdPicturesBelowFirstScreen();
const root = createRoot(document.getElementById('root')!);
// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread for the whole page: a phone stays responsive while the page is built.
startTransition(() =>
  root.render(
    <StrictMode>
      <SiteApp platform={webPlatform} />
    </StrictMode>,
  ),
);
