/**
 * Shared parts, seen where they reach (issue 52, part 4), against the real server on a server of its own: a brand's
 * base (BRD00001, no site of its own) and two promotions extending it (tests/support/brandBase.ts). A publisher opens
 * the base from the list like any promotion, rewords its footer line for the US and Ireland by keyboard, and its check
 * names the promotions the change reaches and what changes for each — Autumn keeps its own US footer line, so only
 * its Irish one changes — each walked with the change. Published, each promotion's site shows the new line and its
 * history names the base. Axe finds nothing on the review.
 */
import path from 'node:path';
import { ports } from '../../playwright.config';
import { BRAND_BASE, BRAND_PROMOTIONS, writeBrandBase } from '../support/brandBase';
import { expectAccessibleAtEveryWidth } from './axe';
import { expect, test, type Page } from './fixtures';
import { saved, settled, signInToStudio, useStudioServer } from './studioServer';

const port = ports.site + 40;
const definitions = writeBrandBase(path.resolve(`test-results/studio-brand-base-definitions-${port}`));
const PUBLISHER = 'brand@example.com';
const { origin } = useStudioServer('studio-brand-base', port, { definitions, accounts: [{ email: PUBLISHER, role: 'publisher' }] });
const [SPRING, AUTUMN] = BRAND_PROMOTIONS;
const US_LINE = '© 2027 Aurora Devices Inc. All rights reserved.';
const IE_LINE = '© 2027 Aurora Devices Ireland Ltd. All rights reserved.';
/** Where the docs' screenshots go when asked for (DOCS_SCREENSHOTS=1). */
const shoot = async (page: Page, file: string) => {
  if (process.env.DOCS_SCREENSHOTS) await page.screenshot({ path: `docs/images/studio/${file}`, fullPage: false });
};

/** Types a locale's footer line in the Wording tab, by keyboard. */
async function rewordFooter(page: Page, locale: string, text: string) {
  const box = page.getByLabel(`footerCopyright in ${locale}`, { exact: true });
  await box.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
  await saved(page);
}

test("a base change's review names the promotions it reaches and what changes for each; published, each serves it", async ({ browser }) => {
  test.setTimeout(400_000);
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInToStudio(page, origin, PUBLISHER);
  // The base is listed with the promotions: found by its brand like any of them, opened like any of them.
  await page.getByLabel('Search promotions').fill('Aurora');
  await expect(page.getByRole('link', { name: BRAND_BASE.code })).toBeVisible();
  await page.getByRole('link', { name: BRAND_BASE.code }).click();
  await settled(page);

  await page.getByRole('link', { name: 'Wording' }).click();
  await page.getByLabel('Search aliases and wording').fill('footerCopyright');
  await rewordFooter(page, 'en-US', US_LINE);
  await rewordFooter(page, 'en-IE', IE_LINE);

  await page.getByRole('link', { name: 'Publish' }).click();
  await page.getByRole('button', { name: 'Check this draft' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.proof h3').first()).toHaveText('Every check passed: this draft can be published.', { timeout: 300_000 });

  const reach = page.getByRole('region', { name: 'Promotions this change reaches (2)' });
  await expect(reach).toBeVisible();
  const spring = reach.getByRole('region', { name: `${SPRING.code}: ${SPRING.name}` });
  const autumn = reach.getByRole('region', { name: `${AUTUMN.code}: ${AUTUMN.name}` });
  await expect(spring).toContainText('2 changes.');
  await expect(spring.getByText('Wording en-US › footerCopyright')).toBeVisible();
  await expect(spring.getByText('Wording en-IE › footerCopyright')).toBeVisible();
  await expect(spring).toContainText(US_LINE);
  await expect(spring).toContainText(/Journeys: (\d+) of \1 reach the confirmation with this change\./);
  // Autumn has its own US footer line: only its Irish one changes.
  await expect(autumn).toContainText('1 change.');
  await expect(autumn.getByText('Wording en-IE › footerCopyright')).toBeVisible();
  await expect(autumn.getByText('Wording en-US › footerCopyright')).toHaveCount(0);
  await expect(autumn).toContainText(/Journeys: (\d+) of \1 reach the confirmation with this change\./);
  await expectAccessibleAtEveryWidth(page, "a base's review");
  await reach.scrollIntoViewIfNeeded();
  await shoot(page, '10-base-review.png');

  await page.getByRole('button', { name: 'Publish now' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /^Version \d+ is live\. Its change is live in BRA00001, BRA00002\.$/ })).toBeVisible({ timeout: 120_000 });

  // Each promotion's site shows the base's new line where it has none of its own.
  const customer = await (await browser.newContext({ baseURL: origin })).newPage();
  const footer = customer.locator('footer');
  await expect(async () => {
    await customer.goto(SPRING.basePath);
    await expect(footer).toContainText(US_LINE, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await customer.goto(`/ie${AUTUMN.basePath}`);
  await expect(footer).toContainText(IE_LINE);
  await customer.goto(AUTUMN.basePath);
  await expect(footer).toContainText(AUTUMN.footer);

  // The promotion's history says whose change went live there.
  await page.getByRole('link', { name: 'All promotions' }).click();
  await page.getByRole('link', { name: SPRING.code }).click();
  await page.getByRole('link', { name: 'History' }).click();
  await expect(page.getByText(new RegExp(`^Published version \\d+: the change of the base ${BRAND_BASE.code} it extends$`))).toBeVisible();
});
