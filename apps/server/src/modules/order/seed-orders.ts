import type { CartDelivery, LineStatus } from '@maru/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { countSeededOrders } from './sales/backfill';

/** One line of a seeded past order: bought, delivered, maybe confirmed. */
export interface SeededOrderLine {
  productNo: number;
  itemGroupSeq: number;
  productName: string;
  brandName: string;
  optionName: string;
  qty: number;
  price: number;
  priceDiscount: number;
  sellingPrice: number;
  vatRate: number;
  delivery: CartDelivery;
  status: Extract<LineStatus, 'DELIVERED' | 'CONFIRMED'>;
}

/** A member's past order as the shop would hold it after delivery (other modules' seeds make these, e.g. the review seed). */
export interface SeededOrder {
  /** Unique among seeded orders: part of the order number, so a reseed finds the same orders. */
  seq: number;
  memberId: number;
  ordererName: string;
  ordererPhone: string;
  orderedAt: Date;
  deliveredAt: Date;
  lines: SeededOrderLine[];
}

const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Seeded order numbers are the order day and 9 + five digits: the live sequence takes today's
 * date and counts from 1, so it never meets a past day's 9xxxxx.
 */
export function seededOrderNo(seq: number, orderedAt: Date): string {
  const day = new Date(orderedAt.getTime() + KST_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
  return `${day}9${String(seq % 100_000).padStart(5, '0')}`;
}

/**
 * Writes paid, delivered orders in bulk (no stock is taken: the goods left long ago), counted
 * in the sales ledger, and answers each one's order id by its seq. Orders already there (same
 * number) are kept.
 */
export async function insertSeededOrders(trx: Transaction<Database>, orders: readonly SeededOrder[]): Promise<Map<number, number>> {
  const ids = new Map<number, number>();
  for (let start = 0; start < orders.length; start += 500) {
    const chunk = orders.slice(start, start + 500);
    const inserted = await trx
      .insertInto('shop_order')
      .values(chunk.map(orderRow))
      .onConflict((oc) => oc.column('order_no').doNothing())
      .returning(['order_id', 'order_no'])
      .execute();
    const bySeq = new Map(chunk.map((order) => [seededOrderNo(order.seq, order.orderedAt), order]));
    const lines = inserted.flatMap((row) => {
      const order = bySeq.get(row.order_no)!;
      ids.set(order.seq, row.order_id);
      return order.lines.map((line, index) => lineRow(row.order_id, index + 1, line, order));
    });
    if (lines.length) await trx.insertInto('shop_order_line').values(lines).execute();
  }
  // The dashboard counts them as sales of the days they were paid (sales/ledger.ts).
  await countSeededOrders(trx, [...ids.values()]);
  return ids;
}

function orderRow(order: SeededOrder) {
  const orderNo = seededOrderNo(order.seq, order.orderedAt);
  const productAmount = order.lines.reduce((sum, line) => sum + line.price * line.qty, 0);
  const payAmount = order.lines.reduce((sum, line) => sum + line.sellingPrice * line.qty, 0);
  return {
    order_no: orderNo, merchant_uid: `maru_seed_${orderNo}`, sheet_no: `seed-${orderNo}`, order_type: 'PRODUCT' as const, status: 'PAID' as const,
    member_id: order.memberId, guest_key: null, guest_password_hash: null, cart_id: null,
    orderer_name: order.ordererName, orderer_phone: order.ordererPhone, orderer_email: null,
    receiver_name: order.ordererName, receiver_phone: order.ordererPhone, receiver_zonecode: '06236', receiver_address: '서울 강남구 테헤란로 123', receiver_address_detail: '101동 1001호', receiver_memo: null,
    pay_method: 'card' as const, cash_receipt_type: null, cash_receipt_number: null,
    product_amount: productAmount, discount_amount: productAmount - payAmount, delivery_fee: 0, arrival_delivery_fee: 0, remote_area_fee: 0, sample_fee: 0,
    vat_amount: Math.round(payAmount / 11), pay_amount: payAmount, delivery_groups: JSON.stringify([]), stock_held: false, hold_until: order.orderedAt,
    imp_uid: `seed_imp_${orderNo}`, paid_at: order.orderedAt, pg_provider: 'html5_inicis', card_name: '신한카드',
    created_at: order.orderedAt, updated_at: order.deliveredAt,
  };
}

function lineRow(orderId: number, lineNo: number, line: SeededOrderLine, order: SeededOrder) {
  const shippedAt = new Date(order.deliveredAt.getTime() - DAY_MS);
  const confirmedAt = line.status === 'CONFIRMED' ? new Date(order.deliveredAt.getTime() + 7 * DAY_MS) : null;
  return {
    order_id: orderId, line_no: lineNo, cart_line_id: null, product_no: line.productNo, item_group_seq: line.itemGroupSeq,
    product_name: line.productName, brand_name: line.brandName, option_name: line.optionName, qty: line.qty,
    price: line.price, price_discount: line.priceDiscount, selling_price: line.sellingPrice, vat_rate: line.vatRate, delivery: JSON.stringify(line.delivery),
    status: line.status, status_changed_at: confirmedAt ?? order.deliveredAt, claim_id: null, carrier_code: '04', tracking_no: `5${String(order.seq).padStart(11, '0')}`,
    shipped_at: shippedAt, delivered_at: order.deliveredAt, confirmed_at: confirmedAt, stock_returned: false,
  };
}
