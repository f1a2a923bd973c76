import type { CouponTerms } from '@maru/domain';
import { sql, type Selectable } from 'kysely';
import type { CouponTable } from '../tables';
import { memberContact } from '../../identity';
import type { Db } from '../../../db/database';

export type CouponRow = Selectable<CouponTable>;

export const termsOf = (row: CouponRow): CouponTerms => ({
  couponId: row.coupon_id,
  name: row.name,
  benefitType: row.benefit_type,
  amount: row.amount,
  rate: row.rate,
  maxDiscount: row.max_discount,
  minOrderAmount: row.min_order_amount,
  scope: row.scope,
  scopeIds: row.scope_ids,
});

/**
 * Coupons open for download now, from product pages or one event page. `previewed` (the
 * console's preview, issue 27) are shown too while still drafts or scheduled.
 */
export async function downloadableCoupons(db: Db, where: { channel: 'DOWNLOAD' } | { channel: 'EVENT'; eventCode: string }, now: Date, previewed: ReadonlySet<number> = new Set()): Promise<CouponRow[]> {
  let query = db
    .selectFrom('coupon')
    .selectAll()
    .where('channel', '=', where.channel)
    .where((eb) => {
      const live = eb.and([eb('active', '=', true), eb('download_from', '<=', now), eb.or([eb('download_until', 'is', null), eb('download_until', '>', now)])]);
      return previewed.size ? eb.or([live, eb('coupon_id', 'in', [...previewed])]) : live;
    })
    .where((eb) => eb.or([eb('valid_until', 'is', null), eb('valid_until', '>', now)]));
  if (where.channel === 'EVENT') query = query.where('event_code', '=', where.eventCode);
  return query.orderBy('coupon_id').execute();
}

export async function findCoupon(db: Db, couponId: number): Promise<CouponRow | undefined> {
  return db.selectFrom('coupon').selectAll().where('coupon_id', '=', couponId).executeTakeFirst();
}

/** The coupon given for a typed code (CODE channel); the code as normalised (upper case, no spaces). */
export async function findCouponByCode(db: Db, code: string): Promise<CouponRow | undefined> {
  return db.selectFrom('coupon').selectAll().where('channel', '=', 'CODE').where('redeem_code', '=', code).executeTakeFirst();
}

/**
 * Which of these coupons the member holds already. A copy staff recalled is not the member's
 * any more (issue 27), unless an order still holds it (it stays with that order).
 */
export async function heldCouponIds(db: Db, memberId: number, couponIds: readonly number[]): Promise<Set<number>> {
  if (couponIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('member_coupon')
    .select('coupon_id')
    .where('member_id', '=', memberId)
    .where('coupon_id', 'in', couponIds)
    .where((eb) => eb.or([eb('recalled_at', 'is', null), eb('used_at', 'is not', null)]))
    .execute();
  return new Set(rows.map((row) => row.coupon_id));
}

/** Counts one more issued copy, unless the quantity is all given out. Answers whether it was counted. */
export async function countIssue(db: Db, couponId: number): Promise<boolean> {
  const row = await db
    .updateTable('coupon')
    .set((eb) => ({ issued_count: eb('issued_count', '+', 1) }))
    .where('coupon_id', '=', couponId)
    .where((eb) => eb.or([eb('total_quantity', 'is', null), eb('issued_count', '<', eb.ref('total_quantity'))]))
    .returning('coupon_id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The member's copy; an existing copy wins (once per member): answers undefined then. A copy
 * staff recalled (and no order holds) comes back as a fresh copy: recalled is as if never given.
 */
export async function insertMemberCoupon(db: Db, copy: { couponId: number; memberId: number; issuedAt: Date; validFrom: Date; expiresAt: Date }): Promise<number | undefined> {
  const row = await db
    .insertInto('member_coupon')
    .values({ coupon_id: copy.couponId, member_id: copy.memberId, issued_at: copy.issuedAt, valid_from: copy.validFrom, expires_at: copy.expiresAt, used_at: null, used_order_id: null })
    .onConflict((oc) =>
      oc
        .columns(['coupon_id', 'member_id'])
        .doUpdateSet((eb) => ({ issued_at: eb.ref('excluded.issued_at'), valid_from: eb.ref('excluded.valid_from'), expires_at: eb.ref('excluded.expires_at'), recalled_at: null }))
        .where('member_coupon.recalled_at', 'is not', null)
        .where('member_coupon.used_at', 'is', null),
    )
    .returning('member_coupon_id')
    .executeTakeFirst();
  return row?.member_coupon_id;
}

/** A member's coupons joined with their terms (and the order that used them). */
export function memberCouponsQuery(db: Db, memberId: number) {
  return db
    .selectFrom('member_coupon as mc')
    .innerJoin('coupon as c', 'c.coupon_id', 'mc.coupon_id')
    .leftJoin('order_number as o', 'o.order_id', 'mc.used_order_id')
    .selectAll('c')
    .select(['mc.member_coupon_id', 'mc.issued_at', 'mc.valid_from', 'mc.expires_at', 'mc.used_at', 'o.order_no as used_order_no'])
    .where('mc.member_id', '=', memberId)
    // A recalled copy left the member (issue 27); one an order holds still shows as used.
    .where((eb) => eb.or([eb('mc.recalled_at', 'is', null), eb('mc.used_at', 'is not', null)]));
}
export type MemberCouponRow = Awaited<ReturnType<ReturnType<typeof memberCouponsQuery>['execute']>>[number];

/** Usable now: not used, started, not expired. */
export async function usableMemberCoupons(db: Db, memberId: number, now: Date): Promise<MemberCouponRow[]> {
  return memberCouponsQuery(db, memberId).where('mc.used_at', 'is', null).where('mc.valid_from', '<=', now).where('mc.expires_at', '>', now).orderBy('mc.expires_at').orderBy('mc.member_coupon_id').execute();
}

/**
 * Gives the member every sign-up (WELCOME) coupon they have not had, if they joined while it
 * ran. Called on the member's first reads of benefits rather than from the join flow (see
 * docs/benefits.md); the unique (coupon, member) makes it once.
 */
export async function grantWelcomeCoupons(db: Db, memberId: number, now: Date): Promise<void> {
  const member = await memberContact(db, memberId);
  if (member?.status !== 'ACTIVE') return;
  const joinedAt = member.joinedAt;
  await sql`
    insert into member_coupon (coupon_id, member_id, issued_at, valid_from, expires_at)
    select c.coupon_id, ${memberId}::int, ${now}, ${now},
      least(coalesce(c.valid_until, 'infinity'::timestamptz), coalesce(${now}::timestamptz + make_interval(days => c.valid_days), 'infinity'::timestamptz))
    from coupon c
    where c.channel = 'WELCOME' and c.active
      and ${joinedAt}::timestamptz >= c.download_from and (c.download_until is null or ${joinedAt}::timestamptz < c.download_until)
      and (c.valid_until is null or c.valid_until > ${now})
    on conflict (coupon_id, member_id) do nothing`.execute(db);
}

/** Uses the coupon for the order, only if unused and valid now: of two checkouts racing, one wins. */
export async function useMemberCoupon(db: Db, memberCouponId: number, memberId: number, orderId: number, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('member_coupon')
    .set({ used_at: now, used_order_id: orderId })
    .where('member_coupon_id', '=', memberCouponId)
    .where('member_id', '=', memberId)
    .where('used_at', 'is', null)
    .where('recalled_at', 'is', null)
    .where('valid_from', '<=', now)
    .where('expires_at', '>', now)
    .returning('member_coupon_id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Marks the copies used by this order again (a late payment or 다시 결제 rebuilding it): each
 * only if free or already this order's, and valid now. Answers how many it holds; fewer than
 * asked means another order has one (or it expired) and the caller must undo.
 */
export async function takeCouponsFor(db: Db, memberCouponIds: readonly number[], memberId: number, orderId: number, now: Date): Promise<number> {
  const result = await db
    .updateTable('member_coupon')
    .set({ used_at: now, used_order_id: orderId })
    .where('member_coupon_id', 'in', [...memberCouponIds])
    .where('member_id', '=', memberId)
    .where((eb) => eb.or([eb('used_at', 'is', null), eb('used_order_id', '=', orderId)]))
    // A copy recalled while this order held it was let go with the order: it is not taken again.
    .where('recalled_at', 'is', null)
    .where('valid_from', '<=', now)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Gives back the coupons an order used, if still valid (an expired coupon stays used up). A copy
 * staff recalled while the order held it is let go too, and so leaves the member (issue 27).
 */
export async function releaseCouponsOf(db: Db, orderId: number, now: Date): Promise<number> {
  const result = await db.updateTable('member_coupon').set({ used_at: null, used_order_id: null }).where('used_order_id', '=', orderId).where('expires_at', '>', now).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

