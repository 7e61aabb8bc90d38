import type { Db } from '../../db/open-database';
import { preparedQuery } from '../../db/prepared-query';
import { ApiError, ErrorCode, notFound } from '../../http/api-error';
import { bankDetailsError } from './bank-details';
import type { ClaimRequest } from './claim-request';
import { isValidInternationalNumber } from '../../../core/rules/phoneNumberChecks';
import fullPhoneMetadata from 'libphonenumber-js/max/metadata';
import { isClaimWindowOpen, isInPurchaseWindow, requirePromotion, type Promotion } from './promotions';
import { rewardMethodsFor } from './reward-methods';

const rule = (message: string) => new ApiError(422, ErrorCode.GENERIC, message);

/**
 * Re-runs the checks of the claim flow on a submitted claim, in the order the site runs them. Throws 404 for
 * unknown promotions (those of other packages too), 422 code 3 (claim window closed), 4 (mobile number) or 1 (any other rule). Whether an
 * IMEI or serial is claimed already (code 5) and whether the storage ids are usable are decided when the claim
 * is written (see createClaim), which inserts them against their unique keys anyway; identifiers that are
 * merely unknown (code 10) do not block: the site lets a claim through on the second attempt.
 * The promotion and whether its reseller, products and trade-ins qualify are read in one query.
 */
export async function checkClaimRules(db: Db, claim: ClaimRequest, now: Date, code: string): Promise<{ promotion: Promotion; windowPromotion: Promotion }> {
  const items = claim.purchase.items;
  const productIds = [...new Set(items.map((i) => i.product_id))];
  const tradeInIds = [...new Set(items.map((i) => i.trade_in_id).filter((id): id is string => Boolean(id)))];
  const [found] = await promotionWithQualifying(db, { promotionId: claim.promotion_id, resellerId: claim.purchase.reseller_id, productIds, tradeInIds });
  // Another package's promotion is unknown through this package's API.
  if (!found || found.code !== code) throw notFound(`Unknown promotion ${claim.promotion_id}`);
  const { resellers, products, trade_ins: tradeIns, ...promotion } = found;
  const windowPromotion = claim.promotion_window_id ? await requirePromotion(db, claim.promotion_window_id, code) : promotion;
  if (windowPromotion.id !== promotion.id) await checkPromotionWindow(db, promotion, windowPromotion, items[0].product_id);

  if (!isClaimWindowOpen(windowPromotion, now)) throw new ApiError(422, ErrorCode.OUTSIDE_CLAIM_WINDOW, 'OUTSIDE_CLAIM_WINDOW');
  if (!isInPurchaseWindow(windowPromotion, claim.purchase.invoice_date, now)) throw rule('The invoice date is outside the purchase window');

  if (!Number(resellers)) throw rule('The reseller does not qualify');
  if (Number(products) !== productIds.length) throw rule('A product does not qualify');
  if (tradeInIds.length && Number(tradeIns) !== tradeInIds.length) throw rule('A trade-in does not qualify');

  const imeis = items.map((i) => i.imei);
  const serials = items.map((i) => i.serial).filter((s): s is string => Boolean(s));
  if (new Set(imeis).size !== imeis.length) throw rule('IMEIs must be unique');
  if (new Set(serials.map((s) => s.toUpperCase())).size !== serials.length) throw rule('Serial numbers must be unique');

  const { mobile_phone: mobile, telephone } = claim.contact;
  if (!mobile && !telephone) throw rule('A mobile or telephone number is required');
  if (mobile && !isValidInternationalNumber(mobile, fullPhoneMetadata)) throw new ApiError(422, ErrorCode.INVALID_MOBILE_NUMBER, 'Invalid mobile number');
  if (telephone && !isValidInternationalNumber(telephone, fullPhoneMetadata)) throw rule('Invalid telephone number');
  if (claim.contact.country === 'IE' && claim.contact.post_code.replace(/\s/g, '').length !== 7) throw rule('An Irish post code has 7 characters');

  await checkRewardMethod(db, promotion.id, claim);

  return { promotion, windowPromotion };
}

/**
 * The promotion's row with how many of the reseller (0 or 1), the products and the trade-ins it offers (counts,
 * which PostgreSQL sends as strings); none for an unknown promotion.
 */
const promotionWithQualifying = preparedQuery(
  (db, a: { promotionId: string; resellerId: string; productIds: string[]; tradeInIds: string[] }) =>
    db
      .selectFrom('promotions')
      .selectAll('promotions')
      .select((eb) => [
        eb.selectFrom('promotion_resellers').select(eb.fn.countAll().as('n'))
          .where('promotion_resellers.promotion_id', '=', a.promotionId).where('promotion_resellers.reseller_id', '=', a.resellerId).as('resellers'),
        eb.selectFrom('promotion_products').select(eb.fn.countAll().as('n'))
          .where('promotion_products.promotion_id', '=', a.promotionId).where('promotion_products.product_id', 'in', a.productIds).as('products'),
        a.tradeInIds.length
          ? eb.selectFrom('promotion_trade_ins').select(eb.fn.countAll().as('n'))
            .where('promotion_trade_ins.promotion_id', '=', a.promotionId).where('promotion_trade_ins.trade_in_id', 'in', a.tradeInIds).as('trade_ins')
          : eb.lit(0).as('trade_ins'),
      ])
      .where('promotions.id', '=', a.promotionId),
);

/** A promotion window id belongs to the claim's locale and is used for its extended products only. */
async function checkPromotionWindow(db: Db, promotion: Promotion, windowPromotion: Promotion, firstProductId: string): Promise<void> {
  if (windowPromotion.code !== promotion.code || windowPromotion.locale !== promotion.locale) {
    throw rule('promotion_window_id belongs to another promotion');
  }
  const extended = await db
    .selectFrom('promotion_products')
    .select('product_id')
    .where('promotion_id', '=', windowPromotion.id)
    .where('product_id', '=', firstProductId)
    .executeTakeFirst();
  if (!extended) throw rule('promotion_window_id is only for the extended products');
}

async function checkRewardMethod(db: Db, promotionId: string, claim: ClaimRequest): Promise<void> {
  const offered = await rewardMethodsFor(db, promotionId, claim.purchase.items[0].product_id);
  const method = offered.find((m) => m.method === claim.reward_method.method);
  if (!method) throw rule(`Reward method ${claim.reward_method.method} is not offered`);
  if (claim.reward_method.method === 'gift') {
    const references = new Set(method.gifts.map((g) => g.gift_reference));
    if (!claim.preferences.some((p) => references.has(p.response))) throw rule('No offered gift was chosen');
  }
  if (claim.reward_method.method === 'bank_transfer') {
    const problem = bankDetailsError(claim.reward_method, true);
    if (problem) throw rule(problem);
  }
}
