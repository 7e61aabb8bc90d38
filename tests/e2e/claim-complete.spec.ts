import { expect, test } from './fixtures';
import {
  chooseAddressByKeyboard,
  chooseGift,
  continueStep,
  enterAddressManually,
  fillPerson,
  freshImei,
  reachPersonalDetails,
  sitePath,
  storedClaims,
  submitAndConfirm,
  t,
  trackFromHome,
} from './claimDriver';

test.describe('a whole claim, from the home page to the confirmation, then tracked', () => {
  test('en-GB: personal claim, address from the lookup by keyboard, a gift, Change from the summary, survey answered', async ({ page }) => {
    const imei = freshImei();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await reachPersonalDetails(page, 'en-GB', { imei, fromHome: true, invoice: 'INV-GB-1' });

    await fillPerson(page, 'en-GB', { title: 'Ms', firstName: 'Ada', lastName: 'Lovelace', email: 'ada.complete@example.com', mobile: '07400 123456', marketing: true });
    await chooseAddressByKeyboard(page, 'en-GB', 'SW1A 2AA', '10 Downing Street');
    await expect(page.getByLabel('Postcode', { exact: true })).toHaveValue('SW1A2AA');
    await expect(page.getByLabel('County', { exact: true })).toHaveValue('Greater London');
    await continueStep(page, 'en-GB');

    await expect(page).toHaveURL(/\/claim\/reward-details$/);
    await expect(page.getByRole('heading', { name: 'Choose your gift' })).toBeVisible();
    await chooseGift(page, 'en-GB', 'rewardGiftPixelBudsProCoral');
    await continueStep(page, 'en-GB');

    await expect(page).toHaveURL(/\/claim\/summary$/);
    const answer = (label: string) => page.locator('.summary-list__row', { has: page.getByText(label, { exact: true }) }).locator('dd');
    await expect(answer('Name')).toHaveText('Ms Ada Lovelace');
    // Answers as the locale writes them: the looked-up postcode with its space, the mobile in its national form.
    await expect(answer('Address')).toHaveText('10 Downing StreetLondonGreater LondonSW1A 2AA');
    await expect(answer('Mobile number')).toHaveText('07400 123456');
    await expect(answer('Date of purchase')).toHaveText('27/10/2022');
    await expect(answer('Retailer')).toHaveText('Currys');
    await expect(answer('Product')).toHaveText('Pixel 7 128GB Obsidian');
    await expect(answer('IMEI')).toHaveText(imei);
    await expect(answer('Your gift')).toHaveText('Pixel Buds Pro – Coral');

    // GOV.UK check answers: Change, Continue, and straight back to the summary.
    await page.getByRole('link', { name: 'Change Your details' }).click();
    await expect(page).toHaveURL(/\/claim\/personal-details$/);
    await page.getByLabel('First name', { exact: true }).fill('Augusta Ada');
    await continueStep(page, 'en-GB');
    await expect(page).toHaveURL(/\/claim\/summary$/);
    await expect(answer('Name')).toHaveText('Ms Augusta Ada Lovelace');

    const reference = await submitAndConfirm(page, 'en-GB', 'answer');
    await expect(page.getByText(`We will write to ada.complete@example.com about your claim.`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);

    // The stored claim follows spec section 7.
    const [stored] = storedClaims({ imei });
    expect(stored.reference).toBe(reference);
    expect(stored.payload).toMatchObject({
      promotion_id: 'GOO00028-GB',
      promotion_window_id: null,
      purchase: { reseller_id: 'currys', invoice_date: '2022-10-27T12:00:00+01:00', reference: 'INV-GB-1', items: [{ imei, price_paid: null, trade_in_serial: null }] },
      contact: { title: 'MS', first_name: 'Augusta Ada', last_name: 'Lovelace', address1: '10 Downing Street', city: 'London', county: 'Greater London', post_code: 'SW1A 2AA', country: 'GB', mobile_phone: '+447400123456', telephone: '', locale: 'en-GB', company: null },
      reward_method: { method: 'gift' },
      preferences: [
        { key: 'MARKETING_ACCEPTS_PROMOTIONAL_CONTACT_VIA_EMAIL', response: 'Checked' },
        { key: '{hash}', response: 'GIFT-PIXEL-BUDS-PRO-CORAL' },
      ],
    });
    expect(stored.payload.purchase.storage_ids).toHaveLength(2);
    expect(typeof stored.payload.visitor_id).toBe('string');

    // Leaving the confirmation forgets it: the survey and confirmation are no longer reachable.
    await trackFromHome(page, 'en-GB', reference, 'ada.complete@example.com');
    await page.goto(`${sitePath['en-GB']}/claim/confirmation`);
    await expect(page).toHaveURL(/\/claim\/get-started$/);
    // The draft was cleared when the claim was submitted.
    await expect(page.getByLabel('I have everything I need to make my claim')).not.toBeChecked();
    expect(errors).toEqual([]);
  });

  test('de-DE: business claim with company, address entered by hand, an extended product under the promotion window', async ({ page }) => {
    const imei = freshImei('pixel-7-pro-512-snow');
    await reachPersonalDetails(page, 'de-DE', { imei, claimType: 'BUSINESS', productName: 'Pixel 7 Pro 512GB Snow', invoice: 'RE-2022-7' });
    await fillPerson(page, 'de-DE', { title: t('de-DE', 'personalTitleMr'), firstName: 'Max', lastName: 'Mustermann', company: 'Mustermann GmbH', email: 'max.complete@example.de', mobile: '01512 3456789' });
    await enterAddressManually(page, 'de-DE', { line1: 'Unter den Linden 77', city: 'Berlin', county: 'Berlin', postCode: '10117' });
    await continueStep(page, 'de-DE');
    await expect(page).toHaveURL(/\/claim\/reward-details$/);
    await chooseGift(page, 'de-DE', 'rewardGiftPixelBudsProCharcoal');
    await continueStep(page, 'de-DE');
    await expect(page).toHaveURL(/\/claim\/summary$/);
    await expect(page.getByText('Mustermann GmbH')).toBeVisible();
    const reference = await submitAndConfirm(page, 'de-DE');
    await expect(page.getByText(t('de-DE', 'confirmationReferenceLabel'))).toBeVisible();

    const [stored] = storedClaims({ imei });
    expect(stored.payload).toMatchObject({
      promotion_id: 'GOO00028-DE',
      promotion_window_id: 'GOO00028-DE-WINDOW',
      contact: { company: 'Mustermann GmbH', country: 'DE', post_code: '10117', mobile_phone: '+4915123456789', locale: 'de-DE' },
      purchase: { invoice_date: '2022-10-27T12:00:00+02:00' },
    });
    await trackFromHome(page, 'de-DE', reference, 'max.complete@example.de');
  });

  test('fr-FR: the county is chosen from the list of départements', async ({ page }) => {
    const imei = freshImei('pixel-7-pro-128-obsidian');
    await reachPersonalDetails(page, 'fr-FR', { imei, productName: 'Pixel 7 Pro 128GB Obsidian', invoice: 'FAC-2022-9' });
    await fillPerson(page, 'fr-FR', { title: t('fr-FR', 'personalTitleMs'), firstName: 'Marie', lastName: 'Curie', email: 'marie.complete@example.fr', mobile: '06 12 34 56 78' });
    await enterAddressManually(page, 'fr-FR', { line1: '12 Cours de l Intendance', city: 'Bordeaux', county: 'Gironde', postCode: '33000' }, true);
    await continueStep(page, 'fr-FR');
    await expect(page).toHaveURL(/\/claim\/reward-details$/);
    await chooseGift(page, 'fr-FR', 'rewardGiftPixelBudsProLemongrass');
    await continueStep(page, 'fr-FR');
    const reference = await submitAndConfirm(page, 'fr-FR');
    const [stored] = storedClaims({ imei });
    expect(stored.payload.contact).toMatchObject({ county: 'Gironde', country: 'FR', mobile_phone: '+33612345678', locale: 'fr-FR' });
    await trackFromHome(page, 'fr-FR', reference, 'marie.complete@example.fr');
  });
});

test('changing the product from the summary asks for the reward again, then returns to the summary', async ({ page }) => {
  await reachPersonalDetails(page, 'en-GB', { imei: freshImei() });
  await fillPerson(page, 'en-GB', { title: 'Mr', firstName: 'Alan', lastName: 'Turing', email: 'alan.change@example.com', telephone: '020 7946 0000' });
  await enterAddressManually(page, 'en-GB', { line1: '1 Bletchley Road', city: 'Milton Keynes', county: 'Buckinghamshire', postCode: 'MK3 6EB' });
  await continueStep(page, 'en-GB');
  await chooseGift(page, 'en-GB', 'rewardGiftPixelBudsProFog');
  await continueStep(page, 'en-GB');
  await expect(page).toHaveURL(/\/claim\/summary$/);

  await page.getByRole('link', { name: 'Change Your product' }).click();
  await expect(page).toHaveURL(/\/claim\/purchase-details$/);
  await page.getByLabel('Product', { exact: true }).selectOption({ label: 'Pixel Watch' });
  await page.getByLabel('IMEI', { exact: true }).fill(freshImei('pixel-watch-41-matte-black'));
  await continueStep(page, 'en-GB');

  // The watch has other gifts under its own title; the earlier choice is gone.
  await expect(page).toHaveURL(/\/claim\/reward-details$/);
  await expect(page.getByRole('heading', { name: t('en-GB', 'rewardGiftTitleWatch') })).toBeVisible();
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  await chooseGift(page, 'en-GB', 'rewardGiftWatchBandWovenFog');
  await continueStep(page, 'en-GB');

  await expect(page).toHaveURL(/\/claim\/summary$/);
  await expect(page.locator('.summary-list__row', { has: page.getByText('Product', { exact: true }) }).locator('dd')).toHaveText('Pixel Watch');
  await expect(page.locator('.summary-list__row', { has: page.getByText('Your gift', { exact: true }) }).locator('dd')).toHaveText(t('en-GB', 'rewardGiftWatchBandWovenFog'));
  await expect(page.locator('.summary-list__row', { has: page.getByText('Telephone number', { exact: true }) }).locator('dd')).toHaveText('020 7946 0000');
});
