import { ApiCode, exhibitionBookmarkListData, exhibitionDetailData, exhibitionListData, exhibitionListQuery, exhibitionParams } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerOf, ApiError, ok } from '../../core/errors';
import { bookmarkRoutes } from '../catalogue';
import { blocksOf, exhibitionExists, exhibitionPage, exhibitionsByNo, findExhibition, tabCounts } from './queries';
import { exhibitionCardOf, exhibitionDetailOf } from './views';

const tags = ['exhibition'];

/** 404 with the spec's no-data code, so the server-rendered page answers 404 too. */
const exhibitionNotFound = () => new ApiError(ApiCode.NO_DATA, '기획전을 찾을 수 없습니다.', 404);

/** Exhibitions (기획전): the list by tab, one exhibition with its blocks, and members' bookmarks. */
export const exhibitionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/exhibition/v1/list',
    { schema: { tags, summary: '기획전 목록 (current: 진행 중·오픈 예정, ended: 종료)', querystring: exhibitionListQuery, response: { 200: answerOf(exhibitionListData) } } },
    async (request) => {
      const { tab, page, size } = request.query;
      const now = app.clock.now();
      const [rows, counts] = await Promise.all([exhibitionPage(app.db, tab, now, (page - 1) * size, size), tabCounts(app.db, now)]);
      return ok({ list: rows.map((row) => exhibitionCardOf(row, now)), totalCount: counts[tab], page, size, tabCounts: counts });
    },
  );

  app.get(
    '/exhibition/v1/:exhibitionNo',
    { schema: { tags, summary: '기획전 (블록은 편집 순서; 오픈 예정은 블록 없이)', params: exhibitionParams, response: { 200: answerOf(exhibitionDetailData) } } },
    async (request) => {
      const { exhibitionNo } = request.params;
      const row = await findExhibition(app.db, exhibitionNo);
      if (!row) throw exhibitionNotFound();
      return ok(await exhibitionDetailOf(app.db, row, await blocksOf(app.db, exhibitionNo), app.clock.now()));
    },
  );

  bookmarkRoutes(app, {
    type: 'exhibition',
    exists: exhibitionExists,
    listData: exhibitionBookmarkListData,
    list: async (db, exhibitionNos, totalCount) => {
      const now = app.clock.now();
      return { totalCount, exhibitionList: (await exhibitionsByNo(db, exhibitionNos)).map((row) => exhibitionCardOf(row, now)) };
    },
  });
};
