/**
 * The server's renderer of the public pages (built with `vite build --ssr` into web/dist-server;
 * the server loads it, see server/src/features/site/render/). One call renders one page in one language: the
 * page's queries are answered first through the server's own API routes, then the page is
 * rendered to HTML with the same components as in the browser, which hydrates it.
 */
import { dehydrate } from '@tanstack/react-query';
import i18next, { type i18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { centreName, centreTextVariables } from '../../shared/domain/identity.ts';
import { directionOf, FALLBACK_LANGUAGE, type Language } from '../../shared/i18n/languages.ts';
import { loadMessages } from '../../shared/i18n/resources.ts';
import { createSiteQueryClient } from '../../shared/site/query-client.ts';
import { readPublicApiWith, siteQueries } from '../../shared/api/site.ts';
import type { PageRenderer } from '../../shared/domain/page-render.ts';
import { REFUSED_PAGE_FORM_KEY } from '../../shared/domain/page-forms.ts';
import { documentTitle, type PageMeta, type PageMetaCollector, PageMetaProvider } from '../../shared/ui/page-meta.tsx';
import { setServerPageSettings } from '../../shared/ui/page-settings.ts';
import { App } from './App.tsx';
import { matchSitePage, prefetchPage } from './routes.tsx';

/** One i18next instance per language, all the public site's texts loaded, made once. */
const instances = new Map<Language, Promise<i18n>>();
function translationsFor(language: Language): Promise<i18n> {
  let instance = instances.get(language);
  if (!instance) {
    instance = (async () => {
      const [messages, fallback] = await Promise.all([
        loadMessages(language, 'site'),
        loadMessages(FALLBACK_LANGUAGE, 'site'),
      ]);
      const created = i18next.createInstance();
      await created.use(initReactI18next).init({
        lng: language,
        fallbackLng: FALLBACK_LANGUAGE,
        supportedLngs: ['fr', 'en', 'ar'],
        resources: { [language]: { translation: messages }, [FALLBACK_LANGUAGE]: { translation: fallback } },
        interpolation: { escapeValue: false },
        react: { useSuspense: false },
        returnNull: false,
      });
      return created;
    })();
    instances.set(language, instance);
  }
  return instance;
}

export const render: PageRenderer = async ({ url, language, readApi, publicUrl, settings, refusedForm }) => {
  setServerPageSettings(settings);
  const pathname = new URL(url, 'http://site').pathname;
  const match = matchSitePage(pathname);
  // A failed read is not tried again here: the server sends the shell at once (below).
  const queryClient = createSiteQueryClient({ retries: 0 });
  readPublicApiWith(queryClient, readApi);
  // Travels with the page's answers to the browser, whose form starts from it too (page-form.tsx).
  if (refusedForm) queryClient.setQueryData(REFUSED_PAGE_FORM_KEY, refusedForm);
  const [languageTexts] = await Promise.all([
    translationsFor(language),
    match?.route.Page.preload?.(),
    prefetchPage(queryClient, pathname),
  ]);
  // A read that failed (not a 404: that is an answer) would render as "not found" and be kept:
  // the render fails instead, and the server sends the shell, which the browser fills itself.
  const failed = queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' })[0];
  if (failed)
    throw new Error(`The page's read ${JSON.stringify(failed.queryKey)} failed`, { cause: failed.state.error });
  // The texts name the centre as its settings do. Set here, with nothing awaited from now to the
  // end of the render (synchronous), so no other page's render can run in between.
  const centre = queryClient.getQueryData(siteQueries.centreSettings().queryKey);
  const translations = languageTexts;
  translations.options.interpolation = {
    ...translations.options.interpolation,
    defaultVariables: centreTextVariables(centre, language),
  };

  let meta: PageMeta | undefined;
  const collector: PageMetaCollector = (noted) => (meta = noted);
  // In one pass: the page's code and data are loaded above, and the parts loaded on demand are
  // left to the browser (AfterHydration), so nothing suspends. (React's prerender would outline
  // large parts behind inline scripts, which the site's Content-Security-Policy refuses.)
  const html = renderToString(
    <I18nextProvider i18n={translations}>
      <PageMetaProvider collector={collector}>
        <App queryClient={queryClient} router={(routes) => <StaticRouter location={url}>{routes}</StaticRouter>} />
      </PageMetaProvider>
    </I18nextProvider>,
  );

  const absoluteUrl = (path: string) => new URL(path, `${publicUrl.replace(/\/$/, '')}/`).toString();
  return {
    status: meta?.notFound ? 404 : 200,
    language,
    dir: directionOf(language),
    html,
    head: {
      title: documentTitle(meta?.title ?? '', centreName(centre, language)),
      description: meta?.description ?? '',
      image: meta?.image && absoluteUrl(meta.image),
      imageAlt: meta?.image && meta.imageAlt,
      type: meta?.type ?? 'website',
      structuredData: meta?.structuredData?.(absoluteUrl) ?? [],
      siteName: centreName(centre, language),
      noindex: meta?.noindex,
    },
    pageModule: match?.route.module,
    state: dehydrate(queryClient),
  };
};
