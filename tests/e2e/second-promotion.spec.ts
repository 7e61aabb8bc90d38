/**
 * The second promotion, AUR00031 Summer Switch, served beside GOO00028 from the same build and server, made of JSON
 * alone: a new customer claims in en-US (a purchase on either side of the November daylight-saving change is in or
 * out as the promotion's New York calendar says) and in en-IE, tracks the claim, and cannot find it through
 * GOO00028's track-claim page; a GOO00028 claim is not found through Summer Switch either.
 */
import { readFileSync } from 'node:fs';
import { test, expect, type Page } from './fixtures';
import { expectErrorSummary } from './support';
import { createClaim } from './myClaimDriver';
import {
  continueSummerStep as continueStep,
  fillSummerPurchase as fillPurchase,
  finishSummerClaim as finishClaim,
  freshSerial,
  freshSummerImei as freshImei,
  reachSummerPurchaseDetails as reachPurchaseDetails,
  st as t,
  summerContent as content,
  summerSite as site,
} from './summerSwitchDriver';

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
    // Enter in a field sends the step as Continue does, not the first phone's Remove (a button before it).
    const imeis = page.getByLabel(t(locale, 'itemImeiLabel'), { exact: true });
    await imeis.nth(2).press('Enter');
    await expectErrorSummary(page, t(locale, 'errorsDateOfPurchaseIneligible'));
    await expect(imeis).toHaveCount(3);
    await expect(page).toHaveURL(/\/claim\/purchase-details$/);
    await page.getByLabel(t(locale, 'purchaseDateLabel'), { exact: true }).fill('11/01/2026');
    await continueStep(page, locale);
    const email = `grace.${Date.now()}@example.com`;
    const reference = await finishClaim(page, locale, {
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
