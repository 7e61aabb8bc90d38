import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths';

/** Every country's flag (the country-flag-icons package's 3:2 SVGs), which a package's images/flags/<iso2>.svg overrides. */
export const SHARED_FLAGS_DIR = path.join(repoRoot, 'node_modules/country-flag-icons/3x2');

/** The flag of a country code (iso2, lower case): the package's own drawing when it has one, else the shared set's. */
export function flagFileOf(iso2: string, imagesDirs: readonly string[]): string | undefined {
  if (!/^[a-z]{2}$/.test(iso2)) return undefined;
  const own = imagesDirs.map((dir) => path.join(dir, 'flags', `${iso2}.svg`)).find((file) => existsSync(file));
  const shared = path.join(SHARED_FLAGS_DIR, `${iso2.toUpperCase()}.svg`);
  return own ?? (existsSync(shared) ? shared : undefined);
}
