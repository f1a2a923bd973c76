import type { CouponTermsView } from '@maru/domain';
import type { ReactNode } from 'react';
import styles from '../benefit.module.css';

interface CouponTicketProps {
  coupon: CouponTermsView;
  /** The heading level of the coupon's name within its page or dialog. */
  headingLevel?: 2 | 3;
  /** When and how long it works: '2026.12.01까지', '받은 날부터 30일간 사용' … */
  validity: string;
  /** A countdown chip (D-3) or a state (사용 완료). */
  badge?: { text: string; urgent?: boolean };
  /** Used or expired coupons are shown greyed. */
  dimmed?: boolean;
  /** A button (받기) or a link under the terms. */
  action?: ReactNode;
  testId?: string;
}

/** One coupon: what it gives, its name, the minimum, where it applies and its validity. */
export function CouponTicket({ coupon, headingLevel = 3, validity, badge, dimmed, action, testId = 'coupon' }: CouponTicketProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.coupon} data-dimmed={dimmed ? 'true' : undefined} data-testid={testId}>
      <div className={styles.couponHead}>
        <span className={styles.couponBenefit}>{coupon.benefitLabel}</span>
        {badge ? <span className={`${styles.chip} ${badge.urgent ? styles.urgent : ''}`}>{badge.text}</span> : null}
      </div>
      <Heading className={styles.couponName}>{coupon.name}</Heading>
      <ul className={styles.couponTerms}>
        <li>{coupon.conditionLabel || '최소 주문 금액 없음'}</li>
        <li>적용 대상: {coupon.scopeLabel}</li>
        {validity ? <li>{validity}</li> : null}
      </ul>
      {action ? <div className={styles.couponAction}>{action}</div> : null}
    </article>
  );
}
