/**
 * Customers in every country (issue 33): in both promotions and every locale, one customer types an international
 * mobile number key by key, another pastes one, and a third has the whole personal-details step filled the way a
 * browser's autofill fills it (each field found by its autocomplete token, its value set without a key press, then
 * input and change events). Each claim carries the number in international form and "Check your answers" shows it
 * in the locale's own form. Bank details by country: the en-IE bank step opens on IBAN, and a US account number of
 * 12 digits reaches the claim whole.
 */
import { readFileSync } from 'node:fs';
import { buildImei } from '../../core/rules/luhn';
import { chooseGift, reachPersonalDetails, storedClaims, submitAndConfirm, t as gooT, freshImei as gooImei } from './claimDriver';
import { expect, test, type Page } from './fixtures';
import { png } from './support';

type GooLocale = 'en-GB' | 'de-DE' | 'fr-FR';
type AurLocale = 'en-US' | 'en-IE';
type Entry = 'typed' | 'pasted' | 'autofilled';

const aurContent = Object.fromEntries(
  (['en-US', 'en-IE'] as const).map((locale) => [locale, JSON.parse(readFileSync(`page-definitions/AUR00031/content/${locale}.json`, 'utf8')) as Record<string, string>]),
) as Record<AurLocale, Record<string, string>>;
const aurT = (locale: AurLocale, alias: string) => {
  const text = aurContent[locale][alias];
  if (text === undefined) throw new Error(`No wording for ${alias} in ${locale}`);
  return text;
};
const aurCatalogue = JSON.parse(readFileSync('page-definitions/AUR00031/catalogue.json', 'utf8'));
const aurImei = () => buildImei(aurCatalogue.products[0].tacs[0], String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0'));
const aurSerial = () => `AUR${Math.random().toString(36).slice(2, 10).toUpperCase()}`.padEnd(12, '7');
const aurSite: Record<AurLocale, string> = { 'en-US': '/summerswitch', 'en-IE': '/ie/summerswitch' };

/** Each locale's customer: a mobile in international form, what the claim carries, what the summary shows, an address. */
interface Customer {
  mobile: string;
  international: string;
  shown: string;
  address: { line1: string; line2: string; city: string; county: string; postCode: string };
}
const customers: Record<GooLocale | AurLocale, Customer> = {
  'en-GB': { mobile: '+44 7400 123456', international: '+447400123456', shown: '07400 123456', address: { line1: '1 High Street', line2: 'Flat 2', city: 'Bath', county: 'Somerset', postCode: 'BA1 1AA' } },
  'de-DE': { mobile: '+49 1512 3456789', international: '+4915123456789', shown: '01512 3456789', address: { line1: 'Unter den Linden 77', line2: 'Hinterhaus', city: 'Berlin', county: 'Berlin', postCode: '10117' } },
  'fr-FR': { mobile: '+33 6 12 34 56 78', international: '+33612345678', shown: '06 12 34 56 78', address: { line1: '12 Cours de l Intendance', line2: 'Bâtiment B', city: 'Bordeaux', county: 'Gironde', postCode: '33000' } },
  'en-US': { mobile: '+1 201 555 0123', international: '+12015550123', shown: '(201) 555-0123', address: { line1: '350 Fifth Avenue', line2: 'Suite 1', city: 'New York', county: 'NY', postCode: '10118' } },
  'en-IE': { mobile: '+353 85 123 4567', international: '+353851234567', shown: '085 123 4567', address: { line1: '12 Merrion Square', line2: 'Apartment 3', city: 'Dublin 2', county: 'Dublin', postCode: 'D02 XE80' } },
};

/**
 * What a browser's autofill does with a saved profile: every field of the step whose autocomplete token it knows is
 * set without a key press (the value setter, as Chromium does), then gets input and change events. A select takes
 * the option whose text is the profile's value.
 */
async function autofillStep(page: Page, profile: Record<string, string>) {
  const filled = await page.evaluate((values) => {
    const tokens: string[] = [];
    for (const field of document.querySelectorAll<HTMLInputElement | HTMLSelectElement>('form input[autocomplete], form select[autocomplete]')) {
      const token = field.getAttribute('autocomplete') ?? '';
      const value = values[token];
      if (value === undefined) continue;
      if (field instanceof HTMLSelectElement) {
        const option = [...field.options].find((candidate) => candidate.text === value || candidate.value === value);
        if (!option) continue;
        Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(field, option.value);
      } else Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
      tokens.push(token);
    }
    return tokens;
  }, profile);
  return filled.sort();
}

/** The whole personal-details step the way each customer enters it. */
async function enterPersonalDetails(page: Page, entry: Entry, customer: Customer, words: { t: (alias: string) => string }, email: string) {
  const { t } = words;
  const profile = {
    'honorific-prefix': t('personalTitleMs'),
    'given-name': 'Ada',
    'family-name': 'Lovelace',
    email,
    tel: customer.mobile,
    'address-line1': customer.address.line1,
    'address-line2': customer.address.line2,
    'address-level2': customer.address.city,
    'address-level1': customer.address.county,
    'postal-code': customer.address.postCode,
  };
  if (entry === 'autofilled') {
    // A person picks their profile once the step is on screen.
    await expect(page.getByLabel(t('personalPostCodeLabel'), { exact: true })).toBeVisible();
    // Every field of the step carries its token, the address fields included (shown from the start for this).
    expect(await autofillStep(page, profile)).toEqual(
      ['address-level1', 'address-level2', 'address-line1', 'address-line2', 'email', 'family-name', 'given-name', 'honorific-prefix', 'postal-code', 'tel', 'tel'].sort(),
    );
    return;
  }
  await page.getByLabel(t('personalTitleLabel'), { exact: true }).selectOption({ label: profile['honorific-prefix'] });
  await page.getByLabel(t('personalFirstNameLabel'), { exact: true }).fill(profile['given-name']);
  await page.getByLabel(t('personalLastNameLabel'), { exact: true }).fill(profile['family-name']);
  await page.getByLabel(t('personalEmailLabel'), { exact: true }).fill(email);
  const mobile = page.getByLabel(t('personalMobileLabel'), { exact: true });
  if (entry === 'typed') await mobile.pressSequentially(customer.mobile);
  else {
    // A paste: the whole number arrives in one input event, as Chromium inserts pasted text.
    await mobile.focus();
    await page.keyboard.insertText(customer.mobile);
  }
  await expect(mobile).toHaveValue(customer.mobile);
  await page.getByLabel(t('personalAddress1Label'), { exact: true }).fill(customer.address.line1);
  await page.getByLabel(t('personalCityLabel'), { exact: true }).fill(customer.address.city);
  const county = page.getByLabel(t('personalCountyLabel'), { exact: true });
  if ((await county.evaluate((element) => element.tagName)) === 'SELECT') await county.selectOption({ label: customer.address.county });
  else await county.fill(customer.address.county);
  await page.getByLabel(t('personalPostCodeLabel'), { exact: true }).fill(customer.address.postCode);
}

/** "Check your answers" shows the number as the locale writes it, never the bare E.164 form. */
async function expectPhoneShownAsWritten(page: Page, customer: Customer) {
  const main = page.getByRole('main');
  await expect(main).toContainText(customer.shown);
  await expect(main).not.toContainText(customer.international);
}

/**
 * "Track your claim" from the confirmation opens with the reference and e-mail just given filled in (this browser
 * session's claim) and finds the claim; the same page opened in a new session with them in the address stays empty.
 */
async function trackFromConfirmation(page: Page, t: (alias: string) => string, reference: string, email: string) {
  await page.getByRole('link', { name: t('confirmationTrackClaim') }).click();
  await expect(page).toHaveURL(/\/track-claim$/);
  const boxes = page.getByRole('group', { name: t('trackerReferenceLabel') }).getByRole('textbox');
  await expect(boxes.nth(0)).toHaveValue(reference.slice(0, 3));
  await expect(boxes.nth(2)).toHaveValue(reference.slice(-3));
  await expect(page.getByLabel(t('trackerEmailLabel'))).toHaveValue(email);
  const trackPath = new URL(page.url()).pathname;
  await page.getByRole('button', { name: t('trackerSubmit') }).click();
  await expect(page).toHaveURL(/\/my-claim$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(reference);

  const stranger = await page.context().browser()!.newPage();
  try {
    await stranger.goto(new URL(`${trackPath}?reference=${reference}&email=${encodeURIComponent(email)}`, page.url()).href);
    await stranger.locator('html[data-site-ready]').waitFor({ state: 'attached' });
    await expect(stranger.getByRole('group', { name: t('trackerReferenceLabel') }).getByRole('textbox').first()).toHaveValue('');
    await expect(stranger.getByLabel(t('trackerEmailLabel'))).toHaveValue('');
  } finally {
    await stranger.close();
  }
}

const entries: Entry[] = ['typed', 'pasted', 'autofilled'];

test.describe('2022 launch (GOO00028): phones as people enter them', () => {
  for (const locale of ['en-GB', 'de-DE', 'fr-FR'] as const) {
    for (const entry of entries) {
      test(`${locale}: an international mobile ${entry} reaches the claim in international form`, async ({ page }) => {
        const imei = gooImei();
        const customer = customers[locale];
        const email = `ada.${entry}.${Date.now()}@example.com`;
        await reachPersonalDetails(page, locale, { imei });
        await enterPersonalDetails(page, entry, customer, { t: (alias) => gooT(locale, alias) }, email);
        await page.getByRole('button', { name: gooT(locale, 'flowContinue'), exact: true }).click();
        await expect(page).toHaveURL(/\/claim\/reward-details$/);
        await chooseGift(page, locale);
        await page.getByRole('button', { name: gooT(locale, 'flowContinue'), exact: true }).click();
        await expect(page).toHaveURL(/\/claim\/summary$/);
        await expectPhoneShownAsWritten(page, customer);
        const reference = await submitAndConfirm(page, locale);
        const [claim] = storedClaims({ imei });
        expect(claim.reference).toBe(reference);
        expect(claim.payload.contact.mobile_phone).toBe(customer.international);
        if (entry === 'autofilled') expect(claim.payload.contact.telephone).toBe(customer.international);
        expect(claim.payload.contact.email).toBe(email);
        expect(claim.payload.contact.post_code).toBe(customer.address.postCode);
        if (entry === 'typed') await trackFromConfirmation(page, (alias) => gooT(locale, alias), reference, email);
      });
    }
  }
});

/** Summer Switch from its home page to personal details: get started, eligibility, purchase, receipt. */
async function reachAurPersonalDetails(page: Page, locale: AurLocale, imei: string) {
  const t = (alias: string) => aurT(locale, alias);
  const next = () => page.getByRole('button', { name: t('flowContinue'), exact: true }).click();
  await page.goto(`${aurSite[locale]}/claim`);
  await expect(page).toHaveURL(/\/claim\/get-started$/);
  await page.getByLabel(t('getStartedConfirm')).check();
  await next();
  await expect(page).toHaveURL(/\/claim\/eligibility$/);
  await page.getByLabel(t('eligibilityConfirmLabel')).check();
  await page.getByRole('radio', { name: t('eligibilityHeardStore') }).check();
  await next();
  await expect(page).toHaveURL(/\/claim\/purchase-details$/);
  await page.getByLabel(t('purchaseDateLabel'), { exact: true }).fill(locale === 'en-US' ? '11/01/2026' : '01/11/2026');
  await page.getByLabel(t('invoiceNumberLabel'), { exact: true }).fill('SS-2026-3301');
  await page.getByLabel(t('resellerLabel'), { exact: true }).selectOption({ label: locale === 'en-US' ? 'Best Buy' : 'Harvey Norman' });
  await page.getByLabel(t('itemProductLabel'), { exact: true }).first().selectOption({ label: aurCatalogue.products[0].name });
  await page.getByLabel(t('itemImeiLabel'), { exact: true }).first().fill(imei);
  await page.getByLabel(t('itemSerialLabel'), { exact: true }).first().fill(aurSerial());
  await next();
  await expect(page).toHaveURL(/\/claim\/upload$/);
  await page.getByLabel(t('uploadProofOfPurchaseLabel'), { exact: true }).setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: png });
  await next();
  await expect(page).toHaveURL(/\/claim\/personal-details$/);
}

/** The bank step as each locale's customer meets it: en-US on the routing number, en-IE on IBAN. */
async function payByBank(page: Page, locale: AurLocale) {
  const t = (alias: string) => aurT(locale, alias);
  await page.getByRole('radio', { name: t('rewardMethodBankTransfer') }).click();
  await expect(page.getByRole('heading', { name: t('rewardBankTitle') })).toBeVisible();
  const country = page.getByLabel(t('rewardBankCountryLabel'));
  await page.getByLabel(t('rewardBankAccountNameLabel'), { exact: true }).fill('Ada Lovelace');
  if (locale === 'en-IE') {
    // The customer's own country first: IBAN and SWIFT, no routing number.
    await expect(country).toHaveValue('IE');
    await expect(page.getByLabel(t('rewardBankRoutingNumberLabel'), { exact: true })).toHaveCount(0);
    await page.getByLabel(t('rewardBankIbanLabel'), { exact: true }).fill('IE29 AIBK 9311 5212 3456 78');
    await page.getByLabel(t('rewardBankSwiftLabel'), { exact: true }).fill('AIBKIE2D');
  } else {
    await expect(country).toHaveValue('US');
    const accountNumber = page.getByLabel(t('rewardBankAccountNumberLabel'), { exact: true });
    await expect(page.getByText(t('rewardBankAccountNumberHintUS'))).toBeVisible();
    await accountNumber.pressSequentially('000123456789');
    await expect(accountNumber).toHaveValue('000123456789');
    await page.getByLabel(t('rewardBankRoutingNumberLabel'), { exact: true }).fill('021000021');
    await page.getByRole('radio', { name: t('rewardBankAccountTypeChecking') }).check();
  }
  await page.getByRole('radio', { name: t('rewardBankLegalTypePrivate') }).check();
}

test.describe('Summer Switch (AUR00031): phones as people enter them, banks as each country writes them', () => {
  for (const locale of ['en-US', 'en-IE'] as const) {
    for (const entry of entries) {
      // The autofilled customer pays by bank transfer: en-US with a 12-digit account number, en-IE by IBAN.
      const byBank = entry === 'autofilled';
      test(`${locale}: an international mobile ${entry} reaches the claim in international form${byBank ? ', paid by bank transfer' : ''}`, async ({ page }) => {
        const t = (alias: string) => aurT(locale, alias);
        const imei = aurImei();
        const customer = customers[locale];
        const email = `grace.${entry}.${Date.now()}@example.com`;
        await reachAurPersonalDetails(page, locale, imei);
        await enterPersonalDetails(page, entry, customer, { t }, email);
        await page.getByRole('button', { name: t('flowContinue'), exact: true }).click();
        await expect(page).toHaveURL(/\/claim\/reward-details$/);
        if (byBank) await payByBank(page, locale);
        else {
          await page.getByRole('radio', { name: t('rewardMethodPaypal') }).check();
          await page.getByLabel(t('rewardPayPalEmailLabel'), { exact: true }).fill(email);
        }
        await page.getByRole('button', { name: t('flowContinue'), exact: true }).click();
        await expect(page).toHaveURL(/\/claim\/summary$/);
        await expectPhoneShownAsWritten(page, customer);
        await page.getByRole('button', { name: t('summarySubmit') }).click();
        await expect(page).toHaveURL(/\/claim\/confirmation$/);
        const reference = (await page.locator('.confirmation-panel__reference').innerText()).trim();
        const [claim] = storedClaims({ imei });
        expect(claim.reference).toBe(reference);
        expect(claim.payload.contact.mobile_phone).toBe(customer.international);
        expect(claim.payload.contact.post_code).toBe(customer.address.postCode);
        if (byBank && locale === 'en-US') expect(claim.payload.reward_method).toMatchObject({ method: 'bank_transfer', country: 'US', account_number: '000123456789' });
        if (byBank && locale === 'en-IE') expect(claim.payload.reward_method).toMatchObject({ method: 'bank_transfer', country: 'IE', iban: 'IE29AIBK93115212345678' });
        if (entry === 'typed') await trackFromConfirmation(page, t, reference, email);
      });
    }
  }
});
