import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from './tooling/precompressAssets';

/**
 * The promotion studio (/studio): an app and a build of its own (dist/studio), so the customer site's bundle,
 * stylesheet and scores do not change with it.
 */
export default defineConfig({
  root: 'src/studio',
  base: '/studio/',
  plugins: [react(), precompressAssets()],
  build: {
    outDir: '../../dist/studio',
    emptyOutDir: true,
    sourcemap: 'hidden',
    target: 'es2022',
  },
});
