import { expect, test, type Locator, type Page } from './fixtures';
import { chooseAddressByKeyboard, chooseGift, continueStep, fillPerson, fillTracker, freshImei, reachPersonalDetails, sitePath, t, type Locale } from './claimDriver';
import { axeViolations, expectAccessibleAtEveryWidth, pageOverflow } from './axe';
import { png } from './support';

/**
 * Every claim step of GOO00028 in each of its locales, empty, with the errors of a Continue and filled: axe finds no
 * WCAG 2.2 A/AA violation and the page is no wider than the screen at 320, 390 and 1280 px wide (the same page
 * resized: `expectNoViolations` names the screen and state in the failure).
 */
/** The error summary is shown and has taken focus. */
async function expectErrorSummaryShown(page: Page) {
  await expect(page.getByRole('alert').filter({ has: page.getByRole('heading') })).toBeFocused();
}

/** Each locale's customer: a mobile number of its country, an address the seeded lookup knows. */
const people: Record<Locale, { title: string; first: string; last: string; mobile: string; query: string; line1: string; city: string; county: string; postCode: string }> = {
  'en-GB': { title: 'personalTitleMs', first: 'Ada', last: 'Lovelace', mobile: '07400 123456', query: 'SW1A 2AA', line1: '10 Downing Street', city: 'London', county: 'Greater London', postCode: 'SW1A2AA' },
  'de-DE': { title: 'personalTitleMr', first: 'Max', last: 'Mustermann', mobile: '01512 3456789', query: '10117', line1: 'Unter den Linden 77', city: 'Berlin', county: 'Berlin', postCode: '10117' },
  'fr-FR': { title: 'personalTitleMs', first: 'Marie', last: 'Curie', mobile: '06 12 34 56 78', query: '33000', line1: '2 Place de la Bourse', city: 'Bordeaux', county: 'Gironde', postCode: '33000' },
};

/** From the claim's start to personal details, each step checked empty and with the errors of an empty Continue. */
async function reachPersonalDetailsChecking(page: Page, locale: Locale) {
  const label = (alias: string) => page.getByLabel(t(locale, alias), { exact: true });
  const emptyAndErrors = async (step: string) => {
    await expect(page).toHaveURL(new RegExp(`/claim/${step}$`));
    await expectAccessibleAtEveryWidth(page, `${step}, empty`);
    await continueStep(page, locale);
    await expectErrorSummaryShown(page);
    await expectAccessibleAtEveryWidth(page, `${step}, errors`);
  };
  await page.goto(`${sitePath[locale]}/claim`);
  await emptyAndErrors('get-started');
  await page.getByLabel(t(locale, 'getStartedConfirm')).check();
  await continueStep(page, locale);
  await emptyAndErrors('claim-type');
  await page.getByLabel(t(locale, 'claimTypePersonal')).check();
  await continueStep(page, locale);
  await emptyAndErrors('purchase-details');
  await label('purchaseDateLabel').fill('27/10/2022');
  await label('invoiceNumberLabel').fill('INV-A11Y-1');
  await label('resellerLabel').selectOption({ label: 'Currys' });
  await label('itemProductLabel').first().selectOption({ label: 'Pixel 7 128GB Obsidian' });
  await label('itemImeiLabel').first().fill(freshImei());
  await expectAccessibleAtEveryWidth(page, 'purchase-details, filled (errors of the earlier Continue still shown)');
  await continueStep(page, locale);
  await emptyAndErrors('upload');
  await label('uploadProofOfPurchaseLabel').setInputFiles({ name: 'invoice.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('button', { name: /invoice\.png/ })).toBeVisible();
  await expectAccessibleAtEveryWidth(page, 'upload, a file uploaded');
  await continueStep(page, locale);
  await emptyAndErrors('upload-imei');
  await label('uploadProofOfImeiLabel').setInputFiles({ name: 'imei.png', mimeType: 'image/png', buffer: png });
  await continueStep(page, locale);
  await expect(page).toHaveURL(/\/claim\/personal-details$/);
}

const locales: Locale[] = ['en-GB', 'de-DE', 'fr-FR'];

for (const locale of locales) {
  const person = people[locale];
  const label = (alias: string) => t(locale, alias);

  test(`${locale}: every claim step passes axe at every width when empty, with errors and filled`, async ({ page }) => {
    test.setTimeout(240_000);
    await reachPersonalDetailsChecking(page, locale);

    // Personal details.
    await expect(page.getByLabel(label('personalTitleLabel'), { exact: true })).toBeVisible();
    await expectAccessibleAtEveryWidth(page, 'personal details, empty');
    await continueStep(page, locale);
    await expectErrorSummaryShown(page);
    await expect(page.getByLabel(label('personalPostCodeLabel'), { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expectAccessibleAtEveryWidth(page, 'personal details, errors');
    await fillPerson(page, locale, { title: label(person.title), firstName: person.first, lastName: person.last, email: `a11y.${locale}@example.com`, mobile: person.mobile, marketing: true });
    await chooseAddressByKeyboard(page, locale, person.query, person.line1);
    await expectAccessibleAtEveryWidth(page, 'personal details, filled (errors of the earlier Continue still shown)');
    await page.reload(); // the answers stay, the old errors go
    await expect(page.getByLabel(label('personalAddress1Label'), { exact: true })).toHaveValue(person.line1);
    await expectAccessibleAtEveryWidth(page, 'personal details, filled');
    await continueStep(page, locale);

    // Reward details.
    await expect(page).toHaveURL(/\/claim\/reward-details$/);
    await expect(page.getByRole('radio', { name: label('rewardGiftPixelBudsProFog') })).toBeVisible();
    await expectAccessibleAtEveryWidth(page, 'reward details, empty');
    await continueStep(page, locale);
    await expectErrorSummaryShown(page);
    await expectAccessibleAtEveryWidth(page, 'reward details, errors');
    await chooseGift(page, locale);
    await expectAccessibleAtEveryWidth(page, 'reward details, gift chosen (error still shown)');
    await page.reload();
    await expect(page.getByRole('radio', { name: label('rewardGiftPixelBudsProFog') })).toBeChecked();
    await expectAccessibleAtEveryWidth(page, 'reward details, filled');
    await continueStep(page, locale);

    // Summary: its answers, then a failed submission.
    await expect(page).toHaveURL(/\/claim\/summary$/);
    await expect(page.getByText(person.line1)).toBeVisible();
    await expectAccessibleAtEveryWidth(page, 'summary');
    await page.route('**/api/2022launch/claim', (route) => route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' }));
    await page.getByRole('button', { name: label('summarySubmit') }).click();
    await expectErrorSummaryShown(page);
    await expectAccessibleAtEveryWidth(page, 'summary, submission failed');
    await page.unroute('**/api/2022launch/claim');
    await page.getByRole('button', { name: label('summarySubmit') }).click();

    // Survey: empty, answered, a failed sending.
    await expect(page).toHaveURL(/\/claim\/survey$/);
    await expect(page.getByRole('radio', { name: 'Google' })).toBeVisible();
    await expectAccessibleAtEveryWidth(page, 'survey, empty');
    await page.getByRole('radio', { name: 'Google' }).check();
    await page.getByLabel(label('surveyModelPreviousPhone')).fill('Pixel 4a');
    await page.getByRole('radio', { name: label('surveyInfluenceStrongly'), exact: true }).check();
    await expectAccessibleAtEveryWidth(page, 'survey, filled');
    await page.route('**/api/2022launch/survey-response', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"errors":[{"code":1}]}' }));
    await page.getByRole('button', { name: label('surveySubmit') }).click();
    await expectErrorSummaryShown(page);
    await expectAccessibleAtEveryWidth(page, 'survey, sending failed');
    await page.unroute('**/api/2022launch/survey-response');
    await page.getByRole('button', { name: label('surveySubmit') }).click();

    // Confirmation.
    await expect(page).toHaveURL(/\/claim\/confirmation$/);
    const reference = page.locator('.confirmation-panel__reference');
    await expect(reference).toHaveText(/^\d{3}-\d{3}-\d{3}$/);
    await expectAccessibleAtEveryWidth(page, 'confirmation');

    // My claim of the claim just made.
    const claimReference = (await reference.innerText()).trim();
    await page.goto(`${sitePath[locale]}/track-claim`);
    await fillTracker(page, locale, claimReference, `a11y.${locale}@example.com`);
    await expectAccessibleAtEveryWidth(page, 'my-claim of the claim just made');
  });
}

/** Presses Tab until `target` has focus (at most `max` times); fails if it never does. */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max && !(await target.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

for (const locale of locales) {
  const person = people[locale];
  test(`${locale}: personal details and the address lookup completed with the keyboard alone`, async ({ page }) => {
    await reachPersonalDetails(page, locale, { imei: freshImei() });
    const field = (alias: string) => page.getByLabel(t(locale, alias), { exact: true });
    await expect(field('personalTitleLabel')).toBeVisible();
    // From here on the mouse is not used: any mouse button pressed on this step is counted.
    await page.evaluate(() => {
      (window as any).mousePresses = 0;
      window.addEventListener('mousedown', () => (window as any).mousePresses++, true);
    });
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

    await tabTo(page, field('personalTitleLabel'));
    await page.keyboard.type(t(locale, person.title));
    await expect(field('personalTitleLabel')).toHaveValue(locale === 'de-DE' ? 'MR' : 'MS');
    for (const [alias, text] of [
      ['personalFirstNameLabel', person.first],
      ['personalLastNameLabel', person.last],
      ['personalEmailLabel', `keyboard.${locale}@example.com`],
      ['personalMobileLabel', person.mobile],
    ] as const) {
      await tabTo(page, field(alias));
      await page.keyboard.type(text);
    }
    await expect(field('personalLastNameLabel')).toHaveValue(person.last);

    const search = page.getByRole('combobox', { name: t(locale, 'addressLookupLabel') });
    await tabTo(page, search);
    await page.keyboard.type(person.query);
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    const active = await search.getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    await expect(page.locator(`[id="${active}"]`)).toHaveAttribute('aria-selected', 'true');
    await expect(search).toBeFocused(); // APG combobox: focus stays in the input, the option is active
    await page.keyboard.press('Enter');

    // The chosen address fills the fields and focus moves on to its first line; the step was not submitted.
    await expect(field('personalAddress1Label')).toBeFocused();
    await expect(field('personalAddress1Label')).toHaveValue(person.line1);
    await expect(field('personalCityLabel')).toHaveValue(person.city);
    await expect(field('personalCountyLabel')).toHaveValue(person.county);
    await expect(field('personalPostCodeLabel')).toHaveValue(person.postCode);
    await expect(page.getByRole('status').filter({ hasText: t(locale, 'addressLookupChosen') })).toBeAttached();
    await expect(page).toHaveURL(/\/claim\/personal-details$/);
    await expect(page.getByRole('alert')).toHaveCount(0);

    await tabTo(page, page.getByRole('button', { name: t(locale, 'flowContinue'), exact: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/claim\/reward-details$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    expect(await page.evaluate(() => (window as any).mousePresses)).toBe(0);
  });
}

test('the check fails when the step list scrolls sideways again (its fix removed) or a page is wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/2022launch/claim');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The step list as it was before issue 55: every title shown on one line that scrolls sideways.
  const list = page.locator('.step-breadcrumb ol');
  await list.evaluate((ol: HTMLElement) => {
    Object.assign(ol.style, { flexWrap: 'nowrap', overflowX: 'auto', whiteSpace: 'nowrap' });
    for (const title of ol.querySelectorAll<HTMLElement>('.step-breadcrumb__title')) Object.assign(title.style, { position: 'static', width: 'auto', height: 'auto', clipPath: 'none' });
  });
  expect(await list.evaluate((ol) => ol.scrollWidth > ol.clientWidth)).toBe(true);
  expect(await axeViolations(page)).toContainEqual(expect.stringMatching(/^scrollable-region-focusable: /));
  await expect(expectAccessibleAtEveryWidth(page, 'get-started without the fix')).rejects.toThrow(/320 px: scrollable-region-focusable/);

  // Something wider than a phone's screen.
  await page.reload();
  await page.locator('main').evaluate((main: HTMLElement) => (main.style.minWidth = '600px'));
  expect(await pageOverflow(page)).toBeGreaterThan(0);
  await expect(expectAccessibleAtEveryWidth(page, 'a wide main')).rejects.toThrow(/390 px: the page is \d+ px wider than the screen/);
});
