import { ok } from '../../../core/errors';
import { listDeliveryMethods } from '../queries';
import { categoryTreeAnswer, deliveryMethodsAnswer, filterTreeAnswer } from '../schemas';
import { categoryTree, filterTree } from '../taxonomy';
import { type App, REFERENCE_CACHE, type RouteDeps } from './deps';

export function taxonomyRoutes(app: App, { taxonomyOf }: RouteDeps): void {
  app.get(
    '/category/v1/all',
    { schema: { tags: ['catalogue'], summary: '카테고리 전체 (2단계 트리: 상품·프리미엄·브랜드)', response: { 200: categoryTreeAnswer } } },
    async (_request, reply) => {
      reply.header('cache-control', REFERENCE_CACHE);
      return ok({ categoryList: categoryTree((await taxonomyOf(app.db)).categories) });
    },
  );

  app.get(
    '/product/v1/filter/list',
    { schema: { tags: ['catalogue'], summary: '필터 전체 (3단계: 필터 → 항목 → 적용 카테고리)', response: { 200: filterTreeAnswer } } },
    async (_request, reply) => {
      reply.header('cache-control', REFERENCE_CACHE);
      return ok({ filterList: filterTree((await taxonomyOf(app.db)).filterItems) });
    },
  );

  app.get(
    '/delivery/v1/method/list',
    { schema: { tags: ['catalogue'], summary: '배송 방법 목록', response: { 200: deliveryMethodsAnswer } } },
    async (_request, reply) => {
      reply.header('cache-control', REFERENCE_CACHE);
      return ok({ methodList: await listDeliveryMethods(app.db) });
    },
  );
}
