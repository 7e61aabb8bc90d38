/**
 * How a promotion is doing (issue 31) against the real server, on a server of its own: customers walk the en-GB claim
 * and stop at different steps, one Continue is refused twice for the IMEI, two claims are submitted; the studio's
 * Results screen shows exactly those figures for that version and locale (funnel, refused fields, claims), its CSV
 * holds the table, axe finds nothing. After a publish the next customer counts under the new version; a preview and
 * the journey simulation count nothing; no counting request, row or log line holds anything of a customer.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { ports } from '../../playwright.config';
import { expectAccessibleAtEveryWidth } from './axe';
import { chooseGift, continueStep, enterAddressManually, fillPerson, freshImei, reachPersonalDetails, submitAndConfirm, t } from './claimDriver';
import { startDedicatedServer } from './dedicatedServer';
import { expect, test, type Browser, type Page } from './fixtures';

const port = ports.site + 7;
const origin = `http://127.0.0.1:${port}`;
const root = path.resolve(`test-results/results-${port}`);
const dataDir = path.join(root, 'data');
const logFile = path.join(root, 'server.log');
const env = { ...process.env, DATA_DIR: dataDir, DEFINITIONS_DIR: path.resolve('page-definitions/GOO00028'), LOG_LEVEL: 'info', USAGE_FLUSH_MS: '100' } as Record<string, string>;
const PASSWORD = 'correct horse battery staple';
const publisher = 'results@example.com';
let server: { stop: () => void } | undefined;

/** What customers typed: none of it may reach a counting request, a row or a log line. */
const TYPED = ['Ada', 'Lovelace', 'Grace', 'Hopper', 'results.one@example.com', 'results.two@example.com', '12 Counting Lane', 'Statsford', 'ZZ1 1ZZ', 'INV-RESULTS', '07400 123456', '7400123456', '12345'];
const imeis: string[] = [];
/** Every counting request the customers' browsers sent: by which page, its body and its Cookie header. */
const sent: Array<{ page: Page; body: string; cookie: Promise<string | null> }> = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  fs.rmSync(root, { recursive: true, force: true });
  fs.mkdirSync(root, { recursive: true });
  server = await startDedicatedServer(port, env, { logFile });
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/studio-cli.ts', 'add-user', publisher, '--role', 'publisher'], { env, input: `${PASSWORD}\n`, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
});
test.afterAll(() => server?.stop());

/** A customer of their own (no cookie, no storage shared), on the dedicated server. */
async function customer(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  page.on('request', (request) => {
    if (request.url().endsWith('/usage-events')) sent.push({ page, body: request.postData() ?? '', cookie: request.headerValue('cookie') });
  });
  const goto = page.goto.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await page.locator('html[data-site-ready]').waitFor({ state: 'attached' });
    return response;
  };
  return page;
}

/** Waits until the page has sent (and the server answered) a batch that counts `event` on `screen`. */
async function counted(page: Page, event: string, screen: string, action?: () => Promise<void>) {
  const answered = page.waitForResponse((response) => {
    if (!response.url().endsWith('/usage-events')) return false;
    const body = JSON.parse(response.request().postData() ?? '{}') as { events?: Array<{ event: string; screen: string }> };
    return body.events?.some((e) => e.event === event && e.screen === screen) ?? false;
  });
  await action?.();
  expect((await answered).status()).toBe(204);
  await page.context().close();
}

const totalCounted = () => {
  const db = new Database(path.join(dataDir, 'promotion.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT coalesce(sum(n), 0) AS n FROM usage_counts').get() as { n: number }).n;
  } finally {
    db.close();
  }
};

async function signIn(page: Page) {
  await page.goto(`${origin}/studio`);
  await page.getByLabel('Email address').fill(publisher);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
}

const today = () => new Date().toISOString().slice(0, 10);
const resultsOf = (page: Page, query: string) => page.evaluate(async (url) => (await fetch(url)).json(), `/studio/api/promotions/GOO00028/results?from=${today()}&to=${today()}&${query}`);
const liveVersion = async (page: Page) => (await (await page.request.get(`${origin}/2022launch/live-version.json`)).json()).version as string;

/** The rows of a table as shown: each cell's text. */
const rowsOf = (page: Page, id: string) => page.locator(`#${id} tbody tr`).evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => (cell.textContent ?? '').trim())));

async function claimToTheEnd(browser: Browser, person: { firstName: string; lastName: string; email: string }) {
  const page = await customer(browser);
  const imei = freshImei();
  imeis.push(imei);
  await reachPersonalDetails(page, 'en-GB', { imei, invoice: 'INV-RESULTS' });
  await fillPerson(page, 'en-GB', { title: 'Ms', ...person, mobile: '07400 123456' });
  await enterAddressManually(page, 'en-GB', { line1: '12 Counting Lane', city: 'Statsford', county: 'Countshire', postCode: 'ZZ1 1ZZ' });
  await continueStep(page, 'en-GB');
  await expect(page).toHaveURL(/\/claim\/reward-details$/);
  await chooseGift(page, 'en-GB');
  await continueStep(page, 'en-GB');
  await expect(page).toHaveURL(/\/claim\/summary$/);
  await counted(page, 'shown', 'confirmation', async () => void (await submitAndConfirm(page, 'en-GB', 'skip')));
}

test('customers counted step by step; the Results screen shows exactly their figures for the version and locale', async ({ page, browser }) => {
  test.setTimeout(300_000);
  // One opens the claim and leaves on its first step.
  const first = await customer(browser);
  await counted(first, 'shown', 'get-started', async () => void (await first.goto('/2022launch/claim')));

  // One gets to the purchase details and is refused twice for the IMEI (left out, then mistyped), and leaves.
  const second = await customer(browser);
  await second.goto('/2022launch/claim');
  await second.getByLabel(t('en-GB', 'getStartedConfirm')).check();
  await continueStep(second, 'en-GB');
  await second.getByLabel(t('en-GB', 'claimTypePersonal')).check();
  await continueStep(second, 'en-GB');
  await expect(second).toHaveURL(/\/claim\/purchase-details$/);
  await second.getByLabel(t('en-GB', 'purchaseDateLabel'), { exact: true }).fill('27/10/2022');
  await second.getByLabel(t('en-GB', 'invoiceNumberLabel'), { exact: true }).fill('INV-RESULTS');
  await second.getByLabel(t('en-GB', 'resellerLabel'), { exact: true }).selectOption({ label: 'Currys' });
  await second.getByLabel(t('en-GB', 'itemProductLabel'), { exact: true }).first().selectOption({ label: 'Pixel 7 128GB Obsidian' });
  await continueStep(second, 'en-GB');
  await expect(second.getByRole('alert').filter({ has: second.getByRole('heading') })).toBeVisible();
  await second.getByLabel(t('en-GB', 'itemImeiLabel'), { exact: true }).first().fill('12345');
  await counted(second, 'refused', 'purchase-details', () => continueStep(second, 'en-GB'));

  // Two send their claims.
  await claimToTheEnd(browser, { firstName: 'Ada', lastName: 'Lovelace', email: 'results.one@example.com' });
  await claimToTheEnd(browser, { firstName: 'Grace', lastName: 'Hopper', email: 'results.two@example.com' });

  await signIn(page);
  const version = await liveVersion(page);
  await expect(async () => expect((await resultsOf(page, `locale=en-GB&version=${version}`)).submitted).toBe(2)).toPass({ timeout: 10_000 });

  await page.goto(`${origin}/studio/promotions/GOO00028/results`);
  await page.getByLabel('Locale').selectOption('en-GB');
  await page.getByLabel('Version', { exact: true }).selectOption(version);
  await expect(page.getByRole('status').filter({ hasText: 'Results from' })).toBeVisible();
  await expect(page.locator('#results-funnel caption')).toContainText(version.slice(0, 12));
  const funnel = await rowsOf(page, 'results-funnel');
  // Step, reached, continued, skipped, stopped, Continue refused.
  expect(funnel).toEqual([
    ['get-started', '4', '3', '0', '1', '0'],
    ['claim-type', '3', '3', '0', '0', '0'],
    ['purchase-details', '3', '2', '0', '1', '2'],
    ['upload', '2', '2', '0', '0', '0'],
    ['upload-imei', '2', '2', '0', '0', '0'],
    ['personal-details', '2', '2', '0', '0', '0'],
    ['reward-details', '2', '2', '0', '0', '0'],
    ['summary', '2', '2', '0', '0', '0'],
    ['survey', '2', '0', '2', '0', '0'],
    ['confirmation', '2', '0', '0', '2', '0'],
  ]);
  expect(await rowsOf(page, 'results-fields')).toEqual([['purchase-details', 'items.productImei', '2']]);
  await expect(page.locator('#results-claims')).toHaveText('2');
  await expect(page.locator('#results-submitted')).toHaveText('2');
  expect(await rowsOf(page, 'results-reward-methods')).toEqual([['gift', '2']]);
  await expect(page.locator('[data-chart="funnel"] canvas')).toBeVisible();
  await expectAccessibleAtEveryWidth(page, 'results');

  // The CSV, downloaded with the keyboard, holds the table as shown.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download these tables as CSV' }).focus();
  await page.keyboard.press('Enter');
  const csv = fs.readFileSync(await (await download).path(), 'utf8');
  const sections = csv.trim().split('\r\n\r\n').map((section) => section.split('\r\n').map((line) => line.split(',')));
  const funnelCsv = sections.find(([caption]) => caption[0].startsWith('Funnel per step'));
  expect(funnelCsv?.[1]).toEqual(['Step', 'Reached', 'Continued', 'Skipped', 'Stopped', 'Continue refused']);
  expect(funnelCsv?.slice(2)).toEqual(funnel);
  expect(sections.find(([caption]) => caption[0].startsWith('Fields whose errors'))?.slice(2)).toEqual([['purchase-details', 'items.productImei', '2']]);
});

test('after a publish the next customer counts under the new version; a preview and the simulation count nothing', async ({ page, browser }) => {
  test.setTimeout(300_000);
  await signIn(page);
  const before = await liveVersion(page);
  const { csrfToken } = await page.evaluate(async () => (await fetch('/studio/api/session')).json());
  const call = (method: string, url: string, body: unknown) =>
    page.evaluate(async ({ method, url, body, token }) => {
      const answer = await fetch(`/studio/api${url}`, { method, headers: { 'content-type': 'application/json', 'x-csrf-token': token }, body: JSON.stringify(body) });
      return { status: answer.status, body: await answer.json() };
    }, { method, url, body, token: csrfToken });

  // A reworded home page, published.
  const draft = await page.evaluate(async () => (await fetch('/studio/api/promotions/GOO00028/draft')).json());
  const content = { ...draft.files['content/en-GB.json'], homeHeroTitle: 'Counted, not tracked' };
  const saved = await call('PUT', '/promotions/GOO00028/draft', { base: draft.base, files: { ...draft.files, 'content/en-GB.json': content } });
  expect(saved.status).toBe(200);
  expect((await call('POST', '/promotions/GOO00028/publish', { version: saved.body.base })).status).toBe(200);
  await expect(async () => expect(await liveVersion(page)).toBe(saved.body.base)).toPass({ timeout: 10_000 });

  const next = await customer(browser);
  await next.goto('/2022launch/claim');
  await next.getByLabel(t('en-GB', 'getStartedConfirm')).check();
  await counted(next, 'continued', 'get-started', () => continueStep(next, 'en-GB'));
  await expect(async () => {
    const after = await resultsOf(page, `locale=en-GB&version=${saved.body.base}`);
    expect(after.steps.slice(0, 2)).toEqual([
      { step: 'get-started', reached: 1, continued: 1, skipped: 0, stopped: 0, refused: 0 },
      { step: 'claim-type', reached: 1, continued: 0, skipped: 0, stopped: 1, refused: 0 },
    ]);
  }).toPass({ timeout: 10_000 });
  expect((await resultsOf(page, `locale=en-GB&version=${before}`)).steps[0]).toMatchObject({ step: 'get-started', reached: 4, continued: 3 });
  // The publish is on the claims' time line; the two versions side by side.
  await page.goto(`${origin}/studio/promotions/GOO00028/results`);
  await page.getByLabel('Version', { exact: true }).selectOption(saved.body.base);
  await page.getByLabel('Compare with version').selectOption(before);
  await expect(page.locator('#results-comparison tbody tr').first()).toContainText('get-started');
  expect((await rowsOf(page, 'results-comparison'))[0]).toEqual(['get-started', '1', '1', '0', '4', '3', '1']);
  expect((await rowsOf(page, 'results-publishes')).map((row) => row.slice(1))).toContainEqual(['publish', saved.body.base.slice(0, 12)]);
  await expectAccessibleAtEveryWidth(page, 'results compared');

  // A preview: the page counts nothing and sends nothing.
  const total = totalCounted();
  const link = await call('POST', '/promotions/GOO00028/preview-links', { version: saved.body.base });
  const previewer = await customer(browser);
  await previewer.goto(link.body.url);
  await previewer.goto('/2022launch/claim');
  await expect(previewer.getByText('Preview, not live')).toBeVisible();
  await previewer.getByLabel(t('en-GB', 'getStartedConfirm')).check();
  await continueStep(previewer, 'en-GB');
  await expect(previewer).toHaveURL(/\/claim\/claim-type$/);
  await previewer.waitForTimeout(3000);
  expect(sent.filter((request) => request.page === previewer)).toEqual([]);
  await previewer.context().close();

  // The journey simulation against this server.
  const simulation = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/simulate.ts', 'page-definitions/GOO00028', '--server', origin], { env, encoding: 'utf8' });
  expect(simulation.status, simulation.stderr).toBe(0);
  await page.waitForTimeout(500);
  expect(totalCounted()).toBe(total);
});

test('no counting request, row or log line holds anything of a customer', async () => {
  expect(sent.length).toBeGreaterThan(4);
  for (const request of sent) {
    const { body } = request;
    expect(Object.keys(JSON.parse(body)).sort()).toEqual(['events', 'locale', 'version']);
    expect(await request.cookie).toBeNull();
    for (const secret of [...TYPED, ...imeis]) expect(body, secret).not.toContain(secret);
  }
  const db = new Database(path.join(dataDir, 'promotion.sqlite'), { readonly: true, fileMustExist: true });
  let rows: string;
  try {
    rows = JSON.stringify([...db.prepare('SELECT * FROM usage_counts').all(), ...db.prepare('SELECT * FROM usage_daily').all()]);
  } finally {
    db.close();
  }
  for (const secret of [...TYPED, ...imeis, '127.0.0.1', 'studio_preview', 'visitor']) expect(rows, secret).not.toContain(secret);
  const logged = fs.readFileSync(logFile, 'utf8').split('\n').filter((line) => line.includes('usage-events'));
  expect(logged.length).toBeGreaterThan(0);
  for (const line of logged) for (const secret of [...TYPED, ...imeis, '127.0.0.1']) expect(line, secret).not.toContain(secret);
});
