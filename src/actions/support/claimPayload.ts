import type { components } from '../../api/generated/promotion-api';
import type { FormValues, SiteEnvironment } from '../../engine/contract';
import { bankTransferOf, type BankDetails } from './bankTransfer';
import { purchaseDateTime, windowPromotionId } from './purchaseDate';

type ClaimRequest = components['schemas']['ClaimRequest'];

interface Item {
  productId?: string | number | null;
  productImei?: string;
  productSerial?: string;
  tradeInId?: string | number | null;
}

interface Phone {
  input?: string;
  international?: string;
}

export const MARKETING_KEY = 'MARKETING_ACCEPTS_PROMOTIONAL_CONTACT_VIA_EMAIL';
export const REWARD_PREFERENCE_KEY = '{hash}';

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : value == null ? '' : String(value));
const orNull = (value: unknown) => (str(value) === '' ? null : str(value));

/** A phone in international form, or '' when the customer gave none (spec section 7). */
export function internationalPhone(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  const phone = (value ?? {}) as Phone;
  return phone.input?.trim() ? (phone.international ?? '').trim() : '';
}

/** Only the fields of the chosen method; bank fields that are empty are left out. */
export function rewardMethodPayload(values: FormValues): ClaimRequest['reward_method'] {
  const method = values.rewardMethod;
  if (method === 'gift') return { method: 'gift' };
  if (method === 'paypal') return { method: 'paypal', email: str(values.payPalEmail) };
  if (method === 'bank_transfer') {
    const bank = (values.bankDetails ?? {}) as BankDetails;
    // Only the input set of the chosen bank country, so an IBAN typed before switching to GB is not sent.
    return { method: 'bank_transfer', legal_type: bank.legalType, ...bankTransferOf(bank) } as ClaimRequest['reward_method'];
  }
  // The schema allows only these three; anything else is a definition or draft bug, not a customer error.
  throw new Error(`Unknown reward method "${String(method)}"`);
}

export interface PayloadInputs {
  env: SiteEnvironment;
  visitorId: string | undefined;
  /** Wording of the preference prompts, by alias. */
  text: (alias: string) => string;
}

/** The POST /claim body for a finished draft, exactly as spec section 7 describes it. */
export function claimPayload(values: FormValues, { env, visitorId, text }: PayloadInputs): ClaimRequest {
  const items = (values.items as Item[] | undefined) ?? [];
  const firstProduct = items[0]?.productId;
  const documents = [...((values.documents as Array<{ id?: string }>) ?? []), ...((values.imeiDocuments as Array<{ id?: string }>) ?? [])];
  const preferences: ClaimRequest['preferences'] = [
    { prompt: text('promptMarketingEmail'), key: MARKETING_KEY, response: values.contactByEmail === true ? 'Checked' : 'Unchecked' },
  ];
  if (values.rewardMethod === 'gift' && str(values.rewardPreference) !== '') {
    preferences.push({ prompt: text('promptRewardPreference'), key: REWARD_PREFERENCE_KEY, response: str(values.rewardPreference) });
  }
  return {
    promotion_id: env.promotionId,
    visitor_id: visitorId ?? null,
    purchase: {
      reseller_id: str(values.resellerId),
      invoice_date: purchaseDateTime(values.invoiceDate, env),
      storage_ids: documents.flatMap((doc) => (doc.id ? [doc.id] : [])),
      reference: str(values.reference),
      items: items.map((item) => ({
        product_id: str(item.productId),
        imei: str(item.productImei),
        serial: orNull(item.productSerial),
        price_paid: null,
        trade_in_id: orNull(item.tradeInId),
        trade_in_serial: null,
      })),
    },
    contact: {
      title: str(values.title),
      first_name: str(values.firstName),
      last_name: str(values.lastName),
      address1: str(values.address1),
      address2: orNull(values.address2),
      city: str(values.city),
      county: str(values.county),
      post_code: str(values.postCode),
      country: env.country,
      telephone: internationalPhone(values.telephone),
      mobile_phone: internationalPhone(values.mobilePhone),
      email: str(values.email),
      locale: env.locale,
      company: values.claimType === 'BUSINESS' ? orNull(values.company) : null,
    },
    reward_method: rewardMethodPayload(values),
    preferences,
    promotion_window_id: firstProduct != null && windowPromotionId(values, env) !== env.promotionId ? windowPromotionId(values, env) : null,
  };
}
