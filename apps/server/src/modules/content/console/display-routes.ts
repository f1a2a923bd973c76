import {
  adminHomeSectionListView, adminHomeSectionView, homeProductSearchQuery, homeProductSearchView, homeSectionDeletedView, homeSectionOrderRequest, homeSectionParams,
  homeSectionWriteRequest,
} from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerOf, ok } from '../../../core/http/errors';
import { auditActor } from '../../staff';
import { ContentChange } from '../caches';
import { contentWriteLimit as config } from './limit';
import { adminHomeSection, adminHomeSections, createHomeSection, editHomeSection, removeHomeSection, reorderHomeSections, searchShelfProducts } from '../display/home-sections';

const tags = ['admin'];

/**
 * 홈 화면 (/api/admin/v1/content/home-sections): the home page's sections top to bottom, each
 * with its schedule; add, edit, reorder and delete, audited with before and after; products for
 * a shelf are found with the catalogue's own console search.
 */
export const homeSectionConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.clock.now();
  const changed = () => app.caches.changed(ContentChange.home);
  const list = async () => ok({ list: await adminHomeSections(app.db, now()) });

  app.get('/', { schema: { tags, summary: '홈 화면 영역 (위에서 아래로, 게시 상태)', response: { 200: answerOf(adminHomeSectionListView) } } }, list);

  app.get('/products', { schema: { tags, summary: '진열할 상품 찾기 (상품번호, 상품명, 브랜드)', querystring: homeProductSearchQuery, response: { 200: answerOf(homeProductSearchView) } } }, async (request) =>
    ok(await searchShelfProducts(app.db, request.query.keyword, request.query.page)),
  );

  app.get('/:sectionId', { schema: { tags, summary: '홈 화면 영역 하나', params: homeSectionParams, response: { 200: answerOf(adminHomeSectionView) } } }, async (request) =>
    ok(await adminHomeSection(app.db, request.params.sectionId, now())),
  );

  app.post('/', { config, schema: { tags, summary: '영역 추가 (맨 아래)', body: homeSectionWriteRequest, response: { 200: answerOf(adminHomeSectionView) } } }, async (request) => {
    const sectionId = await createHomeSection(app.db, request.body, auditActor(request), now());
    changed();
    return ok(await adminHomeSection(app.db, sectionId, now()));
  });

  app.put('/order', { config, schema: { tags, summary: '영역 순서 변경 (모든 영역을 위에서 아래로)', body: homeSectionOrderRequest, response: { 200: answerOf(adminHomeSectionListView) } } }, async (request) => {
    if (await reorderHomeSections(app.db, request.body.sectionIds, auditActor(request))) changed();
    return list();
  });

  app.put('/:sectionId', { config, schema: { tags, summary: '영역 수정 (내용, 게시 일정)', params: homeSectionParams, body: homeSectionWriteRequest, response: { 200: answerOf(adminHomeSectionView) } } }, async (request) => {
    await editHomeSection(app.db, request.params.sectionId, request.body, auditActor(request), now());
    changed();
    return ok(await adminHomeSection(app.db, request.params.sectionId, now()));
  });

  app.delete('/:sectionId', { config, schema: { tags, summary: '영역 삭제', params: homeSectionParams, response: { 200: answerOf(homeSectionDeletedView) } } }, async (request) => {
    await removeHomeSection(app.db, request.params.sectionId, auditActor(request));
    changed();
    return ok({ sectionId: request.params.sectionId });
  });
};
