import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { expectNoViolations } from './axe';

/**
 * On a phone (390 x 844) the first screen is the promotion: the header's links wait behind "Menu", so with the
 * cookie notice open every locale's home page of both promotions shows its heading and its way to start a claim
 * without scrolling; the menu opens and closes by touch and keyboard, and without any script.
 */
const homes = [
  { code: 'GOO00028', locale: 'en-GB', sitePath: '/2022launch' },
  { code: 'GOO00028', locale: 'de-DE', sitePath: '/de/2022launch' },
  { code: 'GOO00028', locale: 'fr-FR', sitePath: '/fr/2022launch' },
  { code: 'AUR00031', locale: 'en-US', sitePath: '/summerswitch' },
  { code: 'AUR00031', locale: 'en-IE', sitePath: '/ie/summerswitch' },
];

const wording = (code: string, locale: string) => JSON.parse(readFileSync(`page-definitions/${code}/content/${locale}.json`, 'utf8')) as Record<string, string>;
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

const headerLink = (page: Page, name: string) => page.getByRole('banner').getByRole('link', { name, exact: true });

/** The element lies wholly inside the first screen (no scrolling). */
async function expectOnFirstScreen(page: Page, locator: ReturnType<Page['locator']>) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box && box.y >= 0 && box.y + box.height <= 844, `${await locator.textContent()} at ${JSON.stringify(box)}`).toBe(true);
}

for (const { code, locale, sitePath } of homes) {
  test(`${code} ${locale}: a phone's first screen shows the heading and Claim, with the cookie notice open`, async ({ browser }) => {
    const t = wording(code, locale);
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    await page.goto(`${sitePath}/`);
    await page.locator('html[data-site-ready]').waitFor({ state: 'attached' });
    await expect(page.getByRole('heading', { name: t.cookieBannerTitle })).toBeVisible();
    await expect(headerLink(page, t.navSupport)).toBeHidden();
    await expectOnFirstScreen(page, page.getByRole('heading', { level: 1 }));
    await expectOnFirstScreen(page, page.getByRole('link', { name: t.homeClaimNow }));
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `test-results/mobile-first-screen-${code}-${locale}.png` });
    await expectNoViolations(page, 'menu closed');

    // Touch: the menu opens below the bar with every link, and closes again.
    const menu = page.locator('summary', { hasText: t.navMenu });
    await menu.tap();
    await expect(headerLink(page, t.navSupport)).toBeVisible();
    await expectNoViolations(page, 'menu open');
    await menu.tap();
    await expect(headerLink(page, t.navSupport)).toBeHidden();
    await context.close();
  });
}

test('the menu opens and closes by keyboard, Escape gives focus back to it, and a link followed closes it', async ({ browser }) => {
  const t = wording('GOO00028', 'en-GB');
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await page.goto('/2022launch/');
  await page.locator('html[data-site-ready]').waitFor({ state: 'attached' });
  const menu = page.locator('summary', { hasText: t.navMenu });
  const support = headerLink(page, t.navSupport);
  for (let i = 0; i < 5 && !(await menu.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(menu).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(support).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(headerLink(page, t.navHome)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(support).toBeHidden();
  await expect(menu).toBeFocused();
  await page.keyboard.press('Space');
  await expect(support).toBeVisible();
  await support.click();
  await expect(page).toHaveURL(/\/2022launch\/support$/);
  await expect(support).toBeHidden();
  await context.close();
});

test('without JavaScript the menu still opens and closes', async ({ browser }) => {
  const t = wording('AUR00031', 'en-US');
  const context = await browser.newContext({ ...phone, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/summerswitch/');
  const support = headerLink(page, t.navSupport);
  await expect(support).toBeHidden();
  await page.locator('summary', { hasText: t.navMenu }).tap();
  await expect(support).toBeVisible();
  await expect(support).toHaveAttribute('href', '/summerswitch/support');
  await page.locator('summary', { hasText: t.navMenu }).tap();
  await expect(support).toBeHidden();
  await context.close();
});

test('on a wide screen the links stand in the header and there is no Menu', async ({ page }) => {
  const t = wording('GOO00028', 'de-DE');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/de/2022launch/');
  await expect(headerLink(page, t.navSupport)).toBeVisible();
  await expect(page.locator('summary', { hasText: t.navMenu })).toBeHidden();
});
