import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

export default defineConfig({
  root: path.resolve(import.meta.dirname),
  plugins: [react(), tailwindcss()],
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
  },
  server: {
    port: 5173,
    // `npm run dev`: the API runs beside Vite; the browser talks to Vite only.
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
    fs: { allow: [path.resolve(import.meta.dirname, '..')] },
  },
});
