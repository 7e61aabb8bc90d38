import { requirePromotion } from '../domain/promotions';
import type { RouteModule } from './operation';

type IdParams = { Params: { id: string } };

/** GET /promotion/{id}/qualifying-products | qualifying-resellers | qualifying-trade-ins | date-window-status */
const promotionCatalogue: RouteModule = ({ db, code }) => [
  {
    operationId: 'getQualifyingProducts',
    method: 'get',
    path: '/promotion/{id}/qualifying-products',
    handler: async (request) => {
      const { id } = request.params as IdParams["Params"];
      await requirePromotion(db, id, code);
      const products = await db
        .selectFrom('products')
        .innerJoin('promotion_products', 'promotion_products.product_id', 'products.id')
        .select(['products.id', 'products.name'])
        .where('promotion_products.promotion_id', '=', id)
        .orderBy('products.sort_order')
        .execute();
      return { data: { products } };
    },
  },
  {
    operationId: 'getQualifyingResellers',
    method: 'get',
    path: '/promotion/{id}/qualifying-resellers',
    handler: async (request) => {
      const { id } = (request.params as IdParams['Params']);
      await requirePromotion(db, id, code);
      const resellers = await db
        .selectFrom('resellers')
        .innerJoin('promotion_resellers', 'promotion_resellers.reseller_id', 'resellers.id')
        .select(['resellers.id', 'resellers.name'])
        .where('promotion_resellers.promotion_id', '=', id)
        .orderBy('resellers.sort_order').orderBy('resellers.id')
        .execute();
      return { data: { resellers } };
    },
  },
  {
    operationId: 'getQualifyingTradeIns',
    method: 'get',
    path: '/promotion/{id}/qualifying-trade-ins',
    handler: async (request) => {
      const { id } = (request.params as IdParams['Params']);
      await requirePromotion(db, id, code);
      const tradeIns = await db
        .selectFrom('trade_ins')
        .innerJoin('promotion_trade_ins', 'promotion_trade_ins.trade_in_id', 'trade_ins.id')
        .select(['trade_ins.id', 'trade_ins.name'])
        .where('promotion_trade_ins.promotion_id', '=', id)
        .orderBy('trade_ins.sort_order').orderBy('trade_ins.id')
        .execute();
      return { data: { trade_ins: tradeIns } };
    },
  },
  {
    operationId: 'getDateWindowStatus',
    method: 'get',
    path: '/promotion/{id}/date-window-status',
    handler: async (request) => {
      const promotion = await requirePromotion(db, (request.params as IdParams['Params']).id, code);
      return { data: { status: promotion.date_window_status } };
    },
  },
];

export default promotionCatalogue;
