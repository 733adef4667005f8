import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The web app: Preact through Vite's built-in JSX transform (no plugin). `vite build --config web/vite.config.ts`.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', sourcemap: false, reportCompressedSize: false },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});
