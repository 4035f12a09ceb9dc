/**
 * The public site and /admin (one app built into web/dist), public images under /uploads, and
 * the pages: a GET for a public page is rendered here (render/), in the visitor's
 * language, and cached; a not-found address, an unknown or draft course included, gets the
 * not-found page with a 404. /admin gets the app's shell, rendered in the browser. Anything else
 * unknown (the API, files, other methods) answers a JSON 404.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  CATALOGUE_PARAMS,
  canonicalPagePath,
  coursePath,
  FALLBACK_LANGUAGE,
  IMAGE_SIZES,
  imageSrcSet,
  isSitePage,
  type Language,
  LANGUAGE_PARAM,
  LANGUAGES,
  InstructorSchema,
  PAGE_FORMS,
  type RefusedPageForm,
  SENT_PARAM,
  SENT_TO_WAITING_LIST,
  PublicCentreSettingsSchema,
  QUERY_STATE_ELEMENT_ID,
  sharingImageOf,
  SITE_PAGE_PATHS,
  SiteContentSchema,
  sitePageOf,
} from '../../../../shared/domain/index.ts';
import type { PageRenderer } from '../../../../shared/domain/page-render.ts';
import { CachedBody, sendCached } from '../../infra/cache/cached-body.ts';
import { escapeHtml } from '../../infra/http/escape-html.ts';
import { pageDocument, withCentreIdentity } from './render/document.ts';
import { pageLanguage } from '../../infra/http/language.ts';
import { pageScriptsElement, pageTemplate } from './render/page-template.ts';
import { PUBLIC_UPLOADS_PREFIX } from '../../infra/http/public-paths.ts';
import { privacyNotice } from '../privacy/privacy-notice.ts';
import { loadPagePreloads } from './page-preloads.ts';
import { pageFormRoutes, type SendRefusedPage } from './page-form-routes.ts';

interface SiteOptions {
  webDistDir: string;
  /** Where public pictures are read from (any driver). */
  /** Where the public pictures are read (app.storage). */
  storage: Pick<FastifyInstance['storage'], 'statImage' | 'openImage' | 'sharingImage'>;
  settings: PageSettings;
  /** Renders the public pages; without it (web/dist-server not built) they are the app's shell, drawn in the browser. */
  renderPage?: PageRenderer;
  publicUrl: string;
}

/** The query parameters a public page reads (the catalogue's filters, a form's confirmation): the rest change nothing. */
const PAGE_QUERY_PARAMETERS: readonly string[] = [...Object.values(CATALOGUE_PARAMS), SENT_PARAM];
/** What ?sent= may say (anything else is dropped, as an unknown parameter is): the pages' forms. */
const SENT_VALUES: readonly string[] = [...Object.values(PAGE_FORMS), SENT_TO_WAITING_LIST];

/** Server settings the page reads from meta tags, with no extra request. */
export interface PageSettings {
  currency: string;
}

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Not built yet</title>
<p>The web app has not been built yet. Run <code>npm run build</code> (or <code>npm start</code>, which builds it).</p></html>`;

export function withPageSettings(html: string, settings: PageSettings): string {
  return html.replace(/(<meta name="site-currency" content=")[^"]*(")/, `$1${settings.currency}$2`);
}

/** The course a page shows, for /course/:id. */
function courseIdOf(pathname: string): string | undefined {
  const id = /^\/course\/([^/]+)$/.exec(pathname)?.[1];
  return id ? decodeURIComponentSafe(id) : undefined;
}

/**
 * The picture that is the page's largest paint (a course's hero, or the first card of the
 * unfiltered catalogue), fetched at once rather than after the scripts have drawn the page.
 */
async function heroImageLink(app: FastifyInstance, pathname: string, query: URLSearchParams): Promise<string> {
  try {
    const course = courseIdOf(pathname);
    const picture = course
      ? { imageUrl: (await app.publishedCourses.publishedCourse(course))?.value.imageUrl, sizes: IMAGE_SIZES.hero }
      : pathname === '/courses' && !PAGE_QUERY_PARAMETERS.some((name) => query.has(name))
        ? { imageUrl: (await app.publishedCourses.publishedList()).value[0]?.imageUrl, sizes: IMAGE_SIZES.card }
        : undefined;
    if (!picture?.imageUrl) return '';
    // The same srcset and sizes as the <img> (CoursePicture), so the browser picks, and fetches, the same file.
    const srcset = imageSrcSet(picture.imageUrl);
    const responsive = srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(picture.sizes)}"` : '';
    return `<link rel="preload" as="image" href="${escapeHtml(picture.imageUrl)}"${responsive} fetchpriority="high" />`;
  } catch {
    // A hint only: a page is never refused for want of it.
    return '';
  }
}

/** What storage names a picture: `<uuid>.webp`, its twins `<uuid>-800w.webp` and `<uuid>-og.jpg`. */
const STORED_IMAGE_NAME = /^[\w-]{1,100}\.[a-z0-9]{1,10}$/i;

const IMAGE_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** What a stored picture is, by the extension storage gave it after judging its content. */
const imageTypeOf = (file: string): string =>
  IMAGE_TYPES[file.slice(file.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

async function sitePlugin(app: FastifyInstance, options: SiteOptions) {
  const indexPath = path.join(options.webDistDir, 'index.html');
  const built = fs.existsSync(indexPath);
  const indexHtml = built ? withPageSettings(fs.readFileSync(indexPath, 'utf8'), options.settings) : NOT_BUILT_PAGE;
  /** A built file's text by its address (/assets/…), for the rendered pages' inline styles. */
  const readAsset = (href: string) => {
    const file = path.join(options.webDistDir, path.normalize(href));
    return file.startsWith(path.join(options.webDistDir, 'assets', path.sep)) && fs.existsSync(file)
      ? fs.readFileSync(file, 'utf8')
      : undefined;
  };
  const renderedPageHtml = built ? pageTemplate(indexHtml, readAsset) : indexHtml;

  if (built) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      index: false,
      // One route per file of the build, made at start (the build does not change under a running
      // server: index.html is read once too). A catch-all route would own every unknown GET and
      // answer odd ones (`//api/x`, `/.git/x`, a segment too long for the disk) with its own 403
      // before the not-found handler below could answer them.
      wildcard: false,
      decorateReply: false,
      // web/dist holds .br and .gz twins made at build time.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        // Vite names built assets by content hash: they never change under one name.
        reply.header(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600',
        );
      },
    });
  }

  // Pictures are stored while the server runs, so they cannot have a route each: one route takes
  // the names storage gives (random, one segment, no dots but the extension's) and answers a 404
  // for anything else. Streamed from the storage driver (the disk or S3). Stored names are random
  // and never reused: a picture never changes under its name, so its name is its validator. GET
  // and HEAD in one route: Fastify's own HEAD would read the whole body only to throw it away.
  app.route<{ Params: { file: string } }>({
    method: ['GET', 'HEAD'],
    url: `${PUBLIC_UPLOADS_PREFIX}:file`,
    schema: { hide: true },
    handler: async (request, reply) => {
      const { file } = request.params;
      if (!STORED_IMAGE_NAME.test(file)) return reply.callNotFound();
      const etag = `"${file}"`;
      const cached = () => reply.header('Cache-Control', 'public, max-age=31536000, immutable').header('ETag', etag);
      if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
        return cached().code(304).send();
      // A HEAD asks the store for the size only: no body is fetched to be thrown away.
      const image =
        request.method === 'HEAD' ? await options.storage.statImage(file) : await options.storage.openImage(file);
      if (!image) return reply.callNotFound();
      cached();
      if (image.lastModified) reply.header('Last-Modified', image.lastModified.toUTCString());
      reply.type(imageTypeOf(file)).header('Content-Length', String(image.size));
      return 'body' in image ? reply.send(image.body) : reply.send();
    },
  });

  const pagePreloads = loadPagePreloads(options.webDistDir);
  /** What the shell's first load needs in <head>, beyond the build's own: its scripts, fonts and main picture. */
  const shellHints = async (pathname: string, query: URLSearchParams, language: ReturnType<typeof pageLanguage>) => {
    const { scripts, fonts } = pagePreloads(pathname, language);
    return [
      await heroImageLink(app, pathname, query),
      ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="${file}" />`),
      ...fonts.map((file) => `<link rel="preload" as="font" type="font/woff2" href="${file}" crossorigin />`),
    ].join('');
  };
  /**
   * A rendered page's: its main picture, fetched at once, and the list of its scripts, which the
   * page's loader asks for once the page has painted or at the visitor's first sign of life
   * (server/src/features/site/render/page-template.ts).
   */
  const renderedPageHints = async (
    pathname: string,
    query: URLSearchParams,
    language: ReturnType<typeof pageLanguage>,
    pageModule?: string,
  ) => {
    const { firstLoad, scripts } = pagePreloads(pathname, language, pageModule);
    return `${await heroImageLink(app, pathname, query)}${pageScriptsElement([...firstLoad, ...scripts])}`;
  };

  /** The app's shell, drawn in the browser: the admin, or a page when the renderer is missing or failed. */
  const sendShell = async (
    request: FastifyRequest,
    reply: FastifyReply,
    pathname: string,
    query: URLSearchParams,
    status: number,
  ) => {
    const hints = await shellHints(
      pathname,
      query,
      pageLanguage(query, request.headers.cookie, request.headers['accept-language']),
    );
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(
        withCentreIdentity(indexHtml, await app.centreSettings.getPublic()).replace('</head>', () => `${hints}</head>`),
      );
  };

  /**
   * Answers a read of the public API (shared/api/site.ts) as the browser would get it, from the
   * services its routes answer with and in the shape of their answers (the same schemas drop what
   * the API does not send): no request made to itself, no JSON written to be parsed back. The
   * courses come from their cache, whose values are the API's; a course not found is null. (The
   * renderer only reads these values.)
   */
  const readApi = async (apiPath: string): Promise<unknown> => {
    if (apiPath === '/courses') return (await app.publishedCourses.publishedList()).value;
    const courseId = /^\/courses\/([^/]+)$/.exec(apiPath)?.[1];
    if (courseId !== undefined)
      return (await app.publishedCourses.publishedCourse(decodeURIComponent(courseId)))?.value ?? null;
    switch (apiPath) {
      case '/instructors':
        return InstructorSchema.array().parse(await app.repos.instructors.list());
      case '/settings':
        return PublicCentreSettingsSchema.parse(await app.centreSettings.getPublic());
      case '/site-content':
        return SiteContentSchema.parse(await app.siteContent.getPublic());
      case '/privacy':
        return privacyNotice(app.config);
      default:
        throw new Error(`No public read for ${apiPath}`);
    }
  };

  /**
   * Where a course's page is, by the address asked: its path per language when the address is one
   * of its current slugs; the address to send the visitor to, for good, when it is its id or a slug
   * it had (in the language of `?lng=`, kept, French without it); nothing for an unknown course.
   */
  const courseAddress = async (pathname: string, query: URLSearchParams, search: string) => {
    const address = courseIdOf(pathname);
    if (!address) return undefined;
    const course = (await app.publishedCourses.publishedCourse(address))?.value;
    if (!course?.slug) return undefined;
    const paths = Object.fromEntries(LANGUAGES.map((language) => [language, coursePath(course, language)])) as Record<
      Language,
      string
    >;
    if (Object.values(course.slug).includes(address)) return { paths };
    const asked = query.get(LANGUAGE_PARAM);
    const language = (LANGUAGES as readonly string[]).includes(asked ?? '') ? (asked as Language) : FALLBACK_LANGUAGE;
    return { movedTo: `${paths[language]}${search ? `?${search}` : ''}` };
  };

  /**
   * The JPEG twin link previews get of a page's picture (a stored one), with its size; nothing
   * while the twin is not made. A hint only, as the preloaded picture is: never a failed page.
   */
  const sharingImage = async (imageUrl: string) => {
    const file = imageUrl.slice(imageUrl.lastIndexOf('/') + 1);
    if (!STORED_IMAGE_NAME.test(file)) return undefined;
    const twin = await options.storage.sharingImage(file).catch(() => undefined);
    return twin && { url: sharingImageOf(imageUrl), width: twin.width, height: twin.height };
  };

  /** A page rendered into its document; with the answer to its form when the server refused it. */
  const makePage = async (
    pathname: string,
    url: string,
    language: Language,
    paths?: Record<Language, string>,
    refusedForm?: RefusedPageForm,
  ) => {
    const page = await options.renderPage!({
      url,
      language,
      readApi,
      publicUrl: options.publicUrl,
      settings: options.settings,
      refusedForm,
    });
    // A form's confirmation is no page of its own for search engines.
    if (url.includes(`${SENT_PARAM}=`)) page.head.noindex = true;
    const query = new URLSearchParams(url.split('?')[1] ?? '');
    // Saving the centre's settings clears these pages: they are made again in its new identity.
    const html = pageDocument(withCentreIdentity(renderedPageHtml, await app.centreSettings.getPublic()), {
      page,
      pathname,
      paths,
      publicUrl: options.publicUrl,
      hints: await renderedPageHints(pathname, query, language, page.pageModule),
      stateElementId: QUERY_STATE_ELEMENT_ID,
      sharingImage: page.head.image ? await sharingImage(page.head.image) : undefined,
    });
    return { status: page.status, html };
  };

  const renderPage = async (
    pathname: string,
    query: URLSearchParams,
    language: ReturnType<typeof pageLanguage>,
    paths?: Record<Language, string>,
  ) => {
    const kept = new URLSearchParams(
      [...query].filter(
        ([name, value]) => PAGE_QUERY_PARAMETERS.includes(name) && (name !== SENT_PARAM || SENT_VALUES.includes(value)),
      ),
    );
    const url = `${pathname}${kept.size > 0 ? `?${kept}` : ''}`;
    // A catalogue search (?q=) is a page anyone can make up at each request: kept in the small area.
    const search = (kept.get(CATALOGUE_PARAMS.search) ?? '').trim() !== '';
    return app.publicPages.get(
      `${language} ${url}`,
      async () => {
        const { status, html } = await makePage(pathname, url, language, paths);
        return { status, body: new CachedBody(Buffer.from(html), 'text/html; charset=utf-8') };
      },
      { search },
    );
  };

  /** A form's page again, as the server refused what it posted: made for this visitor only, never kept. */
  const sendRefusedPage: SendRefusedPage = async (request, reply, refused, language, status) => {
    const pathname = request.url.split('?')[0]!;
    const paths = (await courseAddress(pathname, new URLSearchParams(), '').catch(() => undefined))?.paths;
    const page = await makePage(pathname, pathname, language, paths, refused);
    return reply
      .status(page.status === 404 ? 404 : status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(page.html);
  };

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const [rawPath = '/', search = ''] = request.url.split('?');
    const pathname = rawPath.replace(/^https?:\/\/[^/]*/i, '');
    const query = new URLSearchParams(search);
    const known = isSitePage(pathname);
    // One address per page (and per language): another spelling is sent to it for good.
    const canonical = canonicalPagePath(pathname);
    if (canonical && canonical !== pathname) return reply.redirect(`${canonical}${search ? `?${search}` : ''}`, 301);
    // A course's id or a slug it had: its address now. A hint only if it fails, as the picture is.
    const course =
      sitePageOf(pathname) === 'course'
        ? await courseAddress(pathname, query, search).catch(() => undefined)
        : undefined;
    if (course?.movedTo) return reply.redirect(course.movedTo, 301);
    if (sitePageOf(pathname) === 'admin' || !built || !options.renderPage)
      return sendShell(request, reply, pathname, query, known ? 200 : 404);
    const language = pageLanguage(query, request.headers.cookie, request.headers['accept-language']);
    try {
      const { status, body } = await renderPage(pathname, query, language, course?.paths);
      // The language comes from ?lng=, else from the cookie, else from Accept-Language.
      return sendCached(request, reply.status(status).header('Vary', 'Cookie, Accept-Language'), body);
    } catch (error) {
      // The browser can still draw the page: a failed render costs the visitor nothing but speed.
      request.log.error({ err: error, pathname }, 'page render failed; the shell was sent');
      return sendShell(request, reply, pathname, query, known ? 200 : 404);
    }
  };

  // Each page's address as its list spells it is a route; another spelling (`/COURSES/`, sent to
  // its page for good) and an unknown address (the not-found page, 404) reach the handler below.
  for (const pattern of Object.values(SITE_PAGE_PATHS)) app.get(pattern, sendPage);
  app.get('/admin', sendPage);
  if (built && options.renderPage) await pageFormRoutes(app, sendRefusedPage);

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    // The path as the router read it: an absolute-form target (`GET http://host/api/x`) is routed by its path.
    const pathname = request.url.split('?')[0]!.replace(/^https?:\/\/[^/]*/i, '');
    // `//api/x` is no page either: the API and uploads are judged with their slashes collapsed.
    const collapsed = pathname.replace(/^\/{2,}/, '/');
    const isPageLike =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/^\/api(\/|$)/i.test(collapsed) &&
      !collapsed.startsWith(PUBLIC_UPLOADS_PREFIX) &&
      !path.extname(pathname);
    // The app draws its not-found page for an address it does not know; the status says so too.
    if (isPageLike) return sendPage(request, reply);
    return reply.status(404).send({ message: `No such address: ${request.method} ${pathname.slice(0, 200)}` });
  });
}

export default fp(sitePlugin, { name: 'site-pages' });
