/**
 * Issue 11: the customer keeps going when the browser refuses storage, when the content store is down or slow,
 * and when a deployment replaced the hashed files of the build the page was loaded with. Real server, real
 * Chromium; failures are made with page.addInitScript (storage) and page.route (network) only.
 */
import { expect, test, type Page, type Request } from './fixtures';
import {
  chooseGift,
  continueStep,
  enterAddressManually,
  fillPerson,
  fillTracker,
  freshImei,
  reachPersonalDetails,
  sitePath,
  submitAndConfirm,
  t,
} from './claimDriver';
import { createClaim, openMyClaim } from './myClaimDriver';
import { expectNoViolations } from './axe';

const CONTENT = '**/api/2022launch/content-manifest';

/** Every write to session and local storage throws, as with storage disabled by policy or a full quota. */
async function refuseStorage(page: Page) {
  await page.addInitScript(() => {
    Storage.prototype.setItem = function refused() {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
}

/** Uncaught errors and the failure reports the page sends to the server. */
function watch(page: Page) {
  const errors: string[] = [];
  const reports: Array<Record<string, unknown>> = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request: Request) => {
    if (request.url().endsWith('/client-report')) reports.push(request.postDataJSON());
  });
  return { errors, reports };
}

/** A report carries only the contract's fields, and nothing the customer typed. */
function expectNoPersonalData(reports: Array<Record<string, unknown>>, ...secrets: string[]) {
  for (const report of reports) {
    expect(Object.keys(report).every((key) => ['promotion_id', 'locale', 'kind', 'detail', 'release', 'asset', 'page'].includes(key))).toBe(true);
    for (const secret of secrets) expect(JSON.stringify(report)).not.toContain(secret);
  }
}

const notice = (page: Page, locale: 'en-GB' | 'de-DE') => page.getByRole('status').filter({ hasText: t(locale, 'layoutStorageUnavailable') });

test.describe('storage refused by the browser', () => {
  test('en-GB: a whole claim is completed and tracked; the notice shows once; nothing throws', async ({ page }) => {
    await refuseStorage(page);
    const { errors, reports } = watch(page);
    const imei = freshImei();
    const email = `no-storage-${Date.now()}@example.com`;

    await reachPersonalDetails(page, 'en-GB', { imei, fromHome: true, invoice: 'INV-NOSTORE-1' });
    await expect(notice(page, 'en-GB')).toHaveCount(1);
    await expect(notice(page, 'en-GB')).toContainText('if you reload or close this page, what you have entered will be lost');

    await fillPerson(page, 'en-GB', { title: 'Ms', firstName: 'Ada', lastName: 'Lovelace', email, mobile: '07400 123456' });
    await enterAddressManually(page, 'en-GB', { line1: '1 High Street', city: 'London', county: 'Greater London', postCode: 'SW1A 1AA' });
    await continueStep(page, 'en-GB');
    await expect(page).toHaveURL(/\/claim\/reward-details$/);
    await chooseGift(page, 'en-GB');
    await continueStep(page, 'en-GB');
    await expect(page).toHaveURL(/\/claim\/summary$/);
    await expect(notice(page, 'en-GB')).toHaveCount(1);
    // Hidden by the customer, it stays hidden for the rest of the visit.
    await page.getByRole('button', { name: t('en-GB', 'layoutStorageUnavailableDismiss') }).click();
    await expect(notice(page, 'en-GB')).toHaveCount(0);

    const reference = await submitAndConfirm(page, 'en-GB');
    await expect(page.getByText(`We will write to ${email} about your claim.`)).toBeVisible();

    // Tracked in the same visit: the tracked claim lives in memory as the draft did.
    await page.getByRole('navigation', { name: t('en-GB', 'navLabel') }).getByRole('link', { name: t('en-GB', 'navMyClaim') }).click();
    await fillTracker(page, 'en-GB', reference, email);
    await expect(notice(page, 'en-GB')).toHaveCount(0);

    expect(errors).toEqual([]);
    expect(reports).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'storage_fallback', detail: 'session_storage', locale: 'en-GB' })]));
    expectNoPersonalData(reports, email, reference, imei, 'Lovelace');
  });

  test('de-DE: the notice is German and shown once while the customer moves on; a claim is tracked', async ({ page, request }) => {
    const claim = await createClaim(request, 'de-DE');
    await refuseStorage(page);
    const { errors } = watch(page);

    await page.goto(`${sitePath['de-DE']}/`);
    await expect(notice(page, 'de-DE')).toHaveCount(1);
    await expect(notice(page, 'de-DE')).toContainText('Ihr Browser erlaubt dieser Website nicht, Ihren Fortschritt zu speichern.');
    await page.getByRole('link', { name: t('de-DE', 'homeClaimNow') }).click();
    await page.getByLabel(t('de-DE', 'getStartedConfirm')).check();
    await continueStep(page, 'de-DE');
    await expect(page).toHaveURL(/\/claim\/claim-type$/);
    await expect(notice(page, 'de-DE')).toHaveCount(1);

    await openMyClaim(page, 'de-DE', claim);
    await expect(notice(page, 'de-DE')).toHaveCount(1);
    expect(errors).toEqual([]);
  });
});

/**
 * The server puts the wording into the page (and renders the page with it); when its content store fails it
 * cannot, and the browser asks the store itself. These pages come without either, as they would then.
 */
async function withoutInlinedWording(page: Page) {
  await page.route(
    (url) => !url.pathname.includes('/assets/') && !url.pathname.startsWith('/api/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const body = (await response.text())
        .replace(/<script type="application\/json" id="site-content">[\s\S]*?<\/script>/, '')
        // Greedy up to the root's own end tag: the JSON after it escapes every "<".
        .replace(/<div id="root">[\s\S]*<\/div>/, '<div id="root"></div>');
      return route.fulfill({ response, body });
    },
  );
}

test.describe('the content store at start', () => {
  test('answering 503 twice and then 200: the page appears without the customer doing anything', async ({ page }) => {
    const { errors } = watch(page);
    await withoutInlinedWording(page);
    const statuses: number[] = [];
    await page.route(CONTENT, async (route) => {
      if (statuses.length < 2) {
        statuses.push(503);
        return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ errors: [{ code: 1 }] }) });
      }
      statuses.push(200);
      return route.continue();
    });
    await page.goto(`${sitePath['en-GB']}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: t('en-GB', 'homeClaimNow') })).toBeVisible();
    expect(statuses).toEqual([503, 503, 200]);
    expect(errors).toEqual([]);
  });

  test('always failing: the de-DE failure screen is German, styled and axe-clean; its retry brings the page back with the draft', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const { errors, reports } = watch(page);

    // A draft saved before the store went down: the claim type chosen on the second step.
    await page.goto(`${sitePath['de-DE']}/claim`);
    await page.getByLabel(t('de-DE', 'getStartedConfirm')).check();
    await continueStep(page, 'de-DE');
    await page.getByLabel(t('de-DE', 'claimTypePersonal')).check();
    await expect(page).toHaveURL(/\/claim\/claim-type$/);

    let storeDown = true;
    await withoutInlinedWording(page);
    await page.route(CONTENT, (route) =>
      storeDown ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ errors: [{ code: 1 }] }) }) : route.continue(),
    );
    await page.reload();

    const title = page.getByRole('heading', { level: 1, name: 'Diese Seite kann gerade nicht angezeigt werden' });
    await expect(title).toBeVisible({ timeout: 20_000 });
    await expect(title).toBeFocused();
    await expect(page).toHaveTitle('Diese Seite kann gerade nicht angezeigt werden');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(page.getByText('Ihre bisherigen Eingaben bleiben erhalten.')).toBeVisible();
    const retry = page.getByRole('button', { name: 'Erneut versuchen' });
    // Styled by the site's stylesheet: the error bar, the green button, the house font.
    await expect(page.locator('.start-failure')).toHaveCSS('border-left-color', 'rgb(212, 53, 28)');
    await expect(retry).toHaveCSS('background-color', 'rgb(0, 112, 60)');
    await expect(page.locator('body')).toHaveCSS('font-family', /Helvetica/);
    await expectNoViolations(page);

    // Still down: the retry says so and the screen stays.
    await retry.click();
    await expect(page.getByRole('status')).toHaveText('Das hat leider wieder nicht geklappt. Bitte versuchen Sie es in ein paar Minuten noch einmal.', { timeout: 20_000 });

    // Back up: the retry brings the page without reloading it, and the draft is there.
    storeDown = false;
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await retry.click();
    await expect(page.getByLabel(t('de-DE', 'claimTypePersonal'))).toBeChecked();
    await expect(page).toHaveURL(/\/claim\/claim-type$/);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    expect(errors).toEqual([]);
    expect(reports).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'start_failure', detail: 'content_unavailable', locale: 'de-DE' })]));
    expectNoPersonalData(reports);
    await context.close();
  });
});

test.describe('a stale build', () => {
  test('a widget chunk answering 404 the first time: the page reloads once and shows the widget, the draft intact', async ({ page }) => {
    const { errors, reports } = watch(page);
    await page.goto(`${sitePath['en-GB']}/claim`);
    await page.getByLabel(t('en-GB', 'getStartedConfirm')).check();
    await continueStep(page, 'en-GB');
    await page.getByLabel(t('en-GB', 'claimTypePersonal')).check();

    const chunkAnswers: number[] = [];
    await page.route(/\/assets\/(?:widget|screen)-DateInput-[^/]+\.js$/, (route) => {
      if (chunkAnswers.length === 0) {
        chunkAnswers.push(404);
        return route.fulfill({ status: 404, body: 'Not found' });
      }
      chunkAnswers.push(200);
      return route.continue();
    });
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));

    await continueStep(page, 'en-GB');
    await expect(page).toHaveURL(/\/claim\/purchase-details$/);
    // The reloaded step is painted by the server (the browser holds a draft): visible before its load event.
    await expect.poll(() => loads.length).toBe(1);
    await expect(page.locator('html[data-site-ready]')).toHaveCount(1);
    await expect(page.getByLabel(t('en-GB', 'purchaseDateLabel'), { exact: true })).toBeVisible();
    expect(chunkAnswers).toEqual([404, 200]);
    expect(loads).toHaveLength(1);
    await expect(page.getByText(t('en-GB', 'layoutLoadFailed'))).toHaveCount(0);

    // The draft survived the reload: back on the claim type, Personal is still chosen.
    await page.getByRole('link', { name: t('en-GB', 'flowBack'), exact: true }).click();
    await expect(page).toHaveURL(/\/claim\/claim-type$/);
    await expect(page.getByLabel(t('en-GB', 'claimTypePersonal'))).toBeChecked();

    expect(errors).toEqual([]);
    expect(reports).toEqual([expect.objectContaining({ kind: 'chunk_failure', detail: 'reloading', asset: expect.stringMatching(/^(?:widget|screen)-DateInput-.+\.js$/), page: 'claim/purchase-details' })]);
  });

  test('a chunk still missing after the reload: the step goes on as the server\'s form (?scripts=off), no reload loop', async ({ page }) => {
    const { errors } = watch(page);
    await page.goto(`${sitePath['en-GB']}/claim`);
    await page.getByLabel(t('en-GB', 'getStartedConfirm')).check();
    await continueStep(page, 'en-GB');
    await page.getByLabel(t('en-GB', 'claimTypePersonal')).check();

    let requests = 0;
    await page.route(/\/assets\/(?:widget|screen)-DateInput-[^/]+\.js$/, (route) => {
      requests += 1;
      return route.fulfill({ status: 404, body: 'Not found' });
    });
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));

    await continueStep(page, 'en-GB');
    // The step's script still fails after the one reload: the step is shown as the server's form, without scripts.
    await expect(page).toHaveURL(/\/claim\/purchase-details\?scripts=off$/);
    await expect(page.getByLabel(t('en-GB', 'purchaseDateLabel'), { exact: true })).toBeVisible();
    await page.waitForTimeout(1_000);
    expect(loads).toHaveLength(2);
    // The first try; after the one reload, the page's early fetch of the chunk and the import itself. None without scripts.
    expect(requests).toBeLessThanOrEqual(3);
    expect(errors).toEqual([]);
  });
});
