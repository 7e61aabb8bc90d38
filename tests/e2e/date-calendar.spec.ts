/**
 * The purchase date's calendar: react-day-picker's stylesheet is not in every page's inlined CSS; it comes with the
 * calendar when the visitor opens it (under the site's CSP), and the calendar shows styled, and picks a day.
 */
import { expect, test } from './fixtures';
import { continueStep, sitePath, t } from './claimDriver';

const locale = 'en-GB';

test('the calendar brings its own stylesheet when opened, shows styled and stores the day picked', async ({ page }) => {
  await page.goto(`${sitePath[locale]}/claim`);
  const inlinedCss = await page.locator('head style').allTextContents();
  expect(inlinedCss.join('')).not.toContain('.rdp-day');
  await page.getByLabel(t(locale, 'getStartedConfirm')).check();
  await continueStep(page, locale);
  await page.getByLabel(t(locale, 'claimTypePersonal')).check();
  await continueStep(page, locale);
  await expect(page).toHaveURL(/\/claim\/purchase-details$/);

  await page.getByRole('button', { name: t(locale, 'purchaseDateOpenCalendar') }).click();
  const calendar = page.getByRole('dialog');
  await expect(calendar).toBeVisible();
  // react-day-picker's own rules apply: its root is positioned and its day buttons are round.
  await expect(calendar.locator('.rdp-root')).toHaveCSS('position', 'relative');
  await expect(calendar.locator('.rdp-day_button').first()).toHaveCSS('border-radius', /%|px/);
  await calendar.locator('.rdp-day:not(.rdp-disabled) .rdp-day_button').first().click();
  await expect(calendar).toBeHidden();
  await expect(page.getByLabel(t(locale, 'purchaseDateLabel'), { exact: true })).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
});
