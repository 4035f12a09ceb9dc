import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n, loadAllTranslations } from '../shared/i18n/i18n.ts';
import { DesktopApp } from './DesktopApp.tsx';

const bridge = window.takwin;
// The centre's tool opens in French, the reference language, until the admin picks another one
// (the language selector's choice is then remembered). The system's language is not consulted.
if (!localStorage.getItem('i18nextLng')) localStorage.setItem('i18nextLng', 'fr');
const [, serverOrigin] = await Promise.all([initI18n(), bridge.server.get()]);
// Read from the app's own files, not the network: every screen's texts load before the first one shows.
await loadAllTranslations();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <DesktopApp bridge={bridge} initialServerOrigin={serverOrigin} />
  </StrictMode>,
);
