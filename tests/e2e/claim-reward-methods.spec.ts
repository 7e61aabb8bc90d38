/**
 * Reward methods on the fixture promotion (reordered-promotion: claim-type off, proof of IMEI before proof of
 * purchase, PayPal and bank transfer switched on): bank input sets by country (spec sections 3 and 5), PayPal,
 * the stored reward_method (section 7), and bank details kept in memory only (never in web storage).
 */
import { expect, test, type Page } from './fixtures';
import { fixtureDataDir, ports } from '../../playwright.config';
import { continueStep, enterAddressManually, fillPerson, freshImei, storedClaims, submitAndConfirm, t } from './claimDriver';
import { expectErrorSummary, expectFieldError, png } from './support';

test.use({ baseURL: `http://127.0.0.1:${ports.fixture}` });

const en = (alias: string) => t('en-GB', alias);
const next = (page: Page) => continueStep(page, 'en-GB');
const field = (page: Page, alias: string) => page.getByLabel(en(alias), { exact: true });
const sortCodeBox = (page: Page, n: number) =>
  page.getByRole('textbox', { name: `${en('rewardBankSortCodeLabel')} ${t('en-GB', 'rewardBankSortCodeBoxLabel', { n, count: 3 })}`, exact: true });
const summaryAnswer = (page: Page, alias: string) => page.locator('.summary-list__row', { has: page.getByText(en(alias), { exact: true }) }).locator('dd');

/** The fixture's steps in its own order, up to reward details (9 steps, no claim type). */
async function reachRewardDetails(page: Page, imei: string, email = 'ada.reward@example.com') {
  await page.goto('/2022launch/claim');
  await expect(page).toHaveURL(/\/claim\/get-started$/);
  await page.getByLabel(en('getStartedConfirm')).check();
  await next(page);
  await expect(page).toHaveURL(/\/claim\/purchase-details$/);
  await field(page, 'purchaseDateLabel').fill('27/10/2022');
  await field(page, 'invoiceNumberLabel').fill('INV-REWARD-1');
  await field(page, 'resellerLabel').selectOption({ label: 'Currys' });
  await field(page, 'itemProductLabel').first().selectOption({ label: 'Pixel 7 128GB Obsidian' });
  await field(page, 'itemImeiLabel').first().fill(imei);
  await next(page);
  await expect(page).toHaveURL(/\/claim\/upload-imei$/);
  await field(page, 'uploadProofOfImeiLabel').setInputFiles({ name: 'imei.png', mimeType: 'image/png', buffer: png });
  await next(page);
  await expect(page).toHaveURL(/\/claim\/upload$/);
  await field(page, 'uploadProofOfPurchaseLabel').setInputFiles({ name: 'invoice.png', mimeType: 'image/png', buffer: png });
  await next(page);
  await expect(page).toHaveURL(/\/claim\/personal-details$/);
  await fillPerson(page, 'en-GB', { title: 'Ms', firstName: 'Ada', lastName: 'Lovelace', email, mobile: '07400 123456' });
  await enterAddressManually(page, 'en-GB', { line1: '10 Downing Street', city: 'London', county: 'Greater London', postCode: 'SW1A2AA' });
  await next(page);
  await expect(page).toHaveURL(/\/claim\/reward-details$/);
  await expect(page.getByRole('group', { name: en('rewardMethodLegend') })).toBeVisible();
}

async function chooseBankTransfer(page: Page, country?: 'GB' | 'US' | 'DE') {
  // click, not check: the bank widget's code loads on demand and the form shows "Loading…" meanwhile.
  await page.getByRole('radio', { name: en('rewardMethodBankTransfer'), exact: true }).click();
  await expect(page.getByRole('heading', { name: en('rewardBankTitle') })).toBeVisible();
  await expect(page.getByRole('radio', { name: en('rewardMethodBankTransfer'), exact: true })).toBeChecked();
  await expect(field(page, 'rewardBankCountryLabel')).toHaveValue('GB'); // the default bank country
  if (country) await field(page, 'rewardBankCountryLabel').selectOption(country);
}

async function fillSortCode(page: Page, boxes: [string, string, string]) {
  for (const [i, box] of boxes.entries()) await sortCodeBox(page, i + 1).fill(box);
}

async function fillGb(page: Page, accountNumber = '12345678', sortCode: [string, string, string] = ['11', '22', '99']) {
  await field(page, 'rewardBankAccountNameLabel').fill('Ada Lovelace');
  await field(page, 'rewardBankAccountNumberLabel').fill(accountNumber);
  await fillSortCode(page, sortCode);
  await page.getByRole('radio', { name: en('rewardBankLegalTypePrivate') }).check();
}

/** A grouped field's message (radios, sort-code boxes): the fieldset named by its legend is described by it. */
async function expectGroupError(page: Page, legendAlias: string, message: string) {
  const group = page.getByRole('group', { name: en(legendAlias) });
  const ids = ((await group.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).innerText()));
  expect(texts.join(' ')).toContain(message);
  await expect(group.locator('input').first()).toHaveAttribute('aria-invalid', 'true');
}

/** A message without a field (the server's check): listed in the focused summary as text. */
async function expectSummaryText(page: Page, message: string) {
  const summary = page.getByRole('alert').filter({ has: page.getByRole('heading') });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('listitem').filter({ hasText: message })).toBeVisible();
  await expect(page).toHaveTitle(/^Error:/);
}

/** Every key and value of sessionStorage and localStorage: no bank data may be in any of them. */
async function expectNoBankDataStored(page: Page, secrets: string[]) {
  const stored = await page.evaluate(() =>
    [sessionStorage, localStorage].flatMap((store) => Object.keys(store).map((key) => `${key}=${store.getItem(key)}`)).join('\n'),
  );
  expect(stored.length).toBeGreaterThan(0); // the draft itself is there
  for (const secret of secrets) expect(stored, `web storage holds ${secret}`).not.toContain(secret);
}

const gbSecrets = ['12345678', '11-22-99', '112299'];

test.describe('reward methods on the fixture promotion (en-GB)', () => {
  test('GB bank transfer: field and summary messages, then valid; summary masks the account; stored with GB fields only', async ({ page }) => {
    const imei = freshImei();
    await reachRewardDetails(page, imei);
    await chooseBankTransfer(page);
    await expect(field(page, 'rewardBankIbanLabel')).toHaveCount(0);
    await expect(field(page, 'rewardBankRoutingNumberLabel')).toHaveCount(0);

    // 7 digits, and letters typed into the first sort-code box (the box refuses them and stays empty).
    await fillGb(page, '1234567', ['ab', '22', '99']);
    await expect(sortCodeBox(page, 1)).toHaveValue('');
    await next(page);
    await expectErrorSummary(page, en('errorsAccountNumberInvalidLength'));
    await expectFieldError(page, en('rewardBankAccountNumberLabel'), en('errorsAccountNumberInvalidLength'));
    await expectErrorSummary(page, en('errorsSortCodeInvalid'));
    await expectGroupError(page, 'rewardBankSortCodeLabel', en('errorsSortCodeInvalid'));
    await expect(page).toHaveURL(/\/claim\/reward-details$/);

    // 9 digits, one too many for a UK account: every digit kept, refused with the length message.
    await field(page, 'rewardBankAccountNumberLabel').fill('123456789');
    await expect(field(page, 'rewardBankAccountNumberLabel')).toHaveValue('123456789');
    await next(page);
    await expectFieldError(page, en('rewardBankAccountNumberLabel'), en('errorsAccountNumberInvalidLength'));
    await expect(page).toHaveURL(/\/claim\/reward-details$/);

    // Letters in the account number, and an empty sort code.
    await field(page, 'rewardBankAccountNumberLabel').fill('1234567a');
    await fillSortCode(page, ['', '', '']);
    await next(page);
    await expectErrorSummary(page, en('errorsAccountNumberInvalid'));
    await expectFieldError(page, en('rewardBankAccountNumberLabel'), en('errorsAccountNumberInvalid'));
    await expectGroupError(page, 'rewardBankSortCodeLabel', en('errorsSortCodeEmpty'));

    await fillGb(page);
    await expectNoBankDataStored(page, gbSecrets);
    await next(page);
    await expect(page).toHaveURL(/\/claim\/summary$/);
    await expect(summaryAnswer(page, 'summaryRewardMethod')).toHaveText(en('summaryRewardMethodBankTransfer'));
    await expect(summaryAnswer(page, 'summaryAccountName')).toHaveText('Ada Lovelace');
    await expect(summaryAnswer(page, 'summaryAccount')).toHaveText('•••• 5678');
    await expect(page.locator('body')).not.toContainText('12345678');
    await expectNoBankDataStored(page, gbSecrets);

    const reference = await submitAndConfirm(page, 'en-GB');
    const [stored] = storedClaims({ imei }, fixtureDataDir);
    expect(stored.reference).toBe(reference);
    expect(stored.payload.reward_method).toEqual({
      method: 'bank_transfer',
      legal_type: 'PRIVATE',
      country: 'GB',
      account_name: 'Ada Lovelace',
      account_number: '12345678',
      sort_code: '11-22-99',
    });
    expect(stored.stored).not.toContain('12345678'); // sealed at rest
    await expectNoBankDataStored(page, gbSecrets);
  });

  /** Bank transfer under DE with an IBAN and BIC, then the bank country switched to GB and GB details given. */
  async function ibanThenGb(page: Page, imei: string) {
    await reachRewardDetails(page, imei);
    await chooseBankTransfer(page, 'DE');
    await expect(field(page, 'rewardBankAccountNumberLabel')).toHaveCount(0);
    await field(page, 'rewardBankIbanLabel').fill('DE89 3704 0044 0532 0130 00');
    await field(page, 'rewardBankSwiftLabel').fill('COBADEFFXXX');
    await expect(field(page, 'rewardBankIbanLabel')).toHaveValue('DE89370400440532013000');
    await field(page, 'rewardBankCountryLabel').selectOption('GB');
    await expect(field(page, 'rewardBankIbanLabel')).toHaveCount(0);
    await fillGb(page, '87654321');
    await expectNoBankDataStored(page, ['DE89370400440532013000', 'COBADEFFXXX', '87654321']);
    await next(page);
    await expect(page).toHaveURL(/\/claim\/summary$/);
  }

  test('an IBAN typed under DE, then the bank country switched to GB: the IBAN is not sent', async ({ page }) => {
    const imei = freshImei();
    await ibanThenGb(page, imei);
    await expect(summaryAnswer(page, 'summaryAccount')).toContainText('•••• 4321');
    await expect(page.locator('body')).not.toContainText('DE89370400440532013000');
    await expect(page.locator('body')).not.toContainText('87654321');

    await submitAndConfirm(page, 'en-GB');
    const [stored] = storedClaims({ imei }, fixtureDataDir);
    expect(stored.payload.reward_method).toEqual({
      method: 'bank_transfer',
      legal_type: 'PRIVATE',
      country: 'GB',
      account_name: 'Ada Lovelace',
      account_number: '87654321',
      sort_code: '11-22-99',
    });
  });

  // Changing the bank country empties the fields the new country does not ask for.
  test('after switching DE to GB, the summary shows only the GB account, not the IBAN typed before', async ({ page }) => {
    await ibanThenGb(page, freshImei());
    await expect(summaryAnswer(page, 'summaryAccount')).toHaveText('•••• 4321');
  });

  test('US bank transfer: account type required, the server rejects a bad routing number, then valid', async ({ page }) => {
    await reachRewardDetails(page, freshImei());
    await chooseBankTransfer(page, 'US');
    await expect(sortCodeBox(page, 1)).toHaveCount(0);
    await field(page, 'rewardBankAccountNameLabel').fill('Ada Lovelace');
    await field(page, 'rewardBankAccountNumberLabel').fill('12345678');
    await field(page, 'rewardBankRoutingNumberLabel').fill('021000022');
    await page.getByRole('radio', { name: en('rewardBankLegalTypePrivate') }).check();
    await next(page);
    await expectErrorSummary(page, en('errorsAccountTypeNotConfirmed'));
    await expectGroupError(page, 'rewardBankAccountTypeLegend', en('errorsAccountTypeNotConfirmed'));

    // 9 digits pass the form; the ABA checksum fails on the server: the generic bank message.
    await page.getByRole('radio', { name: en('rewardBankAccountTypeChecking') }).check();
    await next(page);
    await expectSummaryText(page, en('errorsBankGeneric'));
    await expect(page).toHaveURL(/\/claim\/reward-details$/);

    await field(page, 'rewardBankRoutingNumberLabel').fill('021000021');
    await expectNoBankDataStored(page, ['12345678', '021000021', '021000022']);
    await next(page);
    await expect(page).toHaveURL(/\/claim\/summary$/);
    await expect(summaryAnswer(page, 'summaryAccount')).toHaveText('•••• 5678');
    await expectNoBankDataStored(page, ['12345678', '021000021']);
  });

  test('IBAN country (DE): a wrong IBAN checksum is flagged at the field; a valid IBAN and BIC pass', async ({ page }) => {
    await reachRewardDetails(page, freshImei());
    await chooseBankTransfer(page, 'DE');
    await field(page, 'rewardBankAccountNameLabel').fill('Ada Lovelace');
    await field(page, 'rewardBankIbanLabel').fill('DE89 3704 0044 0532 0130 01');
    await field(page, 'rewardBankSwiftLabel').fill('COBADEFFXXX');
    await page.getByRole('radio', { name: en('rewardBankLegalTypePrivate') }).check();
    await next(page);
    await expectErrorSummary(page, en('errorsIbanInvalid'));
    await expectFieldError(page, en('rewardBankIbanLabel'), en('errorsIbanInvalid'));

    await field(page, 'rewardBankIbanLabel').fill('DE89 3704 0044 0532 0130 00');
    await expectNoBankDataStored(page, ['DE89370400440532013000', 'DE89 3704', 'COBADEFFXXX']);
    await next(page);
    await expect(page).toHaveURL(/\/claim\/summary$/);
    await expect(summaryAnswer(page, 'summaryAccount')).toHaveText('•••• 3000');
    await expect(page.locator('body')).not.toContainText('DE89');
    await expectNoBankDataStored(page, ['DE89370400440532013000', 'COBADEFFXXX']);
  });

  test('PayPal: empty, then an invalid e-mail, then valid; the summary and the stored claim carry the e-mail', async ({ page }) => {
    const imei = freshImei();
    await reachRewardDetails(page, imei);
    await page.getByRole('radio', { name: en('rewardMethodPaypal'), exact: true }).check();
    await next(page);
    await expectErrorSummary(page, en('errorsPayPalEmailEmpty'));
    await expectFieldError(page, en('rewardPayPalEmailLabel'), en('errorsPayPalEmailEmpty'));

    await field(page, 'rewardPayPalEmailLabel').fill('ada.paypal@example');
    await next(page);
    await expectErrorSummary(page, en('errorsInvalidEmail'));
    await expectFieldError(page, en('rewardPayPalEmailLabel'), en('errorsInvalidEmail'));

    await field(page, 'rewardPayPalEmailLabel').fill('ada.paypal@example.com');
    await next(page);
    await expect(page).toHaveURL(/\/claim\/summary$/);
    await expect(summaryAnswer(page, 'summaryRewardMethod')).toHaveText(en('summaryRewardMethodPaypal'));
    await expect(summaryAnswer(page, 'summaryPaypalEmail')).toHaveText('ada.paypal@example.com');
    await submitAndConfirm(page, 'en-GB');
    const [stored] = storedClaims({ imei }, fixtureDataDir);
    expect(stored.payload.reward_method).toEqual({ method: 'paypal', email: 'ada.paypal@example.com' });
  });

  test('bank details are forgotten on reload: asked again on reward details, and the summary needs them again', async ({ page }) => {
    await reachRewardDetails(page, freshImei());
    await chooseBankTransfer(page);
    await fillGb(page);
    await expect(page.getByText(en('rewardBankForgotten'))).toHaveCount(0);

    await page.reload();
    await expect(page).toHaveURL(/\/claim\/reward-details$/);
    await expect(page.getByRole('radio', { name: en('rewardMethodBankTransfer'), exact: true })).toBeChecked();
    await expect(page.getByText(en('rewardBankForgotten'))).toBeVisible();
    await expect(field(page, 'rewardBankAccountNameLabel')).toHaveValue('');
    await expect(field(page, 'rewardBankAccountNumberLabel')).toHaveValue('');
    for (const n of [1, 2, 3]) await expect(sortCodeBox(page, n)).toHaveValue('');
    await expect(page.getByRole('radio', { name: en('rewardBankLegalTypePrivate') })).not.toBeChecked();
    await expectNoBankDataStored(page, gbSecrets);

    // The summary cannot be reached with forgotten bank details.
    await page.goto('/2022launch/claim/summary');
    await expect(page).toHaveURL(/\/claim\/reward-details$/);
    await expect(page.getByText(en('rewardBankForgotten'))).toBeVisible();

    await fillGb(page);
    await next(page);
    await expect(page).toHaveURL(/\/claim\/summary$/);
    await expect(summaryAnswer(page, 'summaryAccount')).toHaveText('•••• 5678');

    await page.reload();
    await expect(page).toHaveURL(/\/claim\/reward-details$/);
    await expect(page.getByText(en('rewardBankForgotten'))).toBeVisible();
    await expect(field(page, 'rewardBankAccountNumberLabel')).toHaveValue('');
    await expectNoBankDataStored(page, gbSecrets);
    await next(page); // must be passed again: empty details do not
    await expectErrorSummary(page, en('errorsAccountNameEmpty'));
    await expect(page).toHaveURL(/\/claim\/reward-details$/);

    await fillGb(page);
    await next(page);
    await expect(page).toHaveURL(/\/claim\/summary$/);
    await expect(summaryAnswer(page, 'summaryAccountName')).toHaveText('Ada Lovelace');
  });
});
