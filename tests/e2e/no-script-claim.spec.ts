/**
 * A claim without JavaScript (issue 54): every claim step is a form that posts to the server, which judges it as the
 * browser would (the same guard, compiled validation and actions), answers a mistake with the step again (the GOV.UK
 * error summary focused, the answers kept, the same message as with scripts) and otherwise goes on to the next step.
 * Run in Chromium with JavaScript disabled; axe runs on the pages as they are without it.
 */
import { test, expect, type Browser, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { freshSerial, freshSummerImei, st, summerProducts, summerSite, type SummerLocale } from './summerSwitchDriver';

test.use({ javaScriptEnabled: false });

const continueStep = (page: Page, locale: SummerLocale) => page.getByRole('button', { name: st(locale, 'flowContinue'), exact: true }).click();

/** The error summary as the server painted it: focused (autofocus), listing `message`, and the title says Error. */
async function expectServerErrorSummary(page: Page, message: string) {
  const summary = page.getByRole('alert').filter({ has: page.getByRole('heading') });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: message })).toBeVisible();
  await expect(page).toHaveTitle(/^Error:/);
}

/**
 * axe on the page exactly as it is without scripts: its HTML, scripts taken out, shown at its address in a context
 * where axe itself can run (JavaScript disabled runs no script, axe's neither).
 */
async function expectAccessible(browser: Browser, page: Page, state: string) {
  const html = (await page.content()).replace(/<script\b(?![^>]*application\/json)[^>]*>[\s\S]*?<\/script>/g, '');
  const context = await browser.newContext({ javaScriptEnabled: true });
  try {
    const checker = await context.newPage();
    await checker.route('**/*.js', (route) => route.abort());
    await checker.route(page.url(), (route) => route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' }));
    await checker.goto(page.url());
    expect(await axeViolations(checker), state).toEqual([]);
  } finally {
    await context.close();
  }
}

for (const locale of ['en-US', 'en-IE'] as const) {
  test(`Summer Switch ${locale} without JavaScript: get started, eligibility and purchase details post to the server, mistakes say what scripts say`, async ({ page, browser }) => {
    const site = summerSite[locale];
    await page.goto(`${site}/claim/get-started`);
    // Continue without the box ticked: the step again, saying why.
    await continueStep(page, locale);
    await expect(page).toHaveURL(new RegExp(`${site}/claim/get-started$`));
    await expectServerErrorSummary(page, st(locale, 'errorsChecklistUnconfirmed'));
    await expectAccessible(browser, page, 'get started with its error');
    await page.getByLabel(st(locale, 'getStartedConfirm')).check();
    await continueStep(page, locale);

    await expect(page).toHaveURL(new RegExp(`${site}/claim/eligibility$`));
    await expect(page.getByRole('heading', { level: 1, name: st(locale, 'stepEligibilityTitle') })).toBeVisible();
    await page.getByLabel(st(locale, 'eligibilityConfirmLabel')).check();
    await page.getByRole('radio', { name: st(locale, 'eligibilityHeardStore') }).check();
    await continueStep(page, locale);

    await expect(page).toHaveURL(new RegExp(`${site}/claim/purchase-details$`));
    // Back is a link: eligibility shows its answers as given.
    await page.getByRole('link', { name: st(locale, 'flowBack') }).click();
    await expect(page.getByLabel(st(locale, 'eligibilityConfirmLabel'))).toBeChecked();
    await expect(page.getByRole('radio', { name: st(locale, 'eligibilityHeardStore') })).toBeChecked();
    await continueStep(page, locale);

    const date = locale === 'en-US' ? '11/02/2026' : '02/11/2026';
    await page.getByLabel(st(locale, 'purchaseDateLabel'), { exact: true }).fill(date);
    await page.getByLabel(st(locale, 'invoiceNumberLabel'), { exact: true }).fill('SS-2026-1101');
    await page.getByLabel(st(locale, 'resellerLabel'), { exact: true }).selectOption({ label: locale === 'en-US' ? 'Best Buy' : 'Harvey Norman' });
    const phones = [0, 1].map((i) => ({ imei: freshSummerImei(i), serial: freshSerial() }));
    for (const [i, phone] of phones.entries()) {
      // A second phone: the add button asks the server, which shows the step with a new row.
      if (i > 0) await page.getByRole('button', { name: st(locale, 'itemAdd') }).click();
      await page.getByLabel(st(locale, 'itemProductLabel'), { exact: true }).nth(i).selectOption({ label: summerProducts[i].name });
      await page.getByLabel(st(locale, 'itemImeiLabel'), { exact: true }).nth(i).fill(phone.imei);
      await page.getByLabel(st(locale, 'itemSerialLabel'), { exact: true }).nth(i).fill(phone.serial);
    }
    await continueStep(page, locale);
    // A purchase the day after the window (in the promotion's calendar): the same message as with scripts
    // (second-promotion.spec.ts), every answer kept.
    await expectServerErrorSummary(page, st(locale, 'errorsDateOfPurchaseIneligible'));
    await expect(page.getByLabel(st(locale, 'itemImeiLabel'), { exact: true }).nth(1)).toHaveValue(phones[1].imei);
    await expectAccessible(browser, page, 'purchase details with its error');
    await page.getByLabel(st(locale, 'purchaseDateLabel'), { exact: true }).fill(locale === 'en-US' ? '11/01/2026' : '01/11/2026');
    await continueStep(page, locale);
    await expect(page).toHaveURL(new RegExp(`${site}/claim/upload$`));
  });
}
