/**
 * The 2022 launch's site served with the built pages (npm run build: the server renders them with dist/ssr), as the
 * tests of forms posted without scripts need it; `built` says whether they can run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestApp } from './test-app';
import { loadSiteDefinitions } from '../../core/node/definitions/index';

const REPO = path.resolve(__dirname, '../..');
const DEFINITIONS_DIR = path.join(REPO, 'page-definitions/GOO00028');

export const built = fs.existsSync(path.join(REPO, 'dist/ssr/renderScreen.js'));

/** The package's en-GB wording, by alias. */
export const wording = JSON.parse(fs.readFileSync(path.join(DEFINITIONS_DIR, 'content/en-GB.json'), 'utf8')) as Record<string, string>;

export async function createLaunchSiteApp(): Promise<TestApp> {
  const { definitions } = await loadSiteDefinitions(DEFINITIONS_DIR);
  return createTestApp({ DIST_DIR: path.join(REPO, 'dist'), DEFINITIONS_DIR }, { siteDefinitions: definitions }, { 'en-GB': wording });
}
