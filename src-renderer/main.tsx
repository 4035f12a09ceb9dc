import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  ADMIN_LANGUAGE_KEY,
  enterAdminLanguage,
  initI18n,
  loadAllTranslations,
  SITE_LANGUAGE_KEY,
} from '../shared/i18n/i18n.ts';
import { toLanguage } from '../shared/i18n/languages.ts';
import { DesktopApp } from './DesktopApp.tsx';

const bridge = window.takwin;
// Earlier versions kept the desktop's choice under the site's key: carry it over once (before
// initI18n, which stores what it detects there), French when there was none.
if (!localStorage.getItem(ADMIN_LANGUAGE_KEY))
  localStorage.setItem(ADMIN_LANGUAGE_KEY, toLanguage(localStorage.getItem(SITE_LANGUAGE_KEY) ?? 'fr'));
const [, serverOrigin] = await Promise.all([initI18n(), bridge.server.get()]);
// The app is all admin: every screen, sign-in included, speaks the admin's own language for the
// app's whole life (French, the reference language, until the admin picks another one; the
// system's language is not consulted).
await enterAdminLanguage().ready;
// Read from the app's own files, not the network: every screen's texts load before the first one shows.
await loadAllTranslations();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <DesktopApp bridge={bridge} initialServerOrigin={serverOrigin} />
  </StrictMode>,
);
