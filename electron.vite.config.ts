/**
 * The desktop app's build: main (ESM, like the package), the preload (CommonJS, so that it runs
 * in the sandbox), the renderer (the shared admin in a page of its own) into out/.
 */
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';

const root = import.meta.dirname;
const CSP_META = /(<meta http-equiv="Content-Security-Policy" content=")([^"]*)(")/;

/**
 * During development the page runs Vite's client, which needs an inline script (React Refresh)
 * and a WebSocket to the dev server. The policy is widened for `electron-vite dev` only; the
 * built page keeps the strict one.
 */
function devServerPolicy(): Plugin {
  return {
    name: 'takwin-dev-server-policy',
    apply: 'serve',
    transformIndexHtml: (html) =>
      html.replace(CSP_META, (_match, start: string, policy: string, end: string) =>
        [
          start,
          policy
            .replace("script-src 'self'", "script-src 'self' 'unsafe-inline'")
            .replace("connect-src 'self'", "connect-src 'self' ws://localhost:*"),
          end,
        ].join(''),
      ),
  };
}

export default defineConfig({
  main: {
    build: {
      outDir: path.join(root, 'out/main'),
      lib: { entry: path.join(root, 'src-main/index.ts') },
      // electron-store is ESM-only and main needs nothing else from node_modules: bundling it all
      // lets the packaged app ship without any node_modules.
      externalizeDeps: false,
    },
  },
  preload: {
    build: {
      outDir: path.join(root, 'out/preload'),
      lib: { entry: path.join(root, 'src-preload/index.ts'), formats: ['cjs'], fileName: () => 'index.cjs' },
      externalizeDeps: false,
    },
  },
  renderer: {
    root: path.join(root, 'src-renderer'),
    plugins: [react(), tailwindcss(), devServerPolicy()],
    build: {
      outDir: path.join(root, 'out/renderer'),
      rolldownOptions: { input: path.join(root, 'src-renderer/index.html') },
    },
    server: {
      // The page's origin is app://takwin (main relays it to this server): Vite's client must be
      // told where its WebSocket is.
      hmr: { host: 'localhost', protocol: 'ws' },
      fs: { allow: [root] },
    },
  },
});
