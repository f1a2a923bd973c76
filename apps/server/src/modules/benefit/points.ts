import {
  COUPON_EXPIRING_DAYS, DAY_MS, expiringWithin, pointEntryLabels, POINT_EXPIRY_NOTICE_DAYS, POINT_RULES, pointsExpireAt, reviewPoints, type BenefitGlance, type PointView,
} from '@maru/domain';
import type { Kysely } from 'kysely';
import type { Database, Db } from '../../db/database';
import { grantWelcomeCoupons } from './queries/coupons';
import { appendEntry, ledgerOf, ledgerPage } from './queries/points';

export const POINT_PAGE_SIZE = 20;

export const pointRules = () => ({ ...POINT_RULES });

/** 마이페이지 적립금: balance, what expires within 30 days, and the ledger newest first with the balance after each entry. */
export async function memberPoints(db: Kysely<Database>, memberId: number, page: number, now: Date): Promise<PointView> {
  const state = await ledgerOf(db, memberId);
  const { rows, total } = await ledgerPage(db, memberId, page, POINT_PAGE_SIZE);
  return {
    balance: state.balance,
    expiringSoon: expiringWithin(state, now, POINT_EXPIRY_NOTICE_DAYS),
    expiringWithinDays: POINT_EXPIRY_NOTICE_DAYS,
    rules: pointRules(),
    list: rows.map((row) => ({
      entryId: row.entry_id,
      kind: row.kind,
      kindLabel: pointEntryLabels[row.kind],
      amount: row.amount,
      balanceAfter: Number(row.balance_after),
      description: row.description,
      orderNo: row.order_no ?? null,
      createdAt: row.created_at.toISOString(),
      expiresAt: row.expires_at?.toISOString() ?? null,
    })),
    page,
    pageSize: POINT_PAGE_SIZE,
    total,
  };
}

export interface ReviewAward {
  memberId: number;
  reviewId: number;
  withPhoto: boolean;
  now: Date;
}

/**
 * Points for a review (text 500, photo 1,000), once per review: a second call for the same
 * review (a retry, an edit adding photos) changes nothing and answers 0. Pass the review's
 * transaction so the points exist exactly when the review does. Answers the points awarded.
 */
export async function awardReviewPoints(db: Db, award: ReviewAward): Promise<number> {
  const amount = reviewPoints(award.withPhoto);
  const written = await appendEntry(db, {
    memberId: award.memberId,
    kind: 'EARN_REVIEW',
    amount,
    at: award.now,
    expiresAt: pointsExpireAt(award.now),
    reviewId: award.reviewId,
    uniqueKey: `review:${award.reviewId}`,
    description: award.withPhoto ? '포토 리뷰 작성' : '리뷰 작성',
  });
  return written ? amount : 0;
}

/** My page home: usable coupons (and those expiring within 7 days), the point balance and what expires within 30 days. */
export async function benefitGlance(db: Kysely<Database>, memberId: number, now: Date): Promise<BenefitGlance> {
  await grantWelcomeCoupons(db, memberId, now);
  const soon = new Date(now.getTime() + COUPON_EXPIRING_DAYS * DAY_MS);
  const coupons = await db
    .selectFrom('member_coupon')
    .select((eb) => [eb.fn.countAll<string>().as('usable'), eb.fn.countAll<string>().filterWhere('expires_at', '<=', soon).as('expiring')])
    .where('member_id', '=', memberId)
    .where('used_at', 'is', null)
    .where('recalled_at', 'is', null)
    .where('valid_from', '<=', now)
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  const state = await ledgerOf(db, memberId);
  return {
    couponCount: Number(coupons.usable),
    expiringCouponCount: Number(coupons.expiring),
    pointBalance: state.balance,
    expiringPoints: expiringWithin(state, now, POINT_EXPIRY_NOTICE_DAYS),
  };
}
