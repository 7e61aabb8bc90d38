/**
 * My-claim AWAITING_ACTION panel (issue 7 part 5): the return note and, inside the return window
 * (promotion.json myClaim.returnWindowDays since the purchase date), GB bank details with a return reason;
 * stored on the server after its check; the generic bank error when the server fails; the window-closed
 * message outside the window; no bank data in web storage; axe and keyboard in en-GB, de-DE and fr-FR.
 * Each claim is created through the API and moved by the operator CLI (a separate process).
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { siteDataDir } from '../../playwright.config';
import { t, type Locale } from './claimDriver';
import { createClaim, openMyClaim, operator } from './myClaimDriver';
import { expectErrorSummary, expectFieldError } from './support';
import { expectAccessibleAtEveryWidth } from './axe';
import { sealedValuesOf } from './sealedValues';

const locales: Locale[] = ['en-GB', 'de-DE', 'fr-FR'];

const account = { name: 'Ada Quartermain', number: '31926819', sortCode: ['40', '47', '84'] as const };
const secrets = [account.name, account.number, account.sortCode.join('-'), account.sortCode.join('')];
const reason = 'The screen flickers after a day of use.';

/**
 * A claim awaiting action whose purchase was `daysAgo` days before today (the claim's own purchase, 2022-11-01,
 * is long outside the window), tracked on my-claim.
 */
async function awaitingAction(page: Page, request: APIRequestContext, locale: Locale, daysAgo: number) {
  const claim = await createClaim(request, locale);
  operator('claim-status', claim.reference, 'AWAITING_ACTION');
  const moved = JSON.parse(operator('purchase-date', claim.reference, `-${daysAgo}d`));
  expect(moved.days_since_purchase).toBe(daysAgo);
  await openMyClaim(page, locale, claim);
  await expect(page.getByRole('heading', { name: t(locale, 'myClaimActionTitle') })).toBeVisible();
  return claim;
}

/** What the server stored for the claim (claims.status and claims.reward_detail), read from its database. */
function storedReturn(reference: string): { status: string; rewardDetail: unknown } {
  const db = new Database(path.join(siteDataDir, 'promotion.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('SELECT id, status, reward_detail FROM claims WHERE public_reference = ?').get(reference) as { id: string; status: string; reward_detail: string | null };
    return { status: row.status, rewardDetail: sealedValuesOf(siteDataDir).rewardDetail(row.id, row.reward_detail) };
  } finally {
    db.close();
  }
}

const form = (page: Page) => page.locator('#form-return-details');
const field = (page: Page, locale: Locale, alias: string) => form(page).getByLabel(t(locale, alias), { exact: true });
const sortCodeBox = (page: Page, locale: Locale, n: number) =>
  form(page).getByRole('textbox', { name: `${t(locale, 'rewardBankSortCodeLabel')} ${t(locale, 'rewardBankSortCodeBoxLabel', { n, count: 3 })}`, exact: true });
const submitButton = (page: Page, locale: Locale) => page.getByRole('button', { name: t(locale, 'myClaimReturnSubmit') });

async function fillBankDetails(page: Page, locale: Locale) {
  await expect(field(page, locale, 'rewardBankCountryLabel')).toHaveValue('GB');
  await field(page, locale, 'rewardBankAccountNameLabel').fill(account.name);
  await field(page, locale, 'rewardBankAccountNumberLabel').fill(account.number);
  for (const [i, box] of account.sortCode.entries()) await sortCodeBox(page, locale, i + 1).fill(box);
  await form(page).getByRole('radio', { name: t(locale, 'rewardBankLegalTypePrivate') }).check();
}

/** Every key and value of sessionStorage and localStorage: none may hold bank data. */
async function expectNoBankDataStored(page: Page) {
  const stored = await page.evaluate(() =>
    [sessionStorage, localStorage].flatMap((store) => Object.keys(store).map((key) => `${key}=${store.getItem(key)}`)).join('\n'),
  );
  expect(stored).toContain('tracked-claim'); // web storage is in use, just not for bank data
  for (const secret of secrets) expect(stored, `web storage holds ${secret}`).not.toContain(secret);
}

async function expectStored(reference: string) {
  expect(storedReturn(reference)).toEqual({
    status: 'PENDING',
    rewardDetail: {
      return_reason: reason,
      legal_type: 'PRIVATE',
      bank_transfer: { account_name: account.name, account_number: account.number, sort_code: account.sortCode.join('-'), country: 'GB' },
    },
  });
}

/** After success: the message at the top of the page, the claim reloaded with its new status, the panel gone. */
async function expectSubmitted(page: Page, locale: Locale) {
  await expect(page.getByRole('status').filter({ hasText: t(locale, 'myClaimActionSubmitSuccess') })).toBeVisible();
  await expect(page.locator('.claim-summary__status .badge')).toHaveText(t(locale, 'claimStatusPending'));
  await expect(page.getByRole('heading', { name: t(locale, 'myClaimActionTitle') })).toHaveCount(0);
}

test.describe('my-claim: return details (AWAITING_ACTION)', () => {
  test('en-GB: GB bank details and a reason are checked, stored on the server, never kept in web storage', async ({ page, request }) => {
    const claim = await awaitingAction(page, request, 'en-GB', 5);
    await expect(page.getByText(t('en-GB', 'myClaimReturnNote').replace(/<\/?p>/g, ''))).toBeVisible();
    // GB is the only bank country, so the GB input set is asked: no IBAN, SWIFT or routing number.
    await expect(field(page, 'en-GB', 'rewardBankCountryLabel').locator('option')).toHaveText([t('en-GB', 'countryGB')]);
    await expect(field(page, 'en-GB', 'rewardBankIbanLabel')).toHaveCount(0);
    await expect(field(page, 'en-GB', 'rewardBankRoutingNumberLabel')).toHaveCount(0);

    await fillBankDetails(page, 'en-GB');
    await field(page, 'en-GB', 'myClaimReturnReasonLabel').fill(reason);
    await expectNoBankDataStored(page);
    const calls: string[] = [];
    page.on('request', (r) => void (r.url().includes('/reward-detail') && calls.push(new URL(r.url()).pathname.split('/').pop() as string)));

    await submitButton(page, 'en-GB').click();
    await expectSubmitted(page, 'en-GB');
    await expect(page.getByRole('status')).toContainText('Thank you. We have received your bank details and the reason for your return.');
    expect(calls).toEqual(['reward-detail-validation', 'reward-detail']);
    await expectStored(claim.reference);
    await expectNoBankDataStored(page);
    await expect(page.locator('body')).not.toContainText(account.number);

    // The new status survives a reload; the success message belonged to the submit only.
    await page.reload();
    await expect(page.locator('.claim-summary__status .badge')).toHaveText(t('en-GB', 'claimStatusPending'));
    await expect(page.getByRole('status').filter({ hasText: t('en-GB', 'myClaimActionSubmitSuccess') })).toHaveCount(0);
  });

  test('en-GB: an empty reason gets its own message; nothing is sent or stored', async ({ page, request }) => {
    const claim = await awaitingAction(page, request, 'en-GB', 5);
    await fillBankDetails(page, 'en-GB');
    const sent: string[] = [];
    page.on('request', (r) => void (r.url().includes('/reward-detail') && sent.push(r.url())));
    await field(page, 'en-GB', 'myClaimReturnReasonLabel').fill('   ');
    await submitButton(page, 'en-GB').click();
    await expectErrorSummary(page, 'Enter the reason for your return');
    await expectFieldError(page, t('en-GB', 'myClaimReturnReasonLabel'), t('en-GB', 'errorsReturnReasonEmpty'));
    expect(sent).toEqual([]);
    expect(storedReturn(claim.reference)).toEqual({ status: 'AWAITING_ACTION', rewardDetail: null });
    await expectNoBankDataStored(page);
  });

  test('en-GB: a server failure storing the details shows the generic bank error and keeps the form', async ({ page, request }) => {
    const claim = await awaitingAction(page, request, 'en-GB', 5);
    await page.route('**/api/2022launch/reward-detail', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ errors: [{ code: 1, message: 'Internal error' }] }) }),
    );
    await fillBankDetails(page, 'en-GB');
    await field(page, 'en-GB', 'myClaimReturnReasonLabel').fill(reason);
    await submitButton(page, 'en-GB').click();

    const summary = page.getByRole('alert').filter({ has: page.getByRole('heading') });
    await expect(summary).toBeFocused();
    await expect(summary).toContainText(t('en-GB', 'errorsBankGeneric'));
    await expect(page).toHaveTitle(/^Error:/);
    await expect(field(page, 'en-GB', 'myClaimReturnReasonLabel')).toHaveValue(reason);
    await expect(field(page, 'en-GB', 'rewardBankAccountNumberLabel')).toHaveValue(account.number);
    expect(storedReturn(claim.reference)).toEqual({ status: 'AWAITING_ACTION', rewardDetail: null });

    // The server answers again: the same form goes through.
    await page.unroute('**/api/2022launch/reward-detail');
    await submitButton(page, 'en-GB').click();
    await expectSubmitted(page, 'en-GB');
    await expectStored(claim.reference);
  });

  test('en-GB: outside the return window the window-closed message replaces the form', async ({ page, request }) => {
    await awaitingAction(page, request, 'en-GB', 45);
    await expect(page.getByText(t('en-GB', 'myClaimReturnWindowClosed', { myClaim_returnWindowDays_max: 30 }))).toBeVisible();
    await expect(page.getByText('a return was possible up to 30 days after the purchase')).toBeVisible();
    await expect(form(page)).toHaveCount(0);
    await expect(submitButton(page, 'en-GB')).toHaveCount(0);
    await expectAccessibleAtEveryWidth(page, 'en-GB return window closed');
  });

  for (const locale of locales) {
    test(`${locale}: axe finds nothing with the form empty and with its errors; the form works by keyboard alone`, async ({ page, request }) => {
      const claim = await awaitingAction(page, request, locale, 0);
      await expect(submitButton(page, locale)).toBeVisible();
      await expectAccessibleAtEveryWidth(page, `${locale} return form`);

      await submitButton(page, locale).click();
      const summary = page.getByRole('alert').filter({ has: page.getByRole('heading') });
      await expect(summary).toBeFocused();
      for (const alias of ['errorsAccountNameEmpty', 'errorsAccountNumberEmpty', 'errorsSortCodeEmpty', 'errorsLegalTypeNotConfirmed', 'errorsReturnReasonEmpty'])
        await expect(summary.getByRole('link', { name: t(locale, alias) })).toBeVisible();
      await expectAccessibleAtEveryWidth(page, `${locale} return form with errors`);

      // Keyboard alone: Tab to each field, type, choose the legal type with Space, send with Enter.
      await tabTo(page, field(page, locale, 'rewardBankAccountNameLabel'));
      await page.keyboard.type(account.name);
      await tabTo(page, field(page, locale, 'rewardBankAccountNumberLabel'));
      await page.keyboard.type(account.number);
      await tabTo(page, sortCodeBox(page, locale, 1));
      await page.keyboard.type(account.sortCode.join('')); // the boxes move on by themselves
      await expect(sortCodeBox(page, locale, 3)).toHaveValue(account.sortCode[2]);
      await tabTo(page, form(page).getByRole('radio', { name: t(locale, 'rewardBankLegalTypePrivate') }));
      await page.keyboard.press('Space');
      await tabTo(page, field(page, locale, 'myClaimReturnReasonLabel'));
      await page.keyboard.type(reason);
      await expectNoBankDataStored(page);
      await tabTo(page, submitButton(page, locale));
      await page.keyboard.press('Enter');
      await expectSubmitted(page, locale);
      await expectStored(claim.reference);
      await expectAccessibleAtEveryWidth(page, `${locale} after the return details were sent`);
    });
  }
});

/** Presses Tab (from where focus is) until `target` has focus; fails if it is never reached. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 80; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}
