import {
  adminCouponListView, adminCouponQuery, adminCouponView, couponCsvQuery, couponCsvResult, couponEventListView, couponHolderListView, couponHolderQuery, couponIdParams, couponIssueRequest,
  couponIssueResult, couponRecallRequest, couponRecallResult, couponSegmentPreview, couponSegmentRequest, couponWrite,
} from '@maru/domain';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadedFile } from '../../../core/files/csv-upload';
import { answerOf, ok } from '../../../core/http/errors';
import { MINUTE } from '../../../core/security/rate-limit/request-limit';
import { auditActor } from '../../staff';
import {
  adminCoupon, adminCouponList, createCoupon, editCoupon, holdersOf, issueFromCsv, issueToMembers, issueToSegment, previewSegment, recallCoupon,
} from './coupons';
import { couponEvents } from './queries';

const tags = ['admin'];
// Promotions staff work all day; the limits stop a runaway script or a stolen session.
const writeLimit = { requestLimit: { name: 'console-coupon-write', perIp: 600, windowMs: 10 * MINUTE } };
const issueLimit = { requestLimit: { name: 'console-coupon-issue', perIp: 300, windowMs: 10 * MINUTE } };
/** 20,000 member numbers are ~250 KB. */
export const CSV_MAX_BYTES = 1024 * 1024;

/** The member-number CSV: multipart is accepted here only. */
const csvRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { files: 1, fileSize: CSV_MAX_BYTES, fields: 5 } });
  app.post(
    '/:couponId/issue/csv',
    {
      config: issueLimit,
      schema: {
        tags,
        summary: '회원번호 CSV로 쿠폰 발급: 검사(dryRun) 또는 발급, 오류가 있으면 아무에게도 발급하지 않음',
        params: couponIdParams,
        querystring: couponCsvQuery,
        response: { 200: answerOf(couponCsvResult) },
      },
    },
    async (request) => {
      const file = await uploadedFile(request, CSV_MAX_BYTES);
      return ok(await issueFromCsv(app.db, request.params.couponId, file, request.query.dryRun, auditActor(request), app.clock.now()));
    },
  );
};

/**
 * 쿠폰 관리 (/api/admin/v1/coupons, PROMOTION_ROLES, mounted with consoleSection): the list with
 * counts, one coupon, create and edit, issue (chosen members, a segment, a CSV), recall, and
 * who holds it. Shoppers' coupon reads are not cached, so a change shows in the shop at once.
 */
export const couponConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { tags, summary: '쿠폰 목록 (최신순; 발급·사용·만료·회수 수)', querystring: adminCouponQuery, response: { 200: answerOf(adminCouponListView) } } },
    async (request) => ok(await adminCouponList(app.db, request.query, app.clock.now())),
  );

  app.get(
    '/events',
    { schema: { tags, summary: '쿠폰을 보여 줄 수 있는 이벤트 페이지', response: { 200: answerOf(couponEventListView) } } },
    async () => ok({ list: await couponEvents(app.db) }),
  );

  app.post(
    '/',
    { config: writeLimit, schema: { tags, summary: '쿠폰 등록 (정액·정률·무료배송; 받는 방법, 기간, 사용 기한)', body: couponWrite, response: { 200: answerOf(adminCouponView) } } },
    async (request) => {
      const couponId = await createCoupon(app.db, request.body, auditActor(request), app.clock.now());
      return ok(await adminCoupon(app.db, couponId, app.clock.now()));
    },
  );

  app.get(
    '/:couponId',
    { schema: { tags, summary: '쿠폰 상세', params: couponIdParams, response: { 200: answerOf(adminCouponView) } } },
    async (request) => ok(await adminCoupon(app.db, request.params.couponId, app.clock.now())),
  );

  app.put(
    '/:couponId',
    {
      config: writeLimit,
      schema: { tags, summary: '쿠폰 수정 (발급된 쿠폰은 할인 내용·대상을 바꿀 수 없음)', params: couponIdParams, body: couponWrite, response: { 200: answerOf(adminCouponView) } },
    },
    async (request) => {
      await editCoupon(app.db, request.params.couponId, request.body, auditActor(request), app.clock.now());
      return ok(await adminCoupon(app.db, request.params.couponId, app.clock.now()));
    },
  );

  app.post(
    '/:couponId/issue',
    { config: issueLimit, schema: { tags, summary: '쿠폰 발급 (고른 회원에게, 회원당 한 장)', params: couponIdParams, body: couponIssueRequest, response: { 200: answerOf(couponIssueResult) } } },
    async (request) => ok(await issueToMembers(app.db, request.params.couponId, request.body.memberIds, auditActor(request), app.clock.now())),
  );

  app.post(
    '/:couponId/segment/preview',
    { schema: { tags, summary: '대상 조건의 회원 수 미리 보기 (발급하지 않음)', params: couponIdParams, body: couponSegmentRequest, response: { 200: answerOf(couponSegmentPreview) } } },
    async (request) => ok(await previewSegment(app.db, request.params.couponId, request.body.segment)),
  );

  app.post(
    '/:couponId/segment/issue',
    { config: issueLimit, schema: { tags, summary: '대상 조건의 회원에게 쿠폰 발급', params: couponIdParams, body: couponSegmentRequest, response: { 200: answerOf(couponIssueResult) } } },
    async (request) => ok(await issueToSegment(app.db, request.params.couponId, request.body.segment, auditActor(request), app.clock.now())),
  );

  await app.register(csvRoutes);

  app.post(
    '/:couponId/recall',
    { config: issueLimit, schema: { tags, summary: '쿠폰 회수 (쓰지 않은 쿠폰: 전부 또는 고른 회원)', params: couponIdParams, body: couponRecallRequest, response: { 200: answerOf(couponRecallResult) } } },
    async (request) => ok(await recallCoupon(app.db, request.params.couponId, request.body, auditActor(request), app.clock.now())),
  );

  app.get(
    '/:couponId/holders',
    { schema: { tags, summary: '쿠폰을 받은 회원 (상태별; 이름은 가려서)', params: couponIdParams, querystring: couponHolderQuery, response: { 200: answerOf(couponHolderListView) } } },
    async (request) => ok(await holdersOf(app.db, request.params.couponId, request.query, app.clock.now())),
  );
};
