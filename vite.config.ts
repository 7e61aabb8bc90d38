import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import definitionsPlugin from './tooling/vite-plugin-definitions';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3028}`;

export default defineConfig(({ command }) => ({
  // Built assets live under the promotion's base path and serve every locale's site path;
  // the dev server answers every locale's path from the root.
  base: command === 'build' ? '/2022launch/' : '/',
  plugins: [react(), definitionsPlugin()],
  // The server renderer (npm run build's second step, --ssr src/app/renderScreen.tsx --outDir dist/ssr) carries its
  // packages with it, so it runs wherever the build is put.
  ssr: { noExternal: true },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: { '/api': apiTarget },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // dist/.vite/manifest.json: the server preloads each page's widget chunks and stylesheets with its HTML.
    manifest: true,
    target: 'es2022',
    // A lazily loaded chunk's stylesheets still come with it, but not a list of its shared JavaScript chunks, which
    // would sit in the entry for every widget (about 1 kB gzip): the server preloads the first screen's chunks
    // from the manifest, and on later screens the browser fetches a widget's shared chunks when it reads its imports.
    // No polyfill: every browser the site supports knows modulepreload.
    modulePreload: { polyfill: false, resolveDependencies: (_file: string, deps: string[]) => deps.filter((dep) => dep.endsWith('.css')) },
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
}));
