import { allocateDiscount, INVITATION_REWARD, pointsExpireAt, purchasePoints } from '@maru/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { memberOfRecommendCode, memberReferral } from '../identity';
import { appendEntry } from './queries/points';

type Trx = Transaction<Database>;

/** What the order module hands over when lines are confirmed: the order and all its lines. */
export interface ConfirmedOrder {
  orderId: number;
  orderNo: string;
  /** Null for a guest's order, which earns nothing. */
  memberId: number | null;
  lines: readonly { lineNo: number; sellingPrice: number; qty: number }[];
}

/**
 * 구매확정 earns points: 1 % of each confirmed line's paid product amount (its selling amount
 * less its share of the product coupon, shares split in proportion over the lines the coupon
 * covered), rounded down, once per line. Points spent on the order do not lower it: they are
 * money the member already earned. Guests' orders earn nothing. The first confirmed purchase
 * of an invited member rewards both members (rewardInvitation).
 */
export async function onLinesConfirmed(trx: Trx, order: ConfirmedOrder, lineNos: readonly number[], now: Date): Promise<void> {
  if (lineNos.length === 0 || order.memberId === null) return;
  const { orderId, memberId } = order;
  const lines = [...order.lines].sort((a, b) => a.lineNo - b.lineNo);
  const benefit = await trx.selectFrom('order_benefit').select(['coupon_discount', 'product_coupon_lines']).where('order_id', '=', orderId).executeTakeFirst();
  const covered = new Set(benefit?.product_coupon_lines ?? []);
  const amounts = lines.map((line) => line.sellingPrice * line.qty);
  const shares = allocateDiscount(amounts.map((amount, index) => (covered.has(lines[index]!.lineNo) ? amount : 0)), benefit?.coupon_discount ?? 0);
  for (const [index, line] of lines.entries()) {
    if (!lineNos.includes(line.lineNo)) continue;
    const points = purchasePoints(amounts[index]! - shares[index]!);
    await appendEntry(trx, {
      memberId, kind: 'EARN_PURCHASE', amount: points, at: now, expiresAt: pointsExpireAt(now), orderId, lineNo: line.lineNo,
      uniqueKey: `earn:${orderId}:${line.lineNo}`, description: `구매확정 적립 (주문 ${order.orderNo})`,
    });
  }
  await rewardInvitation(trx, memberId, orderId, now);
}

/**
 * A member who joined with a recommend code and now confirms a first purchase: both the
 * member and the one whose code it was earn points (INVITATION_REWARD), once per invited
 * member (the invitation_reward row's key decides, also between two confirmations racing).
 */
export async function rewardInvitation(trx: Trx, inviteeId: number, orderId: number, now: Date): Promise<void> {
  const invitee = await memberReferral(trx, inviteeId);
  if (!invitee?.recommendedBy) return;
  const inviterId = await memberOfRecommendCode(trx, invitee.recommendedBy, inviteeId);
  if (inviterId === undefined) return;
  const won = await trx
    .insertInto('invitation_reward')
    .values({ invitee_member_id: inviteeId, inviter_member_id: inviterId, order_id: orderId, rewarded_at: now })
    .onConflict((oc) => oc.column('invitee_member_id').doNothing())
    .returning('invitee_member_id')
    .executeTakeFirst();
  if (!won) return;
  const expiresAt = pointsExpireAt(now);
  await appendEntry(trx, { memberId: inviterId, kind: 'EARN_INVITATION', amount: INVITATION_REWARD.inviterPoints, at: now, expiresAt, uniqueKey: `invite:${inviteeId}:inviter`, description: '친구 초대 보상 (초대한 친구의 첫 구매확정)' });
  await appendEntry(trx, { memberId: inviteeId, kind: 'EARN_INVITATION', amount: INVITATION_REWARD.inviteePoints, at: now, expiresAt, uniqueKey: `invite:${inviteeId}:invitee`, description: '친구 초대 보상 (첫 구매확정)' });
}
