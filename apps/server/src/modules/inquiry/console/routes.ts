import { adminInquiryListView, adminInquiryQuery, adminInquiryView, codeListView, inquiryAnswerRequest, inquiryParams } from '@maru/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerOf, ok } from '../../../core/http/errors';
import { MINUTE } from '../../../core/security/rate-limit/request-limit';
import { mediaOf } from '../../media';
import { auditActor, personalDataView, type PersonalDataView } from '../../staff';
import { answerInquiry } from '../answer';
import { inquiryNotFound, photoViewsOf } from '../member-inquiries';
import { adminInquiryPage, findInquiry, type InquiryDetailRow, inquiryCategories } from '../queries';
import { adminInquiryRowOf, adminInquiryViewOf } from '../views';

const tags = ['admin'];
// Operators answer all day; the limit only stops a runaway script or a stolen session.
// Why staff read an asker's name and e-mail whole (the access record's purpose).
const PURPOSE = '문의 응대';
/** The asker's name and e-mail as the staff member may see them (a withdrawn member has none). */
const shownAsker = (row: InquiryDetailRow, personal: PersonalDataView): InquiryDetailRow => ({
  ...row,
  member_name: row.member_name && personal.name(row.member_name),
  member_email: personal.email(row.member_email),
});
const answerLimit = { requestLimit: { name: 'console-inquiry-answer', perIp: 2_000, windowMs: 10 * MINUTE } };

/**
 * The console's inquiries (/api/admin/v1/inquiries, mounted with consoleSection): both kinds
 * in one list (waiting ones first), one inquiry with its asker, and the answer, written or
 * edited; every answer is audited.
 */
export const inquiryConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, media: mediaOf(app) };
  /** One inquiry with its asker as the staff member may see them; a whole one is logged first. */
  async function detail(request: FastifyRequest, inquiryId: number) {
    const row = await findInquiry(app.db, inquiryId);
    if (!row) throw inquiryNotFound();
    const personal = personalDataView(request);
    const view = adminInquiryViewOf(shownAsker(row, personal), (await photoViewsOf(deps, [inquiryId]))(inquiryId));
    await personal.recordRead({ targetType: 'inquiry', ids: [inquiryId], fields: ['name', 'email'], purpose: PURPOSE });
    return view;
  }

  app.get('/', { schema: { tags, summary: '문의 목록 (답변 대기 먼저)', querystring: adminInquiryQuery, response: { 200: answerOf(adminInquiryListView) } } }, async (request) => {
    const { rows, total } = await adminInquiryPage(app.db, request.query);
    const personal = personalDataView(request);
    await personal.recordRead({ targetType: 'inquiry', ids: rows.map((row) => row.inquiry_id), fields: ['name'], purpose: PURPOSE });
    const list = rows.map((row) => adminInquiryRowOf(shownAsker(row, personal)));
    return ok({ list, total, page: request.query.page, size: request.query.size });
  });

  app.get('/categories', { schema: { tags, summary: '1:1 문의 유형', response: { 200: answerOf(codeListView) } } }, async () =>
    ok({ list: await inquiryCategories(app.db) }),
  );

  app.get('/:inquiryNo', { schema: { tags, summary: '문의 상세', params: inquiryParams, response: { 200: answerOf(adminInquiryView) } } }, async (request) => ok(await detail(request, request.params.inquiryNo)));

  app.put(
    '/:inquiryNo/answer',
    { config: answerLimit, schema: { tags, summary: '답변 등록·수정 (첫 답변은 회원에게 알림)', params: inquiryParams, body: inquiryAnswerRequest, response: { 200: answerOf(adminInquiryView) } } },
    async (request) => {
      await answerInquiry({ db: app.db, log: request.log }, request.params.inquiryNo, request.body.text, auditActor(request), app.clock.now());
      return ok(await detail(request, request.params.inquiryNo));
    },
  );
};
