import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { transformSync } from 'esbuild';
import { screenOfPath } from '../core/engine/screenOfPath';
import type { SiteDefinitions } from '../core/node/definitions/index';
import { staticClosureOf, staticImportsOf } from './staticImports';

/**
 * What one more script costs a screen that asks for it before it is ready, in kB of brotli script: its request and
 * response headers (about 0.3 kB down, 0.8 kB up over HTTP/1.1) and a place in the browser's six connections.
 * Measured on the slow phone of `npm run bench:ready` (docs/performance.md): personal-details asking for its own
 * code in 4 scripts instead of 11 (1.7 kB less) was ready 47 ms sooner, about 5 ms a script, where a kB of script
 * costs 4-6 ms.
 */
export const SCRIPT_COST_KB = 1;

/** A screen of some package in some country, and how much it counts: a package's countries share one weight. */
export interface ScreenUse {
  weight: number;
  /** The code it loads before it is ready: widget types, data sources, and `flow` for a claim step's view. */
  roots: Set<string>;
}

/** One chunk to be: the modules of one or more roots. */
interface Cell {
  roots: string[];
  modules: string[];
  kb: number;
}

/** The module of a root: a widget's folder, a data source (core/sources, beside src/), or the claim flow's view (loaded by the engine). */
export const rootModule = (srcDir: string, root: string) =>
  root === 'flow' ? path.join(srcDir, 'engine/flow/ClaimFlowView.tsx') : root.startsWith('source:') ? path.join(srcDir, '../core/sources', `${root.slice(7)}.ts`) : path.join(srcDir, 'widgets', root, 'index.tsx');

/** Every page and claim step of every package, in every country it runs in, with the code it shows before ready. */
export function screenUsesOf(packages: readonly SiteDefinitions[]): ScreenUse[] {
  const uses: ScreenUse[] = [];
  for (const definitions of packages) {
    const flags = (definitions.promotion?.flags ?? {}) as Record<string, boolean>;
    const countries = new Set(Object.values(definitions.promotion?.locales ?? {}).map((locale) => (locale as { country?: string }).country ?? ''));
    const byId = new Map((definitions.steps ?? []).map((step) => [step.id, step]));
    const addresses = [
      ...(definitions.pages ?? []).map((page) => (page.route === '*' ? '\u0000not-found' : page.route)),
      ...(definitions.flows ?? []).flatMap((flow) => (flow.steps ?? []).map((id) => `${flow.route}/${byId.get(id)?.route ?? ''}`)),
    ];
    for (const country of countries)
      for (const address of new Set(addresses)) {
        const screen = screenOfPath(definitions, { flags, country }, address);
        const roots = new Set([...screen.widgetTypes, ...[...screen.sources].map((source) => `source:${source}`), ...(screen.flow ? ['flow'] : [])]);
        uses.push({ weight: 1 / countries.size, roots });
      }
  }
  return uses;
}

/** A module's size as sent, about: minified on its own and brotli-compressed (kB). */
function sentKb(files: readonly string[]): number {
  const code = files
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => transformSync(fs.readFileSync(file, 'utf8'), { loader: file.endsWith('x') ? 'tsx' : 'ts', jsx: 'automatic', minify: true, format: 'esm' }).code)
    .join('\n');
  return zlib.brotliCompressSync(code).length / 1024;
}

/**
 * The widgets, data sources and flow view that screens show, grouped into chunks so that the screens, together,
 * download the fewest bytes plus `SCRIPT_COST_KB` a script. A bundler gives every set of modules loaded together a
 * chunk of its own (a claim step's own code came in 8 scripts of 0.2-2.9 kB), and every script costs a slow phone
 * about a kilobyte more than its bytes. Starting from those chunks, the pair whose merging saves the screens the most
 * is merged, until no merge saves anything: two widgets always shown together become one chunk, a small widget joins
 * the flow view most steps load. A screen downloads the chunks of its roots and every chunk they import. `excluded`:
 * modules already grouped (the layout's), and the entry's, which every screen has. Returns the merged chunks (a chunk
 * left as the bundler makes it is not listed).
 */
export function screenChunkCells(uses: readonly ScreenUse[], srcDir: string, excluded: (file: string) => boolean): Cell[] {
  const rootsOfModule = new Map<string, Set<string>>();
  const shown = [...new Set(uses.flatMap((use) => [...use.roots]))].sort();
  const rootFile = new Map<string, string>();
  for (const root of shown) {
    const file = rootModule(srcDir, root);
    if (!fs.existsSync(file) || excluded(file)) continue;
    rootFile.set(root, file);
    for (const module of staticClosureOf([file])) {
      if (excluded(module)) continue;
      if (!rootsOfModule.has(module)) rootsOfModule.set(module, new Set());
      rootsOfModule.get(module)!.add(root);
    }
  }
  // The bundler's chunks: the modules loaded by the same roots.
  const byRoots = new Map<string, Cell>();
  for (const [module, roots] of rootsOfModule) {
    const key = [...roots].sort().join(',');
    if (!byRoots.has(key)) byRoots.set(key, { roots: [...roots].sort(), modules: [], kb: 0 });
    byRoots.get(key)!.modules.push(module);
  }
  let cells = [...byRoots.values()];
  for (const cell of cells) cell.kb = sentKb(cell.modules);
  // Screens that load the same roots count once, with their weights added.
  const kinds = new Map<string, { weight: number; files: string[] }>();
  for (const use of uses) {
    const files = [...use.roots].flatMap((root) => rootFile.get(root) ?? []).sort();
    const key = files.join(',');
    if (files.length) kinds.set(key, { weight: (kinds.get(key)?.weight ?? 0) + use.weight, files });
  }
  const importsOf = new Map([...rootsOfModule.keys()].map((module) => [module, staticImportsOf(module).filter((target) => rootsOfModule.has(target))]));
  /** What the screens download, in kB, with the chunks `cells` make. */
  const costOf = (cells: readonly Cell[]) => {
    const cellOf = new Map<string, number>();
    cells.forEach((cell, index) => cell.modules.forEach((module) => cellOf.set(module, index)));
    const needs = cells.map((cell) => new Set(cell.modules.flatMap((module) => importsOf.get(module)!.map((target) => cellOf.get(target)!))));
    let total = 0;
    for (const { weight, files } of kinds.values()) {
      const loaded = new Set(files.map((file) => cellOf.get(file)!));
      for (const index of loaded) for (const needed of needs[index]) loaded.add(needed);
      for (const index of loaded) total += weight * (cells[index].kb + SCRIPT_COST_KB);
    }
    return total;
  };
  const bundlers = new Set(cells);
  for (let cost = costOf(cells); ; ) {
    let best: { cells: Cell[]; cell: Cell; cost: number } | undefined;
    for (let i = 0; i < cells.length; i++)
      for (let j = i + 1; j < cells.length; j++) {
        const [a, b] = [cells[i], cells[j]];
        const cell: Cell = { roots: [...new Set([...a.roots, ...b.roots])], modules: [...a.modules, ...b.modules], kb: a.kb + b.kb };
        // Data sources import nothing of the entry: grouped alone, Rolldown would move its runtime helpers out of the
        // entry into a script every page then asks for.
        if (cell.roots.every((root) => root.startsWith('source:'))) continue;
        const next = [...cells.filter((other) => other !== a && other !== b), cell];
        const nextCost = costOf(next);
        if (nextCost < (best?.cost ?? cost) - 1e-9) best = { cells: next, cell, cost: nextCost };
      }
    if (!best) break;
    ({ cells, cost } = best);
  }
  return cells.filter((cell) => !bundlers.has(cell));
}

/** How the chunks this module makes are named (`screen-<what they hold>`). */
export const SCREEN_CHUNK_PREFIX = 'screen-';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A chunk's name: the widgets, view and data sources it starts (not those that only import a helper of it), so that a
 * bundle report says which screens load it.
 */
function nameOf(cell: Cell, srcDir: string): string {
  const own = cell.roots.filter((root) => cell.modules.includes(rootModule(srcDir, root)));
  const order = (root: string) => (root.startsWith('source:') ? 2 : root === 'flow' ? 1 : 0);
  const names = own.sort((a, b) => order(a) - order(b) || a.localeCompare(b)).map((root) => (root === 'flow' ? 'ClaimFlowView' : root.replace(/^source:/, '')));
  if (!names.length) names.push(path.basename(cell.modules[0]).replace(/\.[a-z]+$/, ''));
  return `${SCREEN_CHUNK_PREFIX}${names.slice(0, 3).join('-')}${names.length > 3 ? `-and-${names.length - 3}` : ''}`;
}

/** Rolldown's code-splitting groups for the merged chunks (exactly their modules, none of their packages). */
export function screenChunkGroups(packages: readonly SiteDefinitions[], srcDir: string, excluded: (file: string) => boolean) {
  const entry = staticClosureOf([path.join(srcDir, 'app/main.tsx')]);
  const cells = screenChunkCells(screenUsesOf(packages), srcDir, (file) => entry.has(file) || excluded(file));
  return cells.map((cell) => ({
    name: nameOf(cell, srcDir),
    test: new RegExp(`^(?:${cell.modules.sort().map(escaped).join('|')})(?:\\?.*)?$`),
    includeDependenciesRecursively: false,
  }));
}
