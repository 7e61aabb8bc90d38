/**
 * Drives the claim flow the way a customer does, in any served locale. Labels come from the content files by
 * alias, so the same journey runs in en-GB, de-DE and fr-FR; en-GB specs also assert literal wording.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { sealedValuesOf } from './sealedValues';
import { expect, type Page } from '@playwright/test';
import { siteDataDir } from '../../playwright.config';
import { freshTestImei } from '../support/catalogue';
import { fillDate, png, press } from './support';

export type Locale = 'en-GB' | 'de-DE' | 'fr-FR';

const content = Object.fromEntries(
  (['en-GB', 'de-DE', 'fr-FR'] as const).map((locale) => [locale, JSON.parse(readFileSync(`page-definitions/GOO00028/content/${locale}.json`, 'utf8')) as Record<string, string>]),
) as Record<Locale, Record<string, string>>;

export const sitePath: Record<Locale, string> = { 'en-GB': '/2022launch', 'de-DE': '/de/2022launch', 'fr-FR': '/fr/2022launch' };

/** The wording of an alias in a locale (a missing alias fails the test at once). */
export function t(locale: Locale, alias: string, params: Record<string, string | number> = {}): string {
  const text = content[locale][alias];
  if (text === undefined) throw new Error(`No wording for ${alias} in ${locale}`);
  return Object.entries(params).reduce((result, [key, value]) => result.replaceAll(`{${key}}`, String(value)), text);
}

export const freshImei = (productId?: string) => freshTestImei(productId);

export async function continueStep(page: Page, locale: Locale) {
  await press(page.getByRole('button', { name: t(locale, 'flowContinue'), exact: true }));
}

export interface ClaimStart {
  claimType?: 'PERSONAL' | 'BUSINESS';
  imei: string;
  productName?: string;
  invoice?: string;
  /** Start on the home page and follow its Claim now link, as a new visitor does. */
  fromHome?: boolean;
}

/** From the claim's start to personal details: get started, claim type, purchase, both proofs. */
export async function reachPersonalDetails(page: Page, locale: Locale, start: ClaimStart) {
  if (start.fromHome) {
    await page.goto(`${sitePath[locale]}/`);
    await press(page.getByRole('link', { name: t(locale, 'homeClaimNow') }));
  } else {
    await page.goto(`${sitePath[locale]}/claim`);
  }
  await expect(page).toHaveURL(/\/claim\/get-started$/);
  await page.getByLabel(t(locale, 'getStartedConfirm')).check();
  await continueStep(page, locale);
  await page.getByLabel(t(locale, start.claimType === 'BUSINESS' ? 'claimTypeBusiness' : 'claimTypePersonal')).check();
  await continueStep(page, locale);
  await expect(page).toHaveURL(/\/claim\/purchase-details$/);
  await fillDate(page.getByLabel(t(locale, 'purchaseDateLabel'), { exact: true }), '27/10/2022', '2022-10-27');
  await page.getByLabel(t(locale, 'invoiceNumberLabel'), { exact: true }).fill(start.invoice ?? 'INV-2022-001');
  await page.getByLabel(t(locale, 'resellerLabel'), { exact: true }).selectOption({ label: 'Currys' });
  await page.getByLabel(t(locale, 'itemProductLabel'), { exact: true }).first().selectOption({ label: start.productName ?? 'Pixel 7 128GB Obsidian' });
  await page.getByLabel(t(locale, 'itemImeiLabel'), { exact: true }).first().fill(start.imei);
  await continueStep(page, locale);
  await expect(page).toHaveURL(/\/claim\/upload$/);
  await page.getByLabel(t(locale, 'uploadProofOfPurchaseLabel'), { exact: true }).setInputFiles({ name: 'invoice.png', mimeType: 'image/png', buffer: png });
  await continueStep(page, locale);
  await expect(page).toHaveURL(/\/claim\/upload-imei$/);
  await page.getByLabel(t(locale, 'uploadProofOfImeiLabel'), { exact: true }).setInputFiles({ name: 'imei.png', mimeType: 'image/png', buffer: png });
  await continueStep(page, locale);
  await expect(page).toHaveURL(/\/claim\/personal-details$/);
}

export interface Person {
  title: string;
  firstName: string;
  lastName: string;
  email: string;
  mobile?: string;
  telephone?: string;
  company?: string;
  marketing?: boolean;
}

export async function fillPerson(page: Page, locale: Locale, person: Person) {
  await page.getByLabel(t(locale, 'personalTitleLabel'), { exact: true }).selectOption({ label: person.title });
  await page.getByLabel(t(locale, 'personalFirstNameLabel'), { exact: true }).fill(person.firstName);
  await page.getByLabel(t(locale, 'personalLastNameLabel'), { exact: true }).fill(person.lastName);
  if (person.company !== undefined) await page.getByLabel(t(locale, 'personalCompanyLabel'), { exact: true }).fill(person.company);
  await page.getByLabel(t(locale, 'personalEmailLabel'), { exact: true }).fill(person.email);
  // Typed key by key, spaces included, as a customer does (the field formats the number itself).
  if (person.mobile) await page.getByLabel(t(locale, 'personalMobileLabel'), { exact: true }).pressSequentially(person.mobile);
  if (person.telephone) await page.getByLabel(t(locale, 'personalTelephoneLabel'), { exact: true }).pressSequentially(person.telephone);
  if (person.marketing) await page.getByLabel(t(locale, 'personalContactByEmailLabel')).check();
}

/** Types into the address search and chooses the first offered address with the keyboard. */
export async function chooseAddressByKeyboard(page: Page, locale: Locale, query: string, expectedLine1: string) {
  const search = page.getByRole('combobox', { name: t(locale, 'addressLookupLabel') });
  await search.fill(query);
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option').first()).toBeVisible();
  await search.press('ArrowDown');
  await expect(search).toHaveAttribute('aria-activedescendant', /.+/);
  await search.press('Enter');
  await expect(page.getByLabel(t(locale, 'personalAddress1Label'), { exact: true })).toHaveValue(expectedLine1);
}

export interface Address {
  line1: string;
  line2?: string;
  city: string;
  county: string;
  postCode: string;
}

/** The manual-entry link, then the address fields; a county select (France) is chosen by its label. */
export async function enterAddressManually(page: Page, locale: Locale, address: Address, countyIsSelect = false) {
  await press(page.getByRole('button', { name: t(locale, 'addressLookupManualEntry') }));
  await page.getByLabel(t(locale, 'personalAddress1Label'), { exact: true }).fill(address.line1);
  if (address.line2) await page.getByLabel(t(locale, 'personalAddress2Label'), { exact: true }).fill(address.line2);
  await page.getByLabel(t(locale, 'personalCityLabel'), { exact: true }).fill(address.city);
  const county = page.getByLabel(t(locale, 'personalCountyLabel'), { exact: true });
  if (countyIsSelect) await county.selectOption({ label: address.county });
  else await county.fill(address.county);
  await page.getByLabel(t(locale, 'personalPostCodeLabel'), { exact: true }).fill(address.postCode);
}

export async function chooseGift(page: Page, locale: Locale, giftAlias = 'rewardGiftPixelBudsProFog') {
  await press(page.getByRole('radio', { name: t(locale, giftAlias) }));
  await expect(page.getByRole('radio', { name: t(locale, giftAlias) })).toBeChecked();
}

/** Submits on the summary and skips or answers the survey; answers the reference shown on the confirmation. */
export async function submitAndConfirm(page: Page, locale: Locale, survey: 'skip' | 'answer' = 'skip'): Promise<string> {
  await press(page.getByRole('button', { name: t(locale, 'summarySubmit') }));
  await expect(page).toHaveURL(/\/claim\/survey$/);
  if (survey === 'skip') {
    await press(page.getByRole('button', { name: t(locale, 'surveySkip') }));
  } else {
    await page.getByRole('radio', { name: 'Google' }).check();
    await page.getByLabel(t(locale, 'surveyModelPreviousPhone')).fill('Pixel 4a');
    await page.getByRole('radio', { name: t(locale, 'surveyInfluenceStrongly'), exact: true }).check();
    await press(page.getByRole('button', { name: t(locale, 'surveySubmit') }));
  }
  await expect(page).toHaveURL(/\/claim\/confirmation$/);
  const reference = (await page.locator('.confirmation-panel__reference').innerText()).trim();
  expect(reference).toMatch(/^\d{3}-\d{3}-\d{3}$/);
  return reference;
}

/** Fills the claim tracker of the current page (home or track-claim) and lands on my-claim. */
export async function fillTracker(page: Page, locale: Locale, reference: string, email: string) {
  const boxes = page.getByRole('group', { name: t(locale, 'trackerReferenceLabel') }).getByRole('textbox');
  for (const [i, part] of reference.split('-').entries()) await boxes.nth(i).fill(part);
  await page.getByLabel(t(locale, 'trackerEmailLabel')).fill(email);
  await press(page.getByRole('button', { name: t(locale, 'trackerSubmit') }));
  await expect(page).toHaveURL(/\/my-claim$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(reference);
}

/** Tracks a claim with the home page's tracker and lands on my-claim. */
export async function trackFromHome(page: Page, locale: Locale, reference: string, email: string) {
  await page.goto(`${sitePath[locale]}/`);
  await fillTracker(page, locale, reference, email);
}

/** Claims stored by the e2e site server (its SQLite database), for assertions a customer cannot see. */
export function storedClaims(where: { imei: string }, dataDir = siteDataDir) {
  const db = new Database(path.join(dataDir, 'promotion.sqlite'), { readonly: true, fileMustExist: true });
  const sealed = sealedValuesOf(dataDir);
  try {
    return db
      .prepare(
        `SELECT c.id, c.public_reference, c.payload, c.promotion_window_id FROM claims c
         JOIN claim_identifiers i ON i.claim_id = c.id WHERE i.kind = 'imei' AND i.value = ?`,
      )
      .all(where.imei)
      .map((row: any) => ({ reference: row.public_reference as string, payload: sealed.payload(row.id, row.payload) as any, stored: row.payload as string, promotionWindowId: row.promotion_window_id as string | null }));
  } finally {
    db.close();
  }
}
