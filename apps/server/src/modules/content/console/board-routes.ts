import {
  adminFaqCategoryListView, adminFaqListView, adminFaqQuery, adminFaqView, adminNoticeListView, adminNoticeQuery, adminNoticeView, faqCategoryCodeParams, faqCategoryOrderRequest,
  faqCategoryWriteRequest, faqDeletedView, faqNoParams, faqOrderRequest, faqWriteRequest, noticeDeletedView, noticeNoParams, noticeWriteRequest,
} from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerOf, ok } from '../../../core/http/errors';
import { auditActor } from '../../staff';
import { ContentChange } from '../caches';
import { contentWriteLimit as config } from './limit';
import { adminFaqCategories, adminFaqs } from '../board/faq-queries';
import { adminFaqRowOf, adminFaqView as faqView, createFaq, createFaqCategory, editFaq, removeCategory, removeFaq, renameCategory, reorderCategories, reorderFaqs } from '../board/faq-write';
import { adminNoticePage } from '../board/notice-queries';
import { adminNoticeRowOf, adminNoticeView as noticeView, createNotice, editNotice, removeNotice } from '../board/notice-write';

const tags = ['admin'];

/**
 * 공지·FAQ (/api/admin/v1/board/…): notices (pinned first, then the newest), FAQ categories and
 * questions in the shop's order; every write audited with before and after, and answered by the
 * shop's board calls at once. Rich text is stored as written and cleaned on every read.
 */
export const boardConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const changed = () => app.caches.changed(ContentChange.board);
  const now = () => app.clock.now();
  const kit = { changed, now };
  noticeRoutes(app, kit);
  faqCategoryRoutes(app, kit);
  faqRoutes(app, kit);
};

type App = Parameters<FastifyPluginAsyncZod>[0];
/** What every board route uses: reporting a change to the caches, and the time. */
interface BoardKit {
  changed: () => void;
  now: () => Date;
}

// ── Notices ──
function noticeRoutes(app: App, { changed, now }: BoardKit) {
  app.get('/notices', { schema: { tags, summary: '공지사항 목록 (고정 먼저, 최신순; 제목 검색)', querystring: adminNoticeQuery, response: { 200: answerOf(adminNoticeListView) } } }, async (request) => {
    const { rows, total } = await adminNoticePage(app.db, request.query);
    const at = now();
    return ok({ list: rows.map((row) => adminNoticeRowOf(row, at)), total, page: request.query.page, size: request.query.size });
  });

  app.get('/notices/:noticeNo', { schema: { tags, summary: '공지사항 하나', params: noticeNoParams, response: { 200: answerOf(adminNoticeView) } } }, async (request) =>
    ok(await noticeView(app.db, request.params.noticeNo, now())),
  );

  app.post(
    '/notices',
    { config, schema: { tags, summary: '공지사항 등록 {title, content, pinned} (일정이 없으면 바로 게시)', body: noticeWriteRequest, response: { 200: answerOf(adminNoticeView) } } },
    async (request) => {
      const noticeNo = await createNotice(app.db, request.body, auditActor(request), now());
      changed();
      return ok(await noticeView(app.db, noticeNo, now()));
    },
  );

  app.put('/notices/:noticeNo', { config, schema: { tags, summary: '공지사항 수정', params: noticeNoParams, body: noticeWriteRequest, response: { 200: answerOf(adminNoticeView) } } }, async (request) => {
    await editNotice(app.db, request.params.noticeNo, request.body, auditActor(request), now());
    changed();
    return ok(await noticeView(app.db, request.params.noticeNo, now()));
  });

  app.delete('/notices/:noticeNo', { config, schema: { tags, summary: '공지사항 삭제', params: noticeNoParams, response: { 200: answerOf(noticeDeletedView) } } }, async (request) => {
    await removeNotice(app.db, request.params.noticeNo, auditActor(request));
    changed();
    return ok({ noticeNo: request.params.noticeNo });
  });
}

// ── FAQ categories ──
function faqCategoryRoutes(app: App, { changed }: BoardKit) {
  const categoryList = async () => ok({ list: await adminFaqCategories(app.db) });

  app.get('/faq-categories', { schema: { tags, summary: 'FAQ 분류 (쇼핑몰 순서, 질문 수)', response: { 200: answerOf(adminFaqCategoryListView) } } }, categoryList);

  app.post('/faq-categories', { config, schema: { tags, summary: 'FAQ 분류 추가 (맨 뒤)', body: faqCategoryWriteRequest, response: { 200: answerOf(adminFaqCategoryListView) } } }, async (request) => {
    await createFaqCategory(app.db, request.body.name, auditActor(request));
    changed();
    return categoryList();
  });

  app.put('/faq-categories/order', { config, schema: { tags, summary: 'FAQ 분류 순서 변경 (모든 분류를)', body: faqCategoryOrderRequest, response: { 200: answerOf(adminFaqCategoryListView) } } }, async (request) => {
    if (await reorderCategories(app.db, request.body.codes, auditActor(request))) changed();
    return categoryList();
  });

  app.put(
    '/faq-categories/:code',
    { config, schema: { tags, summary: 'FAQ 분류 이름 변경', params: faqCategoryCodeParams, body: faqCategoryWriteRequest, response: { 200: answerOf(adminFaqCategoryListView) } } },
    async (request) => {
      await renameCategory(app.db, request.params.code, request.body.name, auditActor(request));
      changed();
      return categoryList();
    },
  );

  app.delete('/faq-categories/:code', { config, schema: { tags, summary: 'FAQ 분류 삭제 (질문이 없을 때만)', params: faqCategoryCodeParams, response: { 200: answerOf(adminFaqCategoryListView) } } }, async (request) => {
    await removeCategory(app.db, request.params.code, auditActor(request));
    changed();
    return categoryList();
  });
}

// ── FAQ questions ──
function faqRoutes(app: App, { changed, now }: BoardKit) {
  app.get('/faqs', { schema: { tags, summary: '자주 묻는 질문 (분류 순서, 분류 안의 순서; 게시 상태)', querystring: adminFaqQuery, response: { 200: answerOf(adminFaqListView) } } }, async (request) => {
    const at = now();
    return ok({ list: (await adminFaqs(app.db, request.query.categoryCode)).map((row) => adminFaqRowOf(row, at)) });
  });

  app.get('/faqs/:faqNo', { schema: { tags, summary: '자주 묻는 질문 하나', params: faqNoParams, response: { 200: answerOf(adminFaqView) } } }, async (request) => ok(await faqView(app.db, request.params.faqNo, now())));

  app.post('/faqs', { config, schema: { tags, summary: '자주 묻는 질문 등록 (분류의 맨 뒤)', body: faqWriteRequest, response: { 200: answerOf(adminFaqView) } } }, async (request) => {
    const faqNo = await createFaq(app.db, request.body, auditActor(request), now());
    changed();
    return ok(await faqView(app.db, faqNo, now()));
  });

  app.put('/faqs/order', { config, schema: { tags, summary: '한 분류의 질문 순서 변경', body: faqOrderRequest, response: { 200: answerOf(adminFaqListView) } } }, async (request) => {
    if (await reorderFaqs(app.db, request.body.categoryCode, request.body.faqNos, auditActor(request))) changed();
    const at = now();
    return ok({ list: (await adminFaqs(app.db, request.body.categoryCode)).map((row) => adminFaqRowOf(row, at)) });
  });

  app.put('/faqs/:faqNo', { config, schema: { tags, summary: '자주 묻는 질문 수정', params: faqNoParams, body: faqWriteRequest, response: { 200: answerOf(adminFaqView) } } }, async (request) => {
    await editFaq(app.db, request.params.faqNo, request.body, auditActor(request), now());
    changed();
    return ok(await faqView(app.db, request.params.faqNo, now()));
  });

  app.delete('/faqs/:faqNo', { config, schema: { tags, summary: '자주 묻는 질문 삭제', params: faqNoParams, response: { 200: answerOf(faqDeletedView) } } }, async (request) => {
    await removeFaq(app.db, request.params.faqNo, auditActor(request));
    changed();
    return ok({ faqNo: request.params.faqNo });
  });
}
