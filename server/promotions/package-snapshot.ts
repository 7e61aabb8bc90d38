import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { readMergedJson } from './read-merged-json';
import { packageLayers } from '../../core/definitions/packageLayers';

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

const FOLDERS = ['pages', 'flows', 'steps', 'content', 'validation'];
const TOP = ['promotion.json', 'layout.json', 'catalogue.json'];

/** Reads a package folder (and those it extends) into a snapshot; unreadable JSON throws with the file. */
export function snapshotOf(dir: string): PackageSnapshot {
  const { layers } = packageLayers(dir, (file) => file);
  const relatives = new Set<string>();
  for (const layer of layers) {
    for (const name of TOP) if (fs.existsSync(path.join(layer, name))) relatives.add(name);
    for (const folder of FOLDERS) {
      const at = path.join(layer, folder);
      if (fs.existsSync(at)) for (const name of fs.readdirSync(at)) if (name.endsWith('.json')) relatives.add(`${folder}/${name}`);
    }
  }
  const files: Record<string, unknown> = {};
  // Images: the package's own over those of what it extends, byte for byte.
  for (const layer of layers) {
    const images = path.join(layer, 'images');
    if (!fs.existsSync(images)) continue;
    for (const name of fs.readdirSync(images, { recursive: true }) as string[]) {
      const file = path.join(images, name);
      if (fs.statSync(file).isFile()) files[`images/${name.split(path.sep).join('/')}`] = { $binary: fs.readFileSync(file).toString('base64') };
    }
  }
  for (const relative of [...relatives].sort()) files[relative] = readMergedJson(layers, relative);
  // An extending package is stored as what it is; `extends` named where it came from.
  const promotion = { ...(files['promotion.json'] as Record<string, unknown>) };
  delete promotion.extends;
  files['promotion.json'] = promotion;
  return { code: String(promotion.promotionCode ?? path.basename(dir)), files };
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
