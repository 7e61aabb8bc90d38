/**
 * npm run check [-- <dir>]
 * Checks every promotion folder under page-definitions/ (or <dir>: a promotion folder, or a folder of them)
 * and every content/*.json file; prints "file#pointer: message" per error and exits 1 on any.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  checkContentFiles,
  checkSiteDefinitions,
  formatDefinitionError,
  repoRoot,
  resolveOptions,
  uniqueErrors,
  type DefinitionError,
} from '../tooling/definitions/index';

function promotionFolders(dir: string): string[] {
  const absolute = path.resolve(dir);
  if (existsSync(path.join(absolute, 'promotion.json'))) return [absolute];
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute)
    .map((f) => path.join(absolute, f))
    .filter((f) => statSync(f).isDirectory() && existsSync(path.join(f, 'promotion.json')))
    .sort();
}

async function main(): Promise<number> {
  const dir = process.argv[2] ?? path.join(repoRoot, 'page-definitions');
  const folders = promotionFolders(dir);
  if (folders.length === 0) {
    console.error(`no promotion folder (with promotion.json) found at ${dir}`);
    return 1;
  }
  const errors: DefinitionError[] = [];
  const contentDirs = new Set<string>();
  for (const folder of folders) {
    errors.push(...(await checkSiteDefinitions(folder)).errors);
    contentDirs.add(resolveOptions(folder).contentDir);
  }
  for (const contentDir of contentDirs) errors.push(...(await checkContentFiles(contentDir, repoRoot)));

  const unique = uniqueErrors(errors);
  const names = folders.map((f) => path.relative(repoRoot, f) || '.').join(', ');
  if (unique.length === 0) {
    console.log(`definitions OK: ${names}`);
    return 0;
  }
  for (const e of unique) console.error(formatDefinitionError(e));
  console.error(`\n${unique.length} error${unique.length === 1 ? '' : 's'} in ${names}`);
  return 1;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
