/**
 * Issue 34: the personal-details step is ready for input without the phone library (libphonenumber-js, about 120 kB):
 * the phone fields paint with the site country's flag and dialling code, and the library is asked for only once the
 * site is ready. A number typed before it arrives is kept on screen and completed in the draft once it has (or by
 * the phone check, when Continue comes first).
 */
import { expect, test, type Page } from './fixtures';
import { continueStep, enterAddressManually, fillPerson, sitePath, t } from './claimDriver';
import { ports } from '../../playwright.config';

const siteOrigin = `http://127.0.0.1:${ports.site}`;
const promotionId = 'GOO00028-GB';
const locale = 'en-GB';
const draftKey = `draft:${promotionId}:claim:${locale}`;

/** Opens personal details with a draft, as after a reload (the server paints it), the phone library held back. */
async function openHoldingTheLibrary(page: Page) {
  await page.context().addCookies([{ name: `draft.${promotionId}.claim.${locale}`, value: '1', url: siteOrigin }]);
  await page.addInitScript(
    ([key, value]) => {
      sessionStorage.setItem('locale:GOO00028', 'en-GB');
      sessionStorage.setItem(key, value);
    },
    [draftKey, JSON.stringify({ version: 1, values: { unlockedSteps: 9, claimType: 'PERSONAL', checklist1: true } })] as const,
  );
  // Held back (a slow phone) until the test lets it arrive; noted: whether the site was ready when it was asked for.
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const askedWhenReady: boolean[] = [];
  await page.route(/\/assets\/phoneReading-[\w-]+\.js$/, async (route) => {
    askedWhenReady.push((await page.locator('html[data-site-ready]').count()) === 1);
    await arrived;
    await route.continue();
  });
  await page.goto(`${sitePath[locale]}/claim/personal-details`);
  const stored = () => page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '{}').values?.mobilePhone, draftKey);
  return { askedWhenReady, arrive, stored, mobile: page.getByLabel(t(locale, 'personalMobileLabel'), { exact: true }) };
}

test('a mobile typed before the phone library has arrived is kept, and stored in full once it has', async ({ page }) => {
  const { askedWhenReady, arrive, stored, mobile } = await openHoldingTheLibrary(page);
  const country = page.locator('#field-mobilePhone-country');
  await expect(country).toContainText('+44');
  await expect(country.getByRole('img')).toHaveAttribute('src', /\/flags\/gb\.svg$/);
  await expect.poll(() => askedWhenReady).toEqual([true]);

  await mobile.pressSequentially('07400123456');
  await expect(mobile).toHaveValue('07400123456');
  await expect.poll(stored).toMatchObject({ input: '07400123456', international: '' });

  arrive();
  await expect.poll(stored).toEqual({ input: '07400123456', international: '+447400123456', iso2: 'gb', regionCode: '44', display: '07400 123456' });
  await expect(mobile).toHaveValue('07400123456');
  // Left now that the library is here: tidied as today.
  await page.keyboard.press('Tab');
  await expect(mobile).toHaveValue('07400 123456');
});

test('Continue pressed before the phone library has arrived: the number is checked and kept in full, the claim moves on', async ({ page }) => {
  const { arrive, stored } = await openHoldingTheLibrary(page);
  await fillPerson(page, locale, { title: 'Ms', firstName: 'Ada', lastName: 'Lovelace', email: 'ada.early@example.com', mobile: '07400 123456' });
  await enterAddressManually(page, locale, { line1: '12 High Street', city: 'Bath', county: 'Somerset', postCode: 'BA1 1AA' });
  await continueStep(page, locale);
  await expect(page).toHaveURL(/\/claim\/reward-details$/);
  expect(await stored()).toEqual({ input: '07400 123456', international: '+447400123456', iso2: 'gb', regionCode: '44', display: '07400 123456' });
  arrive();
});
