import { randomUUID } from 'node:crypto';
import { requirePromotion } from '../domain/promotions';
import { transactionUnlessDryRun } from '../../http/dry-run';
import { operation, type RouteModule } from './operation';

/** POST /web-visitor: issues a visitor id for a promotion. */
const webVisitor: RouteModule = ({ db, now, code }) => [
  operation('/web-visitor', 'post', {
    operationId: 'webVisitor',
    handler: async (request) => {
      const { promotion_id } = request.body;
      await requirePromotion(db, promotion_id, code);
      const id = randomUUID();
      await transactionUnlessDryRun(db, request, (trx) => trx.insertInto('web_visitors').values({ id, promotion_id, created_at: now().toISOString() }).execute());
      return { data: { visitor: { id } } };
    },
  }),
];

export default webVisitor;
