import { formatNumber, scheduleStatusLabels, type AdminCouponView } from '@maru/domain';
import styles from '../../ui/console.module.css';

/** 발급 현황: the coupon's terms in a line, its state, and how many copies are issued, usable, used, expired and recalled. */
export function CouponCounts({ coupon }: { coupon: AdminCouponView }) {
  const { counts } = coupon;
  return (
    <section className={styles.panel} aria-labelledby="coupon-counts">
      <h2 id="coupon-counts">발급 현황</h2>
      <p>
        {coupon.benefitLabel} · {coupon.scopeLabel}
        {coupon.conditionLabel ? ` · ${coupon.conditionLabel}` : ''} ·{' '}
        <span className={styles.badge} data-tone={coupon.schedule.status === 'LIVE' ? 'good' : 'wait'}>
          {scheduleStatusLabels[coupon.schedule.status]}
        </span>
      </p>
      <dl className={styles.changes} aria-label="쿠폰 수">
        {(
          [
            ['발급', counts.issued],
            ['사용 가능', counts.usable],
            ['사용', counts.used],
            ['기간 만료', counts.expired],
            ['회수', counts.recalled],
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{formatNumber(value)}장</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
