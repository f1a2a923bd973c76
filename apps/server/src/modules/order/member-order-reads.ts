import { claimStatusLabels, orderStatusLabel, type LineStatus } from '@maru/domain';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { productPictures } from '../catalogue';

// What other modules may read of a member's orders (the inquiry form names one of them,
// reviews are written about their delivered lines).

type Db = Kysely<Database>;
/** Orders a shopper never paid for are not theirs to name (as my page's order list). */
const NEVER_PLACED = ['PAYMENT_PENDING', 'FAILED'] as const;

/** The member's own placed order of that number, else undefined (another's answers the same as none). */
export async function memberOrderNo(db: Db, memberId: number, orderNo: string): Promise<string | undefined> {
  const row = await db.selectFrom('shop_order').select('order_no').where('order_no', '=', orderNo).where('member_id', '=', memberId).where('status', 'not in', [...NEVER_PLACED]).executeTakeFirst();
  return row?.order_no;
}

/** The member's latest placed orders, with the first product's name and the line count. */
export async function memberRecentOrders(db: Db, memberId: number, since: Date, limit: number) {
  return db
    .selectFrom('shop_order')
    .select((eb) => [
      'shop_order.order_no',
      'shop_order.created_at',
      eb.selectFrom('shop_order_line').select('product_name').whereRef('shop_order_line.order_id', '=', 'shop_order.order_id').orderBy('line_no').limit(1).as('first_product'),
      eb.selectFrom('shop_order_line').select((inner) => inner.fn.countAll<string>().as('n')).whereRef('shop_order_line.order_id', '=', 'shop_order.order_id').as('line_count'),
    ])
    .where('member_id', '=', memberId)
    .where('created_at', '>=', since)
    .where('status', 'not in', [...NEVER_PLACED])
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

/** A line of a member's order as reviews and other modules see it. */
export interface MemberOrderLine {
  orderId: number;
  orderNo: string;
  lineNo: number;
  productNo: number;
  productName: string;
  brandName: string;
  optionName: string;
  /** Null on the lines of an order never paid for. */
  status: LineStatus | null;
  orderedAt: Date;
  deliveredAt: Date | null;
  /** The product's main picture folder as of now (catalogue productPictureUrl); null: its design's. */
  mainImageBase: string | null;
}

function memberOrderLines(db: Db | Transaction<Database>) {
  return db
    .selectFrom('shop_order_line as l')
    .innerJoin('shop_order as o', 'o.order_id', 'l.order_id')
    // The product's current picture, not one of when it was ordered: intended.
    .leftJoin(productPictures(), 'product_picture.product_no', 'l.product_no')
    .select([
      'l.order_id as orderId', 'o.order_no as orderNo', 'l.line_no as lineNo', 'l.product_no as productNo', 'l.product_name as productName', 'l.brand_name as brandName',
      'l.option_name as optionName', 'l.status', 'o.created_at as orderedAt', 'l.delivered_at as deliveredAt', 'o.member_id as memberId',
      'product_picture.main_image_base as mainImageBase',
    ]);
}

/** The member's order lines now in one of these states, the latest delivered (else ordered) first. */
export async function memberLinesIn(db: Db, memberId: number, statuses: readonly LineStatus[]): Promise<MemberOrderLine[]> {
  if (statuses.length === 0) return [];
  const rows = await memberOrderLines(db)
    .where('o.member_id', '=', memberId)
    .where('l.status', 'in', [...statuses])
    .orderBy(sql`coalesce(l.delivered_at, o.created_at)`, 'desc')
    .orderBy('l.order_id', 'desc')
    .orderBy('l.line_no')
    .execute();
  return rows.map(({ memberId: _owner, ...line }) => line);
}

/** Lines by order and line number (another module's rows that name them), any owner. */
export async function orderLinesByKey(db: Db, keys: readonly { orderId: number; lineNo: number }[]): Promise<Map<string, MemberOrderLine>> {
  if (keys.length === 0) return new Map();
  const rows = await memberOrderLines(db)
    .where((eb) => eb.or(keys.map((key) => eb.and([eb('l.order_id', '=', key.orderId), eb('l.line_no', '=', key.lineNo)]))))
    .execute();
  return new Map(rows.map(({ memberId: _owner, ...line }) => [orderLineKey(line), line]));
}

export const orderLineKey = (line: { orderId: number; lineNo: number }) => `${line.orderId}:${line.lineNo}`;

/**
 * One order line by the order's number, locked until the transaction ends (two writes about
 * the same line wait for each other), with the order's member (null for a guest's order).
 */
export async function lockOrderLine(trx: Transaction<Database>, orderNo: string, lineNo: number): Promise<(MemberOrderLine & { memberId: number | null }) | undefined> {
  return memberOrderLines(trx).where('o.order_no', '=', orderNo).where('l.line_no', '=', lineNo).forUpdate('l').executeTakeFirst();
}

/**
 * The console's member page (issue 28): the member's latest placed orders (unpaid attempts
 * left out, as in my page) and how many they placed; the order's state in the shop's words.
 */
export async function consoleMemberOrders(db: Db, memberId: number, limit: number) {
  const base = db.selectFrom('shop_order').where('member_id', '=', memberId).where('status', 'not in', [...NEVER_PLACED]);
  const [rows, count] = await Promise.all([
    base
      .select((eb) => [
        'shop_order.order_no', 'shop_order.created_at', 'shop_order.status', 'shop_order.pay_method', 'shop_order.vbank_num', 'shop_order.pay_amount',
        eb.selectFrom('shop_order_line').select('product_name').whereRef('shop_order_line.order_id', '=', 'shop_order.order_id').orderBy('line_no').limit(1).as('first_product'),
        eb.selectFrom('shop_order_line').select((inner) => inner.fn.countAll<string>().as('n')).whereRef('shop_order_line.order_id', '=', 'shop_order.order_id').as('line_count'),
      ])
      .orderBy('created_at', 'desc')
      .orderBy('order_id', 'desc')
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.total),
    list: rows.map((row) => ({
      orderNo: row.order_no,
      orderedAt: row.created_at.toISOString(),
      statusLabel: orderStatusLabel(row.status, { payMethod: row.pay_method, accountIssued: row.vbank_num !== null }),
      firstProduct: row.first_product ?? null,
      lineCount: Number(row.line_count ?? 0),
      payAmount: row.pay_amount,
    })),
  };
}

const claimKindLabels = { CANCEL: '취소', RETURN: '반품' } as const;

/** The console's member page: the member's latest cancel and return requests, and how many. */
export async function consoleMemberClaims(db: Db, memberId: number, limit: number) {
  const base = db.selectFrom('order_claim').innerJoin('shop_order', 'shop_order.order_id', 'order_claim.order_id').where('shop_order.member_id', '=', memberId);
  const [rows, count] = await Promise.all([
    base
      .select(['order_claim.claim_no', 'shop_order.order_no', 'order_claim.kind', 'order_claim.status', 'order_claim.created_at', 'order_claim.refund_amount'])
      .orderBy('order_claim.created_at', 'desc')
      .orderBy('order_claim.claim_id', 'desc')
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.total),
    list: rows.map((row) => ({
      claimNo: row.claim_no,
      orderNo: row.order_no,
      kindLabel: claimKindLabels[row.kind],
      statusLabel: `${claimKindLabels[row.kind]}${claimStatusLabels[row.status]}`,
      requestedAt: row.created_at.toISOString(),
      refundAmount: row.refund_amount,
    })),
  };
}
