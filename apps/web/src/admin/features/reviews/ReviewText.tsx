import type { AdminReviewView } from '@maru/domain';
import { Link } from 'react-router';
import styles from '../../ui/console.module.css';
import { formatDateTime } from '../../ui/helpers/format';
import { Rating } from './Rating';

/** A writer's text as written: line breaks kept, long words wrapped. */
export const pre = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** The review as its writer wrote it: stars, product, writer, dates, order, text and photos. */
export function ReviewText({ review }: { review: AdminReviewView }) {
  return (
    <section className={styles.panel} aria-labelledby="review-text">
      <h2 id="review-text">
        <Rating rating={review.rating} /> <span className={styles.muted}>{review.answer ? '답변 완료' : '답변 대기'}</span>
      </h2>
      <dl>
        <dt>상품</dt>
        <dd>
          <Link to={`/products/${review.productNo}`}>{review.productName ?? '삭제된 상품'}</Link> ({review.productNo}) · {review.optionName}{' '}
          <a href={`/product/item/${review.productNo}`} target="_blank" rel="noreferrer">
            쇼핑몰에서 보기 (새 창)
          </a>
        </dd>
        <dt>작성자</dt>
        <dd>{review.writerName}</dd>
        <dt>작성일시</dt>
        <dd>
          {formatDateTime(review.createdAt)}
          {review.edited ? ' · 작성자가 수정함' : ''}
        </dd>
        {review.orderNo ? (
          <>
            <dt>주문</dt>
            <dd>
              <Link to={`/orders/${review.orderNo}`}>{review.orderNo}</Link>
            </dd>
          </>
        ) : null}
      </dl>
      <p style={pre}>{review.text}</p>
      {review.photos.map((photo, index) => (
        <a key={photo.imageId} href={photo.url} target="_blank" rel="noreferrer">
          리뷰 사진 {index + 1} (새 창){' '}
        </a>
      ))}
    </section>
  );
}
