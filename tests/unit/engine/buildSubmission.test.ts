/**
 * The claim request built from GOO00028's declarative submission mapping (flows/claim.json `submission`) is exactly
 * the body spec section 7 describes: the engine evaluates the mapping, the claim formats shape what widgets store.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { internationalPhone, CLAIM_FORMATS } from '../../../core/actions/support/submissionFormats';
import type { FormValues, SiteEnvironment } from '../../../src/engine/contract';
import { buildSubmission } from '../../../core/engine/submission/buildSubmission';
import { env } from '../actions/fakeContext';

const mapping = JSON.parse(readFileSync('page-definitions/GOO00028/flows/claim.json', 'utf8')).submission;
const claimPayload = (values: FormValues, inputs: { env: SiteEnvironment; visitorId: string | undefined; text: (alias: string) => string }) =>
  buildSubmission(mapping.body, { values, env: inputs.env, visitorId: inputs.visitorId ?? null, text: inputs.text, formats: CLAIM_FORMATS }) as any;
const rewardMethodPayload = (values: FormValues) => claimPayload({ ...values, items: [] }, { env, visitorId: undefined, text: String }).reward_method;

const draft = {
  claimType: 'PERSONAL',
  invoiceDate: '2022-10-27',
  reference: ' INV-1001 ',
  resellerId: 'currys',
  items: [{ id: 'item-1', productId: 'pixel-7-128-obsidian', productImei: '352823110000170', productSerial: '', productPricePaid: { currency: 'EUR', amount: 649 }, tradeInId: null }],
  documents: [{ id: 'doc-1', name: 'invoice.pdf' }],
  imeiDocuments: [{ id: 'doc-2', name: 'box.png' }],
  title: 'MS',
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: 'Analytical Engines Ltd',
  email: 'ada@example.com',
  address1: 'Unter den Linden 1',
  address2: '',
  city: 'Berlin',
  county: 'Berlin',
  postCode: '10117',
  mobilePhone: { input: '1512 3456789', international: '+4915123456789', iso2: 'de', regionCode: '49' },
  telephone: { input: '', international: '+49', iso2: 'de', regionCode: '49' },
  contactByEmail: true,
  rewardMethod: 'gift',
  rewardPreference: 'GIFT-CASE',
};
const text = (alias: string) => `wording of ${alias}`;

describe('the claim request from the submission mapping (spec section 7)', () => {
  it('builds purchase, contact, gift reward and preferences exactly', () => {
    const body = claimPayload(draft, { env, visitorId: 'visitor-1', text });
    expect(body).toEqual({
      promotion_id: 'GOO00028-DE',
      visitor_id: 'visitor-1',
      purchase: {
        reseller_id: 'currys',
        invoice_date: '2022-10-27T12:00:00+02:00',
        storage_ids: ['doc-1', 'doc-2'],
        reference: 'INV-1001',
        items: [{ product_id: 'pixel-7-128-obsidian', imei: '352823110000170', serial: null, price_paid: null, trade_in_id: null, trade_in_serial: null }],
      },
      contact: {
        title: 'MS',
        first_name: 'Ada',
        last_name: 'Lovelace',
        address1: 'Unter den Linden 1',
        address2: null,
        city: 'Berlin',
        county: 'Berlin',
        post_code: '10117',
        country: 'DE',
        telephone: '',
        mobile_phone: '+4915123456789',
        email: 'ada@example.com',
        locale: 'de-DE',
        company: null,
      },
      reward_method: { method: 'gift' },
      preferences: [
        { prompt: 'wording of promptMarketingEmail', key: 'MARKETING_ACCEPTS_PROMOTIONAL_CONTACT_VIA_EMAIL', response: 'Checked' },
        { prompt: 'wording of promptRewardPreference', key: '{hash}', response: 'GIFT-CASE' },
      ],
      promotion_window_id: null,
    });
  });

  it('sends the company only for a business claim, and Unchecked without the opt-in', () => {
    const body = claimPayload({ ...draft, claimType: 'BUSINESS', contactByEmail: false }, { env, visitorId: undefined, text });
    expect(body.contact.company).toBe('Analytical Engines Ltd');
    expect(body.visitor_id).toBeNull();
    expect(body.preferences[0].response).toBe('Unchecked');
  });

  it('names the promotion window only when the first product is an extended product of the locale', () => {
    const extended = { ...draft, items: [{ ...draft.items[0], productId: 'pixel-7-pro-512-snow' }] };
    expect(claimPayload(extended, { env, visitorId: 'v', text }).promotion_window_id).toBe('GOO00028-DE-WINDOW');
    expect(claimPayload(extended, { env: { ...env, settings: {} }, visitorId: 'v', text }).promotion_window_id).toBeNull();
  });

  it('a phone is its international form, or empty when nothing was typed', () => {
    expect(internationalPhone({ input: ' ', international: '+44' })).toBe('');
    expect(internationalPhone({ input: '7700 900123', international: '+447700900123' })).toBe('+447700900123');
    expect(internationalPhone('')).toBe('');
  });

  it('the reward method carries only the fields of its method', () => {
    expect(rewardMethodPayload({ rewardMethod: 'paypal', payPalEmail: 'ada@example.com', rewardPreference: 'x' })).toEqual({ method: 'paypal', email: 'ada@example.com' });
    const gb = { country: 'GB', accountName: 'Ada Lovelace', accountNumber: '12345678', sortCode: '11-22-99', legalType: 'PRIVATE', iban: '', swift: '' };
    expect(rewardMethodPayload({ rewardMethod: 'bank_transfer', bankDetails: gb })).toEqual({
      method: 'bank_transfer',
      legal_type: 'PRIVATE',
      country: 'GB',
      account_name: 'Ada Lovelace',
      account_number: '12345678',
      sort_code: '11-22-99',
    });
    const de = { country: 'DE', accountName: 'Ada', iban: 'de89 3704 0044 0532 0130 00', swift: 'cobadeffxxx', legalType: 'BUSINESS' };
    expect(rewardMethodPayload({ rewardMethod: 'bank_transfer', bankDetails: de })).toMatchObject({ iban: 'DE89370400440532013000', swift: 'COBADEFFXXX' });
    expect(() => rewardMethodPayload({ rewardMethod: 'voucher' })).toThrow(/No case for rewardMethod = "voucher"/);
  });

  it('leaves the gift preference out for other methods', () => {
    const body = claimPayload({ ...draft, rewardMethod: 'paypal', payPalEmail: 'ada@example.com' }, { env, visitorId: 'v', text });
    expect(body.preferences.map((p: { key: string }) => p.key)).toEqual(['MARKETING_ACCEPTS_PROMOTIONAL_CONTACT_VIA_EMAIL']);
  });
});

describe('buildSubmission, the evaluator', () => {
  const run = (body: object, values: FormValues = {}, more: Partial<SiteEnvironment> = {}) =>
    buildSubmission(body as never, { values, env: { ...env, ...more }, visitorId: null, text, formats: CLAIM_FORMATS });

  it('reads answers (trimmed), items inside each, the locale and dotted settings', () => {
    const body = {
      object: {
        name: { answer: 'person.name' },
        locale: { env: 'locale' },
        window: { env: 'settings.windowPromotion.promotionId' },
        lines: { each: 'items', map: { object: { id: { item: 'productId' }, first: { answer: 'items.0.productId' } } } },
        files: { fileIds: ['documents', 'imeiDocuments'] },
        fixed: { const: { kept: ' as is ' } },
        spaced: { const: ' as is ' },
      },
    };
    expect(run(body, { person: { name: '  Ada ' }, items: [{ productId: ' a ' }, { productId: 'b' }], documents: [{ id: 'd1' }, { name: 'no id yet' }], imeiDocuments: [{ id: 'd2' }] })).toEqual({
      name: 'Ada',
      locale: 'de-DE',
      window: 'GOO00028-DE-WINDOW',
      lines: [
        { id: 'a', first: 'a' },
        { id: 'b', first: 'a' },
      ],
      files: ['d1', 'd2'],
      fixed: { kept: ' as is ' },
      spaced: ' as is ',
    });
  });

  it('leaves a key or an element out when its when does not hold, unless it has an otherwise', () => {
    const body = {
      object: {
        business: { answer: 'company', when: { values: { claimType: ['BUSINESS'] } } },
        company: { answer: 'company', when: { values: { claimType: ['BUSINESS'] } }, otherwise: null },
        german: { const: true, when: { country: ['DE'], notFlag: 'off' } },
        flagged: { const: true, when: { flag: 'extra' } },
        notes: { list: [{ const: 'always' }, { answer: 'note', when: { notEmpty: 'note' } }, { const: 'extended', when: { answerIn: { answer: 'items.0.productId', setting: 'windowPromotion.products' } } }] },
      },
    };
    expect(run(body, { claimType: 'PERSONAL', company: 'ACME', note: '  ', items: [{ productId: 'pixel-7-128-obsidian' }] })).toEqual({ company: null, german: true, notes: ['always'] });
    expect(run(body, { claimType: 'BUSINESS', company: ' ACME ', note: 'hi', items: [{ productId: 'pixel-7-pro-512-snow' }] }, { flags: { extra: true } })).toEqual({
      business: 'ACME',
      company: 'ACME',
      german: true,
      flagged: true,
      notes: ['always', 'hi', 'extended'],
    });
    // answerIn holds only when the setting is a list holding the answer.
    expect(run(body, { items: [{ productId: 'pixel-7-pro-512-snow' }] }, { settings: {} })).toMatchObject({ notes: ['always'] });
  });

  it('picks the case of the answer, and formats values', () => {
    const body = { switch: 'kind', cases: { tick: { answer: 'ticked', format: 'checkbox' }, empty: { answer: 'blank', format: 'emptyAsNull' }, day: { answer: 'day', format: 'dateAtNoon' } } };
    expect(run(body, { kind: 'tick', ticked: true })).toBe('Checked');
    expect(run(body, { kind: 'tick' })).toBe('Unchecked');
    expect(run(body, { kind: 'empty', blank: '  ' })).toBeNull();
    // Noon of the day in the locale's time zone, daylight saving included (New York leaves it on 1 November 2026).
    expect(run(body, { kind: 'day', day: '2026-10-31' }, { timezone: 'America/New_York' })).toBe('2026-10-31T12:00:00-04:00');
    expect(run(body, { kind: 'day', day: '2026-11-01' }, { timezone: 'America/New_York' })).toBe('2026-11-01T12:00:00-05:00');
    expect(() => run(body, { kind: 'other' })).toThrow(/No case for kind = "other"/);
    expect(() => run({ answer: 'x', format: 'shout' })).toThrow(/Unknown submission format "shout"/);
  });
});
