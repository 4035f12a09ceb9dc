/**
 * The web app as the server's tests stand it in: a build folder (web/dist) holding the files a test
 * names, the site's own page renderer, and the site's pages.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PageRenderer } from '../../../shared/domain/page-render.ts';

/** A stand-in build of the site in a temporary folder: each file written at its path, its folders made. */
export function makeWebDist(files: Record<string, string | Buffer>): string {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'takwin-web-'));
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(webDist, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
  return webDist;
}

export const removeWebDist = (webDist: string) => fs.rmSync(webDist, { recursive: true, force: true });

/**
 * The build's index.html as Vite writes it, as far as the server reads it: its head holds these
 * tags (one a line) between the charset and the app's script, its body an empty root.
 */
export const indexHtml = (...headTags: string[]) => `<!doctype html>
<html lang="fr" dir="ltr">
  <head>
    <meta charset="UTF-8" />
${headTags.map((tag) => `    ${tag}\n`).join('')}    <script type="module" crossorigin src="/assets/index-1.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** The renderer's module, through Vite (a variable path: the server's type check does not follow it into the web app). */
const RENDERER_MODULE: string = '../../../web/src/entry-server.tsx';

/** The public pages' renderer (web/src/entry-server.tsx's `render`), run through Vite as the build runs it. */
export const loadPageRenderer = async () =>
  ((await import(/* @vite-ignore */ RENDERER_MODULE)) as { render: PageRenderer }).render;

/** The site's pages (`/course/:id` stands for any course's page). */
export const SITE_PAGES = [
  '/',
  '/courses',
  '/course/:id',
  '/entreprises',
  '/instructors',
  '/careers',
  '/about',
  '/contact',
  '/privacy',
  '/login',
] as const;
