import { ApiCode } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, ok } from '../../../core/errors';
import { findFaq, listFaqs } from './faq-queries';
import { findNotice, findNoticeNeighbours, listNotices } from './notice-queries';
import { faqDetailAnswer, faqListAnswer, faqListQuery, faqParams, noticeDetailAnswer, noticeListAnswer, noticeListQuery, noticeParams } from './schemas';

const noticeNotFound = () => new ApiError(ApiCode.NO_DATA, '공지사항을 찾을 수 없습니다.');
const faqNotFound = () => new ApiError(ApiCode.NO_DATA, '자주 묻는 질문을 찾을 수 없습니다.');

export const boardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/board/v1/notice/list',
    { schema: { tags: ['board'], summary: '공지사항 목록 (고정 공지 먼저, 최신순)', querystring: noticeListQuery, response: { 200: noticeListAnswer } } },
    async (request) => {
      const { page, size } = request.query;
      const { rows, totalCount } = await listNotices(app.db, page, size, app.clock.now());
      const list = rows.map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString() }));
      return ok({ list, totalCount, page, size });
    },
  );

  app.get(
    '/board/v1/notice/:noticeNo',
    { schema: { tags: ['board'], summary: '공지사항 상세와 이전·다음 글', params: noticeParams, response: { 200: noticeDetailAnswer } } },
    async (request) => {
      const now = app.clock.now();
      const notice = await findNotice(app.db, request.params.noticeNo, now);
      if (!notice) throw noticeNotFound();
      const { prev, next } = await findNoticeNeighbours(app.db, notice, now);
      return ok({ notice: { ...notice, publishedAt: notice.publishedAt.toISOString() }, prev, next });
    },
  );

  app.get(
    '/board/v1/faq/list',
    { schema: { tags: ['board'], summary: '자주 묻는 질문 목록 (분류, 검색어)', querystring: faqListQuery, response: { 200: faqListAnswer } } },
    async (request) => ok({ list: await listFaqs(app.db, request.query) }),
  );

  app.get(
    '/board/v1/faq/:faqNo',
    { schema: { tags: ['board'], summary: '자주 묻는 질문 하나 (109: 샘플 신청)', params: faqParams, response: { 200: faqDetailAnswer } } },
    async (request) => {
      const faq = await findFaq(app.db, request.params.faqNo);
      if (!faq) throw faqNotFound();
      return ok({ faq });
    },
  );
};
