import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../core/http/errors';
import { criteriaKey } from '../caches';
import { countProducts, type ProductCriteria } from '../queries';
import { searchCountAnswer, searchCountQuery, searchCriteriaBody } from '../schemas';
import { productCriteria } from '../views';
import { dbFor, type RouteDeps } from './deps';

/** How many products a search finds (POST with the search's body, GET with comma lists). */
export const productCountRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { taxonomyOf, keywordStatsOf, countMemo }) => {
  const countOf = (criteria: ProductCriteria) => countMemo(criteriaKey(criteria), () => countProducts(dbFor(app, criteria), criteria, keywordStatsOf));

  const postSchema = { tags: ['catalogue'], summary: '상품 검색 결과 수', body: searchCriteriaBody, response: { 200: searchCountAnswer } };
  app.post('/product/v1/search/cnt', { schema: postSchema }, async (request) => {
    const criteria = productCriteria(request.body, (await taxonomyOf(app.db)).groupOfItem);
    return ok({ totalCount: await countOf(criteria) });
  });

  const getSchema = {
    tags: ['catalogue'],
    summary: '상품 검색 결과 수 (GET: categorys·filters는 쉼표 목록)',
    querystring: searchCountQuery,
    response: { 200: searchCountAnswer },
  };
  app.get('/product/v1/search/cnt', { schema: getSchema }, async (request) => {
    const criteria = productCriteria(request.query, (await taxonomyOf(app.db)).groupOfItem);
    return ok({ totalCount: await countOf(criteria) });
  });
};
