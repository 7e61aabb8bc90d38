import type { DefinitionError } from '../definitions/types';

/** What a package's files are, whatever they came from: path in the package -> parsed JSON (images: `{ $binary }`). */
export type PackageFiles = Record<string, unknown>;

/** One folder of a package (or a stored version, or a draft): its files and what could not be read of them. */
export interface PackageLayer {
  /** Where its files are, as errors name them: a repo-relative folder, or "" for a stored version (files named as in the package). */
  at: string;
  files: PackageFiles;
  /** Files that are not JSON, with line and column. */
  errors: DefinitionError[];
}
