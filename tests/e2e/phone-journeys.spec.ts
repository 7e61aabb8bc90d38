/**
 * A claim of each promotion completed end to end on a phone (390 x 844, a mobile browser, a touch screen): taps
 * where a phone's user taps, the native date picker, the keypads the fields ask for; at every step the page is no
 * wider than the screen and the step list needs no sideways scrolling, its current step in view.
 */
import { expect, test, type Page } from './fixtures';
import { chooseGift, continueStep, fillPerson, freshImei, reachPersonalDetails, submitAndConfirm, t } from './claimDriver';
import { pageOverflow } from './axe';
import { press } from './support';
import {
  continueSummerStep,
  fillSummerPerson,
  fillSummerPurchase,
  fillSummerReward,
  freshSerial,
  freshSummerImei,
  reachSummerPurchaseDetails,
  st,
  submitSummerClaim,
  uploadSummerReceipt,
} from './summerSwitchDriver';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The step as a phone shows it: nothing to scroll sideways, the step list wraps, its current step on the first screen. */
async function expectStepFitsThePhone(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await pageOverflow(page)).toBe(0);
  const list = page.locator('.step-breadcrumb ol');
  expect(await list.evaluate((ol) => ol.scrollWidth - ol.clientWidth)).toBe(0);
  const current = list.locator('li[aria-current="step"]');
  await expect(current).toBeInViewport();
  // The current step's title is shown, not only its number.
  expect(await current.locator('.step-breadcrumb__title').evaluate((title) => title.getBoundingClientRect().width)).toBeGreaterThan(1);
}

test('2022 launch (GOO00028, en-GB): a claim completed on a phone', async ({ page }) => {
  test.setTimeout(120_000);
  const locale = 'en-GB';
  const imei = freshImei();
  await page.goto('/2022launch/claim');
  await expectStepFitsThePhone(page);
  await reachPersonalDetails(page, locale, { imei, fromHome: true });
  await expectStepFitsThePhone(page);

  const email = page.getByLabel(t(locale, 'personalEmailLabel'), { exact: true });
  await expect(email).toHaveAttribute('type', 'email');
  await expect(page.getByLabel(t(locale, 'personalFirstNameLabel'), { exact: true })).toHaveAttribute('autocomplete', 'given-name');
  await expect(page.getByLabel(t(locale, 'personalMobileLabel'), { exact: true })).toHaveAttribute('type', 'tel');
  await fillPerson(page, locale, { title: t(locale, 'personalTitleMs'), firstName: 'Ada', lastName: 'Lovelace', email: `phone.${Date.now()}@example.com`, mobile: '07400 123456' });
  // The address search: typed, then the offered address tapped.
  await page.getByRole('combobox', { name: t(locale, 'addressLookupLabel') }).fill('SW1A 2AA');
  await press(page.getByRole('listbox').getByRole('option').first());
  await expect(page.getByLabel(t(locale, 'personalAddress1Label'), { exact: true })).toHaveValue('10 Downing Street');
  await expect(page.getByLabel(t(locale, 'personalPostCodeLabel'), { exact: true })).toHaveAttribute('autocomplete', 'postal-code');
  await continueStep(page, locale);

  await expect(page).toHaveURL(/\/claim\/reward-details$/);
  await expectStepFitsThePhone(page);
  await chooseGift(page, locale);
  await continueStep(page, locale);
  await expect(page).toHaveURL(/\/claim\/summary$/);
  await expectStepFitsThePhone(page);
  await submitAndConfirm(page, locale, 'answer');
  await expectStepFitsThePhone(page);
});

test('2022 launch on a phone: the purchase date is the native picker, the IMEI the numeric keypad', async ({ page }) => {
  const locale = 'en-GB';
  await page.goto('/2022launch/claim');
  await page.getByLabel(t(locale, 'getStartedConfirm')).check();
  await continueStep(page, locale);
  await page.getByLabel(t(locale, 'claimTypePersonal')).check();
  await continueStep(page, locale);
  await expect(page).toHaveURL(/\/claim\/purchase-details$/);
  await expectStepFitsThePhone(page);
  await expect(page.getByLabel(t(locale, 'purchaseDateLabel'), { exact: true })).toHaveAttribute('type', 'date');
  await expect(page.getByLabel(t(locale, 'itemImeiLabel'), { exact: true }).first()).toHaveAttribute('inputmode', 'numeric');
});

test('Summer Switch (AUR00031, en-US): a claim completed on a phone, paid by PayPal', async ({ page }) => {
  test.setTimeout(120_000);
  const locale = 'en-US';
  await reachSummerPurchaseDetails(page, locale);
  await expectStepFitsThePhone(page);
  await expect(page.getByLabel(st(locale, 'purchaseDateLabel'), { exact: true })).toHaveAttribute('type', 'date');
  await fillSummerPurchase(page, locale, '11/01/2026', [{ imei: freshSummerImei(0), serial: freshSerial() }]);
  await continueSummerStep(page, locale);
  await expectStepFitsThePhone(page);
  await uploadSummerReceipt(page, locale);
  await expectStepFitsThePhone(page);
  const email = `grace.phone.${Date.now()}@example.com`;
  await fillSummerPerson(page, locale, {
    person: { first: 'Grace', last: 'Hopper', email, mobile: '(201) 555-0123' },
    address: { line1: '350 Fifth Avenue', city: 'New York', county: 'NY', postCode: '10118' },
    reward: { paypal: email },
  });
  await continueSummerStep(page, locale);
  await expect(page).toHaveURL(/\/claim\/reward-details$/);
  await expectStepFitsThePhone(page);
  await fillSummerReward(page, locale, { paypal: email });
  await continueSummerStep(page, locale);
  await expectStepFitsThePhone(page);
  await submitSummerClaim(page, locale);
  await expectStepFitsThePhone(page);
});
