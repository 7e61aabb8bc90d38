import { ErrorCode, errorCodesOf } from '../rules/errorCodes';
import type { Action } from '../engine/contract';
import { purchaseDateTime, windowPromotionId } from './support/purchaseDate';

/** Is the claim window open, and does the purchase date fall inside the promotion? */
const claimWindowCheck: Action = async ({ values, env, api, processingErrorAlias }) => {
  // A locale may stop accepting purchases after a configured day (locale info maxDate).
  if (env.maxDate && String(values.invoiceDate) > env.maxDate) {
    return { ok: false, errors: [{ path: 'invoiceDate', alias: 'errorsDateOfPurchaseIneligible' }] };
  }
  const { data, error } = await api.POST('/claim-window-check', {
    body: { promotion_id: windowPromotionId(values, env), purchase_date: purchaseDateTime(values.invoiceDate, env) },
  });
  if (error) {
    const closed = errorCodesOf(error).includes(ErrorCode.OUTSIDE_CLAIM_WINDOW);
    return { ok: false, errors: [{ alias: closed ? 'errorsPromotionClosed' : processingErrorAlias }] };
  }
  if (!data.data.passes) return { ok: false, errors: [{ path: 'invoiceDate', alias: 'errorsDateOfPurchaseIneligible' }] };
  return { ok: true };
};

export default claimWindowCheck;
