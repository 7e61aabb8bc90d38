import { expect, test } from './fixtures';
import { continueStep } from './support';
import { expectNoViolations } from './axe';

test('home page and a claim step with errors have no WCAG 2.2 AA violations (axe)', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/2022launch/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoViolations(page);

  await page.goto('/2022launch/claim/get-started');
  await continueStep(page);
  await expect(page.getByRole('alert')).toBeFocused();
  await expectNoViolations(page);
  await context.close();
});

test('keyboard only: from the home page through get-started and claim type to purchase details', async ({ page }) => {
  await page.goto('/2022launch/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
  await expect(page).toHaveURL(/\/2022launch\/$/);

  const claimNow = page.getByRole('link', { name: 'Claim now' });
  for (let i = 0; i < 15 && !(await claimNow.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(claimNow).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/claim\/get-started$/);
  const checkbox = page.getByLabel('I have everything I need to make my claim');
  for (let i = 0; i < 30 && !(await checkbox.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(checkbox).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/claim\/claim-type$/);
  // Focus moves to the new step's heading, so it is announced and Tab continues from there.
  await expect(page.getByRole('heading', { level: 1, name: 'Claim type' })).toBeFocused();
  const personal = page.getByLabel('Personal');
  for (let i = 0; i < 30 && !(await personal.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(personal).toBeChecked();
  await page.keyboard.press('Enter'); // Enter in a form field submits the form
  await expect(page).toHaveURL(/\/claim\/purchase-details$/);
  await expect(page.getByLabel('IMEI', { exact: true })).toBeVisible();
});
