import {
  LINE_STATUSES, orderDisplayStatus, payMethodLabels, periodStart,
  type AdminOrderQuery, type AdminOrderSort, type OrderCountsView, type OrderListQuery, type OrderPeriod, type OrderSummaryView,
} from '@maru/domain';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../../db/database';
import { linesOfOrders, type OrderLineRow, type OrderRow } from '../queries/orders';
import type { ClaimRow } from './queries';
import { paymentKindOf } from '../order-view';
import { orderSummaryOf } from './views';

type Db = Kysely<Database>;
type OrderQuery = SelectQueryBuilder<Database, 'shop_order', object>;

export const MY_ORDERS_PAGE_SIZE = 10;
const KST_OFFSET_MS = 9 * 3_600_000;

async function linesOf(db: Db, orderIds: readonly number[]): Promise<Map<number, OrderLineRow[]>> {
  const byOrder = new Map<number, OrderLineRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await linesOfOrders(db, orderIds);
  for (const row of rows) byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), row]);
  return byOrder;
}

async function refundsOf(db: Db, orderIds: readonly number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('order_claim')
    .select(['order_id', (eb) => eb.fn.sum<number>('refund_amount').as('refunded')])
    .where('order_id', 'in', [...orderIds])
    .where('refund_status', '=', 'DONE')
    .groupBy('order_id')
    .execute();
  return new Map(rows.map((row) => [row.order_id, Number(row.refunded)]));
}

function withLineStatus(query: OrderQuery, status: string): OrderQuery {
  return query.where((eb) => eb.exists(eb.selectFrom('shop_order_line as line').select(sql`1`.as('one')).whereRef('line.order_id', '=', 'shop_order.order_id').where('line.status', '=', status as never)));
}

/**
 * 주문 내역: the member's orders of a period, newest first, optionally those with a line in
 * one state (or with a claim). Orders not paid yet are listed too (결제 진행 중, 결제 미완료):
 * the shopper sees what an unfinished payment held and may pay it again or let it go.
 */
export async function memberOrderPage(db: Db, memberId: number, query: OrderListQuery, now: Date): Promise<{ list: OrderSummaryView[]; page: number; size: number; total: number }> {
  let orders = db.selectFrom('shop_order').where('member_id', '=', memberId).where('created_at', '>=', periodStart(query.period, now));
  if (query.status === 'CLAIMS') orders = orders.where((eb) => eb.exists(eb.selectFrom('order_claim').select(sql`1`.as('one')).whereRef('order_claim.order_id', '=', 'shop_order.order_id')));
  else if (query.status !== 'ALL') orders = withLineStatus(orders, query.status);
  const [{ total }, rows] = await Promise.all([
    orders.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    orders
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('order_id', 'desc')
      .limit(MY_ORDERS_PAGE_SIZE)
      .offset((query.page - 1) * MY_ORDERS_PAGE_SIZE)
      .execute(),
  ]);
  const ids = rows.map((row) => row.order_id);
  const [lines, refunds] = await Promise.all([linesOf(db, ids), refundsOf(db, ids)]);
  return { list: rows.map((row) => orderSummaryOf(row, lines.get(row.order_id) ?? [], refunds.get(row.order_id) ?? 0, now)), page: query.page, size: MY_ORDERS_PAGE_SIZE, total: Number(total) };
}

/** 취소·반품 내역: the member's claims of a period, newest first, with their orders. */
export async function memberClaimPage(db: Db, memberId: number, period: OrderPeriod, page: number, now: Date): Promise<{ rows: { claim: ClaimRow; order: OrderRow; lines: OrderLineRow[] }[]; total: number; size: number }> {
  const claims = db
    .selectFrom('order_claim')
    .innerJoin('shop_order', 'shop_order.order_id', 'order_claim.order_id')
    .where('shop_order.member_id', '=', memberId)
    .where('order_claim.created_at', '>=', periodStart(period, now));
  const [{ total }, found] = await Promise.all([
    claims.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    claims.selectAll('order_claim').orderBy('order_claim.created_at', 'desc').limit(MY_ORDERS_PAGE_SIZE).offset((page - 1) * MY_ORDERS_PAGE_SIZE).execute(),
  ]);
  const orderIds = [...new Set(found.map((claim) => claim.order_id))];
  const orders = orderIds.length ? await db.selectFrom('shop_order').selectAll().where('order_id', 'in', orderIds).execute() : [];
  const lines = await linesOf(db, orderIds);
  return {
    rows: found.flatMap((claim) => {
      const order = orders.find((row) => row.order_id === claim.order_id);
      return order ? [{ claim, order, lines: lines.get(claim.order_id) ?? [] }] : [];
    }),
    total: Number(total),
    size: MY_ORDERS_PAGE_SIZE,
  };
}

/** My page home: lines of the last three months' orders in each state, and claims waiting for the shop. */
export async function memberOrderCounts(db: Db, memberId: number, now: Date): Promise<OrderCountsView> {
  const since = periodStart('3M', now);
  const rows = await db
    .selectFrom('shop_order_line as line')
    .innerJoin('shop_order', 'shop_order.order_id', 'line.order_id')
    .select(['line.status', (eb) => eb.fn.countAll<string>().as('count')])
    .where('shop_order.member_id', '=', memberId)
    .where('shop_order.created_at', '>=', since)
    .where('line.status', 'is not', null)
    .groupBy('line.status')
    .execute();
  const counts = Object.fromEntries(LINE_STATUSES.map((status) => [status, 0])) as OrderCountsView['counts'];
  for (const row of rows) if (row.status) counts[row.status] = Number(row.count);
  const { open } = await db
    .selectFrom('order_claim')
    .innerJoin('shop_order', 'shop_order.order_id', 'order_claim.order_id')
    .select((eb) => eb.fn.countAll<string>().as('open'))
    .where('shop_order.member_id', '=', memberId)
    .where('order_claim.status', 'in', ['REQUESTED', 'PICKED_UP'])
    .executeTakeFirstOrThrow();
  return { counts, openClaims: Number(open) };
}

/** A KST calendar day's first instant. */
const kstDay = (date: string, endOfDay = false) => new Date(Date.parse(`${date}T00:00:00Z`) - KST_OFFSET_MS + (endOfDay ? 86_400_000 : 0));

/** The console list's orders; ties (same time or amount) by order id the same way, so pages never repeat a row. */
const ORDER_SORTS: Readonly<Record<AdminOrderSort, { column: 'created_at' | 'pay_amount'; direction: 'asc' | 'desc' }>> = {
  NEWEST: { column: 'created_at', direction: 'desc' },
  OLDEST: { column: 'created_at', direction: 'asc' },
  PAY_DESC: { column: 'pay_amount', direction: 'desc' },
  PAY_ASC: { column: 'pay_amount', direction: 'asc' },
};

/** The operator's order search: state, period (KST days), order number, the orderer's whole name or whole phone number, in the order asked. */
export async function adminOrderPage(db: Db, query: AdminOrderQuery) {
  let orders = db.selectFrom('shop_order');
  if (query.from) orders = orders.where('created_at', '>=', kstDay(query.from));
  if (query.to) orders = orders.where('created_at', '<', kstDay(query.to, true));
  if (query.orderNo) orders = orders.where('order_no', '=', query.orderNo);
  if (query.orderer) {
    const digits = query.orderer.replace(/\D/g, '');
    orders = digits.length >= 4 && digits.length === query.orderer.replace(/[\s-]/g, '').length
      ? orders.where(sql`regexp_replace(orderer_phone, '[^0-9]', '', 'g')`, '=', digits)
      // A whole name, never its start: a prefix search would spell a masked name out (issue 41).
      : orders.where('orderer_name', '=', query.orderer);
  }
  if (query.status === 'OPEN_CLAIMS') {
    orders = orders.where((eb) => eb.exists(eb.selectFrom('order_claim').select(sql`1`.as('one')).whereRef('order_claim.order_id', '=', 'shop_order.order_id').where('order_claim.status', 'in', ['REQUESTED', 'PICKED_UP'])));
  } else if (query.status === 'REFUND_PENDING') {
    orders = orders.where((eb) => eb.exists(eb.selectFrom('order_claim').select(sql`1`.as('one')).whereRef('order_claim.order_id', '=', 'shop_order.order_id').where('order_claim.refund_status', '=', 'PENDING')));
  } else if (query.status !== 'ALL') {
    orders = withLineStatus(orders, query.status);
  }
  // Every payment state, unpaid ones included: an operator answering "I paid but see nothing" needs them.
  if (query.orderStatus) orders = orders.where('status', '=', query.orderStatus);
  const [{ total }, rows] = await Promise.all([
    orders.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    orders.selectAll().orderBy(ORDER_SORTS[query.sort].column, ORDER_SORTS[query.sort].direction).orderBy('order_id', ORDER_SORTS[query.sort].direction).limit(query.size).offset((query.page - 1) * query.size).execute(),
  ]);
  const ids = rows.map((row) => row.order_id);
  const [lines, refunds, claims] = await Promise.all([
    linesOf(db, ids),
    refundsOf(db, ids),
    ids.length
      ? db.selectFrom('order_claim').select(['order_id', (eb) => eb.fn.countAll<string>().as('open')]).where('order_id', 'in', ids).where('status', 'in', ['REQUESTED', 'PICKED_UP']).groupBy('order_id').execute()
      : Promise.resolve([]),
  ]);
  return {
    list: rows.map((row) => {
      const orderLines = lines.get(row.order_id) ?? [];
      return {
        orderNo: row.order_no,
        createdAt: row.created_at.toISOString(),
        ordererName: row.orderer_name,
        ordererPhone: row.orderer_phone,
        member: row.member_id !== null,
        payMethodLabel: payMethodLabels[row.pay_method],
        status: row.status,
        displayStatus: orderDisplayStatus(row.status, paymentKindOf(row), orderLines.map((line) => line.status)),
        payAmount: row.pay_amount,
        refundedAmount: refunds.get(row.order_id) ?? 0,
        lineCount: orderLines.length,
        firstProductName: orderLines[0]?.product_name ?? '',
        openClaims: Number(claims.find((claim) => claim.order_id === row.order_id)?.open ?? 0),
      };
    }),
    page: query.page,
    size: query.size,
    total: Number(total),
  };
}
