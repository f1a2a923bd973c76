import { priceWithCoupons, type CouponUse } from '../benefit/checkout';
import type { CartDelivery } from '../cart';
import { priceOrder, type DeliveryGroupView, type OrderType } from '../order';

/**
 * A refund is due within 3 business days of a cancellation, or of the returned goods
 * arriving back (spec 02 §9, 전자상거래법 §18②). The server dates the promise it shows
 * the shopper from this.
 */
export const REFUND_BUSINESS_DAYS = 3;

/** One line of the order with the prices and delivery terms it was ordered at. */
export interface RefundLine {
  lineNo: number;
  qty: number;
  price: number;
  priceDiscount: number;
  vatRate: number | null;
  delivery: CartDelivery;
}

export interface RefundInput {
  orderType: OrderType;
  zonecode: string;
  sampleFee: number;
  /** What the shopper paid (the order's payAmount). */
  paidAmount: number;
  /** Sum of the refunds earlier claims of this order paid out. */
  refundedSoFar: number;
  /**
   * Sum of the return shipping fees earlier claims deducted (their quotes'
   * returnShippingFee). The shop keeps that money, so it must not come back in a later
   * claim; leaving it out (0) would hand an earlier deduction back with the last claim.
   */
  returnFeesSoFar?: number;
  /** Every line of the order. */
  lines: readonly RefundLine[];
  /** lineNos cancelled or returned by earlier claims. */
  removedBefore: readonly number[];
  /** lineNos this claim removes. */
  removing: readonly number[];
  /** Deducted from this refund: 0 unless the shopper pays the return shipping. */
  returnShippingFee: number;
  /**
   * The coupons the order used, with the line numbers (eligibleKeys) they covered: re-applied
   * to the lines that remain, so a claim that takes the remaining lines under a coupon's
   * minimum gives its discount back out of the refund (docs/benefits.md).
   */
  coupons?: { product?: CouponUse | null; shipping?: CouponUse | null };
  /** Points the order spent: paid like money, given back after the cash (cash first). */
  pointsUsed?: number;
  /** Points earlier claims of this order gave back. */
  pointsRefundedSoFar?: number;
}

export interface RefundQuote {
  /** Cash that goes back now, whole won, 0 ≤ refund ≤ paidAmount − refundedSoFar. */
  refund: number;
  /** Points that go back now: what is due beyond the cash the shop still holds (0 without points). */
  pointsRefund: number;
  /** Product coupon discount that leaves with this claim (before minus after; positive lowers the refund). */
  couponAdjustment: number;
  /** What the lines that remain owe (priceOrder's payAmount; 0 when none remain). */
  owedAfter: number;
  /** Selling price × qty of the lines this claim removes. */
  itemsAmount: number;
  /** Fees the remaining lines owe after this claim minus before it (positive: a lost free delivery). */
  deliveryAdjustment: number;
  /** The return shipping fee actually deducted (never more than would otherwise be refunded). */
  returnShippingFee: number;
  /** paidAmount − refundedSoFar − refund: the cash the shop still holds for this order. */
  remainingAfter: number;
}

type RefundOrder = Pick<RefundInput, 'orderType' | 'zonecode' | 'sampleFee' | 'coupons'>;

function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

const isWon = (value: number) => Number.isSafeInteger(value) && value >= 0;

function sameTerms(a: CartDelivery, b: CartDelivery): boolean {
  return a.method === b.method && a.fee === b.fee && a.freeOver === b.freeOver && a.payType === b.payType;
}

function checkLineNos(name: string, lineNos: readonly number[], known: ReadonlySet<number>): void {
  const seen = new Set<number>();
  for (const lineNo of lineNos) {
    check(known.has(lineNo), `${name} names line ${lineNo}, which is not a line of the order`);
    check(!seen.has(lineNo), `${name} names line ${lineNo} twice`);
    seen.add(lineNo);
  }
}

// The server builds these from stored rows; a bad one is a programming error, so it throws
// rather than quoting a wrong amount.
function validate(input: RefundInput): void {
  for (const field of ['paidAmount', 'refundedSoFar', 'returnShippingFee', 'sampleFee'] as const) {
    check(isWon(input[field]), `${field} must be a non-negative whole number of won, got ${input[field]}`);
  }
  const feesSoFar = input.returnFeesSoFar ?? 0;
  const pointsUsed = input.pointsUsed ?? 0;
  const pointsBack = input.pointsRefundedSoFar ?? 0;
  check(isWon(feesSoFar), `returnFeesSoFar must be a non-negative whole number of won, got ${feesSoFar}`);
  check(isWon(pointsUsed) && isWon(pointsBack) && pointsBack <= pointsUsed, `pointsUsed and pointsRefundedSoFar must be whole won with pointsRefundedSoFar ≤ pointsUsed`);
  check(input.refundedSoFar <= input.paidAmount, `refundedSoFar (${input.refundedSoFar}) exceeds paidAmount (${input.paidAmount})`);
  check(
    input.refundedSoFar + pointsBack + feesSoFar <= input.paidAmount + pointsUsed,
    `refundedSoFar (${input.refundedSoFar}) plus returnFeesSoFar (${feesSoFar}) exceed paidAmount (${input.paidAmount})${pointsUsed ? ' plus pointsUsed' : ''}`,
  );

  const known = new Set<number>();
  const groups = new Map<string, CartDelivery>();
  for (const line of input.lines) {
    check(Number.isSafeInteger(line.lineNo), `lineNo must be an integer, got ${line.lineNo}`);
    check(!known.has(line.lineNo), `line ${line.lineNo} appears twice in lines`);
    known.add(line.lineNo);
    for (const field of ['qty', 'price', 'priceDiscount'] as const) {
      check(isWon(line[field]), `line ${line.lineNo}: ${field} must be a non-negative integer, got ${line[field]}`);
    }
    check(line.vatRate === null || (Number.isFinite(line.vatRate) && line.vatRate >= 0), `line ${line.lineNo}: vatRate must be null or non-negative`);
    const { delivery } = line;
    check(isWon(delivery.fee) && (delivery.freeOver === null || isWon(delivery.freeOver)), `line ${line.lineNo}: delivery fee and freeOver must be non-negative whole won`);
    // priceOrder takes a group's terms from its first line; differing terms would make the
    // fees depend on which lines happen to remain.
    const first = groups.get(delivery.groupKey);
    check(!first || sameTerms(first, delivery), `lines of delivery group ${delivery.groupKey} carry different delivery terms`);
    groups.set(delivery.groupKey, first ?? delivery);
  }
  checkLineNos('removedBefore', input.removedBefore, known);
  checkLineNos('removing', input.removing, known);
  const before = new Set(input.removedBefore);
  for (const lineNo of input.removing) check(!before.has(lineNo), `line ${lineNo} was already removed by an earlier claim`);
}

/** What these lines owe: priceOrder, then the order's coupons re-applied to them (owed is after coupons). */
function price(order: RefundOrder, lines: readonly RefundLine[]) {
  const base = { orderType: order.orderType, zonecode: order.zonecode, sampleFee: order.sampleFee };
  if (!order.coupons?.product && !order.coupons?.shipping) {
    const { amounts, deliveryGroups } = priceOrder({ ...base, lines });
    const items = amounts.productAmount - amounts.discountAmount;
    return { owed: amounts.payAmount, items, fees: amounts.payAmount - items, coupon: 0, deliveryGroups };
  }
  const keyed = lines.map((line) => ({ ...line, key: line.lineNo }));
  const { pricing } = priceWithCoupons({ ...base, lines: keyed, productCoupon: order.coupons.product, shippingCoupon: order.coupons.shipping });
  const { amounts } = pricing;
  const items = amounts.productAmount - amounts.discountAmount;
  const coupon = amounts.couponDiscount ?? 0;
  // Fees net of the shipping coupon; the product coupon is reported on its own.
  return { owed: amounts.payAmount, items, fees: amounts.payAmount - items + coupon, coupon, deliveryGroups: pricing.deliveryGroups };
}

/** Splits the order's lines into those still held before this claim and those after it. */
function claimLines(input: Pick<RefundInput, 'lines' | 'removedBefore' | 'removing'>) {
  const gone = new Set(input.removedBefore);
  const removing = new Set(input.removing);
  const before = input.lines.filter((line) => !gone.has(line.lineNo));
  return {
    before,
    removed: before.filter((line) => removing.has(line.lineNo)),
    after: before.filter((line) => !removing.has(line.lineNo)),
  };
}

/**
 * What a cancel or return of some lines gives back: what was paid, less what was already
 * given back, less what the lines that remain still owe (their delivery fees recomputed by
 * priceOrder: a removal may end free delivery, 도서산간 follows the prepaid parcels that
 * remain, a sample order owes its fee while any line remains), less return shipping.
 *
 * Every claim leaves the shop holding at most what the remaining lines owe (plus deducted
 * return fees), and the last one gives back all but those fees, so the claims of an order
 * add up to what was paid, in any order and any grouping. A claim that makes the rest owe
 * more than the shop holds refunds 0; the shop does not ask for more.
 */
export function quoteRefund(input: RefundInput): RefundQuote {
  validate(input);
  const { before, removed, after } = claimLines(input);
  const was = price(input, before);
  const now = price(input, after);
  const cashHeld = input.paidAmount - input.refundedSoFar;
  const held = cashHeld + (input.pointsUsed ?? 0) - (input.pointsRefundedSoFar ?? 0);
  const refundable = Math.max(0, held - now.owed - (input.returnFeesSoFar ?? 0));
  const returnShippingFee = Math.min(input.returnShippingFee, refundable);
  const due = refundable - returnShippingFee;
  // Cash first: the card is refunded before points come back.
  const refund = Math.min(due, cashHeld);
  return {
    refund,
    pointsRefund: due - refund,
    couponAdjustment: was.coupon - now.coupon,
    owedAfter: now.owed,
    itemsAmount: price({ ...input, coupons: undefined }, removed).items,
    deliveryAdjustment: now.fees - was.fees,
    returnShippingFee,
    remainingAfter: cashHeld - refund,
  };
}

/**
 * Return shipping a shopper pays for a return (전자상거래법 §18⑨: change of mind is at the
 * shopper's cost; goods that differ from the contract are at the shop's).
 *
 * Per delivery group the returned lines touch: the group's one-way fee, doubled when the
 * shop paid the way out (the group shipped free, `charged === 0` in the order as paid);
 * nothing for 착불 groups, whose carrier the shopper pays directly.
 *
 * `remainingGroups` (priceOrder's groups for the lines left after this claim) refines
 * "the shop paid the way out": quoteRefund recomputes delivery for what remains, so a
 * group whose remaining lines now pay its fee already returns the way out through
 * deliveryAdjustment (one way only, or it would be charged twice), and a group returned
 * whole has its outbound fee refunded there (so it is doubled even if it was not free).
 * returnShippingFeeForClaim passes it.
 */
export function returnShippingFeeFor(
  payer: 'SHOPPER' | 'SHOP',
  groups: readonly DeliveryGroupView[],
  returnedGroupKeys: readonly string[],
  remainingGroups?: readonly DeliveryGroupView[],
): number {
  if (payer === 'SHOP') return 0;
  let total = 0;
  for (const groupKey of new Set(returnedGroupKeys)) {
    const group = groups.find((candidate) => candidate.groupKey === groupKey);
    check(group !== undefined, `returned delivery group ${groupKey} is not a group of the order`);
    if (group.payType === 'ARRIVAL') continue;
    const shopPaidTheWayOut = remainingGroups
      ? !remainingGroups.some((remaining) => remaining.groupKey === groupKey && remaining.charged > 0)
      : group.charged === 0;
    total += shopPaidTheWayOut ? 2 * group.fee : group.fee;
  }
  return total;
}

/** returnShippingFeeFor for a claim, from the same facts quoteRefund takes. */
export function returnShippingFeeForClaim(
  payer: 'SHOPPER' | 'SHOP',
  claim: Pick<RefundInput, 'orderType' | 'zonecode' | 'sampleFee' | 'lines' | 'removedBefore' | 'removing'>,
): number {
  // Samples travel as one parcel paid by the sample fee, not in delivery groups: there is
  // no group fee to charge for sending them back.
  if (claim.orderType === 'SAMPLE') return 0;
  const known = new Set(claim.lines.map((line) => line.lineNo));
  checkLineNos('removedBefore', claim.removedBefore, known);
  checkLineNos('removing', claim.removing, known);
  const { removed, after } = claimLines(claim);
  const asPaid = price(claim, claim.lines).deliveryGroups;
  const returnedKeys = removed.map((line) => line.delivery.groupKey);
  return returnShippingFeeFor(payer, asPaid, returnedKeys, price(claim, after).deliveryGroups);
}
