import { formatKrw, formatNumber, type MypageHomeView } from '@maru/domain';
import { Link } from 'react-router';
import { paths } from '@/shared/routing';
import styles from './home.module.css';

const dash = '–';

/**
 * 쿠폰·적립금 and 후기·문의 at a glance, each a link to its page. The boxes are drawn before the
 * home answer arrives (a dash for each number), so nothing below moves when it does.
 */
export function HomeGlances({ home }: { home: MypageHomeView | undefined }) {
  const benefits = home?.benefits;
  const reviews = home?.reviews;
  const inquiries = home?.inquiries;
  return (
    <section aria-labelledby="glance-title" className={styles.glances} aria-busy={home === undefined ? true : undefined}>
      <h2 id="glance-title" className={styles.hiddenTitle}>
        혜택과 활동
      </h2>
      <ul className={styles.glanceList}>
        <li>
          <Link to={paths.mypage.coupon()} className={styles.glance}>
            <span className={styles.glanceLabel}>쿠폰</span>
            <strong data-testid="glance-coupons">{benefits ? `${formatNumber(benefits.couponCount)}장` : dash}</strong>
            {benefits && benefits.expiringCouponCount > 0 ? <span className={styles.notice}>7일 안에 끝나는 쿠폰 {benefits.expiringCouponCount}장</span> : null}
          </Link>
        </li>
        <li>
          <Link to={paths.mypage.point()} className={styles.glance}>
            <span className={styles.glanceLabel}>적립금</span>
            <strong data-testid="glance-points">{benefits ? formatKrw(benefits.pointBalance) : dash}</strong>
            {benefits && benefits.expiringPoints > 0 ? <span className={styles.notice}>30일 안에 소멸 {formatKrw(benefits.expiringPoints)}</span> : null}
          </Link>
        </li>
        <li>
          <Link to={paths.mypage.reviewBefore()} className={styles.glance}>
            <span className={styles.glanceLabel}>작성할 후기</span>
            <strong data-testid="glance-reviews">{reviews ? `${formatNumber(reviews.writable)}개` : dash}</strong>
          </Link>
        </li>
        <li>
          <Link to={paths.mypage.inquiry()} className={styles.glance}>
            <span className={styles.glanceLabel}>1:1 문의</span>
            <strong data-testid="glance-inquiries">{inquiries ? `답변 ${formatNumber(inquiries.answeredUnread)}` : dash}</strong>
            {inquiries && inquiries.answeredUnread > 0 ? <span className={styles.notice}>새 답변이 있어요</span> : null}
            {inquiries && inquiries.waiting > 0 ? <span className={styles.muted}>답변 대기 {inquiries.waiting}건</span> : null}
          </Link>
        </li>
      </ul>
    </section>
  );
}
