import { requirePromotion } from '../domain/promotions';
import { operation, type RouteModule } from './operation';

/** GET /promotion/{id}/qualifying-products | qualifying-resellers | qualifying-trade-ins | date-window-status */
const promotionCatalogue: RouteModule = ({ db, code }) => [
  operation('/promotion/{id}/qualifying-products', 'get', {
    operationId: 'getQualifyingProducts',
    handler: async (request) => {
      const { id } = request.params;
      await requirePromotion(db, id, code);
      const products = await db
        .selectFrom('products')
        .innerJoin('promotion_products', 'promotion_products.product_id', 'products.id')
        .select(['products.id', 'products.name', 'products.serial_number'])
        .where('promotion_products.promotion_id', '=', id)
        .orderBy('products.sort_order')
        .execute();
      return { data: { products: products.map(({ serial_number, ...product }) => (serial_number ? { ...product, serial_number: true } : product)) } };
    },
  }),
  operation('/promotion/{id}/qualifying-resellers', 'get', {
    operationId: 'getQualifyingResellers',
    handler: async (request) => {
      const { id } = (request.params);
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
  }),
  operation('/promotion/{id}/qualifying-trade-ins', 'get', {
    operationId: 'getQualifyingTradeIns',
    handler: async (request) => {
      const { id } = (request.params);
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
  }),
  operation('/promotion/{id}/date-window-status', 'get', {
    operationId: 'getDateWindowStatus',
    handler: async (request) => {
      const promotion = await requirePromotion(db, request.params.id, code);
      return { data: { status: promotion.date_window_status } };
    },
  }),
];

export default promotionCatalogue;
