import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** Manifest keys of what a screen may need beyond the entry: a chunk per widget type and data source, the flow's view. */
export const widgetModule = (type: string) => `src/widgets/${type}/index.tsx`;
export const sourceModule = (name: string) => `src/sources/${name}.ts`;
export const FLOW_VIEW_MODULE = 'src/engine/flow/ClaimFlowView.tsx';

/**
 * Link tags that make the browser download a screen's chunks (and their shared chunks and stylesheets) together
 * with the entry script, instead of after it has run: from Vite's build manifest (dist/.vite/manifest.json).
 * Chunks the entry already loads are left out. Without a manifest (an older build) nothing is preloaded.
 */
export function createPagePreloads(distDir: string, basePath: string) {
  let manifest: Manifest = {};
  // The chunk of every module (tooling/vite-plugin-definitions.ts): the manifest has no key for a widget grouped
  // into a shared chunk.
  let moduleChunks: Record<string, string> = {};
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    moduleChunks = JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'module-chunks.json'), 'utf8')) as Record<string, string>;
  } catch {
    /* no manifest: no preloads (or only those the manifest names) */
  }
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const url = (file: string) => `${basePath}/${file}`;

  const entryFiles = new Set<string>();
  const walk = (key: string, files: Set<string>, css: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach((imported) => walk(imported, files, css));
  };
  const entryCss = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, entryFiles, entryCss);

  // Keys are paths relative to the project root; a dependency reached through a symlinked node_modules has a
  // longer one, found by its ending.
  const keyOf = (module: string) => {
    if (manifest[module]) return module;
    const grouped = moduleChunks[module] ?? Object.entries(moduleChunks).find(([key]) => key.endsWith(`/${module}`))?.[1];
    return grouped ? keyOfFile.get(grouped) : Object.keys(manifest).find((key) => key.endsWith(`/${module}`));
  };
  const cache = new Map<string, string>();
  /**
   * `scriptsLater`: the page arrived rendered, so its scripts only make it interactive: they download at low
   * priority and leave the bandwidth to what paints (the stylesheets, images).
   */
  return function preloadTags(modules: Iterable<string>, scriptsLater = false): string {
    const keys = [...modules].map(keyOf).filter((key): key is string => key !== undefined).sort();
    const cacheKey = `${scriptsLater}|${keys.join('|')}`;
    let tags = cache.get(cacheKey);
    if (tags === undefined) {
      const files = new Set<string>();
      const css = new Set<string>();
      for (const key of keys) walk(key, files, css);
      tags = [
        ...[...css].filter((file) => !entryCss.has(file)).map((file) => `<link rel="stylesheet" crossorigin href="${url(file)}">`),
        ...[...files]
          .filter((file) => !entryFiles.has(file))
          .map((file) => `<link rel="modulepreload" crossorigin${scriptsLater ? ' fetchpriority="low"' : ''} href="${url(file)}">`),
      ].join('');
      if (cache.size < 500) cache.set(cacheKey, tags);
    }
    return tags;
  };
}
