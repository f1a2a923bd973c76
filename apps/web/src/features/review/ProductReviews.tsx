import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatKstDate, REVIEW_PAGE_SIZE, type ReviewPhotoFilter, type ReviewSort, type ReviewSummaryView } from '@maru/domain';
import { useId, useState } from 'react';
import { useNearViewport } from '@/shared/browser';
import { Options } from '@/shared/ui';
import { fetchProductReviews, reviewKeys } from './api/review-api';
import { ReviewAnswer } from './ReviewAnswer';
import { ReviewPhotos, ReviewText } from './ReviewPhotos';
import { Stars } from './StarRating';
import styles from './review.module.css';

const SORTS: { value: ReviewSort; label: string }[] = [
  { value: 'NEWEST', label: '최신순' },
  { value: 'RATING_HIGH', label: '별점 높은순' },
  { value: 'RATING_LOW', label: '별점 낮은순' },
];
const PHOTO_FILTERS: { value: ReviewPhotoFilter; label: string }[] = [
  { value: 'ALL', label: '전체' },
  { value: 'FIRST', label: '사진 리뷰 먼저' },
  { value: 'ONLY', label: '사진 리뷰만' },
];

function Summary({ summary }: { summary: ReviewSummaryView }) {
  const most = Math.max(1, ...summary.distribution);
  return (
    <div className={styles.summary}>
      <p className={styles.average}>
        <span className={styles.averageNumber}>{summary.average.toFixed(1)}</span>
        <Stars rating={summary.average} />
        <span className={styles.muted}>리뷰 {summary.count.toLocaleString('ko-KR')}개 · 사진 리뷰 {summary.photoCount.toLocaleString('ko-KR')}개</span>
      </p>
      <ol className={styles.distribution} aria-label="별점 분포">
        {[5, 4, 3, 2, 1].map((stars) => {
          const count = summary.distribution[stars - 1] ?? 0;
          return (
            <li key={stars}>
              <span className={styles.distributionLabel}>{stars}점</span>
              <span className={styles.bar} aria-hidden="true">
                <span style={{ width: `${(count / most) * 100}%` }} />
              </span>
              <span className={styles.distributionCount}>{count.toLocaleString('ko-KR')}개</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/**
 * The product page's reviews: summary, sort, photo reviews first or only, pages. Loaded in
 * the browser only (the server renders the loading line and so does the browser's first
 * render, so hydration always matches), and never cached by the page cache: a new review
 * shows on the next visit.
 */
export function ProductReviews({ productNo }: { productNo: number }) {
  const [sort, setSort] = useState<ReviewSort>('NEWEST');
  const [photo, setPhoto] = useState<ReviewPhotoFilter>('ALL');
  const [page, setPage] = useState(1);
  const sortId = useId();
  const photoId = useId();
  const query = { productNo, sort, photo, page, size: REVIEW_PAGE_SIZE };
  // Fetched once the section comes near the viewport (useNearViewport), not as the page loads.
  const [sectionRef, near] = useNearViewport();
  const { data, isError, isPlaceholderData } = useQuery({
    queryKey: reviewKeys.product(query),
    queryFn: ({ signal }) => fetchProductReviews(query, signal),
    placeholderData: keepPreviousData,
    enabled: near,
  });
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.size)) : 1;

  return (
    <section ref={sectionRef} className={styles.productReviews} aria-labelledby="reviews-heading">
      <h2 id="reviews-heading" className={styles.sectionHeading}>
        리뷰 {data ? <span className={styles.muted}>{data.summary.count.toLocaleString('ko-KR')}</span> : null}
      </h2>
      {isError ? (
        <p role="alert">리뷰를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.</p>
      ) : !data ? (
        <p className={styles.muted}>리뷰를 불러오는 중이에요.</p>
      ) : data.summary.count === 0 ? (
        <p className={styles.muted}>아직 리뷰가 없어요. 구매 후 첫 리뷰를 남겨 주세요.</p>
      ) : (
        <>
          <Summary summary={data.summary} />
          <div className={styles.controls}>
            <label htmlFor={photoId}>보기</label>
            <select id={photoId} value={photo} onChange={(event) => { setPhoto(event.target.value as ReviewPhotoFilter); setPage(1); }}>
              <Options choices={PHOTO_FILTERS} />
            </select>
            <label htmlFor={sortId}>정렬</label>
            <select id={sortId} value={sort} onChange={(event) => { setSort(event.target.value as ReviewSort); setPage(1); }}>
              <Options choices={SORTS} />
            </select>
          </div>
          <ul className={styles.reviewList} aria-busy={isPlaceholderData || undefined}>
            {data.list.map((review) => (
              <li key={review.reviewId} className={styles.reviewItem}>
                <p className={styles.reviewMeta}>
                  <Stars rating={review.rating} size="sm" />
                  <span>{review.writer}</span>
                  <span>{formatKstDate(review.createdAt)}</span>
                  {review.edited ? <span>(수정됨)</span> : null}
                </p>
                <p className={styles.muted}>{review.optionName}</p>
                <ReviewText text={review.text} />
                <ReviewPhotos photos={review.photos} />
                <ReviewAnswer answer={review.answer} />
              </li>
            ))}
          </ul>
          {pageCount > 1 ? (
            <nav className={styles.pager} aria-label="리뷰 페이지">
              <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                이전
              </button>
              <span aria-live="polite">
                {page} / {pageCount}
              </span>
              <button type="button" disabled={page >= pageCount} onClick={() => setPage(page + 1)}>
                다음
              </button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}
