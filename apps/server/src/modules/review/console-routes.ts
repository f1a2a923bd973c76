import { adminReviewListView, adminReviewQuery, adminReviewView, reviewAnswerRequest, reviewIdParams } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerOf, ok } from '../../core/errors';
import { MINUTE } from '../../core/rate-limit/request-limit';
import { productChange } from '../catalogue';
import { mediaOf } from '../media';
import { auditActor } from '../staff';
import { answerReview, type AnswerOutcome, removeReviewAnswer } from './answer';
import { adminReview, adminReviewPage, photosOf } from './queries';
import { adminReviewRowOf, adminReviewViewOf } from './views';
import { reviewNotFound } from './write';

const tags = ['admin'];
// Operators answer all day; the limit only stops a runaway script or a stolen session.
const answerLimit = { requestLimit: { name: 'console-review-answer', perIp: 2_000, windowMs: 10 * MINUTE } };

/**
 * The console's reviews (/api/admin/v1/reviews, mounted with consoleSection): the list with
 * its filters, one review, and the shop's answer, written, edited or removed; every change
 * is audited and the product's pages are refreshed (app.caches) as a written review's are.
 */
export const reviewConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const media = mediaOf(app);
  async function detail(reviewId: number) {
    const row = await adminReview(app.db, reviewId);
    if (!row) throw reviewNotFound();
    return adminReviewViewOf(media, row, (await photosOf(app.db, [reviewId])).get(reviewId) ?? []);
  }
  const reported = (outcome: AnswerOutcome) => {
    if (outcome.changed) app.caches.changed(productChange(outcome.productNo));
  };

  app.get('/', { schema: { tags, summary: '리뷰 목록 (최신순; 답변 상태·별점·상품·검색어)', querystring: adminReviewQuery, response: { 200: answerOf(adminReviewListView) } } }, async (request) => {
    const { rows, total } = await adminReviewPage(app.db, request.query);
    return ok({ list: rows.map(adminReviewRowOf), total, page: request.query.page, size: request.query.size });
  });

  app.get('/:reviewId', { schema: { tags, summary: '리뷰 상세', params: reviewIdParams, response: { 200: answerOf(adminReviewView) } } }, async (request) => ok(await detail(request.params.reviewId)));

  app.put(
    '/:reviewId/answer',
    { config: answerLimit, schema: { tags, summary: '판매자 답글 등록·수정', params: reviewIdParams, body: reviewAnswerRequest, response: { 200: answerOf(adminReviewView) } } },
    async (request) => {
      reported(await answerReview(app.db, request.params.reviewId, request.body.text, auditActor(request), app.clock.now()));
      return ok(await detail(request.params.reviewId));
    },
  );

  app.delete(
    '/:reviewId/answer',
    { config: answerLimit, schema: { tags, summary: '판매자 답글 삭제', params: reviewIdParams, response: { 200: answerOf(adminReviewView) } } },
    async (request) => {
      reported(await removeReviewAnswer(app.db, request.params.reviewId, auditActor(request)));
      return ok(await detail(request.params.reviewId));
    },
  );
};
