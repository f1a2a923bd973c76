import {
  ApiCode, couponKindOf, inScope, maxUsablePoints, pointsRefusal, POINT_RULES, priceWithCoupons, withPoints,
  type BenefitChoiceInput, type BenefitLine, type CouponUse, type OrderPricing, type OrderType, type PricingLine, type SheetBenefitsView, type SheetCouponOption,
} from '@maru/domain';
import type { Transaction } from 'kysely';
import { ApiError } from '../../core/http/errors';
import type { Database, Db } from '../../db/database';
import { termsView } from './coupon-views';
import { grantWelcomeCoupons, termsOf, usableMemberCoupons, useMemberCoupon, type MemberCouponRow } from './queries/coupons';
import { appendEntry, lockLedger, pointBalance } from './queries/points';
import { productScopes } from '../catalogue';

/** A sheet's lines as the order prices them, with the product each is. */
export interface CheckoutSheet {
  orderType: OrderType;
  lines: readonly (PricingLine & { productNo: number })[];
  zonecode: string | null;
  sampleFee: number;
}

/** A coupon chosen for the order: the member's copy, its terms and the line numbers (1-based) it covers. */
export interface ChosenCoupon {
  memberCouponId: number;
  use: CouponUse;
  discount: number;
}

export interface CheckoutBenefits {
  /** Amounts with couponDiscount, shippingCouponDiscount and pointsUsed; payAmount after them. */
  pricing: OrderPricing;
  /** The coupons and points box (null for guests). */
  view: SheetBenefitsView | null;
  productCoupon: ChosenCoupon | null;
  shippingCoupon: ChosenCoupon | null;
  usePoints: number;
}

const couponRefused = (message: string) => new ApiError(ApiCode.COUPON_NOT_USABLE, message);
const pointsRefused = (message: string) => new ApiError(ApiCode.POINTS_NOT_USABLE, message);


function keyed(sheet: CheckoutSheet): BenefitLine[] {
  return sheet.lines.map((line, index) => ({ ...line, key: index + 1 }));
}

async function couponUses(db: Db, sheet: CheckoutSheet, coupons: readonly MemberCouponRow[]): Promise<Map<number, CouponUse>> {
  const subjects = await productScopes(db, sheet.lines.map((line) => line.productNo));
  return new Map(
    coupons.map((row) => {
      const terms = termsOf(row);
      const eligibleKeys = sheet.lines.flatMap((line, index) => {
        const subject = subjects.get(line.productNo);
        return subject && inScope(terms, subject) ? [index + 1] : [];
      });
      return [row.member_coupon_id, { terms, eligibleKeys }];
    }),
  );
}

/** Each coupon as it would work alone on this sheet. */
function optionOf(sheet: CheckoutSheet, row: MemberCouponRow, use: CouponUse): SheetCouponOption {
  const shipping = couponKindOf(row.benefit_type) === 'SHIPPING';
  const priced = priceWithCoupons({ ...sheet, lines: keyed(sheet), [shipping ? 'shippingCoupon' : 'productCoupon']: use });
  const result = (shipping ? priced.shippingCoupon : priced.productCoupon)!;
  const usable = result.refusal === null && result.discount > 0;
  return {
    ...termsView(row),
    memberCouponId: row.member_coupon_id,
    expiresAt: row.expires_at.toISOString(),
    discount: usable ? result.discount : 0,
    usable,
    reason: usable ? null : (result.refusal ?? '이 주문에는 할인되는 금액이 없습니다.'),
  };
}

function chosen(rows: readonly MemberCouponRow[], uses: ReadonlyMap<number, CouponUse>, memberCouponId: number | undefined, kind: 'PRODUCT' | 'SHIPPING'): { memberCouponId: number; use: CouponUse } | null {
  if (memberCouponId === undefined) return null;
  const row = rows.find((candidate) => candidate.member_coupon_id === memberCouponId);
  if (!row) throw couponRefused('사용할 수 없는 쿠폰입니다. 쿠폰함에서 사용 기간과 사용 여부를 확인해 주세요.');
  if (couponKindOf(row.benefit_type) !== kind) throw couponRefused(kind === 'PRODUCT' ? '배송비 쿠폰은 배송비 쿠폰 칸에서 골라 주세요.' : '상품 할인 쿠폰은 상품 쿠폰 칸에서 골라 주세요.');
  return { memberCouponId, use: uses.get(memberCouponId)! };
}

/**
 * The sheet priced with the member's choice of coupons and points, and the box that shows
 * what they may choose. A choice that cannot apply is refused (7205 coupons, 7206 points),
 * never silently dropped: the shopper must see the amount they pay. Guests get the plain
 * amounts and may choose nothing.
 */
export async function checkoutBenefits(db: Db, memberId: number | undefined, sheet: CheckoutSheet, choice: BenefitChoiceInput, now: Date): Promise<CheckoutBenefits> {
  const usePoints = choice.usePoints ?? 0;
  if (memberId === undefined) {
    if (choice.productCouponId !== undefined || choice.shippingCouponId !== undefined) throw couponRefused('쿠폰은 회원만 사용할 수 있습니다.');
    if (usePoints > 0) throw pointsRefused('적립금은 회원만 사용할 수 있습니다.');
    return { pricing: priceWithCoupons({ ...sheet, lines: keyed(sheet) }).pricing, view: null, productCoupon: null, shippingCoupon: null, usePoints: 0 };
  }
  await grantWelcomeCoupons(db, memberId, now);
  const rows = await usableMemberCoupons(db, memberId, now);
  const uses = await couponUses(db, sheet, rows);
  const product = chosen(rows, uses, choice.productCouponId, 'PRODUCT');
  const shipping = chosen(rows, uses, choice.shippingCouponId, 'SHIPPING');
  const couponed = priceWithCoupons({ ...sheet, lines: keyed(sheet), productCoupon: product?.use, shippingCoupon: shipping?.use });
  if (couponed.productCoupon?.refusal) throw couponRefused(couponed.productCoupon.refusal);
  if (couponed.shippingCoupon?.refusal) throw couponRefused(couponed.shippingCoupon.refusal);
  const balance = await pointBalance(db, memberId);
  const refusal = pointsRefusal(usePoints, balance, couponed);
  if (refusal) throw pointsRefused(refusal);
  const options = rows.map((row) => optionOf(sheet, row, uses.get(row.member_coupon_id)!));
  return {
    pricing: withPoints(couponed, usePoints),
    view: {
      productCoupons: options.filter((option) => option.kind === 'PRODUCT'),
      shippingCoupons: options.filter((option) => option.kind === 'SHIPPING'),
      points: { balance, maxUsable: maxUsablePoints(balance, couponed), minBalance: POINT_RULES.minBalance, unit: POINT_RULES.unit },
      applied: { productCouponId: product?.memberCouponId ?? null, shippingCouponId: shipping?.memberCouponId ?? null, usePoints },
    },
    productCoupon: product && { ...product, discount: couponed.productCoupon!.discount },
    shippingCoupon: shipping && { ...shipping, discount: couponed.shippingCoupon!.discount },
    usePoints,
  };
}

/**
 * At placement, inside the order's transaction: the ledger is locked before the balance is
 * read (so two checkouts cannot spend the same points), then the sheet is priced with the
 * choice exactly as the shopper saw it.
 */
export async function priceOrderBenefits(trx: Transaction<Database>, memberId: number | undefined, sheet: CheckoutSheet, choice: BenefitChoiceInput, now: Date): Promise<CheckoutBenefits> {
  if (memberId !== undefined && (choice.usePoints ?? 0) > 0) await lockLedger(trx, memberId);
  return checkoutBenefits(trx, memberId, sheet, choice, now);
}

/**
 * Once the order row exists: each coupon is marked used by this order only if nobody used it
 * meanwhile (one guarded UPDATE: of two checkouts racing for one coupon, the second finds
 * used_at set and its whole order is refused), the points are spent, and what the order used
 * is kept for refunds and confirmations.
 */
export async function commitOrderBenefits(trx: Transaction<Database>, orderId: number, memberId: number | undefined, benefits: CheckoutBenefits, now: Date): Promise<void> {
  if (memberId === undefined || (!benefits.productCoupon && !benefits.shippingCoupon && benefits.usePoints === 0)) return;
  for (const coupon of [benefits.productCoupon, benefits.shippingCoupon]) {
    if (coupon && !(await useMemberCoupon(trx, coupon.memberCouponId, memberId, orderId, now))) {
      throw couponRefused('이미 다른 주문에 사용된 쿠폰입니다. 쿠폰을 다시 골라 주세요.');
    }
  }
  if (benefits.usePoints > 0) {
    await appendEntry(trx, { memberId, kind: 'SPEND', amount: -benefits.usePoints, at: now, orderId, uniqueKey: `spend:${orderId}`, description: '주문 결제에 사용' });
  }
  const { amounts } = benefits.pricing;
  await trx
    .insertInto('order_benefit')
    .values({
      order_id: orderId,
      member_id: memberId,
      product_member_coupon_id: benefits.productCoupon?.memberCouponId ?? null,
      product_coupon: JSON.stringify(benefits.productCoupon?.use.terms ?? null),
      product_coupon_lines: [...(benefits.productCoupon?.use.eligibleKeys ?? [])],
      shipping_member_coupon_id: benefits.shippingCoupon?.memberCouponId ?? null,
      shipping_coupon: JSON.stringify(benefits.shippingCoupon?.use.terms ?? null),
      shipping_coupon_lines: [...(benefits.shippingCoupon?.use.eligibleKeys ?? [])],
      coupon_discount: amounts.couponDiscount ?? 0,
      shipping_coupon_discount: amounts.shippingCouponDiscount ?? 0,
      points_used: amounts.pointsUsed ?? 0,
    })
    .execute();
}
