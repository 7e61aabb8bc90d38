import { expect, test } from './fixtures';
import { continueStep, expectErrorSummary, fillPurchaseDetails, seeded } from './support';

const germanLabels = {
  date: 'Kaufdatum',
  invoice: 'Rechnungsnummer',
  reseller: 'Wo haben Sie gekauft?',
  product: 'Produkt',
  imei: 'IMEI',
};

test('the same journey in de-DE shows German wording throughout', async ({ page }) => {
  // The language is declared by the server, before any script runs.
  expect(await (await page.request.get('/de/2022launch/')).text()).toContain('<html lang="de-DE"');
  await page.goto('/de/2022launch/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByRole('heading', { level: 1, name: 'Ein Geschenk zu Ihrem neuen Pixel' })).toBeVisible();
  await page.getByRole('link', { name: 'Jetzt anfordern' }).click();

  await expect(page).toHaveURL(/\/de\/2022launch\/claim\/get-started$/);
  await expect(page.getByText('Schritt 1 von 10')).toBeVisible();
  await continueStep(page, 'Weiter');
  await expectErrorSummary(page, 'Bestätigen Sie, dass Sie alles Nötige haben', 'Fehler:');
  await page.getByLabel('Ich habe alles, was ich für meinen Antrag brauche').check();
  await continueStep(page, 'Weiter');

  await page.getByLabel('Privat').check();
  await continueStep(page, 'Weiter');

  await expect(page.getByRole('heading', { level: 1, name: 'Kaufdetails' })).toBeVisible();
  await fillPurchaseDetails(
    page,
    { date: seeded.dateInWindow, invoice: 'RE-4004', reseller: seeded.resellerName, product: seeded.productName, imei: seeded.badLuhnImei },
    germanLabels,
  );
  await continueStep(page, 'Weiter');
  await expectErrorSummary(page, 'Geben Sie eine gültige 15-stellige IMEI ein', 'Fehler:');

  await page.getByLabel('IMEI', { exact: true }).fill(seeded.secondValidImei);
  await continueStep(page, 'Weiter');
  await expect(page).toHaveURL(/\/de\/2022launch\/claim\/upload$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kaufbeleg' })).toBeVisible();
  await expect(page.getByText('Schritt 4 von 10')).toBeVisible();
});
