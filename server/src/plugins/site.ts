/**
 * The public site and /admin (one single-page app built into web/dist), public images under
 * /uploads, and the fallback: a GET for one of the site's pages (SITE_PAGE_PATHS, the list the
 * client router draws) answers the app with a 200; a GET for any other page-like address answers
 * the same app with a 404, which draws the site's not-found page; anything else unknown (the API,
 * files, other methods) answers a JSON 404.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CENTRE_SETTINGS_ELEMENT_ID, IMAGE_SIZES, imageSrcSet, isSitePage } from '../../../shared/domain/index.ts';
import { PUBLIC_UPLOADS_PREFIX } from '../public-paths.ts';
import { loadPagePreloads } from './page-preloads.ts';

interface SiteOptions {
  webDistDir: string;
  imagesDir: string;
  settings: PageSettings;
}

/** Server settings the page reads from meta tags, with no extra request. */
export interface PageSettings {
  currency: string;
  demoCourses: boolean;
}

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Takwin</title>
<p>The web app has not been built yet. Run <code>npm run build</code> (or <code>npm start</code>, which builds it).</p></html>`;

export function withPageSettings(html: string, settings: PageSettings): string {
  return html
    .replace(/(<meta name="takwin-currency" content=")[^"]*(")/, `$1${settings.currency}$2`)
    .replace(/(<meta name="takwin-demo-courses" content=")[^"]*(")/, `$1${settings.demoCourses ? 'on' : 'off'}$2`);
}

/** The course a page shows, for /course/:id (demo cards live in the browser only). */
function courseIdOf(pathname: string): string | undefined {
  const id = /^\/course\/([^/]+)$/.exec(pathname)?.[1];
  return id && !id.startsWith('demo-') ? decodeURIComponentSafe(id) : undefined;
}

/**
 * The catalogue data a page is about to ask for, requested by the browser together with the
 * page's scripts instead of after them (the page's own fetch then takes the preloaded answer).
 * An unknown course gets none: a preloaded 404 is not reused, and would cost a second request.
 */
export async function dataPreloadLink(app: FastifyInstance, pathname: string): Promise<string> {
  const course = courseIdOf(pathname);
  let url: string | undefined;
  if (pathname === '/' || pathname === '/courses') url = '/api/courses';
  else if (course && (await app.publishedCourses.publishedCourse(course).catch(() => undefined))) url = `/api/courses/${encodeURIComponent(course)}`;
  return url ? `<link rel="preload" as="fetch" href="${url}" crossorigin="anonymous" />` : '';
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
      : pathname === '/courses' && !query.has('q') && !query.has('category')
        ? { imageUrl: (await app.publishedCourses.publishedList()).value[0]?.imageUrl, sizes: IMAGE_SIZES.card }
        : undefined;
    if (!picture?.imageUrl) return '';
    // The same srcset and sizes as the <img> (CoursePicture), so the browser picks, and fetches, the same file.
    const srcset = imageSrcSet(picture.imageUrl);
    const responsive = srcset ? ` imagesrcset="${escapeAttribute(srcset)}" imagesizes="${escapeAttribute(picture.sizes)}"` : '';
    return `<link rel="preload" as="image" href="${escapeAttribute(picture.imageUrl)}"${responsive} fetchpriority="high" />`;
  } catch {
    // A hint only: a page is never refused for want of it.
    return '';
  }
}

/** The centre's public details, read by the page (footer, contact page, WhatsApp) with no extra request. */
async function centreSettingsScript(app: FastifyInstance): Promise<string> {
  // '<' escaped: no text typed by staff can close the script element.
  const json = JSON.stringify(await app.centreSettings.getPublic()).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${CENTRE_SETTINGS_ELEMENT_ID}">${json}</script>`;
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** What storage names a picture: `<uuid>.webp`, its twin `<uuid>-800w.webp`. */
const STORED_IMAGE_NAME = /^[\w-]{1,100}\.[a-z0-9]{1,10}$/i;

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
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  // Pictures are stored while the server runs, so they cannot have a route each: one route takes
  // the names storage gives (random, one segment, no dots but the extension's) and answers a 404
  // for anything else, instead of handing odd paths to the file server.
  await app.register(fastifyStatic, {
    root: options.imagesDir,
    serve: false,
    index: false,
    // Stored names are random and never reused.
    setHeaders: (reply) => reply.header('Cache-Control', 'public, max-age=31536000, immutable'),
  });
  app.get<{ Params: { file: string } }>(`${PUBLIC_UPLOADS_PREFIX}:file`, { schema: { hide: true } }, (request, reply) =>
    STORED_IMAGE_NAME.test(request.params.file) ? reply.sendFile(request.params.file) : reply.callNotFound(),
  );

  const pagePreloads = loadPagePreloads(options.webDistDir);
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply, status = 200) => {
    const [pathname = '/', search = ''] = request.url.split('?');
    const query = new URLSearchParams(search);
    const { scripts, fonts } = pagePreloads(pathname, query, request.headers['accept-language']);
    const hints = [
      await dataPreloadLink(app, pathname),
      await heroImageLink(app, pathname, query),
      ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="${file}" />`),
      ...fonts.map((file) => `<link rel="preload" as="font" type="font/woff2" href="${file}" crossorigin />`),
      await centreSettingsScript(app),
    ].join('');
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      // A function, not a string: '$' in staff text (the embedded settings) is not a pattern.
      .send(indexHtml.replace('</head>', () => `${hints}</head>`));
  };

  app.get('/', sendIndex);

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
    if (isPageLike) return sendIndex(request, reply, isSitePage(pathname) ? 200 : 404);
    return reply.status(404).send({ message: `No such address: ${request.method} ${pathname.slice(0, 200)}` });
  });
}

export default fp(sitePlugin, { name: 'site' });
