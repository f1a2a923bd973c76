import {
  adminOrderListView, adminOrderQuery, adminOrderView, CARRIERS, claimDecisionResult, claimParams, codeListView, orderNoParams, refundQuoteQuery, refundQuoteView, rejectClaimRequest, shipRequest, staffCancelRequest,
  staffLinesRequest,
} from '@maru/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { answerOf, ok } from '../../../core/http/errors';
import { MINUTE } from '../../../core/security/rate-limit/request-limit';
import { auditActor, type AuditActor, personalDataView } from '../../staff';
import { orderDeps } from '../deps';
import { findOrderByNo, orderLines, type OrderRow } from '../queries/orders';
import { orderNotFound } from '../sheets';
import { openClaimRefunds } from '../aftersale/complete-claim';
import { orderListRead, orderRead, shownOrder, shownOrderRow } from './aftersale-personal';
import { adminOrderPage } from '../aftersale/lists';
import { claimsOfOrder } from '../aftersale/queries';
import { quoteClaim } from '../aftersale/shopper-claims';
import { decideClaim, deliverLines, prepareLines, retryRefund, shipLines, staffCancel } from '../aftersale/staff-actions';
import { trackingImportRoutes } from '../aftersale/tracking-import-routes';
import { adminOrderViewOf } from '../aftersale/views';

const tags = ['admin'];
// Staff change orders all day; the limit only stops a runaway script or a stolen session.
const changeLimit = { requestLimit: { name: 'console-order-change', perIp: 2_000, windowMs: 10 * MINUTE } };

/**
 * The operator console's orders (/api/admin/v1/orders, mounted with consoleSection): search
 * and detail, moving lines to 상품준비중 / 배송중 / 배송완료, cancelling, and deciding the
 * shoppers' cancel and return requests. Each change is audited by the action itself.
 */
export const orderConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = orderDeps(app);

  async function orderOf(orderNo: string): Promise<OrderRow> {
    const order = await findOrderByNo(app.db, orderNo);
    if (!order) throw orderNotFound();
    return order;
  }
  /** One order as the staff member may see it; a whole one is logged first (every action answers it too). */
  async function detail(request: FastifyRequest, orderNo: string) {
    const order = await orderOf(orderNo);
    const [lines, claims] = await Promise.all([orderLines(app.db, order.order_id), claimsOfOrder(app.db, order.order_id)]);
    const personal = personalDataView(request);
    const view = shownOrder(adminOrderViewOf(order, lines, claims, await openClaimRefunds(app.db, order, lines, claims), app.clock.now()), personal);
    await personal.recordRead(orderRead([order.order_no]));
    return view;
  }

  // 송장 일괄 등록: its own plugin, the only one here that reads multipart.
  await app.register(trackingImportRoutes, { prefix: '/tracking' });

  app.get('/', { schema: { tags, summary: '주문 검색', querystring: adminOrderQuery, response: { 200: answerOf(adminOrderListView) } } }, async (request) => {
    const personal = personalDataView(request);
    const page = await adminOrderPage(app.db, request.query);
    // One access record for the page, naming its orders, not one per row.
    await personal.recordRead(orderListRead(page.list.map((row) => row.orderNo)));
    return ok({ ...page, list: page.list.map((row) => shownOrderRow(row, personal)) });
  });

  app.get('/carriers', { schema: { tags, summary: '택배사 목록', response: { 200: answerOf(codeListView) } } }, async () =>
    ok({ list: CARRIERS.map(({ code, name }) => ({ code, name })) }),
  );

  app.get('/:orderNo', { schema: { tags, summary: '주문 상세', params: orderNoParams, response: { 200: answerOf(adminOrderView) } } }, async (request) => ok(await detail(request, request.params.orderNo)));

  // What a 판매자 취소 of these lines would refund, for the operator's confirmation.
  app.get(
    '/:orderNo/refund-quote',
    { schema: { tags, summary: '환불 예정 금액 (판매자 취소 전 확인)', params: orderNoParams, querystring: refundQuoteQuery, response: { 200: answerOf(refundQuoteView) } } },
    async (request) => {
      const order = await orderOf(request.params.orderNo);
      return ok(await quoteClaim(deps, order.order_id, request.query.kind, request.query.lineNos, request.query.reason, 'staff'));
    },
  );

  // Every change of an order's lines answers the order as it now is.
  const orderAction = <Body extends z.ZodType>(path: string, summary: string, body: Body, act: (orderId: number, body: z.infer<Body>, actor: AuditActor) => Promise<unknown>) =>
    app.post(path, { config: changeLimit, schema: { tags, summary, params: orderNoParams, body, response: { 200: answerOf(adminOrderView) } } }, async (request) => {
      const order = await orderOf(request.params.orderNo);
      // Validated by `body` above; the type provider cannot follow a generic schema to its type.
      await act(order.order_id, request.body as z.infer<Body>, auditActor(request));
      return ok(await detail(request, order.order_no));
    });
  orderAction('/:orderNo/prepare', '상품준비중으로', staffLinesRequest, (orderId, body, actor) => prepareLines(deps, orderId, body.lineNos, actor));
  orderAction('/:orderNo/deliver', '배송완료로', staffLinesRequest, (orderId, body, actor) => deliverLines(deps, orderId, body.lineNos, actor));
  orderAction('/:orderNo/ship', '배송 시작 (택배사·송장번호)', shipRequest, (orderId, body, actor) => shipLines(deps, orderId, body, actor));
  orderAction('/:orderNo/cancel', '판매자 취소 (즉시 환불)', staffCancelRequest, (orderId, body, actor) => staffCancel(deps, orderId, body, actor));

  const claimAction = (path: string, summary: string, decision: Parameters<typeof decideClaim>[2]) =>
    app.post(path, { config: changeLimit, schema: { tags, summary, params: claimParams, response: { 200: answerOf(claimDecisionResult) } } }, async (request) => {
      await decideClaim(deps, request.params.claimNo, decision, auditActor(request));
      return ok({ claimNo: request.params.claimNo });
    });
  claimAction('/claims/:claimNo/approve-cancel', '취소 요청 승인 (환불)', 'APPROVE_CANCEL');
  claimAction('/claims/:claimNo/pick-up', '반품 수거 완료', 'PICK_UP');
  claimAction('/claims/:claimNo/complete-return', '반품 완료 (검수 후 환불)', 'COMPLETE_RETURN');

  const rejectAction = (path: string, summary: string, decision: 'REJECT_CANCEL' | 'REJECT_RETURN') =>
    app.post(path, { config: changeLimit, schema: { tags, summary, params: claimParams, body: rejectClaimRequest, response: { 200: answerOf(claimDecisionResult) } } }, async (request) => {
      await decideClaim(deps, request.params.claimNo, decision, auditActor(request), request.body.reason);
      return ok({ claimNo: request.params.claimNo });
    });
  rejectAction('/claims/:claimNo/reject-cancel', '취소 요청 반려', 'REJECT_CANCEL');
  rejectAction('/claims/:claimNo/reject-return', '반품 반려', 'REJECT_RETURN');

  app.post('/claims/:claimNo/retry-refund', { config: changeLimit, schema: { tags, summary: '환불 다시 보내기', params: claimParams, response: { 200: answerOf(claimDecisionResult) } } }, async (request) => {
    await retryRefund(deps, request.params.claimNo, auditActor(request));
    return ok({ claimNo: request.params.claimNo });
  });
};
