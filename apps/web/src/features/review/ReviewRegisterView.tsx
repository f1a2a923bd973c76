import { formatKstDate } from '@maru/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { paths } from '@/shared/routing';
import { EmptyState, LinkButton, Spinner } from '@/shared/ui';
import { fetchMyReviews, reviewKeys } from './api/review-api';
import { ReviewAnswer } from './ReviewAnswer';
import { ReviewPhotos, ReviewText } from './ReviewPhotos';
import { ReviewPageLinks, ReviewTabs, useReviewListPage } from './ReviewTabs';
import { Stars } from './StarRating';
import styles from './review.module.css';

/** 내가 쓴 리뷰 (mypage/review/register): the member's reviews, editable for 30 days. */
export function ReviewRegisterView() {
  const page = useReviewListPage();
  const { data, isError } = useQuery({ queryKey: reviewKeys.written(page), queryFn: ({ signal }) => fetchMyReviews(page, signal), placeholderData: keepPreviousData });
  return (
    <ReviewTabs current="register">
      {data ? (
        data.list.length ? (
          <>
            <ul className={styles.cards}>
              {data.list.map((review) => (
                <li key={review.reviewId} className={styles.reviewCard}>
                  <div className={styles.lineHeader}>
                    <img src={review.imageUrl} alt="" width={56} height={56} className={styles.lineImage} loading="lazy" />
                    <div className={styles.cardBody}>
                      <p className={styles.productName}>{review.productName}</p>
                      <p className={styles.muted}>{review.optionName}</p>
                    </div>
                  </div>
                  <p className={styles.reviewMeta}>
                    <Stars rating={review.rating} size="sm" /> <span>{formatKstDate(review.createdAt)}</span>
                  </p>
                  <ReviewText text={review.text} />
                  <ReviewPhotos photos={review.photos} />
                  <ReviewAnswer answer={review.answer} />
                  {review.editable ? (
                    <div className={styles.cardActions}>
                      <span className={styles.muted}>{formatKstDate(review.editableUntil)}까지 고칠 수 있어요</span>
                      <LinkButton variant="secondary" to={paths.mypage.reviewWrite({ reviewId: review.reviewId })}>
                        수정
                      </LinkButton>
                    </div>
                  ) : null}
                </li>
              ))}
            </ul>
            <ReviewPageLinks current="register" page={page} total={data.total} size={data.size} />
          </>
        ) : (
          <EmptyState title="아직 쓴 리뷰가 없어요" actions={<LinkButton to={paths.mypage.reviewBefore()}>작성 가능한 리뷰 보기</LinkButton>} />
        )
      ) : isError ? (
        <EmptyState title="목록을 불러오지 못했어요" description="잠시 후 다시 시도해 주세요." />
      ) : (
        <Spinner label="내가 쓴 리뷰를 불러오는 중" />
      )}
    </ReviewTabs>
  );
}
