/**
 * The public pages' renderer, built by `npm run build` into web/dist-server (vite build --ssr of
 * web/src/entry-server.tsx). Without that build the server still runs: the pages are then the
 * app's shell, drawn in the browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageRenderer } from '../../../../../shared/domain/page-render.ts';

export const RENDERER_ENTRY = 'entry-server.js';

export async function loadPageRenderer(rendererDir: string): Promise<PageRenderer | undefined> {
  const entry = path.join(rendererDir, RENDERER_ENTRY);
  if (!fs.existsSync(entry)) return undefined;
  // React picks its build when first imported: the development one checks every element and
  // renders a page several times slower. A server that names no environment runs production.
  process.env.NODE_ENV ??= 'production';
  const module = (await import(pathToFileURL(entry).href)) as { render: PageRenderer };
  return module.render;
}
