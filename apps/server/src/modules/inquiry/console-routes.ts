import { adminInquiryListView, adminInquiryQuery, adminInquiryView, inquiryAnswerRequest, inquiryParams } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerOf, ok } from '../../core/errors';
import { MINUTE } from '../../core/rate-limit/request-limit';
import { mediaOf } from '../media';
import { auditActor } from '../staff';
import { answerInquiry } from './answer';
import { inquiryNotFound, photoViewsOf } from './member-inquiries';
import { adminInquiryPage, findInquiry, inquiryCategories } from './queries';
import { adminInquiryRowOf, adminInquiryViewOf } from './views';

const tags = ['admin'];
// Operators answer all day; the limit only stops a runaway script or a stolen session.
const answerLimit = { requestLimit: { name: 'console-inquiry-answer', perIp: 2_000, windowMs: 10 * MINUTE } };

/**
 * The console's inquiries (/api/admin/v1/inquiries, mounted with consoleSection): both kinds
 * in one list (waiting ones first), one inquiry with its asker, and the answer, written or
 * edited; every answer is audited.
 */
export const inquiryConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, media: mediaOf(app) };
  async function detail(inquiryId: number) {
    const row = await findInquiry(app.db, inquiryId);
    if (!row) throw inquiryNotFound();
    return adminInquiryViewOf(row, (await photoViewsOf(deps, [inquiryId]))(inquiryId));
  }

  app.get('/', { schema: { tags, summary: '문의 목록 (답변 대기 먼저)', querystring: adminInquiryQuery, response: { 200: answerOf(adminInquiryListView) } } }, async (request) => {
    const { rows, total } = await adminInquiryPage(app.db, request.query);
    return ok({ list: rows.map(adminInquiryRowOf), total, page: request.query.page, size: request.query.size });
  });

  app.get('/categories', { schema: { tags, summary: '1:1 문의 유형', response: { 200: answerOf(z.object({ list: z.array(z.object({ code: z.string(), name: z.string() })) })) } } }, async () =>
    ok({ list: await inquiryCategories(app.db) }),
  );

  app.get('/:inquiryNo', { schema: { tags, summary: '문의 상세', params: inquiryParams, response: { 200: answerOf(adminInquiryView) } } }, async (request) => ok(await detail(request.params.inquiryNo)));

  app.put(
    '/:inquiryNo/answer',
    { config: answerLimit, schema: { tags, summary: '답변 등록·수정 (첫 답변은 회원에게 알림)', params: inquiryParams, body: inquiryAnswerRequest, response: { 200: answerOf(adminInquiryView) } } },
    async (request) => {
      await answerInquiry({ db: app.db, log: request.log }, request.params.inquiryNo, request.body.text, auditActor(request), app.clock.now());
      return ok(await detail(request.params.inquiryNo));
    },
  );
};
