import { formatKrw } from '../format/number';
import type { CouponBenefitType, CouponKind, CouponScope } from './contract';
import { DAY_MS } from './rules';

/** A coupon's terms as stored (and copied onto the order that used it). */
export interface CouponTerms {
  couponId: number;
  name: string;
  benefitType: CouponBenefitType;
  /** AMOUNT: won off. */
  amount: number;
  /** RATE: percent off. */
  rate: number;
  /** RATE: the most it takes off (null: no maximum). */
  maxDiscount: number | null;
  minOrderAmount: number;
  scope: CouponScope;
  /** Category, brand or product numbers for a scoped coupon; empty for ALL. */
  scopeIds: readonly number[];
}

/** What a line is, for a coupon's scope. */
export interface ScopeSubject {
  productNo: number;
  brandNo: number;
  /** Every category listing the product, parents included. */
  categoryNos: readonly number[];
}

export const couponKindOf = (type: CouponBenefitType): CouponKind => (type === 'FREE_DELIVERY' ? 'SHIPPING' : 'PRODUCT');

/** Whether a coupon covers a product: the whole shop, or its category (any level), brand or product number. */
export function inScope(terms: Pick<CouponTerms, 'scope' | 'scopeIds'>, subject: ScopeSubject): boolean {
  switch (terms.scope) {
    case 'ALL':
      return true;
    case 'CATEGORY':
      return subject.categoryNos.some((categoryNo) => terms.scopeIds.includes(categoryNo));
    case 'BRAND':
      return terms.scopeIds.includes(subject.brandNo);
    case 'PRODUCT':
      return terms.scopeIds.includes(subject.productNo);
  }
}

/**
 * The product coupon's discount on an eligible amount (the eligible lines' selling amount),
 * before the order-wide cap (MIN_PAYMENT): 정액 takes its amount, 정률 its percent rounded
 * down and capped at the maximum; never more than the eligible amount, never negative.
 */
export function productCouponDiscount(terms: CouponTerms, eligibleAmount: number): number {
  const base = Math.max(0, Math.floor(eligibleAmount));
  if (base === 0 || base < terms.minOrderAmount) return 0;
  if (terms.benefitType === 'AMOUNT') return Math.min(base, Math.max(0, Math.floor(terms.amount)));
  if (terms.benefitType === 'RATE') {
    const off = Math.floor((base * Math.min(100, Math.max(0, terms.rate))) / 100);
    return terms.maxDiscount === null ? off : Math.min(off, Math.max(0, Math.floor(terms.maxDiscount)));
  }
  return 0;
}

export function benefitLabel(terms: Pick<CouponTerms, 'benefitType' | 'amount' | 'rate' | 'maxDiscount'>): string {
  if (terms.benefitType === 'AMOUNT') return `${formatKrw(terms.amount)} 할인`;
  if (terms.benefitType === 'RATE') return terms.maxDiscount === null ? `${terms.rate}% 할인` : `${terms.rate}% 할인 (최대 ${formatKrw(terms.maxDiscount)})`;
  return '무료배송';
}

const SCOPE_LABELS: Record<CouponScope, string> = { ALL: '전 상품', CATEGORY: '일부 카테고리', BRAND: '일부 브랜드', PRODUCT: '일부 상품' };
export const scopeLabel = (scope: CouponScope) => SCOPE_LABELS[scope];
export const conditionLabel = (minOrderAmount: number) => (minOrderAmount > 0 ? `${formatKrw(minOrderAmount)} 이상 구매 시` : '');

/** Validity of a downloaded coupon: a fixed end, or N days after download (whichever the coupon has; the earlier if both). */
export function couponExpiry(validity: { validUntil: Date | null; validDays: number | null }, issuedAt: Date): Date {
  const relative = validity.validDays === null ? null : new Date(issuedAt.getTime() + validity.validDays * DAY_MS);
  if (validity.validUntil && relative) return validity.validUntil < relative ? validity.validUntil : relative;
  const end = validity.validUntil ?? relative;
  if (!end) throw new Error('a coupon needs validUntil or validDays');
  return end;
}

/**
 * Splits a discount over amounts in proportion, in whole won: each share rounded down, the
 * won left over given one by one to the largest remainders (ties: the earlier line). The
 * shares add up to the discount and none exceeds its amount (when discount ≤ their sum).
 */
export function allocateDiscount(amounts: readonly number[], discount: number): number[] {
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  if (total <= 0 || discount <= 0) return amounts.map(() => 0);
  const wanted = Math.min(discount, total);
  const shares = amounts.map((amount) => Math.floor((amount * wanted) / total));
  let left = wanted - shares.reduce((sum, share) => sum + share, 0);
  const order = amounts
    .map((amount, index) => ({ index, remainder: (amount * wanted) % total }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    if (shares[index]! < amounts[index]!) {
      shares[index] = shares[index]! + 1;
      left -= 1;
    }
  }
  return shares;
}
