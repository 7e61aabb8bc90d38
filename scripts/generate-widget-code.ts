/**
 * npm run generate:widgets
 * Runs each widget folder's generator (src/widgets/<Type>/generate.ts: its default export returns file name →
 * contents) and writes the files to src/widgets/<Type>/generated/ (not kept in git, never edited by hand), so a
 * widget derives what it needs at build time from a library's data and stays one folder (docs/widgets.md).
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { WIDGETS_DIR, widgetFolders } from '../core/node/manifests/loadManifests';

type Generator = () => Record<string, string> | Promise<Record<string, string>>;

try {
  for (const type of widgetFolders(WIDGETS_DIR)) {
    const generator = path.join(WIDGETS_DIR, type, 'generate.ts');
    if (!existsSync(generator)) continue;
    const files = await ((await import(pathToFileURL(generator).href)) as { default: Generator }).default();
    const outDir = path.join(WIDGETS_DIR, type, 'generated');
    rmSync(outDir, { recursive: true, force: true });
    mkdirSync(outDir, { recursive: true });
    for (const [name, contents] of Object.entries(files)) writeFileSync(path.join(outDir, path.basename(name)), contents);
    console.log(`wrote src/widgets/${type}/generated/ (${Object.keys(files).join(', ')})`);
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
