import {
  inquiryListQuery, inquiryListView, inquiryNumberData, inquiryOrderOptionsView, inquiryParams, inquiryView, inquiryWriteRequest, productQnaQuery, productQnaView, productQuestionRequest,
  questionNumberData } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerOf, ok } from '../../core/http/errors';
import { MINUTE, type RequestLimit } from '../../core/security/rate-limit/request-limit';
import { memberIdOf, memberOf, requireMember } from '../identity';
import { mediaOf } from '../media';
import { memberRecentOrders } from '../order';
import { consoleSection } from '../staff';
import { inquiryConsoleRoutes } from './console/routes';
import { askProductQuestion, editInquiry, myInquiries, openInquiry, productQna, removeInquiry, writeInquiry } from './member-inquiries';

const tags = ['inquiry'];
/** A person writes a few inquiries a day; a script posting hundreds is stopped. Edits and deletes share the budget. */
const writeLimit: RequestLimit = { name: 'inquiry-write', perIp: 120, perMember: 30, windowMs: 10 * MINUTE };
const questionLimit: RequestLimit = { name: 'product-question', perIp: 120, perMember: 30, windowMs: 10 * MINUTE };
/** The write form offers the orders of the last year, newest first. */
const ORDER_CHOICES = 30;
const YEAR_MS = 365 * 24 * 3_600_000;

const inquiryNoAnswer = answerOf(inquiryNumberData);

/**
 * 1:1 inquiries (members, /mypage/v1/inquiry…) and product questions (/product/v1/qna…: read
 * by everyone, asked by members), plus the console's answer screen (/api/admin/v1/inquiries).
 */
export const inquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, media: mediaOf(app) };

  app.get(
    '/mypage/v1/inquiry/list',
    { preHandler: requireMember, schema: { tags, summary: '내 문의 목록 (1:1 또는 상품 문의, 답변 대기·완료별)', querystring: inquiryListQuery, response: { 200: answerOf(inquiryListView) } } },
    async (request) => ok(await myInquiries(deps, memberOf(request).memberId, request.query)),
  );

  app.get(
    '/mypage/v1/inquiry/orders',
    { preHandler: requireMember, schema: { tags, summary: '문의에 연결할 수 있는 내 주문 (최근 1년)', response: { 200: answerOf(inquiryOrderOptionsView) } } },
    async (request) => {
      const rows = await memberRecentOrders(app.db, memberOf(request).memberId, new Date(app.clock.now().getTime() - YEAR_MS), ORDER_CHOICES);
      const goods = (first: string | null, count: number) => (count > 1 ? `${first ?? ''} 외 ${count - 1}건` : (first ?? ''));
      return ok({ list: rows.map((row) => ({ orderNo: row.order_no, orderedAt: row.created_at.toISOString(), goods: goods(row.first_product, Number(row.line_count ?? 0)) })) });
    },
  );

  app.post(
    '/mypage/v1/inquiry',
    { preHandler: requireMember, config: { requestLimit: writeLimit }, schema: { tags, summary: '1:1 문의 작성 (사진은 먼저 /api/media/v1/images?purpose=inquiry로 올려 photoIds로)', body: inquiryWriteRequest, response: { 200: inquiryNoAnswer } } },
    async (request) => ok({ inquiryNo: await writeInquiry(app.db, memberOf(request).memberId, request.body, app.clock.now()) }),
  );

  app.get(
    '/mypage/v1/inquiry/:inquiryNo',
    { preHandler: requireMember, schema: { tags, summary: '내 문의 상세 (열면 답변을 읽은 것으로)', params: inquiryParams, response: { 200: answerOf(inquiryView) } } },
    async (request) => ok(await openInquiry(deps, memberOf(request).memberId, request.params.inquiryNo, app.clock.now())),
  );

  app.put(
    '/mypage/v1/inquiry/:inquiryNo',
    { preHandler: requireMember, config: { requestLimit: writeLimit }, schema: { tags, summary: '1:1 문의 수정 (답변 전만)', params: inquiryParams, body: inquiryWriteRequest, response: { 200: inquiryNoAnswer } } },
    async (request) => {
      await editInquiry(app.db, memberOf(request).memberId, request.params.inquiryNo, request.body, app.clock.now());
      return ok({ inquiryNo: request.params.inquiryNo });
    },
  );

  app.delete(
    '/mypage/v1/inquiry/:inquiryNo',
    { preHandler: requireMember, config: { requestLimit: writeLimit }, schema: { tags, summary: '1:1 문의 삭제 (답변 전만)', params: inquiryParams, response: { 200: inquiryNoAnswer } } },
    async (request) => {
      await removeInquiry(app.db, memberOf(request).memberId, request.params.inquiryNo);
      return ok({ inquiryNo: request.params.inquiryNo });
    },
  );

  app.get(
    '/product/v1/qna/list',
    { schema: { tags, summary: '상품 문의 목록 (비밀글은 작성자에게만 내용과 답변)', querystring: productQnaQuery, response: { 200: answerOf(productQnaView) } } },
    async (request, reply) => {
      // Who is asking changes the answer (their own secret questions): never shared by a cache.
      reply.header('cache-control', 'private, no-store');
      return ok(await productQna(app.db, request.query, { memberId: await memberIdOf(request) }, app.clock.now()));
    },
  );

  app.post(
    '/product/v1/qna',
    { preHandler: requireMember, config: { requestLimit: questionLimit }, schema: { tags, summary: '상품 문의 작성 (공개 또는 비밀글)', body: productQuestionRequest, response: { 200: answerOf(questionNumberData) } } },
    async (request) => ok({ questionNo: await askProductQuestion(app.db, memberOf(request).memberId, request.body) }),
  );

  await app.register(consoleSection({ feature: 'inquiries', right: 'orders' }, inquiryConsoleRoutes));
};
