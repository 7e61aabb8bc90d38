import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHints } from './tooling/compileHints';
import definitionsPlugin from './tooling/vite-plugin-definitions';
import { noPreloadHelper } from './tooling/noPreloadHelper';
import { precompressAssets } from './tooling/precompressAssets';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3028}`;

export default defineConfig({
  // One build serves every package: assets live under /assets/ whatever the package; each page tells the
  // browser its site path, API base and validation module.
  base: '/',
  plugins: [react(), definitionsPlugin(), noPreloadHelper(), compileHints(), precompressAssets()],
  resolve: {
    // React Router's package exports only its development build (warnings kept behind a constant set to true); its
    // production build is the same code with them off: 4 kB gzip less on every page.
    alias: [{ find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) }],
  },
  // The server renderer (npm run build's second step, --ssr src/app/renderScreen.tsx --outDir dist/ssr) carries its
  // packages with it, so it runs wherever the build is put.
  ssr: { noExternal: true },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: { '/api': apiTarget },
  },
  build: {
    outDir: 'dist',
    // Maps are written next to the build (to read a reported stack trace) but not named in every file the
    // browser downloads.
    sourcemap: 'hidden',
    // dist/.vite/manifest.json: the server preloads each page's widget chunks and stylesheets with its HTML.
    manifest: true,
    target: 'es2022',
    // One stylesheet for the whole site (5 kB gzip), cached once: per-widget stylesheets would put a list of them
    // and the code that loads them into every page's JavaScript, for a few hundred bytes of CSS each. (A popover
    // few visitors open brings its own: src/widgets/DateInput/loadCalendar.ts.)
    cssCodeSplit: false,
    // No preload lists in the JavaScript: the server preloads the first screen's chunks from the manifest (with
    // its HTML), a later screen's widget brings its shared chunks through its imports, and there are no per-chunk
    // stylesheets (cssCodeSplit above). Every browser the site supports knows modulepreload: no polyfill.
    modulePreload: false,
    rollupOptions: {
      output: {
        // Widget chunks are named after their folder, so a bundle report says which widgets a page downloads.
        chunkFileNames: (chunk: { facadeModuleId?: string | null; name: string }) => {
          const widget = /src\/widgets\/([A-Za-z0-9]+)\/index\.tsx$/.exec(chunk.facadeModuleId ?? '');
          return `assets/${widget ? `widget-${widget[1]}` : chunk.name}-[hash].js`;
        },
      },
    },
  },
});
