/**
 * The second promotion, AUR00031 Summer Switch, served beside GOO00028 from the same build and server, made of JSON
 * alone: a new customer claims in en-US (a purchase on either side of the November daylight-saving change is in or
 * out as the promotion's New York calendar says) and in en-IE, tracks the claim, and cannot find it through
 * GOO00028's track-claim page; a GOO00028 claim is not found through Summer Switch either.
 */
import { readFileSync } from 'node:fs';
import { buildImei } from '../../core/rules/luhn';
import { test, expect, type Page } from './fixtures';
import { expectErrorSummary, png } from './support';
import { createClaim } from './myClaimDriver';

type Locale = 'en-US' | 'en-IE';
const wording = (locale: Locale) => JSON.parse(readFileSync(`page-definitions/AUR00031/content/${locale}.json`, 'utf8')) as Record<string, string>;
const content: Record<Locale, Record<string, string>> = { 'en-US': wording('en-US'), 'en-IE': wording('en-IE') };
const t = (locale: Locale, alias: string) => {
  const text = content[locale][alias];
  if (text === undefined) throw new Error(`No wording for ${alias} in ${locale}`);
  return text;
};
const site: Record<Locale, string> = { 'en-US': '/summerswitch', 'en-IE': '/ie/summerswitch' };
const catalogue = JSON.parse(readFileSync('page-definitions/AUR00031/catalogue.json', 'utf8'));

/** A Luhn-valid IMEI of a Summer Switch phone no test used before. */
const freshImei = (productIndex = 0) => buildImei(catalogue.products[productIndex].tacs[0], String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0'));
const freshSerial = () => `AUR${Math.random().toString(36).slice(2, 10).toUpperCase()}`.padEnd(12, '7');

const continueStep = (page: Page, locale: Locale) => page.getByRole('button', { name: t(locale, 'flowContinue'), exact: true }).click();

interface Claim {
  date: string;
  person: { first: string; last: string; email: string; mobile: string };
  address: { line1: string; city: string; county: string; postCode: string };
  reward: { paypal: string } | { iban: string; swift: string; name: string };
}

/** From the home page to the purchase details of Summer Switch: get started, then the eligibility step. */
async function reachPurchaseDetails(page: Page, locale: Locale) {
  await page.goto(`${site[locale]}/`);
  await page.getByRole('link', { name: t(locale, 'homeClaimNow') }).click();
  await expect(page).toHaveURL(/\/claim\/get-started$/);
  await page.getByLabel(t(locale, 'getStartedConfirm')).check();
  await continueStep(page, locale);
  await expect(page).toHaveURL(/\/claim\/eligibility$/);
  await expect(page.getByRole('heading', { level: 1, name: t(locale, 'stepEligibilityTitle') })).toBeVisible();
  await page.getByLabel(t(locale, 'eligibilityConfirmLabel')).check();
  await page.getByRole('radio', { name: t(locale, 'eligibilityHeardStore') }).check();
  await continueStep(page, locale);
  await expect(page).toHaveURL(/\/claim\/purchase-details$/);
}

async function fillPurchase(page: Page, locale: Locale, date: string, phones: Array<{ imei: string; serial: string }>) {
  await page.getByLabel(t(locale, 'purchaseDateLabel'), { exact: true }).fill(date);
  await page.getByLabel(t(locale, 'invoiceNumberLabel'), { exact: true }).fill('SS-2026-1101');
  await page.getByLabel(t(locale, 'resellerLabel'), { exact: true }).selectOption({ label: locale === 'en-US' ? 'Best Buy' : 'Harvey Norman' });
  for (const [i, phone] of phones.entries()) {
    if (i > 0) await page.getByRole('button', { name: t(locale, 'itemAdd') }).click();
    await page.getByLabel(t(locale, 'itemProductLabel'), { exact: true }).nth(i).selectOption({ label: catalogue.products[i].name });
    await page.getByLabel(t(locale, 'itemImeiLabel'), { exact: true }).nth(i).fill(phone.imei);
    await page.getByLabel(t(locale, 'itemSerialLabel'), { exact: true }).nth(i).fill(phone.serial);
  }
}

/** Upload, personal details, reward, summary; answers the reference on the confirmation. */
async function finishClaim(page: Page, locale: Locale, claim: Claim): Promise<string> {
  await expect(page).toHaveURL(/\/claim\/upload$/);
  await page.getByLabel(t(locale, 'uploadProofOfPurchaseLabel'), { exact: true }).setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: png });
  await continueStep(page, locale);
  await expect(page).toHaveURL(/\/claim\/personal-details$/);
  await page.getByLabel(t(locale, 'personalTitleLabel'), { exact: true }).selectOption({ label: t(locale, 'personalTitleMs') });
  await page.getByLabel(t(locale, 'personalFirstNameLabel'), { exact: true }).fill(claim.person.first);
  await page.getByLabel(t(locale, 'personalLastNameLabel'), { exact: true }).fill(claim.person.last);
  await page.getByLabel(t(locale, 'personalEmailLabel'), { exact: true }).fill(claim.person.email);
  await page.getByLabel(t(locale, 'personalMobileLabel'), { exact: true }).pressSequentially(claim.person.mobile);
  await page.getByRole('button', { name: t(locale, 'addressLookupManualEntry') }).click();
  await page.getByLabel(t(locale, 'personalAddress1Label'), { exact: true }).fill(claim.address.line1);
  await page.getByLabel(t(locale, 'personalCityLabel'), { exact: true }).fill(claim.address.city);
  await page.getByLabel(t(locale, 'personalCountyLabel'), { exact: true }).fill(claim.address.county);
  await page.getByLabel(t(locale, 'personalPostCodeLabel'), { exact: true }).fill(claim.address.postCode);
  await continueStep(page, locale);
  await expect(page).toHaveURL(/\/claim\/reward-details$/);
  // No gift in this promotion: PayPal or bank transfer only.
  await expect(page.getByRole('radio')).toHaveCount(2);
  if ('paypal' in claim.reward) {
    await page.getByRole('radio', { name: t(locale, 'rewardMethodPaypal') }).check();
    await page.getByLabel(t(locale, 'rewardPayPalEmailLabel'), { exact: true }).fill(claim.reward.paypal);
  } else {
    await page.getByRole('radio', { name: t(locale, 'rewardMethodBankTransfer') }).check();
    await page.getByLabel(t(locale, 'rewardBankCountryLabel')).selectOption({ label: t(locale, 'countryIE') });
    await page.getByLabel(t(locale, 'rewardBankAccountNameLabel'), { exact: true }).fill(claim.reward.name);
    await page.getByLabel(t(locale, 'rewardBankIbanLabel'), { exact: true }).fill(claim.reward.iban);
    await page.getByLabel(t(locale, 'rewardBankSwiftLabel'), { exact: true }).fill(claim.reward.swift);
    await page.getByRole('radio', { name: t(locale, 'rewardBankLegalTypePrivate') }).check();
  }
  await continueStep(page, locale);
  await expect(page).toHaveURL(/\/claim\/summary$/);
  await page.getByRole('button', { name: t(locale, 'summarySubmit') }).click();
  // No survey: the claim ends on its confirmation.
  await expect(page).toHaveURL(/\/claim\/confirmation$/);
  const reference = (await page.locator('.confirmation-panel__reference').innerText()).trim();
  expect(reference).toMatch(/^\d{3}-\d{3}-\d{3}$/);
  return reference;
}

/** The track-claim page of a site: the claim is found (lands on my-claim) or not (the error summary says so). */
async function track(page: Page, sitePath: string, reference: string, email: string, labels: { boxes: string; email: string; submit: string }) {
  await page.goto(`${sitePath}/track-claim`);
  const boxes = page.getByRole('group', { name: labels.boxes }).getByRole('textbox');
  for (const [i, part] of reference.split('-').entries()) await boxes.nth(i).fill(part);
  await page.getByLabel(labels.email).fill(email);
  await page.getByRole('button', { name: labels.submit }).click();
}
/** The tracker's answer for a claim it does not know: the error summary, focused, saying so. */
async function expectNotFound(page: Page, message: string) {
  const summary = page.getByRole('alert').filter({ has: page.getByRole('heading') });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText(message);
}
const labelsOf = (words: Record<string, string>) => ({ boxes: words.trackerReferenceLabel, email: words.trackerEmailLabel, submit: words.trackerSubmit });
const goo = JSON.parse(readFileSync('page-definitions/GOO00028/content/en-GB.json', 'utf8')) as Record<string, string>;

test.describe('Summer Switch (AUR00031), beside GOO00028', () => {
  test('en-US: a purchase the day after the daylight-saving change is out, on the day of it in; the claim is tracked here and unknown to GOO00028', async ({ page }) => {
    const locale = 'en-US';
    await reachPurchaseDetails(page, locale);
    // Up to three phones (props.maxItems): three here, and the button to add a fourth is gone.
    const phones = [0, 1, 2].map((i) => ({ imei: freshImei(i), serial: freshSerial() }));
    await fillPurchase(page, locale, '11/02/2026', phones);
    await expect(page.getByRole('button', { name: t(locale, 'itemAdd') })).toHaveCount(0);
    await continueStep(page, locale);
    await expectErrorSummary(page, t(locale, 'errorsDateOfPurchaseIneligible'));
    await expect(page).toHaveURL(/\/claim\/purchase-details$/);
    await page.getByLabel(t(locale, 'purchaseDateLabel'), { exact: true }).fill('11/01/2026');
    await continueStep(page, locale);
    const email = `grace.${Date.now()}@example.com`;
    const reference = await finishClaim(page, locale, {
      date: '11/01/2026',
      person: { first: 'Grace', last: 'Hopper', email, mobile: '(201) 555-0123' },
      address: { line1: '350 Fifth Avenue', city: 'New York', county: 'NY', postCode: '10118' },
      reward: { paypal: email },
    });

    await track(page, site[locale], reference, email, labelsOf(content[locale]));
    await expect(page).toHaveURL(/\/summerswitch\/my-claim$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(reference);

    await track(page, '/2022launch', reference, email, labelsOf(goo));
    await expectNotFound(page, goo.errorsNoClaimFound);
    await expect(page).toHaveURL(/\/2022launch\/track-claim$/);
  });

  test('en-IE: a claim paid by bank transfer, in Irish wording and dates', async ({ page }) => {
    const locale = 'en-IE';
    await reachPurchaseDetails(page, locale);
    await expect(page.getByText(t(locale, 'purchaseDateHint'))).toBeVisible();
    await fillPurchase(page, locale, '01/11/2026', [{ imei: freshImei(2), serial: freshSerial() }]);
    await continueStep(page, locale);
    const email = `aoife.${Date.now()}@example.com`;
    const reference = await finishClaim(page, locale, {
      date: '01/11/2026',
      person: { first: 'Aoife', last: 'Byrne', email, mobile: '085 123 4567' },
      address: { line1: '12 Merrion Square', city: 'Dublin 2', county: 'Dublin', postCode: 'D02 XE80' },
      reward: { name: 'Aoife Byrne', iban: 'IE29AIBK93115212345678', swift: 'AIBKIE2D' },
    });
    await track(page, site[locale], reference, email, labelsOf(content[locale]));
    await expect(page).toHaveURL(/\/ie\/summerswitch\/my-claim$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(reference);
  });

  test('a GOO00028 claim is not found through Summer Switch', async ({ page, request }) => {
    const claim = await createClaim(request, 'en-GB');
    await track(page, site['en-US'], claim.reference, claim.email, labelsOf(content['en-US']));
    await expectNotFound(page, t('en-US', 'errorsNoClaimFound'));
    await expect(page).toHaveURL(/\/summerswitch\/track-claim$/);
  });
});
