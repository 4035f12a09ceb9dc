import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/cairo/arabic-400.css';
import '@fontsource/cairo/arabic-600.css';
import '@fontsource/cairo/arabic-700.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../../shared/i18n/i18n.ts';
import { webPlatform } from '../../shared/platform/web.ts';
import { preloadPage, SiteApp } from '../../shared/site/SiteApp.tsx';

await initI18n();
// The first page arrives whole: no loading state flashes before it.
await preloadPage(window.location.pathname).catch(() => {
  // Rendering retries the load and shows its error there.
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SiteApp platform={webPlatform} />
  </StrictMode>,
);
