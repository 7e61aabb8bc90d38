import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** What is worth compressing: text the browser downloads (maps and the manifest are never sent to a customer). */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt)$/;
const MIN_BYTES = 1024;

/**
 * Writes each built asset's brotli (quality 11) and gzip (level 9) forms next to it, served as they are
 * (@fastify/static preCompressed): compressing per request can only afford brotli's quality 4, which leaves React
 * DOM at 65.6 kB instead of 56.2 kB, about 50 ms more on a 1.6 Mbit/s phone for that file alone.
 */
export function precompressAssets(): Plugin {
  let outDir = '';
  let serverBuild = false;
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      serverBuild = Boolean(config.build.ssr);
    },
    async writeBundle(_options, bundle) {
      if (serverBuild) return;
      await Promise.all(
        Object.keys(bundle)
          .filter((file) => COMPRESSIBLE.test(file) && !file.startsWith('.vite/'))
          .map(async (file) => {
            const full = path.join(outDir, file);
            const source = await fs.promises.readFile(full);
            if (source.length < MIN_BYTES) return;
            const [br, gz] = await Promise.all([
              brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
              gzip(source, { level: 9 }),
            ]);
            await Promise.all([fs.promises.writeFile(`${full}.br`, br), fs.promises.writeFile(`${full}.gz`, gz)]);
          }),
      );
    },
  };
}
