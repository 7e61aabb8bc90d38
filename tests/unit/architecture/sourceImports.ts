/** Reads src/ and lists each file's relative imports, resolved to repository paths, for the layering tests. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../../tooling/definitions/index';

export interface SourceImport {
  /** Repository path of the imported module without extension, e.g. "src/engine/contract". */
  target: string;
  /** The specifier as written. */
  specifier: string;
  /** `import type …` or every named specifier marked `type`. */
  typeOnly: boolean;
}

export interface SourceFile {
  /** Repository path, forward slashes, e.g. "src/widgets/Checkbox/index.tsx". */
  file: string;
  text: string;
  imports: SourceImport[];
}

const SOURCE = /\.(ts|tsx|js|mjs)$/;

/** Every source file under a repository folder (recursively), declarations and tests included. */
export function sourceFiles(folder: string): SourceFile[] {
  const root = path.join(repoRoot, folder);
  return (readdirSync(root, { recursive: true }) as string[])
    .filter((name) => SOURCE.test(name))
    .sort()
    .map((name) => {
      const file = `${folder}/${name.split(path.sep).join('/')}`;
      const text = readFileSync(path.join(repoRoot, file), 'utf8');
      return { file, text, imports: importsOf(file, text) };
    });
}

/** Static imports and re-exports, side-effect imports and import('…') calls with a relative specifier. */
export function importsOf(file: string, text: string): SourceImport[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found: SourceImport[] = [];
  const add = (specifier: string, typeOnly: boolean) => {
    if (!specifier.startsWith('.')) return; // packages
    const absolute = path.resolve(path.dirname(path.join(repoRoot, file)), specifier);
    const target = path.relative(repoRoot, absolute).split(path.sep).join('/').replace(/\.(ts|tsx|js)$/, '').replace(/\/index$/, '');
    found.push({ target, specifier, typeOnly });
  };
  for (const m of code.matchAll(/\b(import|export)\s+(type\s+)?([\w*{}\s,$]*?)\s*from\s*['"]([^'"]+)['"]/g)) {
    const names = m[3].match(/\{([^}]*)\}/)?.[1];
    const allNamedAreTypes =
      names !== undefined && !/^\s*[\w$]+\s*,/.test(m[3]) &&
      names.split(',').map((n) => n.trim()).filter(Boolean).every((n) => n.startsWith('type '));
    add(m[4], Boolean(m[2]) || allNamedAreTypes);
  }
  for (const m of code.matchAll(/\bimport\s+['"]([^'"]+)['"]/g)) add(m[1], false);
  for (const m of code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) add(m[1], false);
  return found;
}

/** Whether a repository path is the folder or inside it. */
export const isUnder = (target: string, folder: string) => target === folder || target.startsWith(`${folder}/`);
