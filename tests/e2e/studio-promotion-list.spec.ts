/**
 * The studio with hundreds of promotions (issue 52): a server of its own serving 300 copies of a promotion (made in
 * its definitions folder: five brands in turn, claim windows in turn open, ending within 14 days, closed and not open
 * yet). A publisher searches as they type by code, address, brand and name, filters by state, sorts by a column, pages
 * with the keyboard, hears how many were found (a polite live region), and opens a promotion; axe finds nothing.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ports } from '../../playwright.config';
import { writePromotionCopies } from '../../scripts/promotion-copies';
import { expectAccessibleAtEveryWidth } from './axe';
import { startDedicatedServer } from './dedicatedServer';
import { expect, test, type Page } from './fixtures';

const port = ports.site + 6;
const origin = `http://127.0.0.1:${port}`;
const root = path.resolve(`test-results/studio-list-${port}`);
const definitions = path.join(root, 'definitions');
const env = { ...process.env, DATA_DIR: path.join(root, 'data'), DEFINITIONS_DIR: definitions, LOG_LEVEL: 'warn' } as Record<string, string>;
const PASSWORD = 'correct horse battery staple';
const publisher = 'lists@example.com';
let server: { stop: () => void } | undefined;

/** A command line of the server (npm run studio / npm run promotion), on the test server's database. */
function cli(script: string, input: string, ...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { env, input, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${script} ${args.join(' ')}: ${run.stderr}`);
  return run.stdout;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(400_000);
  fs.rmSync(root, { recursive: true, force: true });
  fs.mkdirSync(definitions, { recursive: true });
  writePromotionCopies(definitions, 300);
  server = await startDedicatedServer(port, env, { startWithinMs: 360_000 });
  cli('server/studio-cli.ts', `${PASSWORD}\n`, 'add-user', publisher, '--role', 'publisher');
  // A draft waiting for CPY00007: its folder changed and stored as a version, not published.
  const changed = path.join(root, 'CPY00007-changed');
  fs.cpSync(path.join(definitions, 'CPY00007'), changed, { recursive: true });
  const content = path.join(changed, 'content/en-US.json');
  fs.writeFileSync(content, JSON.stringify({ ...JSON.parse(fs.readFileSync(content, 'utf8')), siteTitle: 'Vela offer 7, renamed' }, null, 2));
  cli('server/promotion-cli.ts', '', 'import', changed);
});
test.afterAll(() => server?.stop());

const found = (page: Page) => page.getByRole('status').filter({ hasText: /found/ });
const firstCodes = async (page: Page, n: number) => (await page.locator('tbody tr th').allInnerTexts()).slice(0, n).map((text) => text.trim());
/** The first rows' codes, once the list shows them (a count alike may still be the last answer's). */
const expectFirstCodes = (page: Page, codes: string[]) => expect.poll(() => firstCodes(page, codes.length)).toEqual(codes);

test('300 promotions: searched as you type, filtered by state, sorted, paged by keyboard, opened', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto(`${origin}/studio`);
  await page.getByLabel('Email address').fill(publisher);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await expect(found(page)).toHaveText('300 promotions found, showing 1 to 25 (page 1 of 12).');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(26);
  const first = page.getByRole('row', { name: /CPY00001/ });
  await expect(first).toContainText('Aurora offer 1');
  await expect(first).toContainText('Aurora');
  await expect(first).toContainText('/copy-1');
  await expect(first).toContainText('Live');
  await expect(first).toContainText('Claims open');
  await expectAccessibleAtEveryWidth(page, 'the list of 300 promotions');

  // Search as you type: by brand, code, address and name.
  const search = page.getByRole('searchbox', { name: 'Search promotions' });
  await search.pressSequentially('nimbus');
  await expect(found(page)).toHaveText('60 promotions found, showing 1 to 25 (page 1 of 3).');
  await expectFirstCodes(page, ['CPY00002', 'CPY00007']);
  await search.fill('cpy00123');
  await expect(found(page)).toHaveText('1 promotion found.');
  await expect(page.getByRole('row', { name: /CPY00123/ })).toBeVisible();
  await search.fill('/copy-250');
  await expect(found(page)).toHaveText('1 promotion found.');
  await expect(page.getByRole('row', { name: /CPY00250/ })).toBeVisible();
  await search.fill('renamed');
  // What is searched is what customers are served: a draft's new name is not.
  await expect(page.getByRole('status')).toHaveText('No promotion found. Try other words or another state.');
  await search.fill('Lumen offer 300');
  await expect(found(page)).toHaveText('1 promotion found.');

  // Filter by state, with the search and without.
  const state = page.getByLabel('State');
  await search.fill('orbit');
  await state.selectOption({ label: 'Ending within 14 days (15)' });
  await expect(found(page)).toHaveText('15 promotions found.');
  for (const row of await page.locator('tbody tr').all()) await expect(row).toContainText('Ending within 14 days');
  await expectAccessibleAtEveryWidth(page, 'the list searched and filtered');
  await search.fill('');
  await expect(found(page)).toHaveText('75 promotions found, showing 1 to 25 (page 1 of 3).');
  await state.selectOption('closed');
  await expect(found(page)).toHaveText('75 promotions found, showing 1 to 25 (page 1 of 3).');
  await expectFirstCodes(page, ['CPY00003', 'CPY00007']);
  await state.selectOption('draft-waiting');
  await expect(found(page)).toHaveText('1 promotion found.');
  await expect(page.getByRole('row', { name: /CPY00007/ })).toContainText('Draft waiting');
  await state.selectOption('scheduled');
  await expect(found(page)).toHaveText('75 promotions found, showing 1 to 25 (page 1 of 3).');
  await state.selectOption('');

  // Sort by when claims close: those closed first; again, latest first (open for 200 days more).
  const closes = page.getByRole('button', { name: 'Claims close' });
  await closes.click();
  await expect(page.getByRole('columnheader', { name: 'Claims close' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.locator('tbody tr').first()).toContainText('Closed');
  await closes.click();
  await expect(page.getByRole('columnheader', { name: 'Claims close' })).toHaveAttribute('aria-sort', 'descending');
  await expect(page.locator('tbody tr').first()).toContainText('Claims open');
  await page.getByRole('button', { name: 'Promotion', exact: true }).click();
  await expect(page.locator('tbody tr th').first()).toHaveText('CPY00001');

  // Page by keyboard: the count says where the list is.
  const next = page.getByRole('button', { name: 'Next page' });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(found(page)).toHaveText('300 promotions found, showing 26 to 50 (page 2 of 12).');
  await expectFirstCodes(page, ['CPY00026']);
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(found(page)).toHaveText('300 promotions found, showing 51 to 75 (page 3 of 12).');
  await page.getByRole('button', { name: 'Previous page' }).focus();
  await page.keyboard.press('Enter');
  await expect(found(page)).toHaveText('300 promotions found, showing 26 to 50 (page 2 of 12).');
  // The search, state, sort and page are in the address: a reload keeps them.
  await page.reload();
  await expect(found(page)).toHaveText('300 promotions found, showing 26 to 50 (page 2 of 12).');
  await expectAccessibleAtEveryWidth(page, 'the list, page 2');

  // A promotion opened from its row, by keyboard.
  await page.getByRole('link', { name: 'CPY00030' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/studio\/promotions\/CPY00030\/settings/);
});
