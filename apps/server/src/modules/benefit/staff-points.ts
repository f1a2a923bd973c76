import { ApiCode, benefitLabel, pointEntryLabels, pointsExpireAt } from '@maru/domain';
import type { Transaction } from 'kysely';
import { ApiError } from '../../core/http/errors';
import type { Database, Db } from '../../db/database';
import { memberCouponStatus } from './coupon-views';
import { memberCouponsQuery } from './queries/coupons';
import { appendEntry, ledgerPage, lockLedger, pointBalance } from './queries/points';

// The console's members section (issue 28): points staff give or take back, and what the
// member page shows of a member's points and coupons.

export interface StaffPoints {
  memberId: number;
  /** Positive gives, negative takes back. */
  amount: number;
  /** The member sees it as the entry's description in 마이페이지 적립금. */
  reason: string;
  now: Date;
}

export interface StaffPointsWritten {
  balanceBefore: number;
  balanceAfter: number;
}

/**
 * Appends a staff entry to the ledger in the caller's (audited) transaction: STAFF_GIVE lots
 * expire as earned points do; STAFF_TAKE never takes the balance below zero (POINTS_BELOW_ZERO),
 * checked under the ledger's lock so a checkout spending at the same moment cannot slip between.
 */
export async function adjustPointsByStaff(trx: Transaction<Database>, points: StaffPoints): Promise<StaffPointsWritten> {
  await lockLedger(trx, points.memberId);
  const balanceBefore = await pointBalance(trx, points.memberId);
  if (points.amount < 0 && balanceBefore + points.amount < 0) {
    throw new ApiError(ApiCode.POINTS_BELOW_ZERO, `적립금 잔액(${Math.max(balanceBefore, 0).toLocaleString('ko-KR')}원)보다 많이 차감할 수 없습니다.`);
  }
  await appendEntry(trx, {
    memberId: points.memberId,
    kind: points.amount > 0 ? 'STAFF_GIVE' : 'STAFF_TAKE',
    amount: points.amount,
    at: points.now,
    expiresAt: points.amount > 0 ? pointsExpireAt(points.now) : null,
    description: points.reason,
  });
  return { balanceBefore, balanceAfter: balanceBefore + points.amount };
}

/** The member page's points: the balance and the latest entries with the balance after each. */
export async function consolePoints(db: Db, memberId: number, limit: number) {
  const [balance, { rows, total }] = await Promise.all([pointBalance(db, memberId), ledgerPage(db, memberId, 1, limit)]);
  return {
    balance,
    total,
    list: rows.map((row) => ({
      entryId: row.entry_id,
      kindLabel: pointEntryLabels[row.kind],
      amount: row.amount,
      balanceAfter: Number(row.balance_after),
      description: row.description,
      createdAt: row.created_at.toISOString(),
    })),
  };
}

const couponStatusLabels = { USABLE: '사용 가능', USED: '사용함', EXPIRED: '기간 만료' } as const;

/** The member page's coupons: how many are usable now, and the latest copies the member holds. */
export async function consoleCoupons(db: Db, memberId: number, now: Date, limit: number) {
  const base = memberCouponsQuery(db, memberId);
  const [rows, counts] = await Promise.all([
    base.orderBy('mc.issued_at', 'desc').orderBy('mc.member_coupon_id', 'desc').limit(limit).execute(),
    db
      .selectFrom('member_coupon')
      .select((eb) => [
        eb.fn.countAll<string>().as('total'),
        eb.fn.countAll<string>().filterWhere((inner) => inner.and([inner('used_at', 'is', null), inner('valid_from', '<=', now), inner('expires_at', '>', now)])).as('usable'),
      ])
      .where('member_id', '=', memberId)
      .where((eb) => eb.or([eb('recalled_at', 'is', null), eb('used_at', 'is not', null)]))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(counts.total),
    usable: Number(counts.usable),
    list: rows.map((row) => ({
      memberCouponId: row.member_coupon_id,
      couponName: row.name,
      benefitLabel: benefitLabel({ benefitType: row.benefit_type, amount: row.amount, rate: row.rate, maxDiscount: row.max_discount }),
      statusLabel: couponStatusLabels[memberCouponStatus(row, now)],
      issuedAt: row.issued_at.toISOString(),
      expiresAt: row.expires_at.toISOString(),
    })),
  };
}
