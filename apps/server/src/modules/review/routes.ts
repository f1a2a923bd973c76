import {
  myReviewListView, myReviewView, productReviewListView, productReviewQuery, ratingSummary, reviewableLineListView, reviewableLineView, reviewEditBody, reviewIdParams,
  reviewLineQuery, reviewPageQuery, reviewWriteBody, } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerOf, ok } from '../../core/http/errors';
import { MINUTE } from '../../core/security/rate-limit/request-limit';
import { productChange } from '../catalogue';
import { memberOf, requireMember } from '../identity';
import { mediaOf } from '../media';
import { consoleSection } from '../staff';
import { reviewConsoleRoutes } from './console/routes';
import { memberReview, memberReviewPage, photosOf, productReviewPage, ratingCountsOf, reviewableLine, reviewableLinePage } from './queries';
import { editReview, lineNotFound, reviewNotFound, writeReview } from './write';
import { myReviewViewOf, productReviewViewOf, reviewableLineViewOf } from './views';

const tags = ['review'];
const MY_PAGE_SIZE = 10;
const writeLimit = { name: 'review-write', perIp: 120, perMember: 30, windowMs: 10 * MINUTE };

/**
 * Reviews: my page's 작성 가능한 리뷰 (review/before), the write and edit form
 * (review/write), 내가 쓴 리뷰 (review/register), the product page's summary and list (each
 * review with the shop's answer), and the console's 리뷰 관리 (console-routes.ts).
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const kit = myReviewKit(app);
  reviewableLineRoutes(app);
  myReviewRoutes(app, kit);
  reviewWriteRoutes(app, kit);
  productReviewRoute(app, kit);

  await app.register(consoleSection({ feature: 'reviews', right: 'orders' }, reviewConsoleRoutes));
};

type App = Parameters<FastifyPluginAsyncZod>[0];
type MyReviewKit = ReturnType<typeof myReviewKit>;

/** The review pictures' storage, and one of the member's reviews as my page shows it. */
function myReviewKit(app: App) {
  const media = mediaOf(app);

  async function myReview(memberId: number, reviewId: number) {
    const row = await memberReview(app.db, memberId, reviewId);
    if (!row) throw reviewNotFound();
    return myReviewViewOf(media, row, (await photosOf(app.db, [reviewId])).get(reviewId) ?? [], app.clock.now());
  }

  return { media, myReview };
}

/** What my page offers to review: the lines not reviewed yet, and the one the form is for. */
function reviewableLineRoutes(app: App) {
  app.get(
    '/mypage/v1/review/before',
    { preHandler: requireMember, schema: { tags, summary: '작성 가능한 리뷰 (배송완료·구매확정, 아직 후기 없음)', querystring: reviewPageQuery, response: { 200: answerOf(reviewableLineListView) } } },
    async (request) => {
      const { rows, total } = await reviewableLinePage(app.db, memberOf(request).memberId, request.query.page, MY_PAGE_SIZE);
      return ok({ list: rows.map(reviewableLineViewOf), page: request.query.page, size: MY_PAGE_SIZE, total });
    },
  );

  app.get(
    '/mypage/v1/review/line',
    { preHandler: requireMember, schema: { tags, summary: '후기를 쓸 주문 상품', querystring: reviewLineQuery, response: { 200: answerOf(reviewableLineView) } } },
    async (request) => {
      // A line already reviewed, not delivered or someone else's is not offered.
      const line = await reviewableLine(app.db, memberOf(request).memberId, request.query.orderNo, request.query.lineNo);
      if (!line) throw lineNotFound();
      return ok(reviewableLineViewOf(line));
    },
  );
}

/** 내가 쓴 리뷰: the list and one review (the edit form). */
function myReviewRoutes(app: App, { media, myReview }: MyReviewKit) {
  app.get(
    '/mypage/v1/review/list',
    { preHandler: requireMember, schema: { tags, summary: '내가 쓴 리뷰', querystring: reviewPageQuery, response: { 200: answerOf(myReviewListView) } } },
    async (request) => {
      const { rows, total } = await memberReviewPage(app.db, memberOf(request).memberId, request.query.page, MY_PAGE_SIZE);
      const photos = await photosOf(app.db, rows.map((row) => row.review_id));
      const now = app.clock.now();
      return ok({ list: rows.map((row) => myReviewViewOf(media, row, photos.get(row.review_id) ?? [], now)), page: request.query.page, size: MY_PAGE_SIZE, total });
    },
  );

  app.get(
    '/mypage/v1/review/:reviewId',
    { preHandler: requireMember, schema: { tags, summary: '내가 쓴 리뷰 하나 (수정 화면)', params: reviewIdParams, response: { 200: answerOf(myReviewView) } } },
    async (request) => ok(await myReview(memberOf(request).memberId, request.params.reviewId)),
  );
}

/** Writing a review and editing it. */
function reviewWriteRoutes(app: App, { myReview }: MyReviewKit) {
  app.post(
    '/mypage/v1/review',
    { preHandler: requireMember, config: { requestLimit: writeLimit }, schema: { tags, summary: '리뷰 쓰기 (주문 상품 하나에 하나)', body: reviewWriteBody, response: { 200: answerOf(myReviewView) } } },
    async (request) => {
      const { memberId } = memberOf(request);
      const { reviewId, productNo } = await writeReview(app.db, memberId, request.body, app.clock.now());
      app.caches.changed(productChange(productNo));
      return ok(await myReview(memberId, reviewId));
    },
  );

  app.put(
    '/mypage/v1/review/:reviewId',
    {
      preHandler: requireMember,
      config: { requestLimit: writeLimit },
      schema: { tags, summary: '리뷰 고치기 (작성 후 30일까지)', params: reviewIdParams, body: reviewEditBody, response: { 200: answerOf(myReviewView) } },
    },
    async (request) => {
      const { memberId } = memberOf(request);
      app.caches.changed(productChange(await editReview(app.db, memberId, request.params.reviewId, request.body, app.clock.now())));
      return ok(await myReview(memberId, request.params.reviewId));
    },
  );
}

function productReviewRoute(app: App, { media }: MyReviewKit) {
  app.get(
    '/product/v1/review/list',
    { schema: { tags, summary: '상품 리뷰 (요약, 정렬, 사진 리뷰 먼저/만, 쪽)', querystring: productReviewQuery, response: { 200: answerOf(productReviewListView) } } },
    async (request, reply) => {
      const query = request.query;
      const [{ counts, photoCount }, rows] = await Promise.all([ratingCountsOf(app.db, query.productNo), productReviewPage(app.db, query)]);
      const photos = await photosOf(app.db, rows.map((row) => row.review_id));
      const summary = { ...ratingSummary(counts), photoCount };
      // A new review shows at once: the answer is not kept by browsers or proxies.
      reply.header('cache-control', 'no-store');
      return ok({
        summary,
        list: rows.map((row) => productReviewViewOf(media, row, photos.get(row.review_id) ?? [])),
        page: query.page,
        size: query.size,
        total: query.photo === 'ONLY' ? photoCount : summary.count,
      });
    },
  );
}
