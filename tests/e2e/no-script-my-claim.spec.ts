/**
 * Every *My claim* action without JavaScript (issue 54), on both promotions: each panel's form posts to the server
 * (CSRF-protected, multipart), which judges it as the scripts would (the same validation messages in the visitor's
 * words, the same API, documents checked by their content) and answers with the page again: its success message and
 * the claim's new status, or the GOV.UK error summary. Bank details never reach a cookie or the server session;
 * a trade-in label downloads as a file. Each claim is created through the API, moved by the operator CLI and tracked
 * with the tracker's form. Run in Chromium with JavaScript disabled; axe on the pages as they are.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Database from 'better-sqlite3';
import { test, expect, type Page } from '@playwright/test';
import { siteDataDir } from '../../playwright.config';
import { expectAccessibleWithoutScripts } from './axe';
import { operator } from './myClaimDriver';
import { expectServerErrors, noScriptSites, trackWithoutScripts, type NoScriptSite } from './noScriptDriver';
import { png } from './support';

test.use({ javaScriptEnabled: false });

const serverStatus = (reference: string): string => JSON.parse(operator('claim', reference)).status;
const successNotice = (page: Page) => page.locator('.success-notice');
const badge = (page: Page) => page.locator('.claim-summary .badge');
const button = (page: Page, at: NoScriptSite, alias: string) => page.getByRole('button', { name: at.w(alias), exact: true });

/** The bank details each site's return form asks (GB: sort code; IE: IBAN and SWIFT). */
const banks: Record<string, { country?: string; fields: Array<[string, string]>; sortCode?: string[]; secrets: string[] }> = {
  'en-GB': { fields: [['rewardBankAccountNameLabel', 'Ada Quartermain'], ['rewardBankAccountNumberLabel', '31926819']], sortCode: ['40', '47', '84'], secrets: ['Ada Quartermain', '31926819', '40-47-84'] },
  'en-IE': { country: 'IE', fields: [['rewardBankAccountNameLabel', 'Grace Hopper'], ['rewardBankIbanLabel', 'IE29AIBK93115212345678'], ['rewardBankSwiftLabel', 'AIBKIE2D']], secrets: ['Grace Hopper', 'IE29AIBK93115212345678', 'AIBKIE2D'] },
};

/** Every value the server's session table holds, as stored (sealed): none may be readable bank data. */
function storedSessions(): string {
  const db = new Database(path.join(siteDataDir, 'promotion.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT sealed FROM claim_form_drafts').all() as Array<{ sealed: string }>).map((row) => row.sealed).join('\n');
  } finally {
    db.close();
  }
}

for (const at of noScriptSites) {
  test(`${at.name} without JavaScript: missing information: nothing given, a file that is not what it says, then documents and a message sent`, async ({ page, request, browser }) => {
    const claim = await at.createClaim(request);
    operator('claim-status', claim.reference, 'AWAITING_INFORMATION');
    await trackWithoutScripts(page, at, claim);
    const documents = page.getByLabel(at.w('myClaimInformationDocumentsLabel'), { exact: true });
    const message = page.getByLabel(at.w('myClaimInformationMessageLabel'), { exact: true });

    await button(page, at, 'myClaimInformationSubmit').click();
    await expectServerErrors(page, [at.w('errorsMissingInformationEmpty')]);
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await expectAccessibleWithoutScripts(browser, page, 'missing information, nothing given');

    // Named a PNG, but not one: the API checks the content, and says so in the visitor's words; the message stays.
    await documents.setInputFiles({ name: 'invoice.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
    await message.fill('The IMEI is printed on the box.');
    await button(page, at, 'myClaimInformationSubmit').click();
    await expectServerErrors(page, [at.w('errorsFileTypeInvalid')]);
    await expect(message).toHaveValue('The IMEI is printed on the box.');
    expect(serverStatus(claim.reference)).toBe('AWAITING_INFORMATION');

    await documents.setInputFiles({ name: 'invoice.png', mimeType: 'image/png', buffer: png });
    await button(page, at, 'myClaimInformationSubmit').click();
    await expect(page).toHaveURL(new RegExp(`${at.site}/my-claim$`));
    await expect(successNotice(page)).toContainText(at.w('myClaimInformationSubmitSuccess'));
    await expect(badge(page)).toHaveText(at.w('claimStatusPending'));
    await expect(page.getByRole('heading', { name: at.w('myClaimInformationTitle') })).toHaveCount(0);
    expect(serverStatus(claim.reference)).toBe('PENDING_INFORMATION');
    await expectAccessibleWithoutScripts(browser, page, 'missing information sent');
    // The message was for that answer only.
    await page.reload();
    await expect(successNotice(page)).toHaveCount(0);
  });

  test(`${at.name} without JavaScript: a revised offer is accepted, another rejected`, async ({ page, request, browser }) => {
    const accepted = await at.createClaim(request);
    operator('revaluation', accepted.reference, '120', at.locale === 'en-GB' ? 'GBP' : 'EUR', 'Deep scratches on the back cover.');
    await trackWithoutScripts(page, at, accepted);
    await expect(page.locator('.revaluation-offer__message')).toHaveText('Deep scratches on the back cover.');
    await expectAccessibleWithoutScripts(browser, page, 'revaluation offer');
    await button(page, at, 'myClaimRevaluationAccept').click();
    await expect(successNotice(page)).toContainText(at.w('myClaimRevaluationAcceptSuccess'));
    await expect(badge(page)).toHaveText(at.w('claimStatusValidated'));
    expect(serverStatus(accepted.reference)).toBe('VALIDATED');

    const rejected = await at.createClaim(request);
    operator('revaluation', rejected.reference, '90', at.locale === 'en-GB' ? 'GBP' : 'EUR', 'A cracked screen.');
    await page.getByRole('button', { name: at.w('myClaimSwitch') }).click();
    await trackWithoutScripts(page, at, rejected);
    await button(page, at, 'myClaimRevaluationReject').click();
    await expect(successNotice(page)).toContainText(at.w('myClaimRevaluationRejectSuccess'));
    await expect(badge(page)).toHaveText(at.w('claimStatusAwaitingAction'));
    expect(serverStatus(rejected.reference)).toBe('AWAITING_ACTION');
  });

  test(`${at.name} without JavaScript: return details: the bank's messages, the details judged on the server and kept in no cookie`, async ({ page, request, browser, context }) => {
    const claim = await at.createClaim(request);
    operator('claim-status', claim.reference, 'AWAITING_ACTION');
    operator('purchase-date', claim.reference, '-5d');
    await trackWithoutScripts(page, at, claim);
    const form = page.locator('#form-return-details');
    const bank = banks[at.locale];

    await button(page, at, 'myClaimReturnSubmit').click();
    const summary = page.getByRole('alert').filter({ has: page.getByRole('heading') });
    await expect(summary).toBeFocused();
    await expect(summary).toContainText(at.w('errorsReturnReasonEmpty'));
    await expect(page).toHaveTitle(/^Error:/);
    await expectAccessibleWithoutScripts(browser, page, 'return details, nothing given');

    if (bank.country) {
      // The bank's country chosen without scripts: the form comes back with that country's fields (its own messages).
      await form.getByLabel(at.w('rewardBankCountryLabel'), { exact: true }).selectOption(bank.country);
      await button(page, at, 'myClaimReturnSubmit').click();
      await expect(form.getByLabel(at.w('rewardBankIbanLabel'), { exact: true })).toBeVisible();
    }
    for (const [label, value] of bank.fields) await form.getByLabel(at.w(label), { exact: true }).fill(value);
    for (const [i, box] of (bank.sortCode ?? []).entries())
      await form.getByRole('textbox', { name: `${at.w('rewardBankSortCodeLabel')} ${at.w('rewardBankSortCodeBoxLabel', { n: i + 1, count: 3 })}`, exact: true }).fill(box);
    await form.getByRole('radio', { name: at.w('rewardBankLegalTypePrivate') }).check();
    await form.getByLabel(at.w('myClaimReturnReasonLabel'), { exact: true }).fill('The screen flickers after a day of use.');
    await button(page, at, 'myClaimReturnSubmit').click();

    await expect(successNotice(page)).toContainText(at.w('myClaimActionSubmitSuccess'));
    await expect(badge(page)).toHaveText(at.w('claimStatusPending'));
    expect(serverStatus(claim.reference)).toBe('PENDING');
    for (const secret of bank.secrets) await expect(page.locator('body')).not.toContainText(secret);
    const cookies = JSON.stringify(await context.cookies());
    const sessions = storedSessions();
    for (const secret of bank.secrets) {
      expect(cookies, `a cookie holds ${secret}`).not.toContain(secret);
      expect(sessions, `the server session holds ${secret}`).not.toContain(secret);
    }
  });

  test(`${at.name} without JavaScript: the trade-in label downloads as a PDF`, async ({ page, request }) => {
    const claim = await at.createClaim(request);
    operator('consignment', claim.reference, 'label');
    await trackWithoutScripts(page, at, claim);
    const [download] = await Promise.all([page.waitForEvent('download'), button(page, at, 'myClaimTradeInDownload').click()]);
    expect(download.suggestedFilename()).toBe('promotion-label.pdf');
    expect((await readFile((await download.path())!)).subarray(0, 4).toString('latin1')).toBe('%PDF');
  });
}
