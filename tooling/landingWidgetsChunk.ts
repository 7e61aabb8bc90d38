import fs from 'node:fs';
import path from 'node:path';
import { widgetTypesOf } from '../core/engine/widgetTypes';
import { screenOfPath } from '../core/engine/screenOfPath';
import type { SiteDefinitions } from '../core/definitions/index';

/** The chunk name of the widgets of the layout and the home page (the first screen of most visits). */
export const LANDING_WIDGETS_CHUNK = 'landing-widgets';

/**
 * Widget types of the layout and the home page, in any of the promotion's countries, forms included. They go into
 * one chunk: a dozen chunks of a few hundred bytes each cost more to download than their code (gzip's per-file
 * overhead and the import lines: about 2.8 kB gzip on the home page), and every other page shows the layout's
 * widgets too. Other widgets keep a chunk of their own, downloaded by the screens that show them.
 */
export function landingWidgetTypes(definitions: SiteDefinitions): Set<string> {
  const flags = (definitions.promotion?.flags ?? {}) as Record<string, boolean>;
  const countries = new Set(Object.values(definitions.promotion?.locales ?? {}).map((locale) => (locale as { country?: string }).country ?? ''));
  const types = new Set<string>();
  for (const country of countries) for (const type of screenOfPath(definitions, { flags, country }, '').widgetTypes) types.add(type);
  const screens = [...(definitions.pages ?? []), ...(definitions.steps ?? [])];
  const uses = new Map<string, number>();
  for (const screen of screens) for (const type of widgetTypesOf(screen.blocks)) uses.set(type, (uses.get(type) ?? 0) + 1);
  for (const [type, count] of uses) if (count * 2 >= screens.length) types.add(type);
  return types;
}

const SHARED_IMPORT = /from '(?:\.\.\/_shared|\.)\/([A-Za-z0-9]+)'/g;

/** The widgets' shared helpers (src/widgets/_shared) that these widget folders import, directly or through each other. */
function sharedHelpersOf(widgetsDir: string, folders: readonly string[]): Set<string> {
  const helpers = new Set<string>();
  const sharedDir = path.join(widgetsDir, '_shared');
  const scan = (file: string, inShared: boolean) => {
    for (const [statement, name] of fs.readFileSync(file, 'utf8').matchAll(SHARED_IMPORT)) {
      if (!inShared && !statement.includes('_shared')) continue;
      const found = ['.ts', '.tsx'].map((ext) => path.join(sharedDir, name + ext)).find((candidate) => fs.existsSync(candidate));
      if (!found || helpers.has(name)) continue;
      helpers.add(name);
      scan(found, true);
    }
  };
  for (const folder of folders) {
    const dir = path.join(widgetsDir, folder);
    if (!fs.existsSync(dir)) continue;
    for (const file of fs.readdirSync(dir)) if (/\.tsx?$/.test(file)) scan(path.join(dir, file), false);
  }
  return helpers;
}

/**
 * Rolldown's code-splitting group for them: the widgets' folders and the shared helpers they import (React, the
 * router and the engine stay in the entry).
 */
export function landingWidgetsGroup(types: ReadonlySet<string>, widgetsDir: string) {
  const folders = [...types].map((type) => type.replace(/[^A-Za-z0-9]/g, ''));
  const helpers = [...sharedHelpersOf(widgetsDir, folders)].map((name) => `_shared/${name}\\.tsx?$`);
  // A folder's manifest and answers are not the widget's code (loaded when a form is checked, or never).
  const modules = [...folders.map((folder) => `${folder}/(?!manifest\\.|answers\\.)`), ...helpers];
  return { name: LANDING_WIDGETS_CHUNK, test: new RegExp(`/src/widgets/(${modules.join('|')})`), includeDependenciesRecursively: false };
}
