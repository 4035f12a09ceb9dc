import './styles.css';
import { StrictMode } from 'react';
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
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SiteApp platform={webPlatform} />
  </StrictMode>,
);
