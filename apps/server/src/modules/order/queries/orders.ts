import { sql, type Insertable, type Selectable, type Transaction, type Updateable } from 'kysely';
import { FINAL_LINE_STATUSES, type OrderStatus } from '@maru/domain';
import type { Database, Db } from '../../../db/database';
import { type ConfirmedOrder, followOrderStatus } from '../../benefit';
import { productPictures } from '../../catalogue';
import type { ShopOrderLineTable, ShopOrderTable } from '../tables';

export type OrderRow = Selectable<ShopOrderTable>;
/**
 * A line as stored (names and prices as ordered), with its product's main picture folder as of
 * now (catalogue productPictures; null: the design's picture, or a product gone).
 */
export type OrderLineRow = Selectable<ShopOrderLineTable> & { main_image_base: string | null };
export type OrderChange = Updateable<ShopOrderTable>;

const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** 20261123 + six digits of the order sequence: readable on the phone, unique by the constraint. */
export async function nextOrderNo(trx: Transaction<Database>, now: Date): Promise<string> {
  const { rows } = await sql<{ seq: number }>`select nextval('shop_order_no_seq') as seq`.execute(trx);
  const day = new Date(now.getTime() + KST_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
  return `${day}${String(rows[0]!.seq % 1_000_000).padStart(6, '0')}`;
}

export async function insertOrder(trx: Transaction<Database>, order: Insertable<ShopOrderTable>, lines: Omit<Insertable<ShopOrderLineTable>, 'order_id'>[]): Promise<number> {
  const { order_id: orderId } = await trx.insertInto('shop_order').values(order).returning('order_id').executeTakeFirstOrThrow();
  await trx.insertInto('shop_order_line').values(lines.map((line) => ({ ...line, order_id: orderId }))).execute();
  return orderId;
}

export async function findOrderByNo(db: Db, orderNo: string): Promise<OrderRow | undefined> {
  return db.selectFrom('shop_order').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
}

/** Orders by number, for a spreadsheet naming many (the 송장 import); unknown numbers are simply absent. */
export async function findOrdersByNos(db: Db, orderNos: readonly string[]): Promise<OrderRow[]> {
  if (orderNos.length === 0) return [];
  return db.selectFrom('shop_order').selectAll().where('order_no', 'in', [...orderNos]).execute();
}

/** Lines with the picture their product shows now, joined in the same statement. */
function lineRows(db: Db) {
  return db
    .selectFrom('shop_order_line')
    .leftJoin(productPictures(), 'product_picture.product_no', 'shop_order_line.product_no')
    .selectAll('shop_order_line')
    .select('product_picture.main_image_base');
}

/** The lines of many orders, in order and line order. */
export async function linesOfOrders(db: Db, orderIds: readonly number[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return [];
  return lineRows(db).where('shop_order_line.order_id', 'in', [...orderIds]).orderBy('shop_order_line.order_id').orderBy('shop_order_line.line_no').execute();
}

export async function findOrderById(db: Db, orderId: number): Promise<OrderRow | undefined> {
  return db.selectFrom('shop_order').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

export async function findOrderByMerchantUid(db: Db, merchantUid: string): Promise<OrderRow | undefined> {
  return db.selectFrom('shop_order').selectAll().where('merchant_uid', '=', merchantUid).executeTakeFirst();
}

/** The row lock every transition takes first: webhook, callback and expiry job of one order run one after another. */
export async function lockOrder(trx: Transaction<Database>, orderId: number): Promise<OrderRow> {
  return trx.selectFrom('shop_order').selectAll().where('order_id', '=', orderId).forUpdate().executeTakeFirstOrThrow();
}

export async function updateOrder(trx: Transaction<Database>, orderId: number, change: OrderChange, now: Date): Promise<void> {
  await trx.updateTable('shop_order').set({ ...change, updated_at: now }).where('order_id', '=', orderId).execute();
  if (change.status) {
    await followPayment(trx, orderId, change.status as OrderStatus, now);
    // Coupons and points come back when the whole order ends unpaid or cancelled (docs/benefits.md).
    await followOrderStatus(trx, orderId, change.status as OrderStatus, now);
  }
}

/**
 * The lines' states follow the payment's: they start their own life when the money is in
 * (결제완료) or the virtual account is issued (입금대기), and a payment that fails, expires
 * or is cancelled whole at PortOne cancels every line still open.
 */
async function followPayment(trx: Transaction<Database>, orderId: number, status: OrderStatus, now: Date): Promise<void> {
  const lines = trx.updateTable('shop_order_line').where('order_id', '=', orderId);
  if (status === 'PAID') {
    await lines.set({ status: 'PAID', status_changed_at: now }).where((eb) => eb.or([eb('status', 'is', null), eb('status', '=', 'WAITING_DEPOSIT')])).execute();
  } else if (status === 'WAITING_DEPOSIT') {
    await lines.set({ status: 'WAITING_DEPOSIT', status_changed_at: now }).where('status', 'is', null).execute();
  } else if (status === 'CANCELLED' || status === 'EXPIRED' || status === 'FAILED') {
    await lines.set({ status: 'CANCELLED', status_changed_at: now }).where('status', 'is not', null).where('status', 'not in', [...FINAL_LINE_STATUSES]).execute();
  }
}

/** The order as the benefit module needs it when lines are confirmed (their points). */
export function confirmedOrder(order: Pick<OrderRow, 'order_id' | 'order_no' | 'member_id'>, lines: readonly Pick<OrderLineRow, 'line_no' | 'selling_price' | 'qty'>[]): ConfirmedOrder {
  return {
    orderId: order.order_id,
    orderNo: order.order_no,
    memberId: order.member_id,
    lines: lines.map((line) => ({ lineNo: line.line_no, sellingPrice: line.selling_price, qty: line.qty })),
  };
}

export async function orderLines(db: Db, orderId: number): Promise<OrderLineRow[]> {
  return lineRows(db).where('shop_order_line.order_id', '=', orderId).orderBy('shop_order_line.line_no').execute();
}

/** Open orders whose hold ran out (the sweep's safety net under the per-order jobs). */
export async function overdueOrderNos(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('shop_order')
    .select('order_no')
    .where('status', 'in', ['PAYMENT_PENDING', 'WAITING_DEPOSIT'])
    .where('hold_until', '<=', now)
    .orderBy('hold_until')
    .limit(limit)
    .execute();
  return rows.map((row) => row.order_no);
}
