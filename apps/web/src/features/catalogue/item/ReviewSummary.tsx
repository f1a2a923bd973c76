import { formatNumber } from '@maru/domain';
import styles from './ProductItem.module.css';

const STARS = 5;

/** ★★★★☆ 4.3 · 리뷰 12개 beside the price, a link down to the reviews; read out in words. */
export function ReviewSummary({ count, average }: { count: number; average: number }) {
  if (count === 0) return <p className={styles.reviewSummary}>아직 리뷰가 없어요</p>;
  const shown = average.toFixed(1);
  const filled = Math.round(average);
  return (
    <p className={styles.reviewSummary}>
      <a href="#reviews-heading" data-testid="review-summary">
        <span aria-hidden="true">
          <span className={styles.stars}>{'★'.repeat(filled) + '☆'.repeat(STARS - filled)}</span> {shown} · 리뷰 {formatNumber(count)}개
        </span>
        <span className={styles.hidden}>{`평점 ${shown}점, 리뷰 ${formatNumber(count)}개 보기`}</span>
      </a>
    </p>
  );
}
