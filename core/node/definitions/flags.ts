import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths';

/** Every country's flag (the country-flag-icons package's 3:2 SVGs), which a package's images/flags/<iso2>.svg overrides. */
export const SHARED_FLAGS_DIR = path.join(repoRoot, 'node_modules/country-flag-icons/3x2');

/** The shared set's flag of a country code (iso2, lower case), when it has one. */
export function sharedFlagFileOf(iso2: string): string | undefined {
  if (!/^[a-z]{2}$/.test(iso2)) return undefined;
  const shared = path.join(SHARED_FLAGS_DIR, `${iso2.toUpperCase()}.svg`);
  return existsSync(shared) ? shared : undefined;
}
