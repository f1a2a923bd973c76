import { ApiCode } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, ok } from '../../../core/http/errors';
import { previewedIds } from '../../../core/security/preview';
import { findFaq, listFaqCategories, listFaqs } from './faq-queries';
import { findNotice, findNoticeNeighbours, listNotices } from './notice-queries';
import { cleanBoardHtml } from './notice-write';
import { faqDetailAnswer, faqListAnswer, faqListQuery, faqParams, noticeDetailAnswer, noticeListAnswer, noticeListQuery, noticeParams } from './schemas';

const noticeNotFound = () => new ApiError(ApiCode.NO_DATA, '공지사항을 찾을 수 없습니다.');
const faqNotFound = () => new ApiError(ApiCode.NO_DATA, '자주 묻는 질문을 찾을 수 없습니다.');

type Faq = Awaited<ReturnType<typeof listFaqs>>[number];

/**
 * The shop's 공지사항 and 자주 묻는 질문: only what is published and inside its period (plus what a
 * console preview names), rich text cleaned with the board allow-list on every read.
 */
export const boardRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Answers may name the showroom's address and hours ({showroom.hours}): the showroom module's words. */
  const shown = async (faq: Faq): Promise<Faq> => ({ ...faq, answerHtml: await app.placeholders.fill(cleanBoardHtml(faq.answerHtml), { html: true }) });

  app.get(
    '/board/v1/notice/list',
    { schema: { tags: ['board'], summary: '공지사항 목록 (고정 공지 먼저, 최신순)', querystring: noticeListQuery, response: { 200: noticeListAnswer } } },
    async (request) => {
      const { page, size } = request.query;
      const { rows, totalCount } = await listNotices(app.db, page, size, app.clock.now(), previewedIds(request, 'notice'));
      const list = rows.map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString() }));
      return ok({ list, totalCount, page, size });
    },
  );

  app.get(
    '/board/v1/notice/:noticeNo',
    { schema: { tags: ['board'], summary: '공지사항 상세와 이전·다음 글', params: noticeParams, response: { 200: noticeDetailAnswer } } },
    async (request) => {
      const now = app.clock.now();
      const previewed = previewedIds(request, 'notice');
      const notice = await findNotice(app.db, request.params.noticeNo, now, previewed);
      if (!notice) throw noticeNotFound();
      const { prev, next } = await findNoticeNeighbours(app.db, notice, now, previewed);
      return ok({ notice: { ...notice, bodyHtml: cleanBoardHtml(notice.bodyHtml), publishedAt: notice.publishedAt.toISOString() }, prev, next });
    },
  );

  app.get(
    '/board/v1/faq/list',
    { schema: { tags: ['board'], summary: '자주 묻는 질문 목록 (분류, 검색어)과 분류', querystring: faqListQuery, response: { 200: faqListAnswer } } },
    async (request) => {
      const [faqs, categories] = await Promise.all([listFaqs(app.db, request.query, app.clock.now(), previewedIds(request, 'faq')), listFaqCategories(app.db)]);
      return ok({ list: await Promise.all(faqs.map(shown)), categories });
    },
  );

  app.get(
    '/board/v1/faq/:faqNo',
    { schema: { tags: ['board'], summary: '자주 묻는 질문 하나 (109: 샘플 신청)', params: faqParams, response: { 200: faqDetailAnswer } } },
    async (request) => {
      const faq = await findFaq(app.db, request.params.faqNo, app.clock.now(), previewedIds(request, 'faq'));
      if (!faq) throw faqNotFound();
      return ok({ faq: await shown(faq) });
    },
  );
};
