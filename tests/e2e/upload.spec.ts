import { expect, test } from './fixtures';
import { continueStep, expectErrorSummary, fillPurchaseDetails, png, reachPurchaseDetails, seeded } from './support';

test('proof of purchase: required, checked by content on the server, then uploaded and kept as the next step opens', async ({ page }) => {
  await reachPurchaseDetails(page);
  await fillPurchaseDetails(page, {
    date: seeded.dateInWindow,
    invoice: 'INV-9009',
    reseller: seeded.resellerName,
    product: seeded.productName,
    imei: seeded.validImei,
  });
  await continueStep(page);
  await expect(page).toHaveURL(/\/claim\/upload$/);

  await continueStep(page);
  await expectErrorSummary(page, 'Upload your proof of purchase');

  // An HTML page dressed up as a PNG is refused by the server and named at the file.
  const input = page.getByLabel('Proof of purchase', { exact: true });
  await input.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: Buffer.from('<html><script>alert(1)</script></html>') });
  await continueStep(page);
  await expectErrorSummary(page, 'The file must be a PNG, JPEG or PDF');
  await page.getByRole('button', { name: /Remove/ }).first().click();

  await input.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: png });
  await expect(page.locator('.file-upload__name', { hasText: 'receipt.png' })).toBeVisible();
  await continueStep(page);
  await expect(page).toHaveURL(/\/claim\/upload-imei$/);
  await expect(page.getByText('Step 5 of 10')).toBeVisible();

  // The uploaded file is remembered (as its server id) when the visitor comes back.
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.locator('.file-upload__name', { hasText: 'receipt.png' })).toBeVisible();
  await page.reload();
  await expect(page.locator('.file-upload__name', { hasText: 'receipt.png' })).toBeVisible();
  await continueStep(page);
  await expect(page).toHaveURL(/\/claim\/upload-imei$/);
});
