import { ApiError, ErrorCode } from '../../http/api-error';
import { checkIdentifiers } from '../domain/identifiers';
import { isClaimWindowOpen, isInPurchaseWindow, requirePromotion } from '../domain/promotions';
import { operation, type RouteModule } from './operation';

/** POST /claim-window-check, /product-check, /product-identifier-check: the purchase-details checks. */
const claimChecks: RouteModule = ({ db, now, code }) => [
  operation('/claim-window-check', 'post', {
    operationId: 'claimWindowCheck',
    handler: async (request) => {
      const body = request.body;
      const promotion = await requirePromotion(db, body.promotion_id, code);
      if (!isClaimWindowOpen(promotion, now())) {
        throw new ApiError(422, ErrorCode.OUTSIDE_CLAIM_WINDOW, 'The claim window of this promotion is closed');
      }
      return { data: { passes: isInPurchaseWindow(promotion, body.purchase_date, now()) } };
    },
  }),
  operation('/product-check', 'post', {
    operationId: 'productCheck',
    handler: async (request) => {
      const body = request.body;
      const promotion = await requirePromotion(db, body.promotion_id, code);
      const qualifying = await db
        .selectFrom('promotion_products')
        .select('product_id')
        .where('promotion_id', '=', promotion.id)
        .where('product_id', '=', body.product_id)
        .executeTakeFirst();
      return { data: { valid: Boolean(qualifying) && isInPurchaseWindow(promotion, body.purchase_date, now()) } };
    },
  }),
  operation('/product-identifier-check', 'post', {
    operationId: 'productIdentifierCheck',
    handler: async (request, reply) => {
      const body = request.body;
      await requirePromotion(db, body.promotion_id, code);
      const problems = await checkIdentifiers(db, body.promotion_id, body.imei ?? [], body.serial ?? []);
      if (!problems.length) return { data: { valid: true as const } };
      reply.code(422);
      return { data: { valid: false as const, invalid: problems.map((p) => p.identifier), errors: problems } };
    },
  }),
];

export default claimChecks;
