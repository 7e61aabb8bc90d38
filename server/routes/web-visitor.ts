import { randomUUID } from 'node:crypto';
import { requirePromotion } from '../domain/promotions';
import type { RouteModule } from './operation';

/** POST /web-visitor: issues a visitor id for a promotion. */
const webVisitor: RouteModule = ({ db, now, code }) => [
  {
    operationId: 'webVisitor',
    method: 'post',
    path: '/web-visitor',
    handler: async (request) => {
      const { promotion_id } = request.body as { promotion_id: string };
      await requirePromotion(db, promotion_id, code);
      const id = randomUUID();
      await db.insertInto('web_visitors').values({ id, promotion_id, created_at: now().toISOString() }).execute();
      return { data: { visitor: { id } } };
    },
  },
];

export default webVisitor;
