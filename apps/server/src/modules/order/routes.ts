import {
  ApiCode, completeRequest, emptyAnswer, formatPhone, guestCheckRequest, ordererView, orderView, placedOrderView, placeOrderRequest, sheetQuery, sheetRequest, sheetView, webhookNotice } from '@maru/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, answerOf, ok } from '../../core/http/errors';
import { MINUTE } from '../../core/security/rate-limit/request-limit';
import { memberContact, memberOf, requireMember } from '../identity';
import { consoleSection } from '../staff';
import { grantGuestOrder, mayActOn } from './aftersale/access';
import { orderConsoleRoutes } from './console/aftersale-routes';
import { shopperAfterSaleRoutes } from './aftersale/shopper-routes';
import { type OrderDeps, orderDeps } from './deps';
import { lookUpGuestOrder } from './guest-lookup';
import { orderViewOf } from './order-view';
import { ownerOf, requireOwner } from './owner';
import { placeOrder } from './place-order';
import { findOrderByNo, orderLines } from './queries/orders';
import { settlePayment } from './settle';
import { createSheet, orderNotFound, viewSheet } from './sheets';

const tags = ['order'];
const sheetParams = z.strictObject({ sheetNo: z.string().min(1).max(64) });
const orderParams = z.strictObject({ orderNo: z.string().min(1).max(40) });

// Request limits per address (MARU_RATE_LIMITS changes them). A checkout is a sheet, an
// order and a completion, and a shopper may retry each a few times; 600 in 10 minutes lets
// an office or carrier NAT full of shoppers and the browser tests through, while a script
// hammering the stock holds is stopped. The checkout benchmark (hundreds of buyers from one
// address) raises them with MARU_RATE_LIMITS.
const TEN_MINUTES = 10 * MINUTE;
const limits = {
  sheet: { name: 'order-sheet', perIp: 600, windowMs: TEN_MINUTES },
  sheetPricing: { name: 'order-sheet-pricing', perIp: 1_200, windowMs: TEN_MINUTES },
  place: { name: 'order-place', perIp: 600, windowMs: TEN_MINUTES },
  complete: { name: 'order-complete', perIp: 600, windowMs: TEN_MINUTES },
  // PortOne's notices come from a few addresses of theirs (and the sandbox's from this host).
  webhook: { name: 'order-webhook', perIp: 6_000, windowMs: TEN_MINUTES },
  // Guessing a guest's order: 10 tries per address in 10 minutes.
  guestCheck: { name: 'guest-order-check', perIp: 10, windowMs: TEN_MINUTES },
};

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = orderDeps(app);
  await app.register(shopperAfterSaleRoutes);
  await app.register(consoleSection({ feature: 'orders', right: 'orders' }, orderConsoleRoutes));

  ordererRoute(app);
  sheetRoutes(app);
  checkoutRoutes(app, deps);
  await portoneWebhookRoute(app, deps);
  orderLookupRoutes(app);
};

type App = Parameters<FastifyPluginAsyncZod>[0];

// My page masks the phone; the member's own checkout needs it whole to prefill the orderer.
function ordererRoute(app: App) {
  app.get(
    '/order/v1/orderer',
    { preHandler: requireMember, schema: { tags, summary: '주문자 정보 (본인인증한 이름과 휴대폰 번호)', response: { 200: answerOf(ordererView) } } },
    async (request) => {
      const member = await memberContact(app.db, memberOf(request).memberId);
      if (!member?.name || !member.phone) throw new ApiError(ApiCode.IDENTITY_NOT_VERIFIED, '본인인증 정보가 없습니다.', 200);
      return ok({ name: member.name, phone: formatPhone(member.phone), email: member.email });
    },
  );
}

/** The order sheet: made from cart lines or a direct purchase, priced again for a delivery address. */
function sheetRoutes(app: App) {
  app.post(
    '/order/v1/sheet',
    { config: { requestLimit: limits.sheet }, schema: { tags, summary: '주문서 만들기 (장바구니 줄 또는 바로 구매)', body: sheetRequest, response: { 200: answerOf(sheetView) } } },
    async (request) => ok(await createSheet(app.db, request, await requireOwner(request), request.body)),
  );

  app.get(
    '/order/v1/sheet/:sheetNo',
    {
      config: { requestLimit: limits.sheetPricing },
      schema: { tags, summary: '주문서 (배송지 우편번호로 다시 계산)', params: sheetParams, querystring: sheetQuery, response: { 200: answerOf(sheetView) } },
    },
    async (request) => {
      const { zonecode, ...choice } = request.query;
      return ok(await viewSheet(app.db, await ownerOf(request), request.params.sheetNo, zonecode ?? null, choice, app.clock.now()));
    },
  );
}

/** Placing the order (the payment window's facts) and completing it after the payment window. */
function checkoutRoutes(app: App, deps: OrderDeps) {
  app.post(
    '/order/v1',
    { config: { requestLimit: limits.place }, schema: { tags, summary: '주문하기 (결제 창 정보)', body: placeOrderRequest, response: { 200: answerOf(placedOrderView) } } },
    async (request) => ok(await placeOrder(deps, request, await requireOwner(request), request.body)),
  );

  app.post(
    '/order/v1/complete',
    { config: { requestLimit: limits.complete }, schema: { tags, summary: '결제 완료 확인 (결제 창 콜백)', body: completeRequest, response: { 200: answerOf(orderView) } } },
    async (request) => {
      const caller = { kind: 'buyer' as const, owner: await ownerOf(request), merchantUid: request.body.merchant_uid };
      const { order, refusal } = await settlePayment(deps, request.body.imp_uid, caller);
      if (refusal) throw refusal;
      return ok(orderViewOf(order, await orderLines(app.db, order.order_id)));
    },
  );
}

/** PortOne's webhook, in a scope of its own: the only route that reads form bodies. */
async function portoneWebhookRoute(app: App, deps: OrderDeps) {
  await app.register(async (scope) => {
    const webhook = scope.withTypeProvider<ZodTypeProvider>();
    // PortOne may post its notice as a form; only this route reads form bodies.
    webhook.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4_096 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    webhook.post(
      '/order/v1/webhook/portone',
      {
        config: { requestLimit: limits.webhook },
        schema: {
          tags,
          summary: 'PortOne 웹훅 (결제 상태 알림)',
          description: '알림 내용은 믿지 않고 PortOne에서 결제를 다시 조회해 반영한다. 처리하면 200, 모르는 결제도 200(무시), 형식이 틀리면 400.',
          body: webhookNotice,
          response: { 200: emptyAnswer },
        },
      },
      async (request) => {
        try {
          await settlePayment(deps, request.body.imp_uid, { kind: 'provider' });
          return { code: 0 as const, message: 'processed' };
        } catch (error) {
          // Retrying a notice about a payment nobody knows cannot help; answering 200 stops PortOne's retries.
          if (error instanceof ApiError && error.code === ApiCode.ORDER_NOT_FOUND) return { code: 0 as const, message: 'ignored: unknown payment' };
          throw error;
        }
      },
    );
  });
}

/** A guest's order look-up, and one order for whoever ordered it. */
function orderLookupRoutes(app: App) {
  app.post(
    '/order/v1/private/check',
    { config: { requestLimit: limits.guestCheck }, schema: { tags, summary: '비회원 주문 조회', body: guestCheckRequest, response: { 200: answerOf(orderView) } } },
    async (request, reply) => {
      const order = await lookUpGuestOrder(app.db, request.body);
      // From this browser the guest may now act on the order (cancel, return, confirm) for a while.
      grantGuestOrder(request, reply, order.orderNo);
      return ok(order);
    },
  );

  app.get('/order/v1/:orderNo', { schema: { tags, summary: '주문 상세 (주문한 회원 또는 비회원 브라우저)', params: orderParams, response: { 200: answerOf(orderView) } } }, async (request) => {
    const order = await findOrderByNo(app.db, request.params.orderNo);
    // The same rule as the after-sale calls: the member or guest browser that ordered, or a
    // browser that looked the guest order up with its number, phone and password.
    if (!order || !(await mayActOn(request, order))) throw orderNotFound();
    return ok(orderViewOf(order, await orderLines(app.db, order.order_id)));
  });
}
