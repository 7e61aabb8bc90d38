/**
 * The server never builds a second copy of itself through an import: no module server/app.ts loads (at run time,
 * type-only imports aside) imports server/app.ts again. What proves a version is handed to the studio by
 * server/main.ts instead (server/versions/prove-version.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../../core/node/definitions/index';

/** Relative specifiers a module loads at run time (`import type` and `export type` left out). */
function runtimeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm)) found.push(match[1]);
  for (const match of text.matchAll(/\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g)) found.push(match[1]);
  return found
    .map((spec) => path.resolve(path.dirname(file), spec))
    .map((base) => [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => existsSync(candidate) && candidate.match(/\.tsx?$/)))
    .filter((resolved): resolved is string => !!resolved);
}

/** A chain of run-time imports from `from` back to `to`, if there is one. */
function chainTo(from: string, to: string): string[] | undefined {
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]): string[] | undefined => {
    for (const next of runtimeImports(file)) {
      if (next === to) return [...chain, next];
      if (seen.has(next)) continue;
      seen.add(next);
      const found = walk(next, [...chain, next]);
      if (found) return found;
    }
    return undefined;
  };
  return walk(from, [from]);
}

describe('the server', () => {
  it('has no import circle through server/app.ts', () => {
    const app = path.join(repoRoot, 'server/app.ts');
    const chain = chainTo(app, app);
    expect(chain?.map((file) => path.relative(repoRoot, file)).join(' -> ')).toBeUndefined();
  });

  it('finds the circle it guards against when there is one', () => {
    // The simulation server builds an app: from it, app.ts is reachable (the walk does see run-time imports).
    const simulation = path.join(repoRoot, 'server/simulation-server.ts');
    expect(chainTo(simulation, path.join(repoRoot, 'server/app.ts'))).toBeDefined();
  });
});
