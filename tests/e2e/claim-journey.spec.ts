import { expect, test } from './fixtures';
import { continueStep, expectErrorSummary, expectFieldError, fillPurchaseDetails, reachPurchaseDetails, seeded } from './support';

test.describe('claim journey (en-GB, claim-type flag on)', () => {
  test('a new visitor goes from the home page to the upload step', async ({ page }) => {
    await page.goto('/2022launch/');
    await expect(page.getByRole('heading', { level: 1, name: 'Get a free gift with your new Pixel' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Already claimed? Track your claim' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Claim reference' }).getByRole('textbox')).toHaveCount(3);
    await page.getByRole('link', { name: 'Claim now' }).click();

    await expect(page).toHaveURL(/\/2022launch\/claim\/get-started$/);
    await expect(page.getByText('Step 1 of 10')).toBeVisible();
    await continueStep(page);
    await expectErrorSummary(page, 'Confirm that you have everything you need');
    await page.getByLabel('I have everything I need to make my claim').check();
    await continueStep(page);

    await expect(page).toHaveURL(/\/claim\/claim-type$/);
    await expect(page.getByText('Step 2 of 10')).toBeVisible();
    await page.getByLabel('Personal').check();
    await continueStep(page);

    await expect(page).toHaveURL(/\/claim\/purchase-details$/);
    await fillPurchaseDetails(page, {
      date: seeded.dateInWindow,
      invoice: 'INV-1001',
      reseller: seeded.resellerName,
      product: seeded.productName,
      imei: seeded.validImei,
    });
    await continueStep(page);

    await expect(page).toHaveURL(/\/claim\/upload$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Proof of purchase' })).toBeVisible();
    await expect(page.getByText('Step 4 of 10')).toBeVisible();
    // Earlier steps are links because this step allows backtracking.
    await expect(page.getByRole('navigation', { name: 'Claim progress' }).getByRole('link', { name: 'Purchase details' })).toBeVisible();
  });

  test('purchase details: invalid IMEI and a date outside the window show field errors and the summary, keeping values', async ({ page }) => {
    await reachPurchaseDetails(page);
    await fillPurchaseDetails(page, {
      date: seeded.dateInWindow,
      invoice: 'INV-2002',
      reseller: seeded.resellerName,
      product: seeded.productName,
      imei: seeded.badLuhnImei,
    });
    await continueStep(page);
    await expectErrorSummary(page, 'Enter a valid 15-digit IMEI');
    await expectFieldError(page, 'IMEI', 'Enter a valid 15-digit IMEI');
    await expect(page.getByLabel('IMEI', { exact: true })).toHaveValue(seeded.badLuhnImei);
    await expect(page.getByLabel('Invoice number', { exact: true })).toHaveValue('INV-2002');

    // The summary link moves focus to the field.
    await page.getByRole('alert').getByRole('link', { name: 'Enter a valid 15-digit IMEI' }).click();
    await expect(page.getByLabel('IMEI', { exact: true })).toBeFocused();

    await page.getByLabel('IMEI', { exact: true }).fill(seeded.validImei);
    await page.getByLabel('Date of purchase', { exact: true }).fill(seeded.dateBeforeWindow);
    await continueStep(page);
    await expectErrorSummary(page, 'The date of purchase is outside the promotion period');
    await expectFieldError(page, 'Date of purchase', 'The date of purchase is outside the promotion period');
    await expect(page).toHaveURL(/\/claim\/purchase-details$/);
  });

  test('an unrecognised IMEI blocks the first Continue, then lets the visitor through', async ({ page }) => {
    await reachPurchaseDetails(page);
    await fillPurchaseDetails(page, {
      date: seeded.dateInWindow,
      invoice: 'INV-6006',
      reseller: seeded.resellerName,
      product: seeded.productName,
      imei: seeded.unknownTacImei,
    });
    const message = 'We could not recognise this IMEI. Check it and continue again if it is correct.';
    await continueStep(page);
    await expectErrorSummary(page, message);
    await expectFieldError(page, 'IMEI', message);
    await continueStep(page);
    await expect(page).toHaveURL(/\/claim\/upload$/);
  });

  test('the claim tracker checks its fields, then reports an unknown claim', async ({ page }) => {
    await page.goto('/2022launch/track-claim');
    await page.getByRole('button', { name: 'Track' }).click();
    await expectErrorSummary(page, 'Enter your claim reference');
    await expectErrorSummary(page, 'Enter an email address in the correct format, like name@example.com');
    const boxes = page.getByRole('group', { name: 'Claim reference' }).getByRole('textbox');
    await boxes.first().fill('123456789'.slice(0, 3));
    await boxes.nth(1).fill('456');
    await boxes.nth(2).fill('789');
    await page.getByLabel('Your email address').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Track' }).click();
    await expect(page.getByRole('alert')).toContainText('No claim was found with this reference and e-mail address');
    await expect(page.getByLabel('Your email address')).toHaveValue('nobody@example.com');
  });

  test('changing the claim type clears the claim on Continue but keeps the new type', async ({ page }) => {
    await reachPurchaseDetails(page);
    await page.getByLabel('Invoice number', { exact: true }).fill('INV-7007');
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/claim\/claim-type$/);

    // Trying the other answer and coming back (as arrow keys do) loses nothing.
    await page.getByLabel('Business').check();
    await page.getByLabel('Personal').check();
    await continueStep(page);
    await expect(page.getByLabel('Invoice number', { exact: true })).toHaveValue('INV-7007');

    await page.getByRole('link', { name: 'Back' }).click();
    await page.getByLabel('Business').check();
    await continueStep(page);
    await expect(page).toHaveURL(/\/claim\/purchase-details$/);
    await expect(page.getByLabel('Invoice number', { exact: true })).toHaveValue('');
    // Later steps are locked again; earlier answers and the new type are kept.
    await page.goto('/2022launch/claim/upload');
    await expect(page).toHaveURL(/\/claim\/purchase-details$/);
    await page.getByRole('navigation', { name: 'Claim progress' }).getByRole('link', { name: 'Claim type' }).click();
    await expect(page.getByLabel('Business')).toBeChecked();
    await page.getByRole('navigation', { name: 'Claim progress' }).getByRole('link', { name: 'Get started' }).click();
    await expect(page.getByLabel('I have everything I need to make my claim')).toBeChecked();
  });

  test('reload keeps every entered value, and deep links land on the last unlocked step', async ({ page, browser, baseURL }) => {
    await page.goto('/2022launch/claim/upload');
    await expect(page).toHaveURL(/\/claim\/get-started$/);

    await reachPurchaseDetails(page);
    await fillPurchaseDetails(page, {
      date: seeded.dateInWindow,
      invoice: 'INV-3003',
      reseller: seeded.resellerName,
      product: seeded.productName,
      imei: seeded.validImei,
    });
    await page.reload();
    await expect(page.getByLabel('Date of purchase', { exact: true })).toHaveValue(seeded.dateInWindow);
    await expect(page.getByLabel('Invoice number', { exact: true })).toHaveValue('INV-3003');
    await expect(page.getByLabel('Where did you buy it?', { exact: true }).locator('option:checked')).toHaveText(seeded.resellerName);
    await expect(page.getByLabel('Product', { exact: true }).locator('option:checked')).toHaveText(seeded.productName);
    await expect(page.getByLabel('IMEI', { exact: true })).toHaveValue(seeded.validImei);

    await page.goto('/2022launch/claim/summary');
    await expect(page).toHaveURL(/\/claim\/purchase-details$/);
    await page.goBack();
    await page.goto('/2022launch/claim/get-started');
    await expect(page.getByLabel('I have everything I need to make my claim')).toBeChecked();

    // A new visitor (fresh browser session) deep-linking into the flow starts at the first step.
    const fresh = await browser.newContext({ baseURL });
    const other = await fresh.newPage();
    await other.goto('/2022launch/claim/purchase-details');
    await expect(other).toHaveURL(/\/claim\/get-started$/);
    await fresh.close();
  });
});
