import {
  couponCodeRequest, couponDownloadRequest, couponDownloadView, eventCouponParams, eventCouponsView, invitationView, memberCouponListQuery, memberCouponListView, pointListQuery, pointView,
  productCouponParams, productCouponsView, } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerOf, ok } from '../../core/http/errors';
import { MINUTE } from '../../core/security/rate-limit/request-limit';
import { previewedIds } from '../../core/security/preview';
import { memberIdOf, memberOf, requireMember } from '../identity';
import { consoleSection } from '../staff';
import { couponConsoleRoutes } from './console/routes';
import { downloadCoupon, eventCoupons, memberCouponList, productCoupons, redeemCouponCode } from './coupons';
import { invitationOf } from './invitation';
import { memberPoints } from './points';

const tags = ['benefit'];
// A member downloads a handful of coupons a visit; a script trying every coupon id is stopped.
const limits = {
  download: { name: 'coupon-download', perIp: 300, perMember: 60, windowMs: 10 * MINUTE },
  // A code is a guessable secret: a shopper types one or two (and a typo); a script trying many is stopped early.
  code: { name: 'coupon-code', perIp: 30, perMember: 10, windowMs: 10 * MINUTE },
};

/** Coupons (my coupons, product and event pages, download), points and invitations; see README.md. */
export const benefitRoutes: FastifyPluginAsyncZod = async (app) => {
  // 쿠폰 관리 in the console (issue 27): promotions staff and the shop's operators.
  await app.register(consoleSection({ feature: 'coupons', right: 'promotions' }, couponConsoleRoutes));

  app.get(
    '/mypage/v1/coupon/list',
    { preHandler: requireMember, schema: { tags, summary: '내 쿠폰 (사용 가능 / 사용 완료 / 기간 만료)', querystring: memberCouponListQuery, response: { 200: answerOf(memberCouponListView) } } },
    async (request) => ok(await memberCouponList(app.db, memberOf(request).memberId, request.query, app.clock.now())),
  );

  app.get(
    '/coupon/v1/product/:productNo',
    { schema: { tags, summary: '상품에 받을 수 있는 쿠폰 (회원이면 받은 쿠폰 표시)', params: productCouponParams, response: { 200: answerOf(productCouponsView) } } },
    async (request) => ok(await productCoupons(app.db, request.params.productNo, await memberIdOf(request), app.clock.now(), previewedIds(request, 'coupon'))),
  );

  app.get(
    '/coupon/v1/event/:eventCode',
    { schema: { tags, summary: '이벤트 페이지의 쿠폰', params: eventCouponParams, response: { 200: answerOf(eventCouponsView) } } },
    async (request) => ok(await eventCoupons(app.db, request.params.eventCode, await memberIdOf(request), app.clock.now(), previewedIds(request, 'coupon'))),
  );

  app.post(
    '/coupon/v1/download',
    { preHandler: requireMember, config: { requestLimit: limits.download }, schema: { tags, summary: '쿠폰 받기 (회원당 한 번)', body: couponDownloadRequest, response: { 200: answerOf(couponDownloadView) } } },
    async (request) => ok(await downloadCoupon(app.db, memberOf(request).memberId, request.body.couponId, app.clock.now())),
  );

  app.post(
    '/coupon/v1/code',
    { preHandler: requireMember, config: { requestLimit: limits.code }, schema: { tags, summary: '쿠폰 코드 등록 (이벤트 코드로 쿠폰 받기, 회원당 한 번)', body: couponCodeRequest, response: { 200: answerOf(couponDownloadView) } } },
    async (request) => ok(await redeemCouponCode(app.db, memberOf(request).memberId, request.body.code, app.clock.now())),
  );

  app.get(
    '/mypage/v1/point',
    { preHandler: requireMember, schema: { tags, summary: '적립금 (잔액, 30일 안에 소멸될 적립금, 내역)', querystring: pointListQuery, response: { 200: answerOf(pointView) } } },
    async (request) => ok(await memberPoints(app.db, memberOf(request).memberId, request.query.page, app.clock.now())),
  );

  app.get(
    '/mypage/v1/invitation',
    { preHandler: requireMember, schema: { tags, summary: '친구 초대 (내 추천 코드, 초대한 친구, 받은 보상)', response: { 200: answerOf(invitationView) } } },
    async (request) => ok(await invitationOf(app.db, memberOf(request).memberId)),
  );
};
