import { ApiError, ErrorCode } from '../../http/api-error';
import { requirePromotion } from '../domain/promotions';
import { rewardMethodsFor } from '../domain/reward-methods';
import { operation, type RouteModule } from './operation';

/** POST /promotion/{id}/reward-methods: methods and gifts for the first item's product. */
const rewardMethods: RouteModule = ({ db, code }) => [
  operation('/promotion/{id}/reward-methods', 'post', {
    operationId: 'getRewardMethods',
    handler: async (request) => {
      const { id } = request.params;
      const body = request.body;
      if (body.promotion_id !== id) throw new ApiError(400, ErrorCode.MALFORMED_BODY, 'body/promotion_id must equal the path id');
      await requirePromotion(db, id, code);
      return { data: { rewards: await rewardMethodsFor(db, id, body.product_id) } };
    },
  }),
];

export default rewardMethods;
