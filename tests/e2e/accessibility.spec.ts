import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { continueStep } from './support';
import { expectAccessibleAtEveryWidth } from './axe';

/** Every served locale of both promotions, with its wording and the routes of its pages (its package's pages/). */
const sites = [
  { code: 'GOO00028', locale: 'en-GB', sitePath: '/2022launch' },
  { code: 'GOO00028', locale: 'de-DE', sitePath: '/de/2022launch' },
  { code: 'GOO00028', locale: 'fr-FR', sitePath: '/fr/2022launch' },
  { code: 'AUR00031', locale: 'en-US', sitePath: '/summerswitch' },
  { code: 'AUR00031', locale: 'en-IE', sitePath: '/ie/summerswitch' },
].map((site) => ({
  ...site,
  words: JSON.parse(readFileSync(`page-definitions/${site.code}/content/${site.locale}.json`, 'utf8')) as Record<string, string>,
  // The closed page shows only while the promotion is closed (date-window.spec.ts), a page with an external redirect
  // sends the visitor to another site; "*" is any unknown address.
  routes: readdirSync(`page-definitions/${site.code}/pages`)
    .map((file) => JSON.parse(readFileSync(`page-definitions/${site.code}/pages/${file}`, 'utf8')) as { route: string; externalRedirect?: string })
    .filter((page) => page.route !== 'closed' && !page.externalRedirect)
    .map((page) => (page.route === '*' ? 'no-such-page' : page.route))
    .sort(),
}));

/** Sends the page's one form empty; its error summary takes focus. */
async function sendEmpty(page: Page, submit: string) {
  await page.getByRole('button', { name: submit, exact: true }).click();
  await expect(page.getByRole('alert').filter({ has: page.getByRole('heading') })).toBeFocused();
}

for (const site of sites) {
  test(`${site.code} ${site.locale}: every page, and the tracker and contact form with errors, pass axe at 320, 390 and 1280 px`, async ({ page }) => {
    test.setTimeout(120_000);
    for (const route of site.routes) {
      await page.goto(`${site.sitePath}/${route}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectAccessibleAtEveryWidth(page, `/${route}`);
    }
    await page.goto(`${site.sitePath}/track-claim`);
    await sendEmpty(page, site.words.trackerSubmit);
    await expectAccessibleAtEveryWidth(page, '/track-claim, errors');
    await page.goto(`${site.sitePath}/support/contact`);
    await sendEmpty(page, site.words.contactSubmit);
    await expectAccessibleAtEveryWidth(page, '/support/contact, errors');
  });
}

test('a claim step with errors has no WCAG 2.2 AA violations at any width (axe)', async ({ page }) => {
  await page.goto('/2022launch/claim/get-started');
  await continueStep(page);
  await expect(page.getByRole('alert')).toBeFocused();
  await expectAccessibleAtEveryWidth(page, 'get-started, errors');
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
