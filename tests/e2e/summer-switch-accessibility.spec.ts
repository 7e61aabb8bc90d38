/**
 * Every claim step of Summer Switch (AUR00031) in en-US and en-IE, empty, with the errors of a Continue and filled,
 * and every reward method open (PayPal; bank transfer for each bank country's fields): axe finds no WCAG 2.2 A/AA
 * violation and the page is no wider than the screen at 320, 390 and 1280 px wide (the same page resized); then My
 * claim of the claim made.
 */
import { expect, test, type Page } from './fixtures';
import { expectAccessibleAtEveryWidth } from './axe';
import { png } from './support';
import {
  continueSummerStep,
  fillSummerPerson,
  fillSummerPurchase,
  freshSerial,
  freshSummerImei,
  st,
  startSummerClaim,
  submitSummerClaim,
  trackSummerClaim,
  type SummerLocale,
} from './summerSwitchDriver';

const claims: Record<SummerLocale, { date: string; mobile: string; address: { line1: string; city: string; county: string; postCode: string } }> = {
  'en-US': { date: '11/01/2026', mobile: '(201) 555-0123', address: { line1: '350 Fifth Avenue', city: 'New York', county: 'NY', postCode: '10118' } },
  'en-IE': { date: '01/11/2026', mobile: '085 123 4567', address: { line1: '12 Merrion Square', city: 'Dublin 2', county: 'Dublin', postCode: 'D02 XE80' } },
};

/** The error summary is shown and has taken focus. */
async function expectErrorSummaryShown(page: Page) {
  await expect(page.getByRole('alert').filter({ has: page.getByRole('heading') })).toBeFocused();
}

for (const locale of ['en-US', 'en-IE'] as const) {
  test(`${locale}: every Summer Switch step and reward method passes axe at every width, empty, with errors and filled`, async ({ page }) => {
    test.setTimeout(240_000);
    const claim = claims[locale];
    const emptyAndErrors = async (step: string) => {
      await expect(page).toHaveURL(new RegExp(`/claim/${step}$`));
      await expectAccessibleAtEveryWidth(page, `${step}, empty`);
      await continueSummerStep(page, locale);
      await expectErrorSummaryShown(page);
      await expectAccessibleAtEveryWidth(page, `${step}, errors`);
    };

    await startSummerClaim(page, locale);
    await emptyAndErrors('get-started');
    await page.getByLabel(st(locale, 'getStartedConfirm')).check();
    await continueSummerStep(page, locale);
    await emptyAndErrors('eligibility');
    await page.getByLabel(st(locale, 'eligibilityConfirmLabel')).check();
    await page.getByRole('radio', { name: st(locale, 'eligibilityHeardStore') }).check();
    await continueSummerStep(page, locale);

    await emptyAndErrors('purchase-details');
    await fillSummerPurchase(page, locale, claim.date, [{ imei: freshSummerImei(0), serial: freshSerial() }]);
    await continueSummerStep(page, locale);

    await emptyAndErrors('upload');
    await page.getByLabel(st(locale, 'uploadProofOfPurchaseLabel'), { exact: true }).setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: png });
    await continueSummerStep(page, locale);

    await emptyAndErrors('personal-details');
    const email = `a11y.${locale}.${Date.now()}@example.com`;
    await fillSummerPerson(page, locale, { person: { first: 'Grace', last: 'Hopper', email, mobile: claim.mobile }, address: claim.address, reward: { paypal: email } });
    await expectAccessibleAtEveryWidth(page, 'personal-details, filled (errors of the earlier Continue still shown)');
    await continueSummerStep(page, locale);

    await emptyAndErrors('reward-details');
    await page.getByRole('radio', { name: st(locale, 'rewardMethodPaypal') }).click();
    await expect(page.getByLabel(st(locale, 'rewardPayPalEmailLabel'), { exact: true })).toBeVisible();
    await expectAccessibleAtEveryWidth(page, 'reward-details, PayPal open');
    await page.getByRole('radio', { name: st(locale, 'rewardMethodBankTransfer') }).click();
    const country = page.getByLabel(st(locale, 'rewardBankCountryLabel'));
    for (const [bankCountry, field] of [
      ['countryUS', 'rewardBankRoutingNumberLabel'],
      ['countryIE', 'rewardBankIbanLabel'],
    ] as const) {
      await country.selectOption({ label: st(locale, bankCountry) });
      await expect(page.getByLabel(st(locale, field), { exact: true })).toBeVisible();
      await expectAccessibleAtEveryWidth(page, `reward-details, bank transfer to ${bankCountry}`);
      await continueSummerStep(page, locale);
      await expectErrorSummaryShown(page);
      await expectAccessibleAtEveryWidth(page, `reward-details, bank transfer to ${bankCountry}, errors`);
    }
    await page.getByRole('radio', { name: st(locale, 'rewardMethodPaypal') }).click();
    await page.getByLabel(st(locale, 'rewardPayPalEmailLabel'), { exact: true }).fill(email);
    await continueSummerStep(page, locale);

    await expect(page).toHaveURL(/\/claim\/summary$/);
    await expect(page.getByText(claim.address.line1)).toBeVisible();
    await expectAccessibleAtEveryWidth(page, 'summary');
    const reference = await submitSummerClaim(page, locale);
    await expectAccessibleAtEveryWidth(page, 'confirmation');
    await trackSummerClaim(page, locale, reference, email);
    await expectAccessibleAtEveryWidth(page, 'my-claim of the claim just made');
  });
}
