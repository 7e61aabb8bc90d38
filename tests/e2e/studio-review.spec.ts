/**
 * A review a publisher can trust (issue 29), against the real server on a server of its own: an editor's draft that
 * adds a script origin, changes an outside link, rewords an alias and moves a step is shown to the publisher change by
 * change, the first two marked "Check carefully"; a draft changed after the review is refused with what changed;
 * publishing twice publishes once; a second pair of eyes; an older version restored as the draft; roll back asks first.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ports } from '../../playwright.config';
import { expectAccessibleAtEveryWidth } from './axe';
import { databaseCount } from './databaseCount';
import { startDedicatedServer } from './dedicatedServer';
import { expect, test, type Browser, type Page } from './fixtures';
import { saved, settled } from './studioServer';

const port = ports.site + 9;
const origin = `http://127.0.0.1:${port}`;
const root = path.resolve(`test-results/studio-review-${port}`);
const dataDir = path.join(root, 'data');
const env = { ...process.env, DATA_DIR: dataDir, DEFINITIONS_DIR: path.resolve('page-definitions/GOO00028'), LOG_LEVEL: 'warn' };
const PASSWORD = 'correct horse battery staple';
const [editor, publisher, otherPublisher] = ['editor@example.com', 'publisher@example.com', 'second@example.com'];
const ATTACKER = 'https://scripts.attacker.example';
const OUTSIDE = 'https://privacy.elsewhere.example/de';
let server: { stop: () => void } | undefined;

function studio(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/studio-cli.ts', ...args], { env, input: `${PASSWORD}\n`, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`studio ${args.join(' ')}: ${run.stderr}`);
}

const publishes = () => databaseCount(dataDir, "SELECT count(*) AS n FROM promotion_history WHERE action = 'publish'");

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  fs.rmSync(root, { recursive: true, force: true });
  fs.mkdirSync(root, { recursive: true });
  server = await startDedicatedServer(port, env as Record<string, string>);
  studio('add-user', editor, '--role', 'editor');
  studio('add-user', publisher, '--role', 'publisher');
  studio('add-user', otherPublisher, '--role', 'publisher');
});
test.afterAll(() => server?.stop());

/** A manager of their own (a browser context each), on the promotion's editor. */
async function managerPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${origin}/studio`);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'GOO00028' }).click();
  await settled(page);
  return page;
}


/** Edits a file in the JSON tab as a manager pastes JSON there. */
async function editJson(page: Page, file: string, change: (json: any) => void) {
  await page.getByRole('link', { name: 'JSON' }).click();
  await page.getByLabel('File').selectOption(file);
  const box = page.getByLabel(file, { exact: true });
  const json = JSON.parse(await box.inputValue());
  change(json);
  await box.fill(JSON.stringify(json, null, 2));
  await saved(page);
}

async function reword(page: Page, locale: string, text: string) {
  await page.getByRole('link', { name: 'Wording' }).click();
  await page.getByLabel('Search aliases and wording').fill('homeHeroTitle');
  await page.getByLabel(`homeHeroTitle in ${locale}`).fill(text);
  await saved(page);
}

async function check(page: Page) {
  await page.getByRole('link', { name: 'Publish' }).click();
  await page.getByRole('button', { name: 'Check this draft' }).click();
  const result = page.locator('.proof h3').first();
  await expect(result).toBeFocused({ timeout: 90_000 });
  return result;
}

test("the publisher's review shows every change of an editor's draft, and only what was reviewed goes live, once", async ({ browser }) => {
  test.setTimeout(300_000);
  const ed = await managerPage(browser, editor);
  await editJson(ed, 'promotion.json', (promotion) => {
    promotion.settings.myClaim.courierHosts.push(ATTACKER);
    promotion.locales['de-DE'].externalPages.privacyPolicy = OUTSIDE;
  });
  await reword(ed, 'en-GB', 'Get a brand new free gift with your new Pixel');
  await ed.getByRole('link', { name: 'Steps' }).click();
  await ed.getByRole('button', { name: 'Move upload-imei up' }).click();
  await saved(ed);

  const pub = await managerPage(browser, publisher);
  await expect(await check(pub)).toHaveText('Every check passed: this draft can be published.');
  const careful = pub.locator('.review__section--careful');
  await expect(careful.getByRole('heading')).toHaveText('Check carefully (2)');
  await expect(careful.locator('.review__change').nth(0)).toContainText(ATTACKER);
  await expect(careful.locator('.review__change').nth(0)).toContainText('run scripts from this origin');
  await expect(careful.locator('.review__change').nth(1).locator('dd')).toHaveText(['https://policies.google.com/privacy?hl=de', OUTSIDE]);
  const wording = pub.locator('.review__change', { hasText: 'Wording en-GB › homeHeroTitle' });
  await expect(wording.locator('ins')).toHaveText('brand new ');
  await expect(wording.locator('dd')).toHaveText(['Get a free gift with your new Pixel', 'Get a brand new free gift with your new Pixel']);
  await expect(pub.locator('.review__change', { hasText: 'upload-imei' })).toContainText('From position 5 to position 4');
  await expectAccessibleAtEveryWidth(pub, 'review');

  // The editor changes the draft after the review: the reviewed version is not published, and the screen says why.
  await reword(ed, 'fr-FR', 'Un cadeau qui attend');
  await pub.getByRole('button', { name: 'Publish now' }).click();
  const refused = pub.getByRole('alert');
  await expect(refused).toContainText('The draft changed since your review');
  await expect(refused).toContainText('Wording fr-FR › homeHeroTitle');
  await expect(refused).toBeFocused();
  await expectAccessibleAtEveryWidth(pub, 'draft changed since the review');

  // Checked again and published with a double click: one publish, and it says so.
  const before = publishes();
  await check(pub);
  await pub.getByRole('button', { name: 'Publish now' }).dblclick();
  const live = pub.getByRole('status').filter({ hasText: /^Version \d+ is live\.$/ });
  await expect(live).toBeVisible({ timeout: 60_000 });
  await expect(live).toBeFocused();
  expect(publishes()).toBe(before + 1);
});

test('with a second pair of eyes on, the publisher of the last change cannot publish it; another publisher can', async ({ browser }) => {
  test.setTimeout(240_000);
  const pub = await managerPage(browser, publisher);
  await editJson(pub, 'promotion.json', (promotion) => {
    promotion.publishing = { secondPairOfEyes: true };
  });
  await check(pub);
  await expect(pub.getByText('You made it, so another publisher must publish it.')).toBeVisible();
  await expect(pub.getByRole('button', { name: 'Publish now' })).toBeDisabled();
  await expectAccessibleAtEveryWidth(pub, 'second pair of eyes');
  const { csrfToken } = await pub.evaluate(async () => (await fetch('/studio/api/session')).json());
  const version = await pub.evaluate(async () => (await (await fetch('/studio/api/promotions/GOO00028/draft')).json()).base);
  const status = await pub.evaluate(
    async ({ token, version }) => (await fetch('/studio/api/promotions/GOO00028/publish', { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf-token': token }, body: JSON.stringify({ version }) })).status,
    { token: csrfToken, version },
  );
  expect(status).toBe(403);

  const other = await managerPage(browser, otherPublisher);
  await check(other);
  await expect(other.getByText(`the last change was made by ${publisher}`)).toBeVisible();
  await other.getByRole('button', { name: 'Publish now' }).click();
  await expect(other.getByText(/^Version \d+ is live\.$/)).toBeVisible({ timeout: 60_000 });
  await other.getByRole('link', { name: 'History' }).click();
  await expect(other.locator('table').first()).toContainText(`second pair of eyes on the change by ${publisher}`);
});

test('history: every version by number, an older one restored as the draft; roll back asks first', async ({ browser }) => {
  test.setTimeout(120_000);
  const pub = await managerPage(browser, publisher);
  await pub.getByRole('link', { name: 'History' }).click();
  const events = pub.locator('table').first();
  await expect(events).toContainText('Published version');
  await expect(events).not.toContainText(/^save$/);
  await expect(events.getByText(/\d+ saves? by /).first()).toBeVisible();
  await expectAccessibleAtEveryWidth(pub, 'history');

  await pub.getByRole('button', { name: 'Open version 1', exact: true }).click();
  await expect(pub.getByRole('heading', { name: 'Version 1 compared with live' })).toBeFocused();
  await expect(pub.locator('.version-panel')).toContainText('homeHeroTitle');
  await expectAccessibleAtEveryWidth(pub, 'a version compared with live');
  await pub.getByRole('button', { name: 'Take version 1 as the draft' }).click();
  await expect(pub.getByText('Version 1 is now the draft')).toBeFocused();
  await pub.getByRole('link', { name: 'Wording' }).click();
  await pub.getByLabel('Search aliases and wording').fill('homeHeroTitle');
  await expect(pub.getByLabel('homeHeroTitle in en-GB')).toHaveValue('Get a free gift with your new Pixel');

  await pub.getByRole('link', { name: 'History' }).click();
  const live = publishes();
  await pub.getByRole('button', { name: 'Roll back to the previous live version' }).click();
  const question = pub.getByRole('heading', { name: /^Roll back from version \d+ to version \d+\?$/ });
  await expect(question).toBeFocused();
  await expect(pub.locator('.confirm-panel')).toContainText('What changes for them');
  await pub.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toHaveCount(0);
  expect(publishes()).toBe(live);
  await pub.getByRole('button', { name: 'Roll back to the previous live version' }).click();
  await pub.getByRole('button', { name: 'Yes, roll back now' }).click();
  await expect(pub.getByText('The previous live version is live again.')).toBeVisible();
});
