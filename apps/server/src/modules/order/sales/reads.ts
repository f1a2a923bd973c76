import type { LineStatus } from '@maru/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/database';

// What the dashboard reads of the order module: the ledger's aggregates (ledger.ts) for a
// period of Korean days, and how many orders wait in each state an operator acts on.

export interface DaySales {
  /** YYYY-MM-DD, a Korean business day. */
  date: string;
  orders: number;
  refunds: number;
  paidAmount: number;
  refundAmount: number;
}

/**
 * Each day from `from` to `to` (YYYY-MM-DD, inclusive) that has sales, summed over its slots:
 * at most 16 rows a day by the primary key, whatever the number of orders.
 */
export async function salesByDay(db: Kysely<Database>, from: string, to: string): Promise<DaySales[]> {
  const rows = await db
    .selectFrom('order_sales_day')
    .select([
      sql<string>`sales_day::text`.as('date'),
      sql<number>`sum(orders)::int`.as('orders'),
      sql<number>`sum(refunds)::int`.as('refunds'),
      sql<number>`sum(paid_amount)::bigint`.as('paid_amount'),
      sql<number>`sum(refund_amount)::bigint`.as('refund_amount'),
    ])
    .where('sales_day', '>=', sql<Date>`${from}::date`)
    .where('sales_day', '<=', sql<Date>`${to}::date`)
    .groupBy('sales_day')
    .orderBy('sales_day')
    .execute();
  return rows.map((row) => ({ date: row.date, orders: row.orders, refunds: row.refunds, paidAmount: row.paid_amount, refundAmount: row.refund_amount }));
}

export interface ProductSales {
  productNo: number;
  units: number;
  netSales: number;
}

/** The products most sold (net of claims) over the days, most pieces first, then most money. */
export async function bestSellers(db: Kysely<Database>, from: string, to: string, limit: number): Promise<ProductSales[]> {
  const rows = await db
    .selectFrom('order_product_sales_day')
    .select(['product_no', sql<number>`sum(units)::int`.as('units'), sql<number>`sum(net_sales)::bigint`.as('net_sales')])
    .where('sales_day', '>=', sql<Date>`${from}::date`)
    .where('sales_day', '<=', sql<Date>`${to}::date`)
    .groupBy('product_no')
    .having(sql<boolean>`sum(units) > 0`)
    .orderBy('units', 'desc')
    .orderBy('net_sales', 'desc')
    .orderBy('product_no')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ productNo: row.product_no, units: row.units, netSales: row.net_sales }));
}

/** The line states the dashboard's to-do list counts orders in. */
export const WORK_LINE_STATUSES = ['PAID', 'PREPARING', 'CANCEL_REQUESTED', 'RETURN_REQUESTED', 'RETURN_PICKED_UP'] as const satisfies readonly LineStatus[];
export type WorkLineStatus = (typeof WORK_LINE_STATUSES)[number];

/**
 * How many orders have a line in each of these states: what the console's order list shows
 * filtered by that state (an order is listed once, however many of its lines are in it). Read
 * from the (status, order_id) index alone, so the cost follows the orders waiting, not all orders.
 */
export async function ordersWaiting(db: Kysely<Database>): Promise<Record<WorkLineStatus, number>> {
  const rows = await db
    .selectFrom('shop_order_line')
    .select(['status', sql<number>`count(distinct order_id)::int`.as('orders')])
    .where('status', 'in', [...WORK_LINE_STATUSES])
    .groupBy('status')
    .execute();
  const counts = Object.fromEntries(WORK_LINE_STATUSES.map((status) => [status, 0])) as Record<WorkLineStatus, number>;
  for (const row of rows) if (row.status) counts[row.status as WorkLineStatus] = row.orders;
  return counts;
}
