import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';

/** Where the benchmarks' server (./site-with-yardstick.ts) serves the bare React form. */
export const BARE_FORM_PATH = '/bench/bare-form/';

/**
 * Builds the benchmarks' yardstick, the bare React 19 form of bench/bare-form, with the site's Vite into a fresh
 * folder (quietly: no note that compressing took long on a busy machine); `remove` deletes it.
 */
export async function buildBareForm(): Promise<{ dir: string; remove: () => void }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bare-form-'));
  try {
    await build({ configFile: path.resolve('bench/bare-form/vite.config.ts'), configLoader: 'runner', logLevel: 'warn', build: { outDir: dir, rolldownOptions: { checks: { bundlerTimings: false } } } });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
