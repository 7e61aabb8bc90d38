/**
 * npm run check [-- <dir>]
 * Checks every promotion package under page-definitions/ (or <dir>: a package, or a folder of them): its
 * definitions, its wording and its validation schemas together; prints "file#pointer: message" per error and
 * exits 1 on any.
 */
import path from 'node:path';
import {
  checkSiteDefinitions,
  formatDefinitionError,
  packageFolders,
  repoRoot,
  uniqueErrors,
  type DefinitionError,
} from '../core/node/definitions/index';


async function main(): Promise<number> {
  const dir = process.argv[2] ?? path.join(repoRoot, 'page-definitions');
  const folders = packageFolders(dir);
  if (folders.length === 0) {
    console.error(`no promotion folder (with promotion.json) found at ${dir}`);
    return 1;
  }
  const errors: DefinitionError[] = [];
  for (const folder of folders) errors.push(...(await checkSiteDefinitions(folder)).errors);

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
