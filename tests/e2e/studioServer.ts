import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startDedicatedServer } from './dedicatedServer';
import { expect, test, type Page } from './fixtures';

/** Every account the studio specs make signs in with this password. */
export const STUDIO_PASSWORD = 'correct horse battery staple';

/**
 * A studio on a server of the spec file's own (fresh DATA_DIR under test-results/, the accounts made by the studio
 * CLI), started before its tests and stopped after them; the file's tests run in order.
 */
export function useStudioServer(name: string, port: number, options: { definitions: string; accounts: Array<{ email: string; role: 'editor' | 'publisher' }>; env?: Record<string, string> }) {
  const root = path.resolve(`test-results/${name}-${port}`);
  const dataDir = path.join(root, 'data');
  const env = { ...(process.env as Record<string, string>), DATA_DIR: dataDir, DEFINITIONS_DIR: path.resolve(options.definitions), LOG_LEVEL: 'warn', ...options.env };
  let server: { stop: () => void } | undefined;
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    fs.rmSync(root, { recursive: true, force: true });
    fs.mkdirSync(root, { recursive: true });
    server = await startDedicatedServer(port, env);
    for (const { email, role } of options.accounts) {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/studio-cli.ts', 'add-user', email, '--role', role], { env, input: `${STUDIO_PASSWORD}\n`, encoding: 'utf8' });
      if (run.status !== 0) throw new Error(run.stderr);
    }
  });
  test.afterAll(() => server?.stop());
  return { origin: `http://127.0.0.1:${port}`, root, dataDir, env };
}

/** Signs in at the studio's list of promotions. */
export async function signInToStudio(page: Page, origin: string, email: string) {
  await page.goto(`${origin}/studio`);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(STUDIO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The draft saved. */
export const saved = (page: Page) => expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 15_000 });
/** The editor open with nothing waiting to be saved: a saved draft, or none (the live version shown, which never says Saved). */
export const settled = (page: Page) => expect(page.getByRole('status').filter({ hasText: /^(Saved|No draft: this is the live version)$/ })).toBeVisible({ timeout: 15_000 });
