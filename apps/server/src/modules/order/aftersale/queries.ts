import type { LineStatus, RefundAccountInput } from '@maru/domain';
import { sql, type Selectable, type Transaction, type Updateable } from 'kysely';
import type { Database, Db } from '../../../db/database';
import type { OrderClaimTable, ShopOrderLineTable } from '../tables';

export type ClaimRow = Selectable<OrderClaimTable>;
type LineChange = Updateable<ShopOrderLineTable>;

/** Moves lines to a state (with the columns that go with it, e.g. the tracking number). */
export async function setLines(trx: Transaction<Database>, orderId: number, lineNos: readonly number[], status: LineStatus, now: Date, extra: LineChange = {}): Promise<void> {
  await trx
    .updateTable('shop_order_line')
    .set({ ...extra, status, status_changed_at: now })
    .where('order_id', '=', orderId)
    .where('line_no', 'in', [...lineNos])
    .execute();
}

/** What a claim starts with; what is decided later (refund amount, rejection, completion) starts empty. */
export type NewClaim = Omit<
  OrderClaimTable,
  'claim_id' | 'claim_no' | 'created_at' | 'updated_at' | 'return_shipping_fee' | 'refund_status' | 'refund_amount' | 'reject_reason' | 'completed_at' | 'refunded_at' | 'refund_bank_code' | 'refund_holder' | 'refund_account_no' | 'request_key'
> & { return_shipping_fee?: number; refundAccount?: RefundAccountInput | undefined; request_key?: string | null };

/** `20261124000042-C2`: the order's number and the claim's place among its claims. */
export async function insertClaim(trx: Transaction<Database>, orderNo: string, { refundAccount, ...claim }: NewClaim): Promise<ClaimRow> {
  const { count } = await trx.selectFrom('order_claim').select((eb) => eb.fn.countAll<string>().as('count')).where('order_id', '=', claim.order_id).executeTakeFirstOrThrow();
  return trx
    .insertInto('order_claim')
    .values({
      refund_amount: null,
      reject_reason: null,
      completed_at: null,
      refunded_at: null,
      refund_bank_code: refundAccount?.bankCode ?? null,
      refund_holder: refundAccount?.holder ?? null,
      refund_account_no: refundAccount?.accountNo ?? null,
      ...claim,
      claim_no: `${orderNo}-C${Number(count) + 1}`,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** What the shopper or the shop gives for a cancel: the reason, and where a virtual account's refund goes. */
export interface CancelClaimInput {
  reason: string;
  reasonText?: string | undefined;
  refundAccount?: RefundAccountInput | undefined;
}

/** A cancel of these lines, REQUESTED until it is completed at once or decided by the shop. */
export function insertCancelClaim(trx: Transaction<Database>, order: { order_id: number; order_no: string }, lineNos: number[], body: CancelClaimInput, by: Pick<NewClaim, 'requested_by' | 'staff_id' | 'request_key'>): Promise<ClaimRow> {
  return insertClaim(trx, order.order_no, {
    order_id: order.order_id,
    kind: 'CANCEL',
    status: 'REQUESTED',
    line_nos: lineNos,
    reason_code: body.reason,
    reason_text: body.reasonText ?? null,
    ...by,
    return_shipping_payer: null,
    refundAccount: body.refundAccount,
  });
}

/** The claims an earlier request with this key made (none without a key): the same request again answers them. */
export async function claimsOfRequest(trx: Transaction<Database>, orderId: number, requestKey: string | undefined): Promise<ClaimRow[]> {
  if (requestKey === undefined) return [];
  return trx.selectFrom('order_claim').selectAll().where('order_id', '=', orderId).where('request_key', '=', requestKey).orderBy('claim_id').execute();
}

export async function updateClaim(trx: Transaction<Database>, claimId: number, change: Updateable<OrderClaimTable>): Promise<void> {
  await trx.updateTable('order_claim').set({ ...change, updated_at: new Date() }).where('claim_id', '=', claimId).execute();
}

export async function claimsOfOrder(db: Db, orderId: number): Promise<ClaimRow[]> {
  return db.selectFrom('order_claim').selectAll().where('order_id', '=', orderId).orderBy('claim_id').execute();
}

export async function findClaimByNo(db: Db, claimNo: string): Promise<ClaimRow | undefined> {
  return db.selectFrom('order_claim').selectAll().where('claim_no', '=', claimNo).executeTakeFirst();
}

/** What earlier completed claims of the order refunded and kept as return shipping. */
export async function settledClaims(trx: Transaction<Database>, orderId: number): Promise<{ refunded: number; returnFees: number }> {
  const row = await trx
    .selectFrom('order_claim')
    .select((eb) => [eb.fn.coalesce(eb.fn.sum<number>('refund_amount'), sql<number>`0`).as('refunded'), eb.fn.coalesce(eb.fn.sum<number>('return_shipping_fee'), sql<number>`0`).as('returnFees')])
    .where('order_id', '=', orderId)
    .where('status', '=', 'COMPLETED')
    .executeTakeFirstOrThrow();
  return { refunded: Number(row.refunded), returnFees: Number(row.returnFees) };
}

/** Refunds the provider has confirmed for a payment (the cancellable balance's other side). */
export async function confirmedRefunds(db: Db, impUid: string): Promise<number> {
  const row = await db
    .selectFrom('payment_cancel')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('total'))
    .where('imp_uid', '=', impUid)
    .where('claim_id', 'is not', null)
    .where('status', '=', 'DONE')
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Lines delivered long enough ago for the automatic confirmation, oldest first. */
export async function deliveredBefore(db: Db, before: Date, limit: number): Promise<{ order_id: number; line_no: number; delivered_at: Date }[]> {
  return db
    .selectFrom('shop_order_line')
    .select(['order_id', 'line_no', 'delivered_at'])
    .where('status', '=', 'DELIVERED')
    .where('delivered_at', '<=', before)
    .orderBy('delivered_at')
    .limit(limit)
    .execute() as Promise<{ order_id: number; line_no: number; delivered_at: Date }[]>;
}
