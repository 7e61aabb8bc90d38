import { expect, test, type Page } from './fixtures';
import { chooseGift, continueStep, enterAddressManually, fillPerson, freshImei, reachPersonalDetails, storedClaims, t } from './claimDriver';
import { expectErrorSummary, expectFieldError } from './support';

const en = (alias: string) => t('en-GB', alias);

/**
 * A message of the whole step (no field to link to, e.g. a failed submission): the summary is shown, focused,
 * lists the message, and the page title starts with 'Error:' (expectErrorSummary asks for a link to a field).
 */
async function expectStepError(page: Page, message: string) {
  const summary = page.getByRole('alert').filter({ has: page.getByRole('heading') });
  await expect(summary).toBeVisible();
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('listitem')).toHaveText([message]);
  await expect(page).toHaveTitle(/^Error:/);
}

const answer = (page: Page, label: string) => page.locator('.summary-list__row', { has: page.getByText(label, { exact: true }) }).locator('dd');

/** A valid en-GB claim up to the summary. */
async function reachSummary(page: Page, imei: string, firstName = 'Ada') {
  await reachPersonalDetails(page, 'en-GB', { imei });
  await fillPerson(page, 'en-GB', { title: 'Ms', firstName, lastName: 'Lovelace', email: 'ada.errors@example.com', mobile: '07400 123456' });
  await enterAddressManually(page, 'en-GB', { line1: '12 High Street', city: 'Bath', county: 'Somerset', postCode: 'BA1 1AA' });
  await continueStep(page, 'en-GB');
  await expect(page).toHaveURL(/\/claim\/reward-details$/);
  await chooseGift(page, 'en-GB');
  await continueStep(page, 'en-GB');
  await expect(page).toHaveURL(/\/claim\/summary$/);
  await expect(answer(page, 'IMEI')).toHaveText(imei);
}

const submitButton = (page: Page) => page.getByRole('button', { name: en('summarySubmit') });

/** The survey, skipped, then the confirmation with a reference. */
async function skipSurveyToConfirmation(page: Page) {
  await expect(page).toHaveURL(/\/claim\/survey$/);
  await page.getByRole('button', { name: en('surveySkip') }).click();
  await expect(page).toHaveURL(/\/claim\/confirmation$/);
  await expect(page.locator('.confirmation-panel__reference')).toHaveText(/^\d{3}-\d{3}-\d{3}$/);
}

/** The step's fields load a moment after the step (its widgets are downloaded on demand). */
async function formShown(page: Page) {
  await expect(page.getByLabel('Title', { exact: true })).toBeVisible();
}

test.describe('personal details: the customer is told what to fix, at the field and in the summary', () => {
  // Continue waits for the step's fields: pressed while they load, it does nothing, so the hidden country
  // (set by the page itself) is never reported as missing.
  test('Continue pressed as the step appears never asks for the country, which the customer cannot choose', async ({ page }) => {
    await reachPersonalDetails(page, 'en-GB', { imei: freshImei() });
    await continueStep(page, 'en-GB');
    await formShown(page);
    await continueStep(page, 'en-GB');
    await expectErrorSummary(page, en('errorsTitleNotSelected'));
    await expect(page.getByRole('alert')).not.toContainText(en('errorsCountryNotSelected'));
  });

  test('empty Continue, a P.O. Box, a special character in the name and a landline as the mobile are each explained; the answers stay; fixed, the claim moves on', async ({ page }) => {
    await reachPersonalDetails(page, 'en-GB', { imei: freshImei() });
    await formShown(page);

    // 1. Nothing entered: every required answer is asked for, in page order.
    await continueStep(page, 'en-GB');
    const required: Array<[string, string]> = [
      ['Title', 'errorsTitleNotSelected'],
      ['First name', 'errorsFirstNameEmpty'],
      ['Last name', 'errorsLastNameEmpty'],
      ['Email address', 'errorsInvalidEmail'],
      ['Mobile phone', 'errorsPhoneRequired'],
      ['Address line 1', 'errorsAddressEmpty'],
      ['Town or city', 'errorsCityEmpty'],
      ['County', 'errorsCountyEmpty'],
      ['Postcode', 'errorsPostcodeEmpty'],
    ];
    for (const [label, alias] of required) {
      await expectErrorSummary(page, en(alias));
      await expectFieldError(page, label, en(alias));
    }
    await expectFieldError(page, 'Telephone', en('errorsPhoneRequired'));
    await expect(page.locator('.error-summary__list li')).toHaveText(required.map(([, alias]) => en(alias)));
    await expect(page).toHaveURL(/\/claim\/personal-details$/);

    // 2. A P.O. Box and a special character in the first name; a landline typed as the only mobile number.
    // (The Irish 7-character postcode rule applies only to country IE, which the GB site cannot choose.)
    await fillPerson(page, 'en-GB', { title: 'Ms', firstName: 'Ada!', lastName: 'Lovelace', email: 'ada.pd@example.com', mobile: '020 7946 0000' });
    await enterAddressManually(page, 'en-GB', { line1: 'PO Box 12', city: 'Bath', county: 'Somerset', postCode: 'BA1 1AA' });
    await continueStep(page, 'en-GB');
    await expectErrorSummary(page, en('errorsFirstNameSpecialCharacters'));
    await expectFieldError(page, 'First name', en('errorsFirstNameSpecialCharacters'));
    await expectErrorSummary(page, en('errorsAddressPoBox'));
    await expectFieldError(page, 'Address line 1', en('errorsAddressPoBox'));
    await expect(page.locator('.error-summary__list li')).toHaveText([en('errorsFirstNameSpecialCharacters'), en('errorsAddressPoBox')]);
    const mobile = page.getByLabel('Mobile phone', { exact: true });
    const typedMobile = await mobile.inputValue();
    expect(typedMobile.replace(/\D/g, '')).toMatch(/^0?2079460000$/);
    const kept = {
      'First name': 'Ada!',
      'Last name': 'Lovelace',
      'Email address': 'ada.pd@example.com',
      'Address line 1': 'PO Box 12',
      'Town or city': 'Bath',
      County: 'Somerset',
      Postcode: 'BA1 1AA',
    };
    for (const [label, value] of Object.entries(kept)) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('MS');

    // 3. Name and address fixed: now the landline in the mobile field is refused, at the mobile field.
    await page.getByLabel('First name', { exact: true }).fill('Ada');
    await page.getByLabel('Address line 1', { exact: true }).fill('12 High Street');
    await continueStep(page, 'en-GB');
    await expectErrorSummary(page, en('errorsInvalidMobileNumberFormat'));
    await expectFieldError(page, 'Mobile phone', en('errorsInvalidMobileNumberFormat'));
    await expect(page.locator('.error-summary__list li')).toHaveText([en('errorsInvalidMobileNumberFormat')]);
    await expect(mobile).toHaveValue(typedMobile);
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Ada');
    await expect(page.getByLabel('Address line 1', { exact: true })).toHaveValue('12 High Street');

    // 4. A real mobile number: the claim moves on to reward details.
    await mobile.click();
    await mobile.press('ControlOrMeta+a');
    await mobile.press('Backspace');
    await expect(mobile).toHaveValue('');
    await mobile.pressSequentially('07400 123456');
    await continueStep(page, 'en-GB');
    await expect(page).toHaveURL(/\/claim\/reward-details$/);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test('reward details: Continue without a gift asks the customer to choose one', async ({ page }) => {
  await reachPersonalDetails(page, 'en-GB', { imei: freshImei() });
  await fillPerson(page, 'en-GB', { title: 'Mr', firstName: 'Alan', lastName: 'Turing', email: 'alan.reward@example.com', mobile: '07400 123457' });
  await enterAddressManually(page, 'en-GB', { line1: '12 High Street', city: 'Bath', county: 'Somerset', postCode: 'BA1 1AA' });
  await continueStep(page, 'en-GB');
  await expect(page).toHaveURL(/\/claim\/reward-details$/);

  await continueStep(page, 'en-GB');
  await expectErrorSummary(page, en('errorsRewardPreferenceNotSet'));
  await expectFieldError(page, en('rewardGiftTitle'), en('errorsRewardPreferenceNotSet'));
  await expect(page).toHaveURL(/\/claim\/reward-details$/);

  await chooseGift(page, 'en-GB', 'rewardGiftPixelBudsProCharcoal');
  await continueStep(page, 'en-GB');
  await expect(page).toHaveURL(/\/claim\/summary$/);
  await expect(answer(page, 'Your gift')).toHaveText(en('rewardGiftPixelBudsProCharcoal'));
  await expect(answer(page, 'Name')).toHaveText('Mr Alan Turing');
});

test.describe('submitting the claim', () => {
  test('the same phone claimed in two browsers: the second is told the IMEI is already claimed and keeps its answers', async ({ page, browser, baseURL }) => {
    const imei = freshImei();
    const other = await browser.newContext({ baseURL });
    const second = await other.newPage();
    try {
      await reachSummary(page, imei, 'Ada');
      await reachSummary(second, imei, 'Grace');

      await submitButton(page).click();
      await skipSurveyToConfirmation(page);

      await submitButton(second).click();
      await expectStepError(second, en('errorsImeiClaimed'));
      await expect(second).toHaveURL(/\/claim\/summary$/);
      await expect(answer(second, 'Name')).toHaveText('Ms Grace Lovelace');
      await expect(answer(second, 'IMEI')).toHaveText(imei);
      await expect(submitButton(second)).toBeVisible();
    } finally {
      await other.close();
    }
    expect(storedClaims({ imei })).toHaveLength(1);
    expect(storedClaims({ imei })[0].payload.contact.first_name).toBe('Ada');
  });

  test('a failed submission says so, loses nothing, and the retry gives one claim', async ({ page }) => {
    const imei = freshImei();
    await reachSummary(page, imei);
    let failed = 0;
    await page.route('**/api/2022launch/claim', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      failed += 1;
      await route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' });
    });
    await submitButton(page).click();
    await expectStepError(page, en('errorsClaimSubmissionError'));
    expect(failed).toBe(1);
    await expect(page).toHaveURL(/\/claim\/summary$/);
    await expect(answer(page, 'Name')).toHaveText('Ms Ada Lovelace');
    await expect(answer(page, 'IMEI')).toHaveText(imei);
    await expect(answer(page, 'Your gift')).toHaveText(en('rewardGiftPixelBudsProFog'));
    expect(storedClaims({ imei })).toHaveLength(0);

    await page.unroute('**/api/2022launch/claim');
    await submitButton(page).click();
    await skipSurveyToConfirmation(page);
    expect(storedClaims({ imei })).toHaveLength(1);
  });

  test('a double click on Submit claim makes one claim', async ({ page }) => {
    const imei = freshImei();
    await reachSummary(page, imei);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/2022launch/claim')) posts.push(request.headers()['idempotency-key'] ?? '');
    });
    await submitButton(page).dblclick();
    await skipSurveyToConfirmation(page);
    expect(storedClaims({ imei })).toHaveLength(1);
    expect(new Set(posts).size).toBe(1);
  });

  test('a reload while the claim is being sent: submitting again gives the one claim the server already stored', async ({ page }) => {
    const imei = freshImei();
    await reachSummary(page, imei);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const keys: string[] = [];
    await page.route('**/api/2022launch/claim', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      keys.push((await route.request().headerValue('idempotency-key')) ?? '');
      if (keys.length > 1) return route.continue();
      // The server receives and stores the claim; its answer is held back until after the reload.
      const response = await route.fetch();
      await held;
      await route.fulfill({ response }).catch(() => undefined); // the page that asked is gone
    });
    await submitButton(page).click();
    await expect.poll(() => storedClaims({ imei }).length).toBe(1);
    await page.reload();
    release();

    // What the customer sees after the reload: still the summary, answers shown, Submit claim offered again.
    await expect(page).toHaveURL(/\/claim\/summary$/);
    await expect(answer(page, 'IMEI')).toHaveText(imei);
    await submitButton(page).click();
    await skipSurveyToConfirmation(page);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const stored = storedClaims({ imei });
    expect(stored).toHaveLength(1);
    await expect(page.locator('.confirmation-panel__reference')).toHaveText(stored[0].reference);
  });

  test('a reload before the held claim reached the server: submitting again still gives exactly one claim', async ({ page }) => {
    const imei = freshImei();
    await reachSummary(page, imei);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let first = true;
    await page.route('**/api/2022launch/claim', async (route) => {
      if (route.request().method() !== 'POST' || !first) return route.fallback();
      first = false;
      await held;
      await route.continue().catch(() => undefined); // cancelled by the reload
    });
    const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/2022launch/claim'));
    await submitButton(page).click();
    await sent;
    await page.reload();
    release();
    await expect(page).toHaveURL(/\/claim\/summary$/);
    await submitButton(page).click();
    await skipSurveyToConfirmation(page);
    expect(storedClaims({ imei })).toHaveLength(1);
  });
});

test('survey: a failed sending keeps the customer on the survey with their answers; sending again confirms', async ({ page }) => {
  await reachSummary(page, freshImei());
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/claim\/survey$/);
  await page.route('**/api/2022launch/survey-response', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"errors":[{"code":1}]}' }));
  await page.getByRole('radio', { name: 'Google' }).check();
  await page.getByLabel(en('surveyModelPreviousPhone')).fill('Pixel 4a');
  await page.getByRole('button', { name: en('surveySubmit') }).click();
  await expectStepError(page, en('errorsClaimProcessing'));
  await expect(page).toHaveURL(/\/claim\/survey$/);
  await expect(page.getByRole('radio', { name: 'Google' })).toBeChecked();
  await expect(page.getByLabel(en('surveyModelPreviousPhone'))).toHaveValue('Pixel 4a');

  await page.unroute('**/api/2022launch/survey-response');
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/2022launch/survey-response'));
  await page.getByRole('button', { name: en('surveySubmit') }).click();
  expect((await sent).status()).toBe(204);
  await expect(page).toHaveURL(/\/claim\/confirmation$/);
  await expect(page.locator('.confirmation-panel__reference')).toHaveText(/^\d{3}-\d{3}-\d{3}$/);
});
