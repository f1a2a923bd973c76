import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { retakeOrderBenefits } from '../benefit';
import type { OrderRow } from './queries/orders';
import { retakeStock } from './queries/stock';

/** Why an ended order could not be held again: its stock, a coupon copy or its points went elsewhere. */
export interface RebuildRefusal {
  kind: 'stock' | 'coupon' | 'points';
  /** A Korean clause ending in its connective ('…품절되어'), to which the caller adds what followed. */
  cause: string;
  /** The reason in a few words (the message's 취소사유). */
  label: string;
}

const REFUSALS: Record<RebuildRefusal['kind'], RebuildRefusal> = {
  stock: { kind: 'stock', cause: '주문한 상품이 그사이 품절되어', label: '상품 품절' },
  coupon: { kind: 'coupon', cause: '주문에 쓴 쿠폰을 그사이 다른 주문에 사용했거나 쿠폰 사용 기간이 지나', label: '쿠폰 사용 불가' },
  points: { kind: 'points', cause: '주문에 쓴 적립금을 그사이 다른 주문에 사용해 잔액이 부족하여', label: '적립금 잔액 부족' },
};

/**
 * Takes again everything a FAILED, ABANDONED or EXPIRED order held when it was placed —
 * its stock, its coupon copies and its points — in the caller's transaction, all or
 * nothing: a savepoint undoes what was taken when a later piece is missing. The order can
 * then be paid exactly as it was priced (a payment arriving late, or 다시 결제); answers
 * null then, else why not. Stock and benefits are taken in one transaction with the
 * order's row lock, so a late payment and a new checkout cannot both have one coupon.
 */
export async function rebuildHolds(trx: Transaction<Database>, order: OrderRow, now: Date): Promise<RebuildRefusal | null> {
  await sql`savepoint rebuild_order`.execute(trx);
  const refusal = await takeAgain(trx, order, now);
  await sql.raw(refusal ? 'rollback to savepoint rebuild_order' : 'release savepoint rebuild_order').execute(trx);
  return refusal;
}

async function takeAgain(trx: Transaction<Database>, order: OrderRow, now: Date): Promise<RebuildRefusal | null> {
  // Samples are stocked apart and take no sale stock; an order still holding its stock keeps it.
  if (order.order_type === 'PRODUCT' && !order.stock_held && !(await retakeStock(trx, order.order_id))) return REFUSALS.stock;
  const gone = await retakeOrderBenefits(trx, order.order_id, now);
  return gone ? REFUSALS[gone] : null;
}
