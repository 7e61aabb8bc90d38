/**
 * Products edited in the studio without JSON (issue 52, part 3), against the real server on a server of its own: a
 * manager adds a phone known by two IMEI ranges to Summer Switch (AUR00031), an overlapping range is refused at its
 * field as it is typed, the review says the change in words and the simulation walks the new phone, the publish makes
 * it live, and a customer claims it with an IMEI from its second range. The forms pass axe and work by keyboard.
 */
import { ports } from '../../playwright.config';
import { luhnCheckDigit } from '../../core/rules/luhn';
import { expectAccessibleAtEveryWidth } from './axe';
import { expect, test, type Page } from './fixtures';
import { fillDate } from './support';
import { saved, settled, signInToStudio, useStudioServer } from './studioServer';
import { continueSummerStep, finishSummerClaim, freshSerial, reachSummerPurchaseDetails, st } from './summerSwitchDriver';

const MANAGER = 'catalogue@example.com';
const { origin } = useStudioServer('studio-catalogue', ports.site + 12, { definitions: 'page-definitions', accounts: [{ email: MANAGER, role: 'publisher' }] });
const NAME = 'Aurora One 256GB Ember';
const ID = 'aurora-one-256gb-ember';
/** Where the docs' screenshots go when asked for (DOCS_SCREENSHOTS=1). */
const shoot = async (page: Page, file: string) => {
  if (process.env.DOCS_SCREENSHOTS) await page.screenshot({ path: `docs/images/studio/${file}`, fullPage: false });
};

test('a phone with two IMEI ranges is added, an overlapping range refused at its field, reviewed, published, and claimed', async ({ browser }) => {
  test.setTimeout(300_000);
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInToStudio(page, origin, MANAGER);
  await page.getByRole('link', { name: 'AUR00031' }).click();
  await settled(page);
  await page.getByRole('link', { name: 'Catalogue' }).click();
  await expect(page.getByRole('heading', { name: 'Products (4)' })).toBeVisible();

  // By keyboard: Add a product puts the keyboard in its name; the id follows the name.
  await page.getByRole('button', { name: 'Add a product' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.type(NAME);
  const product = page.getByRole('group', { name: NAME });
  await expect(product.getByLabel('Product id')).toHaveValue(ID);
  await product.getByLabel('Range 1: first IMEI').fill('35790600000000');
  await product.getByLabel('Range 1: last IMEI').fill('35790600009999');
  await expect(product.getByText('10,000 IMEIs')).toBeVisible();

  // A second range, typed overlapping the first: refused at its field as it is typed, and in the summary.
  await product.getByRole('button', { name: `Add an IMEI range to ${NAME}` }).focus();
  await page.keyboard.press('Enter');
  const first = product.getByLabel('Range 2: first IMEI');
  await expect(first).toBeFocused();
  await page.keyboard.type('357906000050000');
  await product.getByLabel('Range 2: last IMEI').fill('357906100099999');
  await expect(first).toHaveAttribute('aria-invalid', 'true');
  const message = `This IMEI range overlaps the IMEI range 35790600000000 – 35790600009999 of ${NAME}`;
  await expect(first).toHaveAccessibleDescription(`Error: ${message}`);
  await expect(page.locator('.error-summary')).toContainText(message);
  await saved(page);
  await expect(first).toHaveAttribute('aria-invalid', 'true');
  await expectAccessibleAtEveryWidth(page, 'catalogue with an overlapping range');
  await shoot(page, '9b-catalogue-overlap.png');

  await first.fill('357906100000000');
  await expect(first).not.toHaveAttribute('aria-invalid');
  await saved(page);
  await expect(page.locator('.error-summary')).toHaveCount(0);
  await expectAccessibleAtEveryWidth(page, 'catalogue');
  await product.scrollIntoViewIfNeeded();
  await shoot(page, '9-catalogue.png');

  // The review says it in words; the simulation walked the new phone.
  await page.getByRole('link', { name: 'Publish' }).click();
  await page.getByRole('button', { name: 'Check this draft' }).click();
  await expect(page.locator('.proof h3').first()).toHaveText('Every check passed: this draft can be published.', { timeout: 120_000 });
  await expect(page.locator('.review__summary')).toContainText(`Added product ${NAME}, 2 IMEI ranges`);
  await expect(page.getByTestId('products-walked')).toContainText(ID);
  await shoot(page, '9c-catalogue-review.png');
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Version \d+ is live\.$/ })).toBeVisible({ timeout: 60_000 });

  // A customer claims the new phone with an IMEI of its second range.
  const customer = await (await browser.newContext({ baseURL: origin })).newPage();
  const locale = 'en-US';
  const imeiBody = '35790610004242';
  await expect(async () => {
    await reachSummerPurchaseDetails(customer, locale);
    await customer.getByLabel(st(locale, 'itemProductLabel'), { exact: true }).selectOption({ label: NAME }, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await fillDate(customer.getByLabel(st(locale, 'purchaseDateLabel'), { exact: true }), '10/15/2026', '2026-10-15');
  await customer.getByLabel(st(locale, 'invoiceNumberLabel'), { exact: true }).fill('SS-2026-5201');
  await customer.getByLabel(st(locale, 'resellerLabel'), { exact: true }).selectOption({ label: 'Best Buy' });
  await customer.getByLabel(st(locale, 'itemImeiLabel'), { exact: true }).fill(imeiBody + luhnCheckDigit(imeiBody));
  await customer.getByLabel(st(locale, 'itemSerialLabel'), { exact: true }).fill(freshSerial());
  await continueSummerStep(customer, locale);
  const email = `ember.${Date.now()}@example.com`;
  const reference = await finishSummerClaim(customer, locale, {
    person: { first: 'Ada', last: 'Lovelace', email, mobile: '(201) 555-0123' },
    address: { line1: '350 Fifth Avenue', city: 'New York', county: 'NY', postCode: '10118' },
    reward: { paypal: email },
  });
  expect(reference).toMatch(/^\d{3}-\d{3}-\d{3}$/);
});
