/**
 * A promotion changes while a customer is in the middle of a claim (issue 19): the open page picks the new live
 * version up at its next navigation, never in the middle of a step. A step added with the same draftVersion: the
 * customer goes on with every answer kept. The step they were on removed: they land on a step that still exists,
 * told why, answers kept. The server runs on its own copy of GOO00028 and its own database, published through the
 * command line while the page is open.
 */
import { spawnSync } from 'node:child_process';
import { startDedicatedServer } from './dedicatedServer';
import fs from 'node:fs';
import path from 'node:path';
import { ports } from '../../playwright.config';
import { test, expect, type Page } from './fixtures';

const port = ports.site + 3;
const origin = `http://127.0.0.1:${port}`;
const root = path.resolve(`test-results/live-change-${port}`);
const packageDir = path.join(root, 'GOO00028');
const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(root, 'data'), DEFINITIONS_DIR: packageDir, LOG_LEVEL: 'warn' };
const content = JSON.parse(fs.readFileSync('page-definitions/GOO00028/content/en-GB.json', 'utf8')) as Record<string, string>;
let server: { stop: () => void } | undefined;

/** npm run promotion -- <args> on this server's database. */
function promotion(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/promotion-cli.ts', ...args, '--actor', 'e2e'], { env, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`promotion ${args.join(' ')}: ${run.stderr}`);
  return JSON.parse(run.stdout);
}

/** A version of the package: a copy of `from` changed by `change`, imported and published; its folder. */
function publishChanged(name: string, from: string, change: (dir: string) => void): string {
  const dir = path.join(root, name, 'GOO00028');
  fs.rmSync(path.dirname(dir), { recursive: true, force: true });
  fs.cpSync(from, dir, { recursive: true });
  change(dir);
  const { version } = promotion('import', dir);
  promotion('publish', 'GOO00028', version);
  return dir;
}

const editJson = (file: string, change: (data: any) => void) => {
  const data = JSON.parse(fs.readFileSync(file, 'utf8'));
  change(data);
  fs.writeFileSync(file, JSON.stringify(data, null, 2));
};

/** Adds a step "Before you go on" after the claim type (same draftVersion). */
function addStep(dir: string) {
  fs.writeFileSync(
    path.join(dir, 'steps/before-you-go-on.json'),
    JSON.stringify({ schemaVersion: 1, kind: 'step', id: 'before-you-go-on', route: 'before-you-go-on', title: 'stepBeforeYouGoOnTitle', description: 'stepBeforeYouGoOnDescription', backtracking: true, guard: 'unlocked', actions: [], blocks: [] }),
  );
  editJson(path.join(dir, 'flows/claim.json'), (flow) => flow.steps.splice(flow.steps.indexOf('claim-type') + 1, 0, 'before-you-go-on'));
  for (const [locale, title] of [['en-GB', 'Before you go on'], ['de-DE', 'Bevor es weitergeht'], ['fr-FR', 'Avant de continuer']])
    editJson(path.join(dir, `content/${locale}.json`), (words) => Object.assign(words, { stepBeforeYouGoOnTitle: title, stepBeforeYouGoOnDescription: title }));
}

const continueStep = (page: Page) => page.getByRole('button', { name: content.flowContinue, exact: true }).click();

test.describe('a promotion changed while a customer is mid-claim', () => {
  test.beforeAll(async () => {
    fs.rmSync(root, { recursive: true, force: true });
    fs.mkdirSync(root, { recursive: true });
    fs.cpSync('page-definitions/GOO00028', packageDir, { recursive: true });
    server = await startDedicatedServer(port, { DATA_DIR: env.DATA_DIR, DEFINITIONS_DIR: packageDir });
  });
  test.afterAll(() => server?.stop());

  test('a step added: the customer goes on with their answers; the step they were on removed: they land on a step that exists, told why', async ({ page }) => {
    await page.goto(`${origin}/2022launch/claim/get-started`);
    await page.getByLabel(content.getStartedConfirm).check();
    await continueStep(page);
    await page.getByLabel(content.claimTypeBusiness).check();
    await continueStep(page);
    await expect(page).toHaveURL(/\/claim\/purchase-details$/);

    // Published while the page is open; nothing changes until the customer's next navigation.
    const v2 = publishChanged('v2', packageDir, addStep);
    await expect(page.getByRole('heading', { level: 1, name: content.stepPurchaseDetailsTitle })).toBeVisible();
    await page.getByRole('link', { name: content.stepClaimTypeTitle }).click();
    await expect(page.getByRole('link', { name: 'Before you go on' })).toHaveCount(0);
    await expect(page.getByText('Before you go on')).toBeVisible(); // the breadcrumb of the new version
    await expect(page.getByLabel(content.claimTypeBusiness)).toBeChecked(); // the answer kept
    await continueStep(page);
    await expect(page).toHaveURL(/\/claim\/before-you-go-on$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Before you go on' })).toBeVisible();

    // The step the customer is on goes away: reloading it lands on a step of the flow, with the explanation.
    publishChanged('v3', v2, (dir) => {
      editJson(path.join(dir, 'flows/claim.json'), (flow) => flow.steps.splice(flow.steps.indexOf('before-you-go-on'), 1));
      fs.rmSync(path.join(dir, 'steps/before-you-go-on.json'));
    });
    await page.waitForTimeout(2500); // every instance looks at the live version every 2 s
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: content.flowChanged })).toBeVisible();
    await expect(page).not.toHaveURL(/before-you-go-on/);
    await page.getByRole('link', { name: content.stepClaimTypeTitle }).click();
    await expect(page.getByLabel(content.claimTypeBusiness)).toBeChecked();
  });
});
