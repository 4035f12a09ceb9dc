import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { setFallbackErrorMessage } from '../../api/client.ts';
import { Footer } from './Footer.tsx';
import { Navbar } from './Navbar.tsx';
import { PageLoading } from './PageLoading.tsx';
import { WhatsAppLink } from '../components/WhatsAppLink.tsx';

/**
 * For a page that paints its own background (login, not found): at least as tall as <main>, so
 * that background reaches the footer instead of leaving a white band above it.
 */
export const FILL_MAIN_HEIGHT = 'min-h-[inherit]';

export function SiteLayout() {
  const { t } = useTranslation();
  const { pathname, hash } = useLocation();

  useEffect(() => setFallbackErrorMessage(t('common.generic_error')), [t]);

  // A page reached by a link starts at its top, unless the link aims at an anchor. Not the page the
  // browser loaded: it keeps its own scroll, whether restored or scrolled by the visitor before the
  // scripts had hydrated it.
  const shownAddress = useRef(`${pathname}${hash}`);
  useEffect(() => {
    if (shownAddress.current === `${pathname}${hash}`) return;
    shownAddress.current = `${pathname}${hash}`;
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);

  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {t('nav.skip_to_content')}
      </a>
      <Navbar />
      {/* At least a screen tall, so the footer never shows, then jumps away, while a page loads. */}
      <main id="main" className="min-h-svh flex-1" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      {/* In the page's HTML: a visitor can write to the centre before any script has run. Not on the staff's sign-in. */}
      {pathname !== '/login' && <WhatsAppLink variant="floating" />}
    </div>
  );
}
