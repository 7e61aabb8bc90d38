/**
 * Drives a Summer Switch (AUR00031) claim the way a customer does, in en-US or en-IE, on a desktop or a phone (a tap
 * where a phone's user taps, the native date picker where the phone offers it). Labels come from the package's
 * wording by alias.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { buildImei } from '../../core/rules/luhn';
import { fillDate, png, press } from './support';

export type SummerLocale = 'en-US' | 'en-IE';

const wording = (locale: SummerLocale) => JSON.parse(readFileSync(`page-definitions/AUR00031/content/${locale}.json`, 'utf8')) as Record<string, string>;
export const summerContent: Record<SummerLocale, Record<string, string>> = { 'en-US': wording('en-US'), 'en-IE': wording('en-IE') };

/** The wording of an alias in a locale (a missing alias fails the test at once). */
export const st = (locale: SummerLocale, alias: string) => {
  const text = summerContent[locale][alias];
  if (text === undefined) throw new Error(`No wording for ${alias} in ${locale}`);
  return text;
};
export const summerSite: Record<SummerLocale, string> = { 'en-US': '/summerswitch', 'en-IE': '/ie/summerswitch' };
const catalogue = JSON.parse(readFileSync('page-definitions/AUR00031/catalogue.json', 'utf8'));
export const summerProducts: Array<{ name: string }> = catalogue.products;

/** A Luhn-valid IMEI of a Summer Switch phone no test used before. */
export const freshSummerImei = (productIndex = 0) => buildImei(catalogue.products[productIndex].tacs[0], String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0'));
export const freshSerial = () => `AUR${Math.random().toString(36).slice(2, 10).toUpperCase()}`.padEnd(12, '7');

export const continueSummerStep = (page: Page, locale: SummerLocale) => press(page.getByRole('button', { name: st(locale, 'flowContinue'), exact: true }));

export interface SummerClaim {
  person: { first: string; last: string; email: string; mobile: string };
  address: { line1: string; city: string; county: string; postCode: string };
  reward: { paypal: string } | { iban: string; swift: string; name: string };
}

/** From the home page to get started, as a new visitor comes. */
export async function startSummerClaim(page: Page, locale: SummerLocale) {
  await page.goto(`${summerSite[locale]}/`);
  await press(page.getByRole('link', { name: st(locale, 'homeClaimNow') }));
  await expect(page).toHaveURL(/\/claim\/get-started$/);
}

/** Get started, then the eligibility step, to purchase details. */
export async function passSummerEligibility(page: Page, locale: SummerLocale) {
  await page.getByLabel(st(locale, 'getStartedConfirm')).check();
  await continueSummerStep(page, locale);
  await expect(page).toHaveURL(/\/claim\/eligibility$/);
  await expect(page.getByRole('heading', { level: 1, name: st(locale, 'stepEligibilityTitle') })).toBeVisible();
  await page.getByLabel(st(locale, 'eligibilityConfirmLabel')).check();
  await page.getByRole('radio', { name: st(locale, 'eligibilityHeardStore') }).check();
  await continueSummerStep(page, locale);
  await expect(page).toHaveURL(/\/claim\/purchase-details$/);
}

/** From the home page to the purchase details of Summer Switch: get started, then the eligibility step. */
export async function reachSummerPurchaseDetails(page: Page, locale: SummerLocale) {
  await startSummerClaim(page, locale);
  await passSummerEligibility(page, locale);
}

/** `date` as the locale types it (MM/dd/yyyy in en-US, dd/MM/yyyy in en-IE). */
const isoOf = (locale: SummerLocale, date: string) => {
  const [a, b, year] = date.split('/');
  return locale === 'en-US' ? `${year}-${a}-${b}` : `${year}-${b}-${a}`;
};

export async function fillSummerPurchase(page: Page, locale: SummerLocale, date: string, phones: Array<{ imei: string; serial: string }>) {
  await fillDate(page.getByLabel(st(locale, 'purchaseDateLabel'), { exact: true }), date, isoOf(locale, date));
  await page.getByLabel(st(locale, 'invoiceNumberLabel'), { exact: true }).fill('SS-2026-1101');
  await page.getByLabel(st(locale, 'resellerLabel'), { exact: true }).selectOption({ label: locale === 'en-US' ? 'Best Buy' : 'Harvey Norman' });
  for (const [i, phone] of phones.entries()) {
    if (i > 0) await press(page.getByRole('button', { name: st(locale, 'itemAdd') }));
    await page.getByLabel(st(locale, 'itemProductLabel'), { exact: true }).nth(i).selectOption({ label: summerProducts[i].name });
    await page.getByLabel(st(locale, 'itemImeiLabel'), { exact: true }).nth(i).fill(phone.imei);
    await page.getByLabel(st(locale, 'itemSerialLabel'), { exact: true }).nth(i).fill(phone.serial);
  }
}

/** The upload step: a receipt, then Continue to personal details. */
export async function uploadSummerReceipt(page: Page, locale: SummerLocale) {
  await expect(page).toHaveURL(/\/claim\/upload$/);
  await page.getByLabel(st(locale, 'uploadProofOfPurchaseLabel'), { exact: true }).setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: png });
  await continueSummerStep(page, locale);
  await expect(page).toHaveURL(/\/claim\/personal-details$/);
}

/** Personal details with the address entered by hand (not yet continued). */
export async function fillSummerPerson(page: Page, locale: SummerLocale, claim: SummerClaim) {
  await page.getByLabel(st(locale, 'personalTitleLabel'), { exact: true }).selectOption({ label: st(locale, 'personalTitleMs') });
  await page.getByLabel(st(locale, 'personalFirstNameLabel'), { exact: true }).fill(claim.person.first);
  await page.getByLabel(st(locale, 'personalLastNameLabel'), { exact: true }).fill(claim.person.last);
  await page.getByLabel(st(locale, 'personalEmailLabel'), { exact: true }).fill(claim.person.email);
  await page.getByLabel(st(locale, 'personalMobileLabel'), { exact: true }).pressSequentially(claim.person.mobile);
  await press(page.getByRole('button', { name: st(locale, 'addressLookupManualEntry') }));
  await page.getByLabel(st(locale, 'personalAddress1Label'), { exact: true }).fill(claim.address.line1);
  await page.getByLabel(st(locale, 'personalCityLabel'), { exact: true }).fill(claim.address.city);
  await page.getByLabel(st(locale, 'personalCountyLabel'), { exact: true }).fill(claim.address.county);
  await page.getByLabel(st(locale, 'personalPostCodeLabel'), { exact: true }).fill(claim.address.postCode);
}

/** The reward: PayPal, or bank transfer to an Irish account (not yet continued). */
export async function fillSummerReward(page: Page, locale: SummerLocale, reward: SummerClaim['reward']) {
  // No gift in this promotion: PayPal or bank transfer only.
  await expect(page.getByRole('radio')).toHaveCount(2);
  if ('paypal' in reward) {
    await press(page.getByRole('radio', { name: st(locale, 'rewardMethodPaypal') }));
    await page.getByLabel(st(locale, 'rewardPayPalEmailLabel'), { exact: true }).fill(reward.paypal);
  } else {
    await press(page.getByRole('radio', { name: st(locale, 'rewardMethodBankTransfer') }));
    await page.getByLabel(st(locale, 'rewardBankCountryLabel')).selectOption({ label: st(locale, 'countryIE') });
    await page.getByLabel(st(locale, 'rewardBankAccountNameLabel'), { exact: true }).fill(reward.name);
    await page.getByLabel(st(locale, 'rewardBankIbanLabel'), { exact: true }).fill(reward.iban);
    await page.getByLabel(st(locale, 'rewardBankSwiftLabel'), { exact: true }).fill(reward.swift);
    await page.getByRole('radio', { name: st(locale, 'rewardBankLegalTypePrivate') }).check();
  }
}

/** Submits on the summary; answers the reference shown on the confirmation (no survey in this promotion). */
export async function submitSummerClaim(page: Page, locale: SummerLocale): Promise<string> {
  await expect(page).toHaveURL(/\/claim\/summary$/);
  await press(page.getByRole('button', { name: st(locale, 'summarySubmit') }));
  await expect(page).toHaveURL(/\/claim\/confirmation$/);
  const reference = (await page.locator('.confirmation-panel__reference').innerText()).trim();
  expect(reference).toMatch(/^\d{3}-\d{3}-\d{3}$/);
  return reference;
}

/** Upload, personal details, reward, summary; answers the reference on the confirmation. */
export async function finishSummerClaim(page: Page, locale: SummerLocale, claim: SummerClaim): Promise<string> {
  await uploadSummerReceipt(page, locale);
  await fillSummerPerson(page, locale, claim);
  await continueSummerStep(page, locale);
  await expect(page).toHaveURL(/\/claim\/reward-details$/);
  await fillSummerReward(page, locale, claim.reward);
  await continueSummerStep(page, locale);
  return submitSummerClaim(page, locale);
}

/** Tracks a claim on the locale's track-claim page and lands on my-claim. */
export async function trackSummerClaim(page: Page, locale: SummerLocale, reference: string, email: string) {
  await page.goto(`${summerSite[locale]}/track-claim`);
  const boxes = page.getByRole('group', { name: st(locale, 'trackerReferenceLabel') }).getByRole('textbox');
  for (const [i, part] of reference.split('-').entries()) await boxes.nth(i).fill(part);
  await page.getByLabel(st(locale, 'trackerEmailLabel')).fill(email);
  await press(page.getByRole('button', { name: st(locale, 'trackerSubmit') }));
  await expect(page).toHaveURL(/\/my-claim$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(reference);
}
