import fs from 'node:fs';
import path from 'node:path';
import { widgetTypesOf } from '../core/engine/widgetTypes';
import { screenOfPath } from '../core/engine/screenOfPath';
import type { SiteDefinitions } from '../core/node/definitions/index';
import { staticClosureOf } from './staticImports';

/** The chunk name of the widgets of the layout (every page shows them) and of those on half the screens. */
export const LANDING_WIDGETS_CHUNK = 'landing-widgets';
/** The chunk name of the home page's own widgets (the first screen of most visits, which claim steps never show). */
export const HOME_WIDGETS_CHUNK = 'home-widgets';

/**
 * Widget types of the packages' layouts, home pages (the first screen of most visits) and of half a package's
 * screens or more (`landing`); the home pages' widgets that no package's claim step shows apart (`home`), forms
 * included. Each set goes into one chunk: a dozen chunks of a few hundred bytes each cost more to download than their
 * code (gzip's per-file overhead and the import lines: about 2.8 kB gzip on the home page), and every page shows the
 * layout's widgets. The home pages' own stay out of the layout's chunk: a claim step is ready later by every kilobyte
 * asked for before it (docs/performance.md). Other widgets keep a chunk of their own, downloaded by the screens that
 * show them.
 */
export function landingWidgetTypes(packages: readonly SiteDefinitions[]): { landing: Set<string>; home: Set<string> } {
  const landing = new Set<string>();
  const homes = new Set<string>();
  const onSteps = new Set<string>();
  for (const definitions of packages) {
    const flags = (definitions.promotion?.flags ?? {}) as Record<string, boolean>;
    const countries = new Set(Object.values(definitions.promotion?.locales ?? {}).map((locale) => (locale as { country?: string }).country ?? ''));
    for (const country of countries) for (const type of screenOfPath(definitions, { flags, country }, '').widgetTypes) homes.add(type);
    widgetTypesOf([...(definitions.layout?.header ?? []), ...(definitions.layout?.footer ?? [])], landing);
    const screens = [...(definitions.pages ?? []), ...(definitions.steps ?? [])];
    const uses = new Map<string, number>();
    for (const screen of screens) for (const type of widgetTypesOf(screen.blocks)) uses.set(type, (uses.get(type) ?? 0) + 1);
    for (const [type, count] of uses) if (count * 2 >= screens.length) landing.add(type);
    for (const step of definitions.steps ?? []) widgetTypesOf(step.blocks, onSteps);
  }
  const home = new Set<string>();
  for (const type of homes) (landing.has(type) || onSteps.has(type) ? landing : home).add(type);
  return { landing, home };
}

/** The widgets' shared helpers (src/widgets/_shared) that these widget folders' code imports, directly or through each other. */
function sharedHelpersOf(widgetsDir: string, folders: readonly string[]): string[] {
  const sharedDir = path.join(widgetsDir, '_shared');
  const roots = folders.map((folder) => path.join(widgetsDir, folder, 'index.tsx')).filter((file) => fs.existsSync(file));
  return [...staticClosureOf(roots)].filter((file) => path.dirname(file) === sharedDir).map((file) => path.basename(file).replace(/\.tsx?$/, ''));
}

/**
 * Rolldown's code-splitting groups for them: the landing widgets' folders and the shared helpers they import (React,
 * the router and the engine stay in the entry); the home page's folders (a helper they share with other screens'
 * widgets, such as the digit boxes of the bank form, goes where Rolldown puts it: not into this chunk, which those
 * screens would then download whole).
 */
export function landingWidgetsGroups(types: { landing: ReadonlySet<string>; home: ReadonlySet<string> }, widgetsDir: string) {
  const foldersOf = (set: ReadonlySet<string>) => [...set].map((type) => type.replace(/[^A-Za-z0-9]/g, ''));
  // A folder's manifest and answers are not the widget's code (loaded when a form is checked, or never).
  const code = (folders: string[]) => folders.map((folder) => `${folder}/(?!manifest\\.|answers\\.)`);
  const landing = foldersOf(types.landing);
  const helpers = sharedHelpersOf(widgetsDir, landing).map((name) => `_shared/${name}\\.tsx?$`);
  const group = (name: string, modules: string[]) => ({ name, test: new RegExp(`/src/widgets/(${modules.join('|')})`), includeDependenciesRecursively: false });
  const home = foldersOf(types.home);
  return [group(LANDING_WIDGETS_CHUNK, [...code(landing), ...helpers]), ...(home.length ? [group(HOME_WIDGETS_CHUNK, code(home))] : [])];
}
