import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { readPackage, storedFilesOf } from '../../core/node/package/promotionPackage';

/** Version of the snapshot format below; a stored version is read through migrations, never rewritten. */
export const SNAPSHOT_SCHEMA_VERSION = 1;

/**
 * A package as one value: every JSON file of it (merged over what it extends) by its path in the package, e.g.
 * `promotion.json`, `steps/summary.json`, `content/de-DE.json`, `validation/x.schema.json`, `catalogue.json`, and
 * its images as `{ "$binary": "<base64>" }` (`images/flags/gb.svg`).
 */
export interface PackageSnapshot {
  code: string;
  files: Record<string, unknown>;
}

/** A package folder (and those it extends) as it is stored: its files, `extends` dropped; unreadable JSON throws with the file. */
export function snapshotOf(dir: string): PackageSnapshot {
  const pkg = readPackage(dir);
  if (pkg.errors.length) throw new Error(pkg.errors.map((e) => `${e.file}${e.pointer ? `#${e.pointer}` : ''}: ${e.message}`).join('\n'));
  return { code: pkg.code, files: storedFilesOf(pkg) };
}

/** JSON with object keys sorted at every level: the same content always gives the same text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.keys(value as object).sort().map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]));
}

/** The version id of a snapshot: SHA-256 of its canonical JSON. */
export function hashOf(snapshot: PackageSnapshot): string {
  return createHash('sha256').update(canonicalJson(snapshot.files)).digest('hex');
}

/** Writes a snapshot as a package folder (lossless: reading it back gives the same hash). */
export function writeSnapshot(snapshot: PackageSnapshot, dir: string): void {
  for (const [relative, data] of Object.entries(snapshot.files)) {
    const file = path.join(dir, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const binary = (data as { $binary?: unknown } | null)?.$binary;
    fs.writeFileSync(file, typeof binary === 'string' ? Buffer.from(binary, 'base64') : `${JSON.stringify(data, null, 2)}\n`);
  }
}
