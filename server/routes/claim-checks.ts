import { ApiError, ErrorCode } from '../http/api-error';
import { checkIdentifiers } from '../domain/identifiers';
import { isClaimWindowOpen, isInPurchaseWindow, requirePromotion } from '../domain/promotions';
import type { RouteModule } from './operation';

/** POST /claim-window-check, /product-check, /product-identifier-check: the purchase-details checks. */
const claimChecks: RouteModule = ({ db, now, code }) => [
  {
    operationId: 'claimWindowCheck',
    method: 'post',
    path: '/claim-window-check',
    handler: async (request) => {
      const body = request.body as { promotion_id: string; purchase_date: string };
      const promotion = await requirePromotion(db, body.promotion_id, code);
      if (!isClaimWindowOpen(promotion, now())) {
        throw new ApiError(422, ErrorCode.OUTSIDE_CLAIM_WINDOW, 'The claim window of this promotion is closed');
      }
      return { data: { passes: isInPurchaseWindow(promotion, body.purchase_date, now()) } };
    },
  },
  {
    operationId: 'productCheck',
    method: 'post',
    path: '/product-check',
    handler: async (request) => {
      const body = request.body as { promotion_id: string; product_id: string; purchase_date: string };
      const promotion = await requirePromotion(db, body.promotion_id, code);
      const qualifying = await db
        .selectFrom('promotion_products')
        .select('product_id')
        .where('promotion_id', '=', promotion.id)
        .where('product_id', '=', body.product_id)
        .executeTakeFirst();
      return { data: { valid: Boolean(qualifying) && isInPurchaseWindow(promotion, body.purchase_date, now()) } };
    },
  },
  {
    operationId: 'productIdentifierCheck',
    method: 'post',
    path: '/product-identifier-check',
    handler: async (request, reply) => {
      const body = request.body as { promotion_id: string; imei?: string[]; serial?: string[] };
      await requirePromotion(db, body.promotion_id, code);
      const problems = await checkIdentifiers(db, body.promotion_id, body.imei ?? [], body.serial ?? []);
      if (!problems.length) return { data: { valid: true } };
      reply.code(422);
      return { data: { valid: false, invalid: problems.map((p) => p.identifier), errors: problems } };
    },
  },
];

export default claimChecks;
