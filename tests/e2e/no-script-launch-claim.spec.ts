/**
 * The 2022 launch promotion (GOO00028) without JavaScript (issue 54), in each of its locales: every step posts to the
 * server, which judges it as the browser would. The claim type and the gift are radios, the purchase's proofs file
 * inputs posted as multipart, both phones typed fields read by the phone check, the address found by the server's
 * lookup (radios, "Use this address") or typed, the survey answered or skipped; mistakes get the messages scripts
 * give, and the stored claim is the one scripts would send. The fixture promotion (PayPal and bank transfer on) is
 * paid both ways. axe runs on the pages as they are without scripts.
 */
import { test, expect, type Page } from '@playwright/test';
import { fixtureDataDir, ports } from '../../playwright.config';
import { freshImei, sitePath, storedClaims, t, type Locale } from './claimDriver';
import { expectAccessibleWithoutScripts } from './axe';
import { expectServerErrorSummary } from './noScriptPage';
import { png, seeded } from './support';

test.use({ javaScriptEnabled: false });

const next = (page: Page, locale: Locale) => page.getByRole('button', { name: t(locale, 'flowContinue'), exact: true }).click();
/** The step refused as scripts refuse it: the summary focused with `alias`'s message, the title saying Error. */
const expectRefused = (page: Page, locale: Locale, alias: string) => expectServerErrorSummary(page, t(locale, alias), t(locale, 'errorTitlePrefix'));
const field = (page: Page, locale: Locale, alias: string) => page.getByLabel(t(locale, alias), { exact: true });

/** Each locale's customer: an address the seeded lookup finds by `query`, as the claim stores it, and two phones. */
const customers = {
  'en-GB': { query: 'SW1A 2AA', line1: '10 Downing Street', postCode: 'SW1A 2AA', mobile: '07400 123456', mobileE164: '+447400123456', telephone: '020 7946 0000', telephoneE164: '+442079460000' },
  'de-DE': { query: '10117', line1: 'Unter den Linden 77', postCode: '10117', mobile: '01512 3456789', mobileE164: '+4915123456789', telephone: '030 12345678', telephoneE164: '+493012345678' },
  'fr-FR': { query: '33000', line1: '2 Place de la Bourse', postCode: '33000', mobile: '06 12 34 56 78', mobileE164: '+33612345678', telephone: '01 23 45 67 89', telephoneE164: '+33123456789' },
} as const;

/** Get started, claim type, purchase details and both proofs, each refused once as scripts would refuse it. */
async function reachPersonalDetails(page: Page, locale: Locale, imei: string, site = sitePath[locale], claimType = true) {
  await page.goto(`${site}/claim/get-started`);
  await next(page, locale);
  await expectRefused(page, locale, 'errorsChecklistUnconfirmed');
  await page.getByLabel(t(locale, 'getStartedConfirm')).check();
  await next(page, locale);
  if (claimType) {
    await expect(page).toHaveURL(/\/claim\/claim-type$/);
    await next(page, locale);
    await expectRefused(page, locale, 'errorsClaimTypeNotSelected');
    await page.getByRole('radio', { name: t(locale, 'claimTypePersonal') }).check();
    await next(page, locale);
  }
  await expect(page).toHaveURL(/\/claim\/purchase-details$/);
  await field(page, locale, 'purchaseDateLabel').fill(seeded.dateInWindow);
  await field(page, locale, 'invoiceNumberLabel').fill('INV-NOJS-1');
  await field(page, locale, 'resellerLabel').selectOption({ label: seeded.resellerName });
  await field(page, locale, 'itemProductLabel').selectOption({ label: seeded.productName });
  await field(page, locale, 'itemImeiLabel').fill(seeded.badLuhnImei);
  await next(page, locale);
  await expectRefused(page, locale, 'errorsImeiInvalid');
  await expect(field(page, locale, 'invoiceNumberLabel')).toHaveValue('INV-NOJS-1');
  await field(page, locale, 'itemImeiLabel').fill(imei);
  await next(page, locale);
  // The proofs in the fixture's order (IMEI first) or the package's: whichever step shows, its file is chosen.
  for (let proof = 0; proof < 2; proof++) {
    await expect(page).toHaveURL(/\/claim\/upload(-imei)?$/);
    const alias = page.url().endsWith('/upload') ? 'uploadProofOfPurchaseLabel' : 'uploadProofOfImeiLabel';
    if (proof === 0) {
      await next(page, locale);
      await expectRefused(page, locale, alias === 'uploadProofOfPurchaseLabel' ? 'errorsNoProofOfPurchase' : 'errorsNoProofOfImei');
    }
    await field(page, locale, alias).setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: png });
    await next(page, locale);
  }
  await expect(page).toHaveURL(/\/claim\/personal-details$/);
}

async function fillPerson(page: Page, locale: Locale, email: string, phones: { mobile: string; telephone?: string }) {
  await field(page, locale, 'personalTitleLabel').selectOption({ label: t(locale, 'personalTitleMr') });
  await field(page, locale, 'personalFirstNameLabel').fill('Alan');
  await field(page, locale, 'personalLastNameLabel').fill('Turing');
  await field(page, locale, 'personalEmailLabel').fill(email);
  await field(page, locale, 'personalMobileLabel').fill(phones.mobile);
  if (phones.telephone) await field(page, locale, 'personalTelephoneLabel').fill(phones.telephone);
}

for (const locale of ['en-GB', 'de-DE', 'fr-FR'] as const) {
  test(`2022 launch ${locale} without JavaScript: claim type, purchase, both proofs, two phones, the address found by the server's lookup, a gift, the survey; mistakes say what scripts say`, async ({ page, browser }) => {
    const customer = customers[locale];
    const imei = freshImei();
    const email = `nojs.${locale}.${Date.now()}@example.com`;
    await reachPersonalDetails(page, locale, imei);

    await fillPerson(page, locale, email, customer);
    // A search that finds nothing says so; the one typed next is asked for again with the Find button.
    await page.getByRole('combobox', { name: t(locale, 'addressLookupLabel') }).fill('zzzz');
    await page.getByRole('button', { name: t(locale, 'addressLookupFind') }).click();
    await expect(page.getByRole('status').filter({ hasText: t(locale, 'addressLookupResultsNone') })).toBeVisible();
    await page.getByRole('combobox', { name: t(locale, 'addressLookupLabel') }).fill(customer.query);
    await page.getByRole('button', { name: t(locale, 'addressLookupFind') }).click();
    // The addresses found as radios, what was typed kept; axe on the step as it is now.
    const found = page.getByRole('radio', { name: new RegExp(`^${customer.line1}`) });
    await expect(found).toBeVisible();
    await expect(field(page, locale, 'personalFirstNameLabel')).toHaveValue('Alan');
    await expectAccessibleWithoutScripts(browser, page, 'personal details with the addresses found');
    await found.check();
    await page.getByRole('button', { name: t(locale, 'addressLookupUse') }).click();
    await expect(field(page, locale, 'personalAddress1Label')).toHaveValue(customer.line1);
    await expect(field(page, locale, 'personalMobileLabel')).toHaveValue(customer.mobile);
    await next(page, locale);

    await expect(page).toHaveURL(/\/claim\/reward-details$/);
    await next(page, locale);
    await expectRefused(page, locale, 'errorsRewardPreferenceNotSet');
    await expectAccessibleWithoutScripts(browser, page, 'reward details with its error');
    await page.getByRole('radio', { name: t(locale, 'rewardGiftPixelBudsProFog') }).click();
    await expect(page.getByRole('radio', { name: t(locale, 'rewardGiftPixelBudsProFog') })).toBeChecked();
    await next(page, locale);

    await expect(page).toHaveURL(/\/claim\/summary$/);
    await expect(page.getByText(t(locale, 'rewardGiftPixelBudsProFog'))).toBeVisible();
    await expect(page.getByText(customer.line1)).toBeVisible();
    await page.getByRole('button', { name: t(locale, 'summarySubmit') }).click();
    await expect(page).toHaveURL(/\/claim\/survey$/);
    if (locale === 'en-GB') {
      await page.getByRole('radio', { name: 'Google' }).check();
      await page.getByRole('radio', { name: t(locale, 'surveyInfluenceStrongly'), exact: true }).check();
      await page.getByRole('button', { name: t(locale, 'surveySubmit') }).click();
    } else await page.getByRole('button', { name: t(locale, 'surveySkip') }).click();

    await expect(page).toHaveURL(/\/claim\/confirmation$/);
    const reference = (await page.locator('.confirmation-panel__reference').innerText()).trim();
    const [claim] = storedClaims({ imei });
    expect(claim.reference).toBe(reference);
    expect(claim.payload).toMatchObject({
      contact: { address1: customer.line1, post_code: customer.postCode, mobile_phone: customer.mobileE164, telephone: customer.telephoneE164, email, locale },
      reward_method: { method: 'gift' },
    });
    expect(claim.payload.purchase.storage_ids).toHaveLength(2);
    // Sent: the server's draft starts afresh.
    await page.goto(`${sitePath[locale]}/claim/summary`);
    await expect(page).toHaveURL(/\/claim\/get-started$/);
  });
}

test.describe('the fixture promotion (PayPal and bank transfer on) without JavaScript', () => {
  test.use({ baseURL: `http://127.0.0.1:${ports.fixture}` });
  for (const method of ['paypal', 'bank_transfer'] as const) {
    test(`paid by ${method}, the address typed: each field asked for with the scripts' message`, async ({ page, browser }) => {
      const locale = 'en-GB';
      const imei = freshImei();
      const email = `nojs.${method}.${Date.now()}@example.com`;
      await reachPersonalDetails(page, locale, imei, sitePath[locale], false);
      await fillPerson(page, locale, email, { mobile: '07400 123456' });
      await page.getByRole('button', { name: t(locale, 'addressLookupManualEntry') }).click();
      await field(page, locale, 'personalAddress1Label').fill('1 High Street');
      await field(page, locale, 'personalCityLabel').fill('Bath');
      await field(page, locale, 'personalCountyLabel').fill('Somerset');
      await field(page, locale, 'personalPostCodeLabel').fill('BA1 1AA');
      await next(page, locale);

      await expect(page).toHaveURL(/\/claim\/reward-details$/);
      await page.getByRole('radio', { name: t(locale, method === 'paypal' ? 'rewardMethodPaypal' : 'rewardMethodBankTransfer') }).check();
      await next(page, locale);
      if (method === 'paypal') {
        await expectRefused(page, locale, 'errorsPayPalEmailEmpty');
        await field(page, locale, 'rewardPayPalEmailLabel').fill(email);
      } else {
        await expectRefused(page, locale, 'errorsAccountNameEmpty');
        await expectAccessibleWithoutScripts(browser, page, 'bank details with their errors');
        await field(page, locale, 'rewardBankAccountNameLabel').fill('Alan Turing');
        await field(page, locale, 'rewardBankAccountNumberLabel').fill('12345678');
        for (const [i, box] of ['11', '22', '99'].entries())
          await page.getByRole('textbox', { name: `${t(locale, 'rewardBankSortCodeLabel')} ${t(locale, 'rewardBankSortCodeBoxLabel').replace('{n}', String(i + 1)).replace('{count}', '3')}`, exact: true }).fill(box);
        await page.getByRole('radio', { name: t(locale, 'rewardBankLegalTypePrivate') }).check();
      }
      await next(page, locale);
      await expect(page).toHaveURL(/\/claim\/summary$/);
      await page.getByRole('button', { name: t(locale, 'summarySubmit') }).click();
      await expect(page).toHaveURL(/\/claim\/(survey|confirmation)$/);
      if (page.url().endsWith('/survey')) await page.getByRole('button', { name: t(locale, 'surveySkip') }).click();
      await expect(page).toHaveURL(/\/claim\/confirmation$/);
      const [claim] = storedClaims({ imei }, fixtureDataDir);
      expect(claim.payload.reward_method).toMatchObject(method === 'paypal' ? { method, email } : { method, legal_type: 'PRIVATE', country: 'GB', account_name: 'Alan Turing', account_number: '12345678', sort_code: '11-22-99' });
    });
  }
});
