import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { LANDING_WIDGETS_CHUNK } from './landingWidgetsChunk';

/** V8's explicit compile hint (Chrome 136+): compile every function of the file while it downloads. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** React DOM's modules: the chunk that holds them is evaluated as soon as the entry runs (src/app/main.tsx). */
const REACT_DOM = /node_modules\/(react-dom|scheduler)\//;

/**
 * Starts the chunks every page runs at once (the entry, React DOM, the layout's widgets) with V8's compile hint. V8
 * otherwise compiles each function on its first call, on the main thread, in the middle of hydration; with the hint
 * it compiles them on a background thread while the file streams in. Measured on a slow phone (4x CPU): from React
 * DOM's arrival to ready 140-156 ms instead of 179-224. Chunks loaded later (a widget's calendar, the phone rules)
 * are left alone: compiling all their functions would be work a page may never need. Browsers without the hint read
 * a comment. Added to the files as written (the minifier would drop it), before their compressed forms are made
 * (precompressAssets); their source maps move down by the added line.
 */
export function compileHints(): Plugin {
  let outDir = '';
  let serverBuild = false;
  return {
    name: 'compile-hints',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      serverBuild = Boolean(config.build.ssr);
    },
    writeBundle: {
      order: 'pre',
      sequential: true,
      async handler(_options, bundle) {
        if (serverBuild) return;
        const chunks = Object.values(bundle).filter(
          (output) => output.type === 'chunk' && (output.isEntry || output.name === LANDING_WIDGETS_CHUNK || output.moduleIds.some((id) => REACT_DOM.test(id))),
        );
        await Promise.all(
          chunks.map(async ({ fileName }) => {
            const file = path.join(outDir, fileName);
            await fs.promises.writeFile(file, COMPILE_HINT + (await fs.promises.readFile(file, 'utf8')));
            const mapFile = `${file}.map`;
            if (!fs.existsSync(mapFile)) return;
            const map = JSON.parse(await fs.promises.readFile(mapFile, 'utf8')) as { mappings: string };
            map.mappings = `;${map.mappings}`;
            await fs.promises.writeFile(mapFile, JSON.stringify(map));
          }),
        );
      },
    },
  };
}
