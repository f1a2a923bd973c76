import { adminStylingListView, adminStylingQuery, productPickList, productPickQuery, scheduleViewOf } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerOf, ok } from '../../../core/http/errors';
import { productPicks } from '../../catalogue';
import { consoleStylingPage } from './queries';
import { photoOf, scheduleOfRow, type StylingRouteKit, tags } from './styling-kit';

/** The rooms with their schedule status, and the product search for the hotspots. */
export const stylingListRoutes: FastifyPluginAsyncZod<StylingRouteKit> = async (app, { urlOf }) => {
  const listSchema = { tags, summary: '스타일링 목록 (최신순; 제목, 공간, 게시 상태)', querystring: adminStylingQuery, response: { 200: answerOf(adminStylingListView) } };
  app.get('/', { schema: listSchema }, async (request) => {
    const now = app.clock.now();
    const { rows, total } = await consoleStylingPage(app.db, request.query, now);
    return ok({
      list: rows.map((row) => ({
        stylingNo: row.styling_no,
        title: row.title,
        space: row.space,
        style: row.style,
        photoUrl: photoOf(row, urlOf).url,
        hotspotCount: row.hotspot_count,
        schedule: scheduleViewOf(scheduleOfRow(row), now),
        updatedAt: row.updated_at.toISOString(),
      })),
      total,
      page: request.query.page,
      size: request.query.size,
    });
  });

  const productsSchema = { tags, summary: '상품 태그에 넣을 상품 찾기 (상품번호, 상품명·브랜드)', querystring: productPickQuery, response: { 200: answerOf(productPickList) } };
  app.get('/products', { schema: productsSchema }, async (request) => ok({ list: await productPicks(app.db, request.query.keyword) }));
};
