import { adminReviewListView, adminReviewQuery, adminReviewView, reviewAnswerRequest, reviewIdParams } from '@maru/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerOf, ok } from '../../../core/http/errors';
import { MINUTE } from '../../../core/security/rate-limit/request-limit';
import { productChange } from '../../catalogue';
import { mediaOf } from '../../media';
import { auditActor, personalDataView, type PersonalDataView, type PersonalRead } from '../../staff';
import { answerReview, type AnswerOutcome, removeReviewAnswer } from '../answer';
import { adminReview, adminReviewPage, type AdminReviewRowData, photosOf } from '../queries';
import { adminReviewRowOf, adminReviewViewOf } from '../views';
import { reviewNotFound } from '../write';

const tags = ['admin'];
// Operators answer all day; the limit only stops a runaway script or a stolen session.
/** Reviews' writers read whole, for the access record. */
const writersRead = (reviewIds: readonly number[]): PersonalRead => ({ targetType: 'review', ids: reviewIds, fields: ['name'], purpose: '리뷰 관리' });
/** The writer's name as the staff member may see it (a withdrawn member has none). */
const shownWriter = (row: AdminReviewRowData, personal: PersonalDataView): AdminReviewRowData => ({ ...row, writer_name: row.writer_name && personal.name(row.writer_name) });
const answerLimit = { requestLimit: { name: 'console-review-answer', perIp: 2_000, windowMs: 10 * MINUTE } };

/**
 * The console's reviews (/api/admin/v1/reviews, mounted with consoleSection): the list with
 * its filters, one review, and the shop's answer, written, edited or removed; every change
 * is audited and the product's pages are refreshed (app.caches) as a written review's are.
 */
export const reviewConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const media = mediaOf(app);
  /** One review with its writer as the staff member may see them; a whole name is logged first. */
  async function detail(request: FastifyRequest, reviewId: number) {
    const row = await adminReview(app.db, reviewId);
    if (!row) throw reviewNotFound();
    const personal = personalDataView(request);
    const view = adminReviewViewOf(media, shownWriter(row, personal), (await photosOf(app.db, [reviewId])).get(reviewId) ?? []);
    await personal.recordRead(writersRead([reviewId]));
    return view;
  }
  const reported = (outcome: AnswerOutcome) => {
    if (outcome.changed) app.caches.changed(productChange(outcome.productNo));
  };

  app.get('/', { schema: { tags, summary: '리뷰 목록 (최신순; 답변 상태·별점·상품·검색어)', querystring: adminReviewQuery, response: { 200: answerOf(adminReviewListView) } } }, async (request) => {
    const { rows, total } = await adminReviewPage(app.db, request.query);
    const personal = personalDataView(request);
    await personal.recordRead(writersRead(rows.map((row) => row.review_id)));
    const list = rows.map((row) => adminReviewRowOf(shownWriter(row, personal)));
    return ok({ list, total, page: request.query.page, size: request.query.size });
  });

  app.get('/:reviewId', { schema: { tags, summary: '리뷰 상세', params: reviewIdParams, response: { 200: answerOf(adminReviewView) } } }, async (request) => ok(await detail(request, request.params.reviewId)));

  app.put(
    '/:reviewId/answer',
    { config: answerLimit, schema: { tags, summary: '판매자 답글 등록·수정', params: reviewIdParams, body: reviewAnswerRequest, response: { 200: answerOf(adminReviewView) } } },
    async (request) => {
      reported(await answerReview(app.db, request.params.reviewId, request.body.text, auditActor(request), app.clock.now()));
      return ok(await detail(request, request.params.reviewId));
    },
  );

  app.delete(
    '/:reviewId/answer',
    { config: answerLimit, schema: { tags, summary: '판매자 답글 삭제', params: reviewIdParams, response: { 200: answerOf(adminReviewView) } } },
    async (request) => {
      reported(await removeReviewAnswer(app.db, request.params.reviewId, auditActor(request)));
      return ok(await detail(request, request.params.reviewId));
    },
  );
};
