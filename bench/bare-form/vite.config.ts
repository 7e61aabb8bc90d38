import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from '../../tooling/precompressAssets';

/**
 * The bare form's build: Vite's React template as it is, served below /bench/bare-form/ by the benchmarks
 * (scripts/bench/site-with-yardstick.ts), its files compressed as the site's are (brotli 11), so the two differ only in what
 * they are. The benchmarks choose the output folder.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/bench/bare-form/',
  plugins: [react(), precompressAssets()],
  build: { target: 'es2022', emptyOutDir: true },
});
