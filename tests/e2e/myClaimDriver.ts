/**
 * Puts a claim into a my-claim state the way an operator would: the claim is created through the API, then
 * the operator CLI (a separate process on the site server's database) moves it; the customer tracks it.
 */
import { execFileSync } from 'node:child_process';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { siteDataDir } from '../../playwright.config';
import { fillTracker, freshImei, sitePath, type Locale } from './claimDriver';
import { png } from './support';
import { freshTestImei, readCatalogue } from '../support/catalogue';

const api = '/api/2022launch';
const promotionOf: Record<Locale, string> = { 'en-GB': 'GOO00028-GB', 'de-DE': 'GOO00028-DE', 'fr-FR': 'GOO00028-FR' };

/** A submitted claim (gift, one phone) of a new customer; answers its public reference and e-mail. */
export async function createClaim(request: APIRequestContext, locale: Locale = 'en-GB'): Promise<{ reference: string; email: string; imei: string }> {
  const email = `mc-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const imei = freshImei();
  const upload = await request.post(`${api}/file-upload`, { multipart: { file: { name: 'receipt.png', mimeType: 'image/png', buffer: png } } });
  expect(upload.status()).toBe(201);
  const claim = await request.post(`${api}/claim`, {
    data: {
      promotion_id: promotionOf[locale],
      visitor_id: null,
      promotion_window_id: null,
      purchase: {
        reseller_id: 'currys',
        invoice_date: '2022-11-01T12:00:00+00:00',
        storage_ids: [(await upload.json()).data.id],
        reference: 'INV-MC-1',
        items: [{ product_id: 'pixel-7-128-obsidian', imei, serial: null, price_paid: null, trade_in_id: null, trade_in_serial: null }],
      },
      contact: {
        title: 'MS', first_name: 'Ada', last_name: 'Lovelace', address1: '1 High Street', address2: null, city: 'London',
        county: 'Greater London', post_code: 'SW1A1AA', country: 'GB', telephone: '', mobile_phone: '+447400123456',
        email, locale, company: null,
      },
      reward_method: { method: 'gift' },
      preferences: [
        { prompt: 'Marketing', key: 'MARKETING_ACCEPTS_PROMOTIONAL_CONTACT_VIA_EMAIL', response: 'Unchecked' },
        { prompt: 'Gift', key: '{hash}', response: 'GIFT-PIXEL-BUDS-PRO-FOG' },
      ],
    },
  });
  expect(claim.status(), await claim.text()).toBe(200);
  return { reference: (await claim.json()).data.public_reference, email, imei };
}

/** Runs an operator CLI command against the e2e site server's database; answers what it printed. */
export function operator(...args: string[]): string {
  return execFileSync('npx', ['tsx', 'server/operator.ts', ...args], { env: { ...process.env, DATA_DIR: siteDataDir }, encoding: 'utf8' });
}

/** Tracks the claim on the track-claim page and lands on my-claim. */
export async function openMyClaim(page: Page, locale: Locale, claim: { reference: string; email: string }) {
  await page.goto(`${sitePath[locale]}/track-claim`);
  await fillTracker(page, locale, claim.reference, claim.email);
}

/** A submitted Summer Switch (AUR00031) claim of a new customer, PayPal in en-US, bank transfer in en-IE; its reference and e-mail. */
export async function createSummerClaim(request: APIRequestContext, locale: 'en-US' | 'en-IE'): Promise<{ reference: string; email: string }> {
  const summerApi = '/api/summerswitch';
  const email = `ss-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const product = readCatalogue('AUR00031').products[0];
  const upload = await request.post(`${summerApi}/file-upload`, { multipart: { file: { name: 'receipt.png', mimeType: 'image/png', buffer: png } } });
  expect(upload.status()).toBe(201);
  const us = locale === 'en-US';
  const claim = await request.post(`${summerApi}/claim`, {
    data: {
      promotion_id: us ? 'AUR00031-US' : 'AUR00031-IE',
      visitor_id: null,
      promotion_window_id: null,
      purchase: {
        reseller_id: us ? 'best-buy' : 'currys-ie',
        invoice_date: '2026-06-01T12:00:00+00:00',
        storage_ids: [(await upload.json()).data.id],
        reference: 'INV-SS-1',
        items: [{ product_id: product.id, imei: freshTestImei(product.id, readCatalogue('AUR00031').products), serial: null, price_paid: null, trade_in_id: null, trade_in_serial: null }],
      },
      contact: {
        title: 'Ms', first_name: 'Grace', last_name: 'Hopper', address2: '', telephone: '', email, locale, company: null,
        ...(us
          ? { address1: '350 Fifth Avenue', city: 'New York', county: 'NY', post_code: '10118', country: 'US', mobile_phone: '+12015550123' }
          : { address1: '12 Grafton Street', city: 'Dublin', county: 'Dublin', post_code: 'D02 X285', country: 'IE', mobile_phone: '+353851234567' }),
      },
      reward_method: us
        ? { method: 'paypal', email: `paypal.${email}` }
        : { method: 'bank_transfer', legal_type: 'PRIVATE', country: 'IE', account_name: 'Grace Hopper', iban: 'IE29AIBK93115212345678', swift: 'AIBKIE2D' },
      preferences: [],
    },
  });
  expect(claim.status(), await claim.text()).toBe(200);
  return { reference: (await claim.json()).data.public_reference, email };
}
