/**
 * Adding a widget is its folder plus the JSON that uses it (issue 30, docs/widgets.md), seen in a real browser: a
 * throwaway copy of the site gets the StarRating folder (tests/fixtures/widgets/StarRating: manifest, component,
 * answers, stylesheet; no other code file) in src/widgets and a copy of AUR00031 that asks for a required rating on
 * its eligibility step. The copy is built as `npm run build` builds the site (client + server renderer; the build
 * checks the package against the copy's widgets), its own server serves it, and a customer rates on that step.
 * The repository's own src/widgets is never written to.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ports } from '../../playwright.config';
import { addStarRatingTo, starRatingWording } from '../fixtures/widgets/starRatingPackage';
import { expectNoViolations } from './axe';
import { startDedicatedServer } from './dedicatedServer';
import { expect, test } from './fixtures';
import { expectErrorSummary } from './support';

const port = ports.site + 5;
const origin = `http://127.0.0.1:${port}`;
const repo = process.cwd();
/** What the build and the server read; everything else (tests, docs, the other package) stays behind. */
const SITE_SOURCES = ['src', 'core', 'tooling', 'schemas', 'server', 'openapi', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package.json'];
const content = JSON.parse(readFileSync('page-definitions/AUR00031/content/en-US.json', 'utf8')) as Record<string, string>;

let root = '';
let server: { stop: () => void } | undefined;
let building: ChildProcess | undefined;
let buildSeconds = 0;

/** The copy's site: the sources, the repository's node_modules, StarRating in src/widgets, the changed AUR00031. */
function copySite(site: string): string {
  for (const entry of SITE_SOURCES) cpSync(path.join(repo, entry), path.join(site, entry), { recursive: true });
  symlinkSync(path.join(repo, 'node_modules'), path.join(site, 'node_modules'));
  const widget = path.join(site, 'src/widgets/StarRating');
  mkdirSync(widget);
  // The fixture lives one folder deeper (tests/fixtures/widgets) than a widget does (src/widgets).
  for (const file of readdirSync(path.join(repo, 'tests/fixtures/widgets/StarRating')))
    writeFileSync(path.join(widget, file), readFileSync(path.join(repo, 'tests/fixtures/widgets/StarRating', file), 'utf8').replaceAll("'../../../../", "'../../../"));
  const pkg = path.join(site, 'page-definitions/AUR00031');
  cpSync(path.join(repo, 'page-definitions/AUR00031'), pkg, { recursive: true });
  addStarRatingTo(pkg);
  return pkg;
}

/** Runs a build step in the copy; rejects with its output when it fails. */
function run(site: string, env: NodeJS.ProcessEnv, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    building = spawn('node_modules/.bin/vite', args, { cwd: site, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let output = '';
    building.stdout?.on('data', (chunk) => (output += chunk));
    building.stderr?.on('data', (chunk) => (output += chunk));
    building.on('error', reject);
    building.on('exit', (code) => {
      building = undefined;
      if (code === 0) resolve();
      else reject(new Error(`vite ${args.join(' ')} failed (${code}):\n${output}`));
    });
  });
}

test.describe('a widget added as a folder with its manifest', () => {
  test.beforeAll(async () => {
    test.setTimeout(600_000);
    root = mkdtempSync(path.join(os.tmpdir(), 'widget-folder-e2e-'));
    const site = path.join(root, 'site');
    const pkg = copySite(site);
    const env = { ...process.env, DEFINITIONS_DIR: pkg };
    const started = Date.now();
    // npm run build's two site steps (its generate and check steps: the generated files are copied along, and
    // the build checks the package itself at buildStart).
    await run(site, env, ['build', '--configLoader', 'runner']);
    await run(site, env, ['build', '--configLoader', 'runner', '--ssr', 'src/app/renderScreen.tsx', '--outDir', 'dist/ssr']);
    buildSeconds = Math.round((Date.now() - started) / 1000);
    server = await startDedicatedServer(port, { DATA_DIR: path.join(root, 'data'), DEFINITIONS_DIR: pkg }, { cwd: site });
  });

  test.afterAll(() => {
    server?.stop();
    if (building?.pid) process.kill(-building.pid, 'SIGTERM');
    if (root) rmSync(root, { recursive: true, force: true });
  });

  test('the step renders it with its wording; empty, Continue gives its default message; rated, the customer goes on', async ({ page }, testInfo) => {
    testInfo.annotations.push({ type: 'build of the copy', description: `${buildSeconds} s` });
    await page.goto(`${origin}/summerswitch/claim/get-started`);
    await page.getByLabel(content.getStartedConfirm).check();
    await page.getByRole('button', { name: content.flowContinue, exact: true }).click();
    await expect(page).toHaveURL(/\/claim\/eligibility$/);

    const rating = page.getByRole('group', { name: starRatingWording.ratingLegend });
    await expect(rating.getByRole('radio')).toHaveCount(5);
    await expect(rating.getByLabel('3 of 5 stars')).toBeVisible();
    // Its stylesheet (named by the manifest, imported by the component) is in the site's.
    await expect(rating.locator('.star-rating__star').first()).toHaveCSS('display', 'inline-flex');
    await page.screenshot({ path: testInfo.outputPath('star-rating.png'), fullPage: true });
    await expectNoViolations(page, 'the step with the rating');

    await page.getByLabel(content.eligibilityConfirmLabel).check();
    await page.getByRole('button', { name: content.flowContinue, exact: true }).click();
    await expectErrorSummary(page, starRatingWording.errorsRatingRequired);
    await expect(rating).toContainText(starRatingWording.errorsRatingRequired);
    await expect(page).toHaveURL(/\/claim\/eligibility$/);
    await expectNoViolations(page, 'the rating refused');
    // The summary's link takes the customer to the first star.
    await page.getByRole('alert').getByRole('link', { name: starRatingWording.errorsRatingRequired }).click();
    await expect(rating.getByLabel('1 of 5 stars')).toBeFocused();

    await rating.getByLabel('4 of 5 stars').check();
    await page.getByRole('button', { name: content.flowContinue, exact: true }).click();
    await expect(page).toHaveURL(/\/claim\/purchase-details$/);
  });
});
