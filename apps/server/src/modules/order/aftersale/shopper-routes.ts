import {
  cancelRequest, cancelResult, claimListQuery, claimListView, claimParams, claimView, confirmRequest, myOrderView, orderCountsView, orderListQuery, orderListView, orderNoParams,
  placedOrderView, refundQuoteQuery, refundQuoteView, returnRequest, returnResult,
} from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerOf, ok } from '../../../core/http/errors';
import { MINUTE } from '../../../core/security/rate-limit/request-limit';
import { memberOf, requireMember } from '../../identity';
import { orderDeps } from '../deps';
import { findOrderById, findOrderByNo, orderLines, type OrderRow } from '../queries/orders';
import { orderNotFound } from '../sheets';
import { abandonPayment, payAgain } from '../unfinished';
import { mayActOn } from './access';
import { claimNotFound } from './line-rules';
import { memberClaimPage, memberOrderCounts, memberOrderPage } from './lists';
import { claimsOfOrder, findClaimByNo } from './queries';
import { confirmLines, quoteClaim, requestCancel, requestReturn } from './shopper-claims';
import { claimViewOf, myOrderViewOf } from './views';

const tags = ['order'];
const TEN_MINUTES = 10 * MINUTE;
// A shopper cancels, returns or confirms a few times; a script replaying them is stopped.
const limits = {
  claim: { name: 'order-claim', perIp: 120, windowMs: TEN_MINUTES },
  quote: { name: 'order-refund-quote', perIp: 600, windowMs: TEN_MINUTES },
  // Each checkout may close its window and pay again a few times, like placing an order.
  unfinished: { name: 'order-unfinished', perIp: 600, windowMs: TEN_MINUTES },
};

/**
 * The shopper's side of after the sale: my page's order and claim lists (members), and the
 * order's detail, refund preview, cancel, return and purchase confirmation, and for an
 * order not paid yet letting it go or paying it again (../unfinished.ts), for whoever may
 * act on the order (its member, the guest browser that placed it, or a guest who looked it
 * up). Someone else's order answers "not found", as if it did not exist.
 */
export const shopperAfterSaleRoutes: FastifyPluginAsyncZod = async (app) => {
  const kit = shopperOrderKit(app);
  myPageListRoutes(app);
  claimDetailRoute(app);
  orderDetailRoutes(app, kit);
  claimRequestRoutes(app, kit);
  unfinishedOrderRoutes(app, kit);
};

type App = Parameters<FastifyPluginAsyncZod>[0];
type ShopperOrderKit = ReturnType<typeof shopperOrderKit>;

/** What the order routes share: the order's collaborators, the order the visitor may act on, and its detail answer. */
function shopperOrderKit(app: App) {
  const deps = orderDeps(app);

  async function orderFor(request: Parameters<typeof mayActOn>[0], orderNo: string): Promise<OrderRow> {
    const order = await findOrderByNo(app.db, orderNo);
    if (!order || !(await mayActOn(request, order))) throw orderNotFound();
    return order;
  }

  async function detail(order: OrderRow) {
    return myOrderViewOf(order, await orderLines(app.db, order.order_id), await claimsOfOrder(app.db, order.order_id), app.clock.now());
  }

  return { deps, orderFor, detail };
}

/** My page's order list, its counts by status and the claim list (members only). */
function myPageListRoutes(app: App) {
  app.get(
    '/mypage/v1/order/list',
    { preHandler: requireMember, schema: { tags, summary: '주문 내역 (기간·상태별)', querystring: orderListQuery, response: { 200: answerOf(orderListView) } } },
    async (request) => ok(await memberOrderPage(app.db, memberOf(request).memberId, request.query, app.clock.now())),
  );

  app.get(
    '/mypage/v1/order/counts',
    { preHandler: requireMember, schema: { tags, summary: '주문 처리 현황 (최근 3개월, 상태별 상품 수)', response: { 200: answerOf(orderCountsView) } } },
    async (request) => ok(await memberOrderCounts(app.db, memberOf(request).memberId, app.clock.now())),
  );

  app.get(
    '/mypage/v1/order/claims',
    { preHandler: requireMember, schema: { tags, summary: '취소·반품 내역', querystring: claimListQuery, response: { 200: answerOf(claimListView) } } },
    async (request) => {
      const found = await memberClaimPage(app.db, memberOf(request).memberId, request.query.period, request.query.page, app.clock.now());
      return ok({ list: found.rows.map(({ claim, order, lines }) => claimViewOf(claim, order, lines)), page: request.query.page, size: found.size, total: found.total });
    },
  );
}

function claimDetailRoute(app: App) {
  app.get('/order/v1/claims/:claimNo', { schema: { tags, summary: '취소·반품 상세', params: claimParams, response: { 200: answerOf(claimView) } } }, async (request) => {
    const claim = await findClaimByNo(app.db, request.params.claimNo);
    const order = claim ? await findOrderById(app.db, claim.order_id) : undefined;
    if (!claim || !order || !(await mayActOn(request, order))) throw claimNotFound();
    return ok(claimViewOf(claim, order, await orderLines(app.db, order.order_id)));
  });
}

/** The order's detail and its refund preview. */
function orderDetailRoutes(app: App, { deps, orderFor, detail }: ShopperOrderKit) {
  app.get('/order/v1/:orderNo/detail', { schema: { tags, summary: '주문 상세 (상품별 상태와 할 수 있는 일)', params: orderNoParams, response: { 200: answerOf(myOrderView) } } }, async (request) =>
    ok(await detail(await orderFor(request, request.params.orderNo))),
  );

  app.get(
    '/order/v1/:orderNo/refund-quote',
    { config: { requestLimit: limits.quote }, schema: { tags, summary: '환불 예정 금액 (취소·반품 신청 전)', params: orderNoParams, querystring: refundQuoteQuery, response: { 200: answerOf(refundQuoteView) } } },
    async (request) => {
      const order = await orderFor(request, request.params.orderNo);
      const { kind, lineNos, reason, quantities } = request.query;
      return ok(await quoteClaim(deps, order.order_id, kind, lineNos, reason, 'shopper', quantities));
    },
  );
}

/** Cancel, return and purchase confirmation. */
function claimRequestRoutes(app: App, { deps, orderFor, detail }: ShopperOrderKit) {
  app.post(
    '/order/v1/:orderNo/cancel',
    {
      config: { requestLimit: limits.claim },
      schema: { tags, summary: '주문 취소 (결제완료는 즉시 환불, 상품준비중은 취소 요청)', params: orderNoParams, body: cancelRequest, response: { 200: answerOf(cancelResult) } },
    },
    async (request) => {
      const order = await orderFor(request, request.params.orderNo);
      const claimNos = await requestCancel(deps, order.order_id, request.body);
      return ok({ claimNos, order: await detail((await findOrderByNo(app.db, order.order_no)) ?? order) });
    },
  );

  app.post(
    '/order/v1/:orderNo/return',
    { config: { requestLimit: limits.claim }, schema: { tags, summary: '반품 신청', params: orderNoParams, body: returnRequest, response: { 200: answerOf(returnResult) } } },
    async (request) => {
      const order = await orderFor(request, request.params.orderNo);
      const claimNo = await requestReturn(deps, order.order_id, request.body);
      return ok({ claimNo, order: await detail(order) });
    },
  );

  app.post(
    '/order/v1/:orderNo/confirm',
    { config: { requestLimit: limits.claim }, schema: { tags, summary: '구매확정', params: orderNoParams, body: confirmRequest, response: { 200: answerOf(myOrderView) } } },
    async (request) => {
      const order = await orderFor(request, request.params.orderNo);
      await confirmLines(deps, order.order_id, request.body.lineNos);
      return ok(await detail(order));
    },
  );
}

/** For an order not paid yet: letting it go, or paying it again (../unfinished.ts). */
function unfinishedOrderRoutes(app: App, { deps, orderFor, detail }: ShopperOrderKit) {
  app.post(
    '/order/v1/:orderNo/abandon',
    {
      config: { requestLimit: limits.unfinished },
      schema: { tags, summary: '결제 그만두기 (결제 창을 닫았을 때: 재고·쿠폰·적립금 바로 돌려받기)', params: orderNoParams, response: { 200: answerOf(myOrderView) } },
    },
    async (request) => ok(await detail(await abandonPayment(deps, await orderFor(request, request.params.orderNo)))),
  );

  app.post(
    '/order/v1/:orderNo/pay',
    {
      config: { requestLimit: limits.unfinished },
      schema: { tags, summary: '다시 결제 (결제 미완료 주문의 결제 창 정보)', params: orderNoParams, response: { 200: answerOf(placedOrderView) } },
    },
    async (request) => ok(await payAgain(deps, request, await orderFor(request, request.params.orderNo))),
  );
}
