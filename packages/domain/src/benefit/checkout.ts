import { DEFAULT_VAT_RATE } from '../codes';
import { formatKrw } from '../format/number';
import { priceOrder, type OrderPricing, type PricingInput, type PricingLine } from '../order/amounts';
import { sellingPrice } from '../price';
import { productCouponDiscount, type CouponTerms } from './coupon';
import { MIN_PAYMENT, POINT_RULES } from './rules';

/** A priced line with a key (sheet index or order line number) that coupon eligibility names. */
export interface BenefitLine extends PricingLine {
  key: number;
}

/** A coupon the shopper chose, with the keys of the lines its scope covers. */
export interface CouponUse {
  terms: CouponTerms;
  eligibleKeys: readonly number[];
}

export interface BenefitPricingInput extends PricingInput {
  lines: readonly BenefitLine[];
  productCoupon?: CouponUse | null;
  shippingCoupon?: CouponUse | null;
}

export interface CouponResult {
  /** Won it takes off (0 when refused). */
  discount: number;
  /** Why it cannot be used here, in Korean; null when it can. */
  refusal: string | null;
}

export interface CouponedPricing {
  /** amounts with couponDiscount, shippingCouponDiscount (pointsUsed 0) and payAmount after them. */
  pricing: OrderPricing;
  productCoupon: CouponResult | null;
  shippingCoupon: CouponResult | null;
  /** The least payAmount may become (MIN_PAYMENT, or the order's own cost if less). */
  payFloor: number;
}

const refused = (refusal: string): CouponResult => ({ discount: 0, refusal });
const belowMinimum = (minimum: number) => refused(`${formatKrw(minimum)} 이상 구매 시 사용할 수 있습니다.`);
const vatIn = (amount: number) => Math.floor((amount * DEFAULT_VAT_RATE) / (100 + DEFAULT_VAT_RATE));

function productCouponOn(input: BenefitPricingInput, use: CouponUse, room: number): CouponResult {
  if (use.terms.benefitType === 'FREE_DELIVERY') return refused('배송비 쿠폰은 배송비 쿠폰 칸에서 골라 주세요.');
  const keys = new Set(use.eligibleKeys);
  const eligible = input.lines.filter((line) => keys.has(line.key)).reduce((sum, line) => sum + sellingPrice(line) * Math.max(0, Math.floor(line.qty)), 0);
  if (eligible === 0) return refused('쿠폰을 적용할 수 있는 상품이 없습니다.');
  if (eligible < use.terms.minOrderAmount) return belowMinimum(use.terms.minOrderAmount);
  return { discount: Math.min(productCouponDiscount(use.terms, eligible), room), refusal: null };
}

/**
 * A shipping coupon takes off the prepaid delivery fees charged for the parcels holding an
 * eligible line: never a 착불 fee (paid to the carrier) and never the 도서산간 surcharge
 * (the carrier's extra cost for the address), which the shopper still pays.
 */
function shippingCouponOn(input: BenefitPricingInput, base: OrderPricing, use: CouponUse, room: number): CouponResult {
  if (use.terms.benefitType !== 'FREE_DELIVERY') return refused('상품 할인 쿠폰은 상품 쿠폰 칸에서 골라 주세요.');
  const keys = new Set(use.eligibleKeys);
  const groups = new Set(input.lines.filter((line) => keys.has(line.key)).map((line) => line.delivery.groupKey));
  const fees = base.deliveryGroups.filter((group) => groups.has(group.groupKey) && group.payType === 'PREPAY').reduce((sum, group) => sum + group.charged, 0);
  const selling = base.amounts.productAmount - base.amounts.discountAmount;
  if (selling < use.terms.minOrderAmount) return belowMinimum(use.terms.minOrderAmount);
  if (fees === 0) return refused('할인할 선불 배송비가 없습니다.');
  return { discount: Math.min(fees, room), refusal: null };
}

/**
 * priceOrder, then at most one product coupon and one shipping coupon (in that order).
 * Discounts round down, never make an amount negative and never bring payAmount below the
 * floor; sample orders take no coupons. payAmount stays the exact sum of its pieces.
 */
export function priceWithCoupons(input: BenefitPricingInput): CouponedPricing {
  const base = priceOrder(input);
  const before = base.amounts.payAmount;
  const payFloor = Math.min(before, MIN_PAYMENT);
  let room = before - payFloor;
  const sample = input.orderType === 'SAMPLE';
  let productCoupon: CouponResult | null = null;
  let shippingCoupon: CouponResult | null = null;
  if (input.productCoupon) {
    productCoupon = sample ? refused('샘플 주문에는 쿠폰을 쓸 수 없습니다.') : productCouponOn(input, input.productCoupon, room);
    room -= productCoupon.discount;
  }
  if (input.shippingCoupon) {
    shippingCoupon = sample ? refused('샘플 주문에는 쿠폰을 쓸 수 없습니다.') : shippingCouponOn(input, base, input.shippingCoupon, room);
    room -= shippingCoupon.discount;
  }
  const couponDiscount = productCoupon?.discount ?? 0;
  const shippingCouponDiscount = shippingCoupon?.discount ?? 0;
  // A discount lowers the price, so the VAT it contains (at the standard rate); points do not, they pay.
  const vatAmount = Math.max(0, base.amounts.vatAmount - vatIn(couponDiscount + shippingCouponDiscount));
  return {
    pricing: { ...base, amounts: { ...base.amounts, vatAmount, couponDiscount, shippingCouponDiscount, pointsUsed: 0, payAmount: before - couponDiscount - shippingCouponDiscount } },
    productCoupon,
    shippingCoupon,
    payFloor,
  };
}

const toUnit = (amount: number) => Math.floor(Math.max(0, amount) / POINT_RULES.unit) * POINT_RULES.unit;

/** The most points this order may take: from a balance of at least minBalance, in units, down to the floor. */
export function maxUsablePoints(balance: number, couponed: Pick<CouponedPricing, 'pricing' | 'payFloor'>): number {
  if (balance < POINT_RULES.minBalance) return 0;
  return toUnit(Math.min(balance, couponed.pricing.amounts.payAmount - couponed.payFloor));
}

/** Why these points cannot be spent here (Korean), or null. */
export function pointsRefusal(usePoints: number, balance: number, couponed: Pick<CouponedPricing, 'pricing' | 'payFloor'>): string | null {
  if (usePoints === 0) return null;
  if (!Number.isSafeInteger(usePoints) || usePoints < 0) return '사용할 적립금을 확인해 주세요.';
  if (balance < POINT_RULES.minBalance) return `적립금은 ${formatKrw(POINT_RULES.minBalance)} 이상 모이면 사용할 수 있습니다.`;
  if (usePoints % POINT_RULES.unit !== 0) return `적립금은 ${formatKrw(POINT_RULES.unit)} 단위로 사용할 수 있습니다.`;
  if (usePoints > balance) return '보유 적립금보다 많이 사용할 수 없습니다.';
  const max = maxUsablePoints(balance, couponed);
  if (usePoints > max) return `이 주문에는 적립금을 ${formatKrw(max)}까지 사용할 수 있습니다.`;
  return null;
}

/** The couponed amounts with points spent (already checked by pointsRefusal). */
export function withPoints(couponed: CouponedPricing, usePoints: number): OrderPricing {
  const { amounts } = couponed.pricing;
  return { ...couponed.pricing, amounts: { ...amounts, pointsUsed: usePoints, payAmount: amounts.payAmount - usePoints } };
}
