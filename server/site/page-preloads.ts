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
export const sourceModule = (name: string) => `core/sources/${name}.ts`;
export const FLOW_VIEW_MODULE = 'src/engine/flow/ClaimFlowView.tsx';
/** The API client's code (src/api/client.ts loads it on the first request): preloaded where a source asks before ready. */
export const API_CLIENT_MODULE = 'src/api/openapiClient.ts';
/** What the entry imports as soon as it runs (src/app/main.tsx): React DOM, a module graph of its own. */
const START_IMPORTS = ['react-dom/client.js'];

/**
 * What a screen needs beyond the entry, from Vite's build manifest (dist/.vite/manifest.json): its chunks, their
 * shared chunks and stylesheets, as link tags that download them with the entry instead of after it has run, or
 * as addresses for the start script of a page that paints before its scripts run.
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
  const cache = new Map<string, { css: string[]; js: string[] }>();
  /** The stylesheets and chunks a screen's modules need beyond what the entry loads. */
  const filesFor = (modules: Iterable<string>) => {
    const keys = [...modules].map(keyOf).filter((key): key is string => key !== undefined).sort();
    const cacheKey = keys.join('|');
    let needed = cache.get(cacheKey);
    if (needed === undefined) {
      const files = new Set<string>();
      const css = new Set<string>();
      for (const key of keys) walk(key, files, css);
      needed = { css: [...css].filter((file) => !entryCss.has(file)).map(url), js: [...files].filter((file) => !entryFiles.has(file)).map(url) };
      if (cache.size < 500) cache.set(cacheKey, needed);
    }
    return needed;
  };
  const stylesheets = (css: string[]) => css.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');

  return {
    /** Link tags for the screen's stylesheets and chunks, downloaded with the entry instead of after it has run. */
    tags(modules: Iterable<string>): string {
      const { css, js } = filesFor(modules);
      return stylesheets(css) + js.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('');
    },
    /** Link tags for the screen's stylesheets only (a page whose scripts start after it has painted). */
    stylesheets: (modules: Iterable<string>): string => stylesheets(filesFor(modules).css),
    /**
     * For a page that paints before its scripts run: the entry, its chunks and the screen's, fetched from the start
     * at low priority (after the stylesheet and images a first paint needs, before the start script would ask).
     */
    earlyScripts(modules: Iterable<string>): string {
      // React DOM right after the entry: the largest download, it would otherwise wait for one of the browser's six
      // connections to a host where a screen asks for more scripts (a contact form's seven).
      const files = new Set([...[...entryFiles].map(url), ...filesFor(START_IMPORTS).js, ...filesFor(modules).js]);
      return [...files].map((href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${href}">`).join('');
    },
  };
}
