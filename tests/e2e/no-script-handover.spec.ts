/**
 * The claim's draft both ways (issue 54): a claim begun without scripts is continued by scripts from the server's
 * draft, and one begun with scripts, whose step's script then fails to load, is finished by the server's form (the
 * server keeps a mirror of the draft at each Continue with scripts: src/engine/flow/mirrorDraft.ts).
 */
import { expect, test } from './fixtures';
import { chooseGift, continueStep, enterAddressManually, fillPerson, freshImei, reachPersonalDetails, storedClaims, submitAndConfirm, t } from './claimDriver';
import { png, seeded } from './support';

const en = (alias: string) => t('en-GB', alias);

test('a claim begun without scripts is continued with them from the server\'s draft, to its confirmation', async ({ browser, baseURL }) => {
  const imei = freshImei();
  const without = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await without.newPage();
  await page.goto('/2022launch/claim/get-started');
  await page.getByLabel(en('getStartedConfirm')).check();
  await continueStep(page, 'en-GB');
  await page.getByRole('radio', { name: en('claimTypePersonal') }).check();
  await continueStep(page, 'en-GB');
  await page.getByLabel(en('purchaseDateLabel'), { exact: true }).fill(seeded.dateInWindow);
  await page.getByLabel(en('invoiceNumberLabel'), { exact: true }).fill('INV-HANDOVER-1');
  await page.getByLabel(en('resellerLabel'), { exact: true }).selectOption({ label: seeded.resellerName });
  await page.getByLabel(en('itemProductLabel'), { exact: true }).selectOption({ label: seeded.productName });
  await page.getByLabel(en('itemImeiLabel'), { exact: true }).fill(imei);
  await continueStep(page, 'en-GB');
  await expect(page).toHaveURL(/\/claim\/upload$/);
  const cookies = await without.cookies();
  await without.close();

  // The same browser session, its scripts running now (they arrived at last).
  const withScripts = await browser.newContext({ baseURL });
  await withScripts.addCookies(cookies);
  const scripted = await withScripts.newPage();
  try {
    await scripted.goto('/2022launch/claim/upload');
    await scripted.locator('html[data-site-ready]').waitFor({ state: 'attached' });
    await expect(scripted).toHaveURL(/\/claim\/upload$/);
    // Back shows the answers posted without scripts.
    await scripted.getByRole('link', { name: en('flowBack') }).click();
    await expect(scripted.getByLabel(en('invoiceNumberLabel'), { exact: true })).toHaveValue('INV-HANDOVER-1');
    await expect(scripted.getByLabel(en('itemImeiLabel'), { exact: true })).toHaveValue(imei);
    await continueStep(scripted, 'en-GB');
    await scripted.getByLabel(en('uploadProofOfPurchaseLabel'), { exact: true }).setInputFiles({ name: 'invoice.png', mimeType: 'image/png', buffer: png });
    await continueStep(scripted, 'en-GB');
    await scripted.getByLabel(en('uploadProofOfImeiLabel'), { exact: true }).setInputFiles({ name: 'imei.png', mimeType: 'image/png', buffer: png });
    await continueStep(scripted, 'en-GB');
    await fillPerson(scripted, 'en-GB', { title: 'Ms', firstName: 'Ada', lastName: 'Lovelace', email: 'ada.handover@example.com', mobile: '07400 123456' });
    await enterAddressManually(scripted, 'en-GB', { line1: '1 High Street', city: 'Bath', county: 'Somerset', postCode: 'BA1 1AA' });
    await continueStep(scripted, 'en-GB');
    await chooseGift(scripted, 'en-GB');
    await continueStep(scripted, 'en-GB');
    const reference = await submitAndConfirm(scripted, 'en-GB');
    expect(storedClaims({ imei })[0].payload.purchase).toMatchObject({ reference: 'INV-HANDOVER-1' });
    expect(storedClaims({ imei })[0].reference).toBe(reference);
  } finally {
    await withScripts.close();
  }
});

test('a step whose script fails to load is finished by the server\'s form, from the draft scripts kept', async ({ page }) => {
  const imei = freshImei();
  await reachPersonalDetails(page, 'en-GB', { imei, invoice: 'INV-FAILING-1' });
  // The personal-details step's widgets' script fails to load (a poor connection) from here on.
  await page.route(/\/assets\/screen-AddressLookup[^/]*\.js$/, (route) => route.abort());
  await page.reload();
  // The step goes on as the server's form (the page without its scripts), from the draft the scripts mirrored.
  await expect(page).toHaveURL(/\/claim\/personal-details\?scripts=off$/);
  await fillPerson(page, 'en-GB', { title: 'Mr', firstName: 'Alan', lastName: 'Turing', email: 'alan.failing@example.com' });
  await page.getByLabel(en('personalMobileLabel'), { exact: true }).fill('07400 123456');
  await page.getByRole('button', { name: en('addressLookupManualEntry') }).click();
  await page.getByLabel(en('personalAddress1Label'), { exact: true }).fill('1 High Street');
  await page.getByLabel(en('personalCityLabel'), { exact: true }).fill('Bath');
  await page.getByLabel(en('personalCountyLabel'), { exact: true }).fill('Somerset');
  await page.getByLabel(en('personalPostCodeLabel'), { exact: true }).fill('BA1 1AA');
  await continueStep(page, 'en-GB');
  await expect(page).toHaveURL(/\/claim\/reward-details$/);
  await chooseGift(page, 'en-GB');
  await continueStep(page, 'en-GB');
  await expect(page).toHaveURL(/\/claim\/summary$/);
  await expect(page.getByText('INV-FAILING-1')).toBeVisible();
  await expect(page.getByText('alan.failing@example.com')).toBeVisible();
  await submitAndConfirm(page, 'en-GB');
  expect(storedClaims({ imei })[0].payload.contact).toMatchObject({ first_name: 'Alan', address1: '1 High Street', mobile_phone: '+447400123456' });
});
