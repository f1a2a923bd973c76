import { ApiCode, exhibitionBookmarkListData, exhibitionDetailData, exhibitionListData, exhibitionListQuery, exhibitionParams } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerOf, ApiError, ok } from '../../core/http/errors';
import { previewedIds } from '../../core/security/preview';
import { bookmarkRoutes } from '../catalogue';
import { consoleSection } from '../staff';
import { exhibitionConsoleRoutes } from './console/routes';
import { uploadUrlOf } from './media-urls';
import { blocksOf, exhibitionIsLive, exhibitionPage, exhibitionsByNo, findExhibition, tabCounts } from './queries';
import { exhibitionCardOf, exhibitionDetailOf } from './views';

const tags = ['exhibition'];

/** 404 with the spec's no-data code, so the server-rendered page answers 404 too. */
const exhibitionNotFound = () => new ApiError(ApiCode.NO_DATA, '기획전을 찾을 수 없습니다.', 404);

/**
 * Exhibitions (기획전): the list by tab, one exhibition with its blocks, and members' bookmarks.
 * Shoppers see live exhibitions only (issue 27: a draft, an upcoming or an ended one is 404),
 * except those the request previews. Nothing is cached here, so a console change shows at once.
 */
export const exhibitionRoutes: FastifyPluginAsyncZod = async (app) => {
  const urlOf = uploadUrlOf(app);

  app.get(
    '/exhibition/v1/list',
    { schema: { tags, summary: '기획전 목록 (게시 중인 기획전; ended 탭은 미리보기에서만 채워짐)', querystring: exhibitionListQuery, response: { 200: answerOf(exhibitionListData) } } },
    async (request) => {
      const { tab, page, size } = request.query;
      const now = app.clock.now();
      const previewed = previewedIds(request, 'exhibition');
      const [rows, counts] = await Promise.all([exhibitionPage(app.db, tab, now, previewed, (page - 1) * size, size), tabCounts(app.db, now, previewed)]);
      return ok({ list: rows.map((row) => exhibitionCardOf(row, now, urlOf)), totalCount: counts[tab], page, size, tabCounts: counts });
    },
  );

  app.get(
    '/exhibition/v1/:exhibitionNo',
    { schema: { tags, summary: '기획전 (블록은 편집 순서; 게시 중이 아니면 101, 미리보기 제외)', params: exhibitionParams, response: { 200: answerOf(exhibitionDetailData) } } },
    async (request) => {
      const { exhibitionNo } = request.params;
      const now = app.clock.now();
      const previewed = previewedIds(request, 'exhibition');
      const row = await findExhibition(app.db, exhibitionNo, now, previewed);
      if (!row) throw exhibitionNotFound();
      return ok(await exhibitionDetailOf(app.db, row, await blocksOf(app.db, exhibitionNo), now, urlOf, previewed.has(exhibitionNo)));
    },
  );

  bookmarkRoutes(app, {
    type: 'exhibition',
    exists: (db, exhibitionNo) => exhibitionIsLive(db, exhibitionNo, app.clock.now()),
    listData: exhibitionBookmarkListData,
    list: async (db, exhibitionNos, totalCount) => {
      const now = app.clock.now();
      return { totalCount, exhibitionList: (await exhibitionsByNo(db, exhibitionNos, now)).map((row) => exhibitionCardOf(row, now, urlOf)) };
    },
  });

  await app.register(consoleSection({ feature: 'exhibitions', right: 'content' }, exhibitionConsoleRoutes));
};
