import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

export default defineConfig(({ isSsrBuild }) => ({
  root: path.resolve(import.meta.dirname),
  plugins: [react(), tailwindcss()],
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist'),
    emptyOutDir: true,
    // The renderer's build (web/dist-server, `--ssr`) needs no copy of the public files.
    copyPublicDir: !isSsrBuild,
    // The server reads it to preload the chunks of the page it is sending.
    manifest: !isSsrBuild,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A file of a few hundred bytes (an icon two chunks share) costs a request of its own:
          // copied into the chunks that use it instead (never one with styles, which Vite loads beside
          // its chunk). The renderer's build has no requests to save.
          ...(isSsrBuild ? {} : { experimentalInlineCommonChunks: { maxSize: 4 * 1024, exclude: /\.css$/ } }),
          groups: [
            // Vite's helper for dynamic imports, on its own: the entry needs it before anything else.
            { name: 'preload-helper', test: /vite[\\/]preload-helper/ },
            // What the admin's entry runs before the libraries have arrived (web/src/admin-first-reads.ts),
            // kept out of the shell below, which would make it wait for them: the stored session and
            // the early reads, which the site's shell uses too (no admin code)...
            {
              name: 'session-start',
              test: /shared[\\/](api[\\/](early-reads|request-lists)|domain[\\/](pipeline|roles)|platform[\\/]platform)\.ts$/,
              priority: 1,
            },
            // ...and the admin's own part, which public pages never load.
            { name: 'first-reads', test: /shared[\\/]admin[\\/](first-reads|inbox[\\/]inbox-url)\.ts$/, priority: 1 },
            // The libraries every page runs on, in two files rather than a dozen small ones: React,
            // which the entry evaluates in a task of its own, then the others.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 1 },
            {
              name: 'framework',
              test: /node_modules[\\/](react-router|react-router-dom|i18next|react-i18next|i18next-browser-languagedetector|html-parse-stringify|void-elements|use-sync-external-store|@tanstack[\\/](react-query|query-core))[\\/]/,
            },
            // The site's own shell (layout, home, the shared card, the WhatsApp button), which the
            // first page needs anyway; not the footer's social links, loaded after hydration.
            {
              name: 'shell',
              test: /shared[\\/](site[\\/](layout|components[\\/](?!SocialLinks)|home|centre|queries|query-client|structured-data)|ui[\\/](focus-trap|Spinner|buttons|DeferredToaster|Price|LanguageSelect|contact-links|page-meta|page-settings|preloadable-lazy|AfterHydration)|i18n[\\/](i18n|languages|format|resources|texts[\\/](core-fr|merge))|platform|auth[\\/]AdminSession|api[\\/](client|courses)|domain[\\/](constants|localize|images))/,
            },
          ],
        },
      },
    },
  },
  // The renderer's build takes the icon sets into its own files, the icons it uses only: imported
  // from node_modules, each would load whole (thousands of icons) at the server's start.
  ssr: { noExternal: ['lucide-react', 'simple-icons'] },
  server: {
    port: 5173,
    // `npm run dev`: the API runs beside Vite; the browser talks to Vite only.
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
    fs: { allow: [path.resolve(import.meta.dirname, '..')] },
  },
}));
