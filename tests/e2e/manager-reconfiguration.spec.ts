import { expect, test } from './fixtures';
import { ports } from '../../playwright.config';
import { continueStep, expectErrorSummary, fillPurchaseDetails, seeded } from './support';

// tests/fixtures/definitions/reordered-promotion: the same widgets and actions, only JSON changed.
test.use({ baseURL: `http://127.0.0.1:${ports.fixture}` });

test('a JSON-only reconfiguration: claim-type off and a new step order give 9 steps in that order', async ({ page }) => {
  await page.goto('/2022launch/claim');
  await expect(page.getByText('Step 1 of 9')).toBeVisible();
  const steps = page.getByRole('navigation', { name: 'Claim progress' }).getByRole('listitem');
  await expect(steps).toHaveText([
    'Get started',
    'Purchase details',
    'Proof of IMEI',
    'Proof of purchase',
    'Your details',
    'Your reward',
    'Check your answers',
    'A few questions',
    'Claim submitted',
  ]);

  await page.getByLabel('I have everything I need to make my claim').check();
  await continueStep(page);
  await expect(page).toHaveURL(/\/claim\/purchase-details$/);
  await expect(page.getByText('Step 2 of 9')).toBeVisible();

  // Two items are allowed here, so the duplicate-IMEI rule can be met.
  await fillPurchaseDetails(page, {
    date: seeded.dateInWindow,
    invoice: 'INV-5005',
    reseller: seeded.resellerName,
    product: seeded.productName,
    imei: seeded.validImei,
  });
  await page.getByRole('button', { name: 'Add another phone' }).click();
  await page.getByLabel('Product', { exact: true }).nth(1).selectOption({ label: seeded.productName });
  await page.getByLabel('IMEI', { exact: true }).nth(1).fill(seeded.validImei);
  await expect(page.getByRole('button', { name: 'Add another phone' })).toHaveCount(0);
  await continueStep(page);
  await expectErrorSummary(page, 'Each phone must have a different IMEI');
  const secondImei = page.getByLabel('IMEI', { exact: true }).nth(1);
  await expect(secondImei).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('IMEI', { exact: true }).first()).not.toHaveAttribute('aria-invalid', 'true');

  await secondImei.fill(seeded.secondValidImei);
  await continueStep(page);
  await expect(page).toHaveURL(/\/claim\/upload-imei$/);
  await expect(page.getByText('Step 3 of 9')).toBeVisible();
});
