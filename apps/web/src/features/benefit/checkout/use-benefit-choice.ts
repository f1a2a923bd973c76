import { ApiCode, type BenefitChoiceInput, type CouponDownloadView, type SheetBenefitsView, type SheetView } from '@maru/domain';
import { useEffect, useState } from 'react';
import { isApiError } from '@/shared/api';

/** The server's two refusals of a checkout choice: a coupon that does not fit (7205), points that do not (7206). */
export function benefitRefusalOf(error: unknown): number | undefined {
  if (!isApiError(error)) return undefined;
  const code = Number(error.code);
  return code === ApiCode.COUPON_NOT_USABLE || code === ApiCode.POINTS_NOT_USABLE ? code : undefined;
}

/** Only what was chosen: no coupon and 0 points stay out of the address and the order. */
export function cleanChoice(choice: BenefitChoiceInput): BenefitChoiceInput {
  return {
    ...(choice.productCouponId ? { productCouponId: choice.productCouponId } : {}),
    ...(choice.shippingCouponId ? { shippingCouponId: choice.shippingCouponId } : {}),
    ...(choice.usePoints ? { usePoints: choice.usePoints } : {}),
  };
}

/** What is left of a refused choice: 7205 drops the coupons, 7206 the points, so the next pricing succeeds. */
export function withoutRefused(choice: BenefitChoiceInput, refusal: number): BenefitChoiceInput {
  return refusal === ApiCode.POINTS_NOT_USABLE ? cleanChoice({ ...choice, usePoints: 0 }) : cleanChoice({ usePoints: choice.usePoints });
}

/** The member's coupons and points at checkout: sent with the sheet's pricing call; the page shows the server's amounts for them. */
export function useBenefitChoice() {
  const [choice, setChoice] = useState<BenefitChoiceInput>({});
  const [notice, setNotice] = useState<string>();
  const change = (patch: BenefitChoiceInput) => {
    setNotice(undefined);
    setChoice((current) => cleanChoice({ ...current, ...patch }));
  };
  return { choice, change, notice, setNotice, setChoice };
}

export type BenefitChoiceState = ReturnType<typeof useBenefitChoice>;

/**
 * When the server refuses a choice (a coupon used in another checkout meanwhile, points above
 * this order's limit), the last priced sheet stays on screen, the refused part is dropped (so
 * the next pricing succeeds) and the reason is shown.
 */
export function useBenefitRefusal(state: BenefitChoiceState, { priced, error }: { priced: SheetView | undefined; error: unknown }) {
  const [lastPriced, setLastPriced] = useState<SheetView>();
  const refusal = benefitRefusalOf(error);
  const { setNotice, setChoice } = state;

  if (priced && priced !== lastPriced) setLastPriced(priced);

  useEffect(() => {
    if (refusal === undefined) return;
    setNotice(error instanceof Error && error.message ? error.message : '선택한 혜택을 적용할 수 없습니다.');
    setChoice((current) => withoutRefused(current, refusal));
  }, [refusal, error, setNotice, setChoice]);

  return { refused: refusal !== undefined, fallbackSheet: refusal !== undefined ? lastPriced : undefined };
}

/** What the shown amounts were priced with, as the order's fields: the order places exactly what the shopper saw. */
export function appliedChoiceOf(benefits: SheetBenefitsView | null | undefined): BenefitChoiceInput {
  if (!benefits) return {};
  const { productCouponId, shippingCouponId, usePoints } = benefits.applied;
  return cleanChoice({ productCouponId: productCouponId ?? undefined, shippingCouponId: shippingCouponId ?? undefined, usePoints });
}

/** A coupon just received for a code, chosen at once: a free-shipping one as the shipping coupon, any other as the product coupon. */
export function choiceForRedeemed({ memberCoupon }: CouponDownloadView): BenefitChoiceInput {
  return memberCoupon.kind === 'SHIPPING' ? { shippingCouponId: memberCoupon.memberCouponId } : { productCouponId: memberCoupon.memberCouponId };
}
