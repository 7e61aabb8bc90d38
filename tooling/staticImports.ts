import fs from 'node:fs';
import path from 'node:path';

// `import … from './x'`, `import './x'`, `export … from './x'`; not `import type`/`export type` (erased) nor `import()`.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]/gm;
const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The project file a relative import names (extension or index left out, as TypeScript resolves it; a query dropped); undefined when none. */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier.replace(/\?.*$/, ''));
  return CANDIDATES.map((suffix) => base + suffix).find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

/** The project files a module imports statically (relative imports: scripts and stylesheets; not packages, not `import()`). */
export function staticImportsOf(file: string): string[] {
  if (!/\.tsx?$/.test(file)) return [];
  const targets = new Set<string>();
  for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
    const target = resolveImport(file, specifier);
    if (target) targets.add(target);
  }
  return [...targets];
}

/**
 * The project's modules that `roots` load with them: their static relative imports (scripts and the stylesheets they
 * import), followed through each other (packages and `import()` left out: a package goes where the bundler puts it, a
 * dynamic import is a chunk of its own). Absolute paths.
 */
export function staticClosureOf(roots: readonly string[]): Set<string> {
  const seen = new Set(roots);
  const pending = [...seen];
  while (pending.length)
    for (const target of staticImportsOf(pending.pop()!))
      if (!seen.has(target)) {
        seen.add(target);
        pending.push(target);
      }
  return seen;
}
