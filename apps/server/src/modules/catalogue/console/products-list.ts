import { adminProductListView, adminProductQuery, lowStockView, pageNumberParam, pageSizeParam, productChoicesView } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerOf, ok } from '../../../core/http/errors';
import { countConsoleProducts, listConsoleProducts, lowStockRows } from './product-list';
import { consoleChoices } from './product-read';
import { productTags as tags } from './product-routes-kit';

/** The console's product list (search, filters), the brand and category choices, and the options low on stock. */
export const productListRoutes: FastifyPluginAsyncZod = async (app) => {
  const listSchema = { tags, summary: '상품 목록 (검색·필터)', querystring: adminProductQuery, response: { 200: answerOf(adminProductListView) } };
  app.get('/', { schema: listSchema }, async (request) => {
    const query = request.query;
    const [list, total] = await Promise.all([listConsoleProducts(app.db, query), countConsoleProducts(app.db, query)]);
    return ok({ list, total, page: query.page, size: query.size });
  });

  const choicesSchema = { tags, summary: '브랜드·카테고리 선택지', response: { 200: answerOf(productChoicesView) } };
  app.get('/choices', { schema: choicesSchema }, async () => ok(await consoleChoices(app.db)));

  const lowStockSchema = { tags, summary: '재고 부족 옵션', querystring: z.strictObject({ page: pageNumberParam, size: pageSizeParam(100, 30) }), response: { 200: answerOf(lowStockView) } };
  app.get('/low-stock', { schema: lowStockSchema }, async (request) => {
    const { page, size } = request.query;
    const { list, total } = await lowStockRows(app.db, (page - 1) * size, size);
    return ok({ list, total, page, size });
  });
};
