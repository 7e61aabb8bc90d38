/**
 * The promotion studio (issue 21) against the real server, on a server of its own (its own database; GOO00028 as
 * shipped): a publisher made with the command line changes a flag, a German wording and the step order, breaks an
 * alias and fixes it, previews the draft in de-DE at phone width, sends a preview claim (a dry run: nothing stored),
 * publishes, sees the customer site change, and rolls back. An editor can save but not publish; the API refuses
 * what it must.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { ports } from '../../playwright.config';
import { expectAccessibleAtEveryWidth } from './axe';
import { databaseCount } from './databaseCount';
import { freshImei, t } from './claimDriver';
import { startDedicatedServer } from './dedicatedServer';
import { png } from './support';
import { expect, test, type Page } from './fixtures';
import { saved, settled } from './studioServer';

const port = ports.site + 4;
const origin = `http://127.0.0.1:${port}`;
const root = path.resolve(`test-results/studio-${port}`);
const dataDir = path.join(root, 'data');
const env = { ...process.env, DATA_DIR: dataDir, DEFINITIONS_DIR: path.resolve('page-definitions/GOO00028'), LOG_LEVEL: 'warn', STUDIO_SIGN_IN_LIMIT_PER_ACCOUNT: '5' };
const PASSWORD = 'correct horse battery staple';
const publisher = 'publisher@example.com';
const editor = 'editor@example.com';
const REWORDED = 'Ihr Geschenk wartet schon';
let server: { stop: () => void } | undefined;

/** npm run studio -- <args>, the password on standard input as a person types it. */
function studio(input: string, ...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/studio-cli.ts', ...args], { env, input, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`studio ${args.join(' ')}: ${run.stderr}`);
  return run.stdout;
}

const count = (table: string) => databaseCount(dataDir, `SELECT count(*) AS n FROM ${table}`);

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  fs.rmSync(root, { recursive: true, force: true });
  fs.mkdirSync(root, { recursive: true });
  server = await startDedicatedServer(port, env as Record<string, string>);
  studio(`${PASSWORD}\n`, 'add-user', publisher, '--role', 'publisher');
  studio(`${PASSWORD}\n`, 'add-user', editor, '--role', 'editor');
});
test.afterAll(() => server?.stop());

async function signIn(page: Page, email: string) {
  await page.goto(`${origin}/studio`);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
}


test('a publisher changes, previews, publishes and rolls back a promotion', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await signIn(page, publisher);
  await expectAccessibleAtEveryWidth(page, 'promotions');
  await page.getByRole('link', { name: 'GOO00028' }).click();
  await settled(page);
  await expectAccessibleAtEveryWidth(page, 'settings');

  // A flag off.
  await page.getByLabel('Claim Type Step', { exact: true }).uncheck();
  await saved(page);

  // A German wording.
  await page.getByRole('link', { name: 'Wording' }).click();
  await page.getByLabel('Search aliases and wording').fill('homeHeroTitle');
  await page.getByLabel('homeHeroTitle in de-DE').fill(REWORDED);
  await saved(page);
  await expectAccessibleAtEveryWidth(page, 'wording');

  // A step moved, by keyboard, announced.
  await page.getByRole('link', { name: 'Steps' }).click();
  await page.getByRole('button', { name: 'Move upload-imei up' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('upload-imei moved to position 4 of 10')).toBeAttached();
  await saved(page);

  // An alias broken: the error at the field and in the summary, with its file and pointer; then fixed.
  await page.getByRole('button', { name: 'Edit get-started' }).click();
  const title = page.getByLabel('Title (alias)');
  await title.fill('stepGetStartedTitleTypo');
  await saved(page);
  const summary = page.locator('.error-summary');
  await expect(summary).toContainText('stepGetStartedTitleTypo');
  await expect(summary).toContainText('steps/get-started.json#/title');
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expectAccessibleAtEveryWidth(page, 'steps with an error');
  await summary.getByRole('link').first().click();
  await expect(title).toBeFocused();
  await title.fill('stepGetStartedTitle');
  await saved(page);
  await expect(summary).toHaveCount(0);

  // Preview in de-DE at phone width: the real site, marked as a preview.
  await page.getByRole('link', { name: 'Preview' }).click();
  await page.getByLabel('Locale').selectOption('de-DE');
  await page.getByLabel('Phone (375 px)').check();
  await page.getByRole('button', { name: 'Open the preview' }).click();
  const frame = page.frameLocator('iframe[title^="Preview of GOO00028 in de-DE"]');
  await expect(frame.getByText('Preview, not live')).toBeVisible();
  await expect(frame.getByRole('heading', { level: 1, name: REWORDED })).toBeVisible();
  expect((await page.locator('iframe').boundingBox())?.width).toBe(375);
  await expectAccessibleAtEveryWidth(page, 'preview');

  // A claim sent from the preview (its share link, opened as anyone would): a dry run, nothing stored.
  const shared = (await page.locator('.share code').innerText()).trim();
  const claims = count('claims');
  const uploads = count('uploads');
  const customer = await browser.newPage();
  await customer.goto(shared);
  await previewClaim(customer);
  expect(count('claims')).toBe(claims);
  expect(count('uploads')).toBe(uploads);
  await customer.close();

  // Publish: the impact and the proof first.
  await page.getByRole('link', { name: 'Publish' }).click();
  await page.getByRole('button', { name: 'Check this draft' }).click();
  await expect(page.getByText('Every check passed: this draft can be published.')).toBeVisible({ timeout: 90_000 });
  await expect(page.locator('.proof')).toContainText('flags › claimTypeStep');
  await expectAccessibleAtEveryWidth(page, 'publish');
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText(/is live\.$/)).toBeVisible({ timeout: 90_000 });

  // A customer's browser sees it within 5 seconds, the server never restarted.
  const visitor = await (await browser.newContext()).newPage();
  await expect(async () => {
    await visitor.goto(`${origin}/de/2022launch/`);
    await expect(visitor.getByRole('heading', { level: 1, name: REWORDED })).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 5_000 });
  await expect(visitor.getByText('Preview, not live')).toHaveCount(0);

  // Rolled back, after saying what customers will see.
  await page.getByRole('link', { name: 'History' }).click();
  await page.getByRole('button', { name: 'Roll back to the previous live version' }).click();
  await expect(page.getByRole('heading', { name: /^Roll back from version \d+ to version \d+\?$/ })).toBeFocused();
  await expectAccessibleAtEveryWidth(page, 'roll back confirmation');
  await page.getByRole('button', { name: 'Yes, roll back now' }).click();
  await expect(page.getByText('The previous live version is live again.')).toBeVisible();
  await expect(async () => {
    await visitor.goto(`${origin}/de/2022launch/`);
    await expect(visitor.getByRole('heading', { level: 1, name: t('de-DE', 'homeHeroTitle') })).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 5_000 });
});

/** The German claim of the draft: no claim-type step, the IMEI proof before the purchase proof. */
async function previewClaim(page: Page) {
  const next = () => page.getByRole('button', { name: t('de-DE', 'flowContinue'), exact: true }).click();
  await expect(page.getByText('Preview, not live')).toBeVisible();
  await page.goto(`${origin}/de/2022launch/claim`);
  await page.getByLabel(t('de-DE', 'getStartedConfirm')).check();
  await next();
  await expect(page).toHaveURL(/\/claim\/purchase-details$/);
  await page.getByLabel(t('de-DE', 'purchaseDateLabel'), { exact: true }).fill('27/10/2022');
  await page.getByLabel(t('de-DE', 'invoiceNumberLabel'), { exact: true }).fill('RE-2022-001');
  await page.getByLabel(t('de-DE', 'resellerLabel'), { exact: true }).selectOption({ label: 'Currys' });
  await page.getByLabel(t('de-DE', 'itemProductLabel'), { exact: true }).first().selectOption({ label: 'Pixel 7 128GB Obsidian' });
  await page.getByLabel(t('de-DE', 'itemImeiLabel'), { exact: true }).first().fill(freshImei());
  await next();
  await expect(page).toHaveURL(/\/claim\/upload-imei$/);
  await page.getByLabel(t('de-DE', 'uploadProofOfImeiLabel'), { exact: true }).setInputFiles({ name: 'imei.png', mimeType: 'image/png', buffer: png });
  await next();
  await expect(page).toHaveURL(/\/claim\/upload$/);
  await page.getByLabel(t('de-DE', 'uploadProofOfPurchaseLabel'), { exact: true }).setInputFiles({ name: 'invoice.png', mimeType: 'image/png', buffer: png });
  await next();
  await expect(page).toHaveURL(/\/claim\/personal-details$/);
  await page.getByLabel(t('de-DE', 'personalTitleLabel'), { exact: true }).selectOption({ index: 1 });
  await page.getByLabel(t('de-DE', 'personalFirstNameLabel'), { exact: true }).fill('Ada');
  await page.getByLabel(t('de-DE', 'personalLastNameLabel'), { exact: true }).fill('Lovelace');
  await page.getByLabel(t('de-DE', 'personalEmailLabel'), { exact: true }).fill('preview@example.com');
  await page.getByLabel(t('de-DE', 'personalMobileLabel'), { exact: true }).pressSequentially('01512 3456789');
  await page.getByRole('button', { name: t('de-DE', 'addressLookupManualEntry') }).click();
  await page.getByLabel(t('de-DE', 'personalAddress1Label'), { exact: true }).fill('Unter den Linden 1');
  await page.getByLabel(t('de-DE', 'personalCityLabel'), { exact: true }).fill('Berlin');
  await page.getByLabel(t('de-DE', 'personalCountyLabel'), { exact: true }).fill('Berlin');
  await page.getByLabel(t('de-DE', 'personalPostCodeLabel'), { exact: true }).fill('10117');
  await next();
  await expect(page).toHaveURL(/\/claim\/reward-details$/);
  await page.getByRole('radio').first().click();
  await next();
  await expect(page).toHaveURL(/\/claim\/summary$/);
  await page.getByRole('button', { name: t('de-DE', 'summarySubmit') }).click();
  await expect(page).toHaveURL(/\/claim\/survey$/);
  await page.getByRole('button', { name: t('de-DE', 'surveySkip') }).click();
  await expect(page).toHaveURL(/\/claim\/confirmation$/);
  await expect(page.locator('.confirmation-panel__reference')).toHaveText(/^\d{3}-\d{3}-\d{3}$/);
}

test('an editor saves but cannot publish; the API refuses what it must', async ({ page, request }) => {
  await signIn(page, editor);
  await page.getByRole('link', { name: 'GOO00028' }).click();
  await settled(page);
  await page.getByRole('link', { name: 'Publish' }).click();
  await expect(page.getByRole('button', { name: 'Check this draft' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish now' })).toHaveCount(0);
  await expect(page.getByText('You are an editor: a publisher makes a draft live.')).toBeVisible();

  // An editor previews too: straight to the summary, with the answers the journey simulation gave on its way there;
  // submitting there is a dry run.
  await page.getByRole('link', { name: 'Preview' }).click();
  await page.getByLabel('Open at').selectOption('claim/summary');
  await page.getByRole('button', { name: 'Open the preview' }).click();
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('heading', { level: 1, name: t('en-GB', 'stepSummaryTitle') })).toBeVisible({ timeout: 60_000 });
  const claims = count('claims');
  await frame.getByRole('button', { name: t('en-GB', 'summarySubmit') }).click();
  await expect(frame.getByRole('heading', { level: 1, name: t('en-GB', 'stepSurveyTitle') })).toBeVisible();
  expect(count('claims')).toBe(claims);

  const cookies = await page.context().cookies(`${origin}/studio/`);
  const session = cookies.find((cookie) => cookie.name === 'studio_session');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
  const { csrfToken, user } = await page.evaluate(async () => (await fetch('/studio/api/session')).json());
  expect(user).toMatchObject({ email: editor, role: 'editor' });
  const draft = await page.evaluate(async () => (await fetch('/studio/api/promotions/GOO00028/draft')).json());
  const asEditor = (url: string, method: string, body: unknown, token?: string) =>
    page.evaluate(
      async ({ url, method, body, token }) => (await fetch(url, { method, headers: { 'content-type': 'application/json', ...(token ? { 'x-csrf-token': token } : {}) }, body: JSON.stringify(body) })).status,
      { url, method, body, token },
    );
  // An editor may save; never publish (the server decides, not the screen).
  expect(await asEditor('/studio/api/promotions/GOO00028/draft', 'PUT', { base: draft.base, files: draft.files }, csrfToken)).toBe(200);
  expect(await asEditor('/studio/api/promotions/GOO00028/publish', 'POST', { version: draft.base }, csrfToken)).toBe(403);
  // Every change needs the CSRF token.
  expect(await asEditor('/studio/api/promotions/GOO00028/draft', 'PUT', { base: draft.base, files: draft.files })).toBe(403);
  expect(await asEditor('/studio/api/promotions/GOO00028/preview-links', 'POST', { version: draft.base }, 'not-the-token')).toBe(403);

  // Without a session: every call 401, every page the sign-in (401).
  for (const url of ['/studio/api/promotions', '/studio/api/promotions/GOO00028/draft', '/studio/api/promotions/GOO00028/history', '/studio/api/schemas'])
    expect((await request.get(`${origin}${url}`)).status(), url).toBe(401);
  expect((await request.post(`${origin}/studio/api/promotions/GOO00028/publish`, { data: {} })).status()).toBe(401);
  expect((await request.get(`${origin}/studio/promotions/GOO00028/settings`)).status()).toBe(401);

  // An expired preview link is refused.
  const link = await page.evaluate(
    async ({ base, token }) => (await fetch('/studio/api/promotions/GOO00028/preview-links', { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf-token': token }, body: JSON.stringify({ version: base }) })).json(),
    { base: draft.base, token: csrfToken },
  );
  const db = new Database(path.join(dataDir, 'promotion.sqlite'), { fileMustExist: true });
  try {
    db.prepare('UPDATE preview_links SET expires_at = ?').run(new Date(Date.now() - 1000).toISOString());
  } finally {
    db.close();
  }
  const expired = await request.get(`${origin}${link.url}`, { maxRedirects: 0 });
  expect(expired.status()).toBe(410);
  expect(await expired.text()).toContain('This preview link is no longer valid');
});

test('sign in, edit, preview and publish with the keyboard alone', async ({ page }) => {
  test.setTimeout(180_000);
  const press = async (name: string, role: 'link' | 'button' = 'button') => {
    await page.getByRole(role, { name }).focus();
    await page.keyboard.press('Enter');
  };
  await page.goto(`${origin}/studio`);
  await expectAccessibleAtEveryWidth(page, 'sign in');
  await page.keyboard.press('Tab'); // skip link
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email address')).toBeFocused();
  await page.keyboard.type(publisher);
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await press('GOO00028', 'link');
  await saved(page);
  // A flag switched with the space bar.
  await page.getByLabel('Reward Paypal', { exact: true }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByLabel('Reward Paypal', { exact: true })).toBeChecked();
  await saved(page);
  await press('JSON', 'link');
  await expectAccessibleAtEveryWidth(page, 'json');
  await press('Steps', 'link');
  await press('Move summary up');
  await expect(page.getByText('summary moved to position 7 of 10')).toBeAttached();
  await saved(page);
  await press('Move summary down');
  await saved(page);
  await press('Preview', 'link');
  await press('Open the preview');
  await expect(page.frameLocator('iframe').getByText('Preview, not live')).toBeVisible();
  await press('Publish', 'link');
  await press('Check this draft');
  await expect(page.getByText('Every check passed: this draft can be published.')).toBeVisible({ timeout: 90_000 });
  await press('Publish now');
  await expect(page.getByText(/is live\.$/)).toBeVisible({ timeout: 90_000 });
  await press('History', 'link');
  await press('Roll back to the previous live version');
  await press('Yes, roll back now');
  await expect(page.getByText('The previous live version is live again.')).toBeVisible();
});

// Last: the publisher's account is locked for a while after it.
test('repeated wrong passwords are slowed down, and say nothing about the account', async ({ request }) => {
  const attempt = (email: string) => request.post(`${origin}/studio/api/session`, { data: { email, password: 'wrong password, wrong' } });
  const unknown = await attempt('nobody@example.com');
  const known = await attempt(publisher);
  expect(unknown.status()).toBe(401);
  expect(known.status()).toBe(401);
  expect(await unknown.text()).toBe(await known.text());
  let last = known;
  for (let i = 0; i < 10 && last.status() !== 429; i++) last = await attempt(publisher);
  expect(last.status()).toBe(429);
  expect(Number(last.headers()['retry-after'])).toBeGreaterThan(0);
});
