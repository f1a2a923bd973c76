import type { BenefitChoiceInput, SheetBenefitsView, SheetCouponOption } from '@maru/domain';
import { CouponCodeBox } from '../code/CouponCodeBox';
import styles from './checkout.module.css';
import { couponOptionLabel, noCouponLabel } from './coupon-option';
import { PointsField } from './PointsField';
import { choiceForRedeemed } from './use-benefit-choice';

interface BenefitSectionProps {
  benefits: SheetBenefitsView;
  /** What the shopper asked for (the shown amounts are the server's answer to it, or on their way). */
  choice: BenefitChoiceInput;
  /** While the server re-prices, the choices wait. */
  disabled: boolean;
  /** The server's refusal of the last choice (coupon used meanwhile, points over the limit). */
  notice?: string;
  onChange: (patch: BenefitChoiceInput) => void;
  /** The order feature's section frame. */
  className?: string;
  titleClassName?: string;
}

function CouponSelect({ id, label, coupons, value, disabled, onPick }: { id: string; label: string; coupons: readonly SheetCouponOption[]; value: number | null; disabled: boolean; onPick: (memberCouponId: number | undefined) => void }) {
  const chosen = coupons.find((coupon) => coupon.memberCouponId === value);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value ?? ''}
        disabled={disabled || coupons.length === 0}
        aria-describedby={chosen ? `${id}-chosen` : undefined}
        onChange={(event) => onPick(event.target.value ? Number(event.target.value) : undefined)}
      >
        <option value="">{noCouponLabel(coupons)}</option>
        {coupons.map((coupon) => (
          <option key={coupon.memberCouponId} value={coupon.memberCouponId} disabled={!coupon.usable}>
            {couponOptionLabel(coupon)}
          </option>
        ))}
      </select>
      {chosen ? (
        <p id={`${id}-chosen`} className={styles.hint}>
          {[chosen.conditionLabel, chosen.scopeLabel].filter(Boolean).join(' · ')}
        </p>
      ) : null}
    </div>
  );
}

/** 쿠폰 · 적립금 for members: a code box, one product coupon, one shipping coupon and points; the server prices every choice. */
export function BenefitSection({ benefits, choice, disabled, notice, onChange, className, titleClassName }: BenefitSectionProps) {
  return (
    <section className={className} aria-labelledby="benefit-title" data-testid="benefit-section">
      <h2 id="benefit-title" className={titleClassName}>
        쿠폰 · 적립금
      </h2>
      <CouponCodeBox onRedeemed={(redeemed) => onChange(choiceForRedeemed(redeemed))} successSuffix=" 이 주문에 바로 적용합니다." />
      <CouponSelect
        id="product-coupon"
        label="상품 쿠폰"
        coupons={benefits.productCoupons}
        value={choice.productCouponId ?? null}
        disabled={disabled}
        onPick={(productCouponId) => onChange({ productCouponId })}
      />
      <CouponSelect
        id="shipping-coupon"
        label="배송비 쿠폰"
        coupons={benefits.shippingCoupons}
        value={choice.shippingCouponId ?? null}
        disabled={disabled}
        onPick={(shippingCouponId) => onChange({ shippingCouponId })}
      />
      <PointsField points={benefits.points} applied={choice.usePoints ?? 0} disabled={disabled} onApply={(usePoints) => onChange({ usePoints })} />
      {notice ? (
        <p role="alert" className={styles.error}>
          {notice}
        </p>
      ) : null}
    </section>
  );
}
