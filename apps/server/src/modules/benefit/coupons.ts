import { ApiCode, couponExpiry, inScope, type CouponDownloadView, type EventCouponsView, type MemberCouponListView, type MemberCouponListQuery, type ProductCouponsView } from '@maru/domain';
import type { Kysely } from 'kysely';
import { ApiError } from '../../core/http/errors';
import type { Database } from '../../db/database';
import { downloadableView, memberCouponView } from './coupon-views';
import { countIssue, type CouponRow, downloadableCoupons, findCoupon, findCouponByCode, grantWelcomeCoupons, heldCouponIds, insertMemberCoupon, memberCouponsQuery, termsOf } from './queries/coupons';
import { productScopes } from '../catalogue';

export const PAGE_SIZE = 20;

const couponNotFound = () => new ApiError(ApiCode.COUPON_NOT_FOUND, '쿠폰을 찾을 수 없습니다.', 404);

/** 상품 상세의 쿠폰 받기: coupons whose scope covers the product, with the member's downloaded flags. */
export async function productCoupons(db: Kysely<Database>, productNo: number, memberId: number | undefined, now: Date, previewed: ReadonlySet<number> = new Set()): Promise<ProductCouponsView> {
  const subject = (await productScopes(db, [productNo])).get(productNo);
  if (!subject) throw new ApiError(ApiCode.NO_DATA, '상품을 찾을 수 없습니다.', 404);
  const coupons = (await downloadableCoupons(db, { channel: 'DOWNLOAD' }, now, previewed)).filter((row) => inScope(termsOf(row), subject));
  const held = memberId === undefined ? new Set<number>() : await heldCouponIds(db, memberId, coupons.map((row) => row.coupon_id));
  return { list: coupons.map((row) => downloadableView(row, held.has(row.coupon_id))) };
}

export async function eventCoupons(db: Kysely<Database>, eventCode: string, memberId: number | undefined, now: Date, previewed: ReadonlySet<number> = new Set()): Promise<EventCouponsView> {
  const event = await db.selectFrom('coupon_event').selectAll().where('event_code', '=', eventCode).executeTakeFirst();
  if (!event) throw new ApiError(ApiCode.NO_DATA, '이벤트를 찾을 수 없습니다.', 404);
  const coupons = await downloadableCoupons(db, { channel: 'EVENT', eventCode }, now, previewed);
  const held = memberId === undefined ? new Set<number>() : await heldCouponIds(db, memberId, coupons.map((row) => row.coupon_id));
  return { eventCode, title: event.title, list: coupons.map((row) => downloadableView(row, held.has(row.coupon_id))) };
}

/**
 * 쿠폰 받기: once per member (the unique member/coupon pair decides between two racing
 * downloads), within the coupon's download period and quantity. Sign-up coupons are given,
 * not downloaded, code coupons only for their code (an id is no secret), and issue-only coupons
 * only from staff.
 */
export async function downloadCoupon(db: Kysely<Database>, memberId: number, couponId: number, now: Date): Promise<CouponDownloadView> {
  const coupon = await findCoupon(db, couponId);
  if (!coupon || !coupon.active || coupon.channel === 'WELCOME' || coupon.channel === 'CODE' || coupon.channel === 'ISSUE') throw couponNotFound();
  if (issueWindow(coupon, now) !== 'OPEN') throw new ApiError(ApiCode.COUPON_NOT_DOWNLOADABLE, '다운로드 기간이 아닌 쿠폰입니다.');
  return issueCoupon(db, memberId, coupon, now);
}

/** Whether a coupon may be given out now: its period to take it has begun, and neither it nor its use has ended. */
function issueWindow(coupon: CouponRow, now: Date): 'NOT_YET' | 'OPEN' | 'ENDED' {
  if (coupon.download_from > now) return 'NOT_YET';
  const ended = (coupon.download_until !== null && coupon.download_until <= now) || (coupon.valid_until !== null && coupon.valid_until <= now);
  return ended ? 'ENDED' : 'OPEN';
}

/** The member's copy, once per member, counted against the quantity in the same transaction. */
async function issueCoupon(db: Kysely<Database>, memberId: number, coupon: CouponRow, now: Date): Promise<CouponDownloadView> {
  const couponId = coupon.coupon_id;
  const memberCouponId = await db.transaction().execute(async (trx) => {
    const copyId = await insertMemberCoupon(trx, { couponId, memberId, issuedAt: now, validFrom: now, expiresAt: couponExpiry({ validUntil: coupon.valid_until, validDays: coupon.valid_days }, now) });
    if (copyId === undefined) throw new ApiError(ApiCode.COUPON_ALREADY_DOWNLOADED, '이미 받은 쿠폰입니다.');
    // Counted after the copy is written: the transaction holds the coupon row until it commits, so the quantity is never exceeded.
    if (!(await countIssue(trx, couponId))) throw new ApiError(ApiCode.COUPON_SOLD_OUT, '준비된 쿠폰이 모두 소진되었습니다.');
    return copyId;
  });
  const row = await memberCouponsQuery(db, memberId).where('mc.member_coupon_id', '=', memberCouponId).executeTakeFirstOrThrow();
  return { memberCoupon: memberCouponView(row, now), coupon: { couponId: coupon.coupon_id, couponName: coupon.name } };
}

/**
 * 쿠폰 코드 등록 (issue 26): the coupon of a typed event code, once per member. The code is
 * normalised by the request schema (upper case, no spaces); an unknown code and a withdrawn
 * one answer alike, so guessing learns nothing (the route's limit slows it down).
 */
export async function redeemCouponCode(db: Kysely<Database>, memberId: number, code: string, now: Date): Promise<CouponDownloadView> {
  const coupon = await findCouponByCode(db, code);
  // A business answer (200 with the code), not a missing address: a typo is an everyday outcome.
  if (!coupon || !coupon.active) throw new ApiError(ApiCode.COUPON_NOT_FOUND, '등록할 수 없는 쿠폰 코드입니다. 코드를 다시 확인해 주세요.');
  const window = issueWindow(coupon, now);
  if (window === 'NOT_YET') throw new ApiError(ApiCode.COUPON_NOT_DOWNLOADABLE, '아직 등록 기간이 아닌 쿠폰 코드입니다. 이벤트 기간에 다시 입력해 주세요.');
  if (window === 'ENDED') throw new ApiError(ApiCode.COUPON_NOT_DOWNLOADABLE, '등록 기간이 끝난 쿠폰 코드입니다.');
  return issueCoupon(db, memberId, coupon, now);
}

const STATUS_FILTER = { usable: 'USABLE', used: 'USED', expired: 'EXPIRED' } as const;

/** 마이페이지 쿠폰: the member's coupons of one status, soonest to expire first (used: latest use first). */
export async function memberCouponList(db: Kysely<Database>, memberId: number, query: MemberCouponListQuery, now: Date): Promise<MemberCouponListView> {
  await grantWelcomeCoupons(db, memberId, now);
  const status = STATUS_FILTER[query.status];
  const base = memberCouponsQuery(db, memberId);
  const filtered =
    status === 'USED'
      ? base.where('mc.used_at', 'is not', null)
      : status === 'EXPIRED'
        ? base.where('mc.used_at', 'is', null).where('mc.expires_at', '<=', now)
        : base.where('mc.used_at', 'is', null).where('mc.expires_at', '>', now);
  const ordered = status === 'USED' ? filtered.orderBy('mc.used_at', 'desc') : status === 'EXPIRED' ? filtered.orderBy('mc.expires_at', 'desc') : filtered.orderBy('mc.expires_at', 'asc');
  const rows = await ordered.orderBy('mc.member_coupon_id', 'desc').limit(PAGE_SIZE).offset((query.page - 1) * PAGE_SIZE).execute();
  const counts = await db
    .selectFrom('member_coupon')
    .select((eb) => [
      eb.fn.countAll<string>().filterWhere('used_at', 'is', null).filterWhere('recalled_at', 'is', null).filterWhere('expires_at', '>', now).as('usable'),
      eb.fn.countAll<string>().filterWhere('used_at', 'is not', null).as('used'),
      eb.fn.countAll<string>().filterWhere('used_at', 'is', null).filterWhere('recalled_at', 'is', null).filterWhere('expires_at', '<=', now).as('expired'),
    ])
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  const total = { USABLE: Number(counts.usable), USED: Number(counts.used), EXPIRED: Number(counts.expired) }[status];
  return {
    list: rows.map((row) => memberCouponView(row, now)),
    page: query.page,
    pageSize: PAGE_SIZE,
    total,
    counts: { usable: Number(counts.usable), used: Number(counts.used), expired: Number(counts.expired) },
  };
}
