import { expect, type Locator, type Page } from '@playwright/test';

/** Seeded test data (server/db/seed-data.ts). */
export const seeded = {
  validImei: '352823110000170', // Pixel 7 128GB Obsidian TAC, Luhn-valid
  secondValidImei: '352823111045232',
  badLuhnImei: '352823110000171',
  unknownTacImei: '359999991234568', // Luhn-valid, TAC not of any qualifying product
  productName: 'Pixel 7 128GB Obsidian',
  resellerName: 'Currys',
  dateInWindow: '27/10/2022',
  dateBeforeWindow: '01/01/2021',
};

/** A 1x1 PNG: the server accepts uploads by their content, not by name or declared type. */
export const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

export async function continueStep(page: Page, label = 'Continue') {
  await press(page.getByRole('button', { name: label }));
}

/** The GOV.UK error summary: focused, lists the message, and the page title says Error. */
export async function expectErrorSummary(page: Page, message: string, titlePrefix = 'Error:') {
  const summary = page.getByRole('alert').filter({ has: page.getByRole('heading') });
  await expect(summary).toBeVisible();
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: message })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${titlePrefix}`));
}

/** The message shown at the field itself (not only in the summary). */
export async function expectFieldError(page: Page, fieldLabel: string | RegExp, message: string) {
  const field = page.getByLabel(fieldLabel, { exact: typeof fieldLabel === 'string' });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(
    describedBy.split(/\s+/).filter(Boolean).map((id) => page.locator(`[id="${id}"]`).innerText()),
  );
  expect(texts.join(' ')).toContain(message);
}

export interface PurchaseEntry {
  date: string;
  invoice: string;
  reseller: string;
  product: string;
  imei: string;
}

export async function fillPurchaseDetails(page: Page, entry: PurchaseEntry, labels = englishLabels) {
  await page.getByLabel(labels.date, { exact: true }).fill(entry.date);
  await page.getByLabel(labels.invoice, { exact: true }).fill(entry.invoice);
  await page.getByLabel(labels.reseller, { exact: true }).selectOption({ label: entry.reseller });
  await page.getByLabel(labels.product, { exact: true }).first().selectOption({ label: entry.product });
  await page.getByLabel(labels.imei, { exact: true }).first().fill(entry.imei);
}

export const englishLabels = {
  date: 'Date of purchase',
  invoice: 'Invoice number',
  reseller: 'Where did you buy it?',
  product: 'Product',
  imei: 'IMEI',
};

/** A new personal claim, through get-started and claim type, to purchase details (en-GB). */
export async function reachPurchaseDetails(page: Page) {
  await page.goto('/2022launch/claim');
  await expect(page).toHaveURL(/\/claim\/get-started$/);
  await page.getByLabel('I have everything I need to make my claim').check();
  await continueStep(page);
  await page.getByLabel('Personal').check();
  await continueStep(page);
  await expect(page).toHaveURL(/\/claim\/purchase-details$/);
}

/**
 * Fills a date field as its device offers it: typed in the locale's order (`typed`), or, where the field is the
 * phone's native picker (`type=date`, on touch screens), picked as the picker hands it over (`iso`, yyyy-MM-dd).
 */
export async function fillDate(field: Locator, typed: string, iso: string) {
  await field.fill((await field.getAttribute('type')) === 'date' ? iso : typed);
}

const touchScreens = new WeakMap<Page, boolean>();

/** Presses a button, link or choice as the device's user does: a tap on a touch screen, a click elsewhere. */
export async function press(target: Locator) {
  const page = target.page();
  let touch = touchScreens.get(page);
  if (touch === undefined) {
    touch = await page.evaluate(() => navigator.maxTouchPoints > 0);
    touchScreens.set(page, touch);
  }
  await (touch ? target.tap() : target.click());
}
