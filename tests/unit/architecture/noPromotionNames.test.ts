/**
 * The engine names no promotion: no package's code, promotion id, base path or site path appears in the engine,
 * widgets, actions, sources, app, rules, server or tooling (generated files aside). A promotion lives in its
 * package folder only.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageFolders, repoRoot } from '../../../core/node/definitions/index';

const CODE_DIRS = ['src', 'core', 'server', 'tooling'];
const SKIP = /(^|\/)(generated|node_modules|static)(\/|$)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    const relative = path.relative(repoRoot, file);
    if (SKIP.test(relative)) return [];
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|js|mjs|cjs|json|css)$/.test(name) ? [file] : [];
  });
}

/**
 * What names a promotion: each package's code, its promotion ids and its base path's name (which every site path
 * of the package ends with, e.g. /de/2022launch).
 */
function promotionNames(): string[] {
  const names = new Set<string>();
  for (const dir of packageFolders(path.join(repoRoot, 'page-definitions'))) {
    const promotion = JSON.parse(readFileSync(path.join(dir, 'promotion.json'), 'utf8'));
    names.add(promotion.promotionCode);
    names.add(String(promotion.basePath).replace(/^\//, ''));
    for (const locale of Object.values(promotion.locales ?? {}) as Array<{ promotionId?: string }>) if (locale.promotionId) names.add(locale.promotionId);
  }
  return [...names].filter(Boolean);
}

describe('no promotion names outside the packages', () => {
  it('finds every package', () => {
    expect(promotionNames()).toContain('GOO00028');
  });

  it('the engine, widgets, actions, sources, app, core, server and tooling name no promotion', () => {
    const names = promotionNames();
    const found: string[] = [];
    for (const file of CODE_DIRS.flatMap((dir) => sourceFiles(path.join(repoRoot, dir)))) {
      const text = readFileSync(file, 'utf8');
      for (const name of names) {
        // As a word of its own: GOO00028 in GOO00028-GB counts, 2022launch in a longer word does not.
        const pattern = new RegExp(`(^|[^A-Za-z0-9])${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}($|[^A-Za-z0-9])`);
        if (pattern.test(text)) found.push(`${path.relative(repoRoot, file)}: ${name}`);
      }
    }
    expect(found).toEqual([]);
  });
});
