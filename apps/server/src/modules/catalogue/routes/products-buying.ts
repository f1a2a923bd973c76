import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noData, ok } from '../../../core/http/errors';
import { listDeliveries, listOptionRows } from '../queries';
import { deliveryListAnswer, optionRowsAnswer, productNoQuery } from '../schemas';
import { optionLevels, optionRowViews } from '../views';
import { NO_STORE, type RouteDeps } from './deps';
import { productPartsOf } from './products-parts';

const payTypeNames = { PREPAY: '선불', ARRIVAL: '착불' } as const;

/** What a shopper chooses from before buying: a product's option combinations and its deliveries. */
export const productBuyingRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { productParts }) => {
  const partsOf = productPartsOf(app, productParts);

  const optionsSchema = { tags: ['catalogue'], summary: '상품 옵션 조합 목록 (목록 값은 | 로 연결)', querystring: productNoQuery, response: { 200: optionRowsAnswer } };
  app.get('/product/v1/option/itemList', { schema: optionsSchema }, async (request, reply) => {
    const { productNo } = request.query;
    const [{ product, optionItems }, rows] = await Promise.all([partsOf(productNo), listOptionRows(app.db, productNo)]);
    if (!product) throw noData('상품');
    reply.header('cache-control', NO_STORE);
    return ok({ optionList: optionRowViews(product, optionLevels(optionItems), rows) });
  });

  const deliverySchema = { tags: ['catalogue'], summary: '상품 배송 정보', querystring: productNoQuery, response: { 200: deliveryListAnswer } };
  app.get('/product/v1/delivery/list', { schema: deliverySchema }, async (request) => {
    const deliveries = await listDeliveries(app.db, request.query.productNo);
    // Every product has at least one delivery, so none means no such product.
    if (deliveries.length === 0) throw noData('상품');
    return ok({
      deliveryList: deliveries.map((delivery) => ({
        deliverySeq: delivery.deliverySeq,
        deliveryMethod: delivery.method,
        methodName: delivery.methodName,
        deliveryFee: delivery.fee,
        freeOver: delivery.freeOver,
        payType: delivery.payType,
        payTypeName: payTypeNames[delivery.payType],
        groupKey: delivery.groupKey,
      })),
    });
  });
};
