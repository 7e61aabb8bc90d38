/**
 * My-claim AWAITING_INFORMATION and AWAITING_REVALUATION panels (issue 7 parts 2 and 4) and the status FAQ,
 * against the real server: each claim is created through the API and moved by the operator CLI (a separate
 * process), then tracked. Documents and a message are sent; a file over the limit is refused and the message
 * kept; a revised offer is accepted or rejected, and a failed answer keeps the panel. axe and keyboard-only use of
 * both panels in en-GB, de-DE and fr-FR.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { t, type Locale } from './claimDriver';
import { createClaim, openMyClaim, operator } from './myClaimDriver';
import { png } from './support';
import { expectAccessibleAtEveryWidth } from './axe';

const locales: Locale[] = ['en-GB', 'de-DE', 'fr-FR'];
const currencyOf: Record<Locale, string> = { 'en-GB': 'GBP', 'de-DE': 'EUR', 'fr-FR': 'EUR' };
const en = (alias: string) => t('en-GB', alias);

/** The error summary of a form: shown, focused, listing exactly these messages. */
async function expectFormErrors(page: Page, messages: string[]) {
  const summary = page.getByRole('alert').filter({ has: page.getByRole('heading') });
  await expect(summary).toBeVisible();
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('listitem')).toHaveText(messages);
}

/** The success banner at the top of the page. */
const successNotice = (page: Page) => page.locator('.success-notice');
const statusBadge = (page: Page) => page.locator('.claim-summary .badge');
const panelHeading = (page: Page, locale: Locale, alias: string) => page.getByRole('heading', { level: 2, name: t(locale, alias) });

/** The claim's status as the server has it (operator CLI). */
const serverStatus = (reference: string): string => JSON.parse(operator('claim', reference)).status;

/** Presses Tab until `target` has focus (keyboard only); fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

async function awaitingInformation(page: Page, request: APIRequestContext, locale: Locale) {
  const claim = await createClaim(request, locale);
  operator('claim-status', claim.reference, 'AWAITING_INFORMATION');
  await openMyClaim(page, locale, claim);
  await expect(panelHeading(page, locale, 'myClaimInformationTitle')).toBeVisible();
  return claim;
}

async function awaitingRevaluation(page: Page, request: APIRequestContext, locale: Locale, message = 'Deep scratches on the back cover.') {
  const claim = await createClaim(request, locale);
  operator('revaluation', claim.reference, '120', currencyOf[locale], message);
  await openMyClaim(page, locale, claim);
  await expect(panelHeading(page, locale, 'myClaimRevaluationTitle')).toBeVisible();
  return claim;
}

const documentsInput = (page: Page, locale: Locale) => page.getByLabel(t(locale, 'myClaimInformationDocumentsLabel'), { exact: true });
const messageInput = (page: Page, locale: Locale) => page.getByLabel(t(locale, 'myClaimInformationMessageLabel'), { exact: true });
const button = (page: Page, locale: Locale, alias: string) => page.getByRole('button', { name: t(locale, alias), exact: true });
const normalSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

test.describe('AWAITING_INFORMATION', () => {
  test('a file and a message are sent: the success message shows, the panel goes, and the new status stays after a reload', async ({ page, request }) => {
    const claim = await awaitingInformation(page, request, 'en-GB');
    // The status FAQ adds the questions of this status to the common ones.
    await expect(page.getByRole('heading', { name: 'What information do you need?' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How long does it take?' })).toBeVisible();
    await expect(messageInput(page, 'en-GB')).toHaveAttribute('placeholder', 'Enter your message here...');

    await documentsInput(page, 'en-GB').setInputFiles({ name: 'invoice.png', mimeType: 'image/png', buffer: png });
    await expect(page.locator('.file-upload__name')).toHaveText(['invoice.png']);
    await messageInput(page, 'en-GB').fill('The IMEI is printed on the box.');
    await button(page, 'en-GB', 'myClaimInformationSubmit').click();

    await expect(successNotice(page)).toContainText(en('myClaimInformationSubmitSuccess'));
    await expect(successNotice(page)).toBeFocused();
    await expect(panelHeading(page, 'en-GB', 'myClaimInformationTitle')).toHaveCount(0);
    await expect(statusBadge(page)).toHaveText(en('claimStatusPending'));
    await expect(page.getByRole('heading', { name: 'What information do you need?' })).toHaveCount(0);
    expect(serverStatus(claim.reference)).toBe('PENDING_INFORMATION');

    await page.reload();
    await expect(statusBadge(page)).toHaveText(en('claimStatusPending'));
    await expect(panelHeading(page, 'en-GB', 'myClaimInformationTitle')).toHaveCount(0);
  });

  test('a file over the limit is refused with "file size invalid"; the message and the file stay for another try', async ({ page, request }) => {
    const claim = await awaitingInformation(page, request, 'en-GB');
    const tooLarge = Buffer.alloc(10 * 1024 * 1024 + 1);
    png.copy(tooLarge, 0, 0, 8);
    await documentsInput(page, 'en-GB').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: tooLarge });
    await messageInput(page, 'en-GB').fill('My invoice, scanned.');
    await button(page, 'en-GB', 'myClaimInformationSubmit').click();

    await expectFormErrors(page, [en('errorsFileSizeInvalid')]);
    await expect(documentsInput(page, 'en-GB')).toHaveAttribute('aria-invalid', 'true');
    await expect(messageInput(page, 'en-GB')).toHaveValue('My invoice, scanned.');
    await expect(page.locator('.file-upload__name')).toHaveText(['huge.png']);
    await expect(successNotice(page)).toHaveCount(0);
    expect(serverStatus(claim.reference)).toBe('AWAITING_INFORMATION');

    // The large file removed and a right-sized one chosen: it goes through with the kept message.
    await page.getByRole('button', { name: /Remove huge\.png/ }).click();
    await documentsInput(page, 'en-GB').setInputFiles({ name: 'invoice.png', mimeType: 'image/png', buffer: png });
    await button(page, 'en-GB', 'myClaimInformationSubmit').click();
    await expect(successNotice(page)).toContainText(en('myClaimInformationSubmitSuccess'));
    expect(serverStatus(claim.reference)).toBe('PENDING_INFORMATION');
  });
});

test.describe('AWAITING_REVALUATION', () => {
  test('the offer in pounds with the team message; accepting approves the claim', async ({ page, request }) => {
    const claim = await awaitingRevaluation(page, request, 'en-GB');
    await expect(page.locator('.revaluation-offer__amount')).toHaveText(['£120.00']);
    await expect(page.locator('.revaluation-offer__message')).toHaveText('Deep scratches on the back cover.');
    await button(page, 'en-GB', 'myClaimRevaluationAccept').click();
    await expect(successNotice(page)).toContainText(en('myClaimRevaluationAcceptSuccess'));
    await expect(statusBadge(page)).toHaveText(en('claimStatusValidated'));
    await expect(panelHeading(page, 'en-GB', 'myClaimRevaluationTitle')).toHaveCount(0);
    expect(serverStatus(claim.reference)).toBe('VALIDATED');
  });

  test('rejecting the offer moves the claim on to the return (AWAITING_ACTION)', async ({ page, request }) => {
    const claim = await awaitingRevaluation(page, request, 'en-GB');
    await button(page, 'en-GB', 'myClaimRevaluationReject').click();
    await expect(successNotice(page)).toContainText(en('myClaimRevaluationRejectSuccess'));
    await expect(statusBadge(page)).toHaveText(en('claimStatusAwaitingAction'));
    await expect(panelHeading(page, 'en-GB', 'myClaimRevaluationTitle')).toHaveCount(0);
    expect(serverStatus(claim.reference)).toBe('AWAITING_ACTION');
  });

  test('a failed answer says so and keeps the panel and the offer; the retry goes through', async ({ page, request }) => {
    const claim = await awaitingRevaluation(page, request, 'en-GB');
    let failed = 0;
    await page.route('**/api/2022launch/revaluation-approval', (route) => {
      failed += 1;
      return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ errors: [{ code: 1, message: 'boom' }] }) });
    });
    await button(page, 'en-GB', 'myClaimRevaluationAccept').click();
    await expectFormErrors(page, [en('errorsRevaluationResponse')]);
    expect(failed).toBe(1);
    await expect(panelHeading(page, 'en-GB', 'myClaimRevaluationTitle')).toBeVisible();
    await expect(page.locator('.revaluation-offer__amount')).toHaveText(['£120.00']);
    await expect(statusBadge(page)).toHaveText(en('claimStatusAwaitingRevaluation'));
    await expect(successNotice(page)).toHaveCount(0);
    expect(serverStatus(claim.reference)).toBe('AWAITING_REVALUATION');

    await page.unroute('**/api/2022launch/revaluation-approval');
    await button(page, 'en-GB', 'myClaimRevaluationAccept').click();
    await expect(successNotice(page)).toContainText(en('myClaimRevaluationAcceptSuccess'));
    expect(serverStatus(claim.reference)).toBe('VALIDATED');
  });
});

for (const locale of locales) {
  const text = (alias: string) => t(locale, alias);

  test(`${locale}: the missing-information panel passes axe empty and with its errors, and works by keyboard alone`, async ({ page, request }) => {
    await awaitingInformation(page, request, locale);
    await expectAccessibleAtEveryWidth(page, 'missing information, empty');

    // Nothing chosen: Enter on the submit button asks for a document or a message, at both fields.
    await tabTo(page, button(page, locale, 'myClaimInformationSubmit'));
    await page.keyboard.press('Enter');
    await expectFormErrors(page, [text('errorsMissingInformationEmpty')]);
    await expect(messageInput(page, locale)).toHaveAttribute('aria-invalid', 'true');
    await expectAccessibleAtEveryWidth(page, 'missing information, nothing given');

    // A server failure: the document submission error, the message kept.
    await page.route('**/api/2022launch/missing-information', (route) => route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' }));
    await tabTo(page, messageInput(page, locale));
    await page.keyboard.type('Siehe Anhang / voir pièce jointe.');
    await tabTo(page, button(page, locale, 'myClaimInformationSubmit'));
    await page.keyboard.press('Enter');
    await expectFormErrors(page, [text('errorsDocumentSubmission')]);
    await expect(messageInput(page, locale)).toHaveValue('Siehe Anhang / voir pièce jointe.');
    await expectAccessibleAtEveryWidth(page, 'missing information, sending failed');
    await page.unroute('**/api/2022launch/missing-information');

    // A file chosen once the input has keyboard focus, then sent with Space on the button.
    await tabTo(page, documentsInput(page, locale));
    await documentsInput(page, locale).setInputFiles({ name: 'rechnung.png', mimeType: 'image/png', buffer: png });
    await tabTo(page, button(page, locale, 'myClaimInformationSubmit'));
    await page.keyboard.press('Space');
    await expect(successNotice(page)).toContainText(text('myClaimInformationSubmitSuccess'));
    await expect(statusBadge(page)).toHaveText(text('claimStatusPending'));
    await expectAccessibleAtEveryWidth(page, 'missing information, sent');
  });

  test(`${locale}: the revaluation panel passes axe with the offer and with its failure, and works by keyboard alone`, async ({ page, request }) => {
    const claim = await awaitingRevaluation(page, request, locale);
    const expected = new Intl.NumberFormat(locale, { style: 'currency', currency: currencyOf[locale] }).format(120);
    expect(normalSpaces(await page.locator('.revaluation-offer__amount').innerText())).toBe(normalSpaces(expected));
    await expectAccessibleAtEveryWidth(page, 'revaluation offer');

    await page.route('**/api/2022launch/revaluation-approval', (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }));
    await tabTo(page, button(page, locale, 'myClaimRevaluationAccept'));
    await page.keyboard.press('Enter');
    await expectFormErrors(page, [text('errorsRevaluationResponse')]);
    await expect(panelHeading(page, locale, 'myClaimRevaluationTitle')).toBeVisible();
    await expectAccessibleAtEveryWidth(page, 'revaluation, answer failed');
    await page.unroute('**/api/2022launch/revaluation-approval');

    await tabTo(page, button(page, locale, 'myClaimRevaluationReject'));
    await page.keyboard.press('Space');
    await expect(successNotice(page)).toContainText(text('myClaimRevaluationRejectSuccess'));
    await expect(statusBadge(page)).toHaveText(text('claimStatusAwaitingAction'));
    expect(serverStatus(claim.reference)).toBe('AWAITING_ACTION');
  });
}
