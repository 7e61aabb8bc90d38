import fs from 'node:fs';
import path from 'node:path';
import { mergeJson } from '../../core/definitions/mergeJson';

/**
 * One file of a package as its folders make it (base first, each merged over the one before, key by key);
 * undefined when no folder has it. Unreadable JSON throws with the file.
 */
export function readMergedJson(layers: readonly string[], relative: string): unknown {
  let merged: unknown;
  for (const layer of layers) {
    const file = path.join(layer, relative);
    if (!fs.existsSync(file)) continue;
    let data: unknown;
    try {
      data = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`${file}: ${(error as Error).message}`);
    }
    merged = merged === undefined ? data : mergeJson(merged, data, file, []);
  }
  return merged;
}
