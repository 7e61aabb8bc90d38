import { freshTestImei } from '../support/catalogue';

export const GB = 'GOO00028-GB';

/** Today's date (UTC): a purchase date inside the return window (myClaim.returnWindowDays, default 0-30 days). */
export const today = () => new Date().toISOString().slice(0, 10);

export interface ClaimOverrides {
  promotionId?: string;
  promotionWindowId?: string | null;
  productId?: string;
  imei?: string;
  serial?: string | null;
  mobile?: string;
  email?: string;
  gift?: string;
  tradeInId?: string | null;
}

/** A claim body the GB promotion accepts (given uploaded proof ids), as the site sends it. */
export function claimBody(storageIds: string[], o: ClaimOverrides = {}) {
  const productId = o.productId ?? 'pixel-7-128-obsidian';
  return {
    promotion_id: o.promotionId ?? GB,
    visitor_id: null,
    promotion_window_id: o.promotionWindowId ?? null,
    purchase: {
      reseller_id: 'currys',
      invoice_date: '2022-11-01T12:00:00+00:00',
      storage_ids: storageIds,
      reference: 'INV-1001',
      items: [
        { product_id: productId, imei: o.imei ?? freshTestImei(productId), serial: o.serial ?? null, price_paid: null, trade_in_id: o.tradeInId ?? null, trade_in_serial: null },
      ],
    },
    contact: {
      title: 'Ms',
      first_name: 'Ada',
      last_name: 'Lovelace',
      address1: '1 High Street',
      address2: 'Flat 2',
      city: 'London',
      county: 'Greater London',
      post_code: 'SW1A1AA',
      country: 'GB',
      telephone: '',
      mobile_phone: o.mobile ?? '+447400123456',
      email: o.email ?? 'ada@example.com',
      locale: 'en-GB',
      company: null,
    },
    reward_method: { method: 'gift' },
    preferences: [
      { prompt: 'Marketing', key: 'MARKETING_ACCEPTS_PROMOTIONAL_CONTACT_VIA_EMAIL', response: 'Checked' },
      { prompt: 'Gift', key: '{hash}', response: o.gift ?? 'GIFT-PIXEL-BUDS-PRO-FOG' },
    ],
  };
}

/** A GB bank return as the my-claim page sends it. */
export function rewardDetailBody(claimId: string) {
  return {
    claim_id: claimId,
    return_reason: 'The device was faulty',
    legal_type: 'PRIVATE',
    bank_transfer: { account_name: 'Ada Lovelace', account_number: '12345678', sort_code: '11-22-33', country: 'GB' },
  };
}
