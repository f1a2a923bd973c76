import { formatKstDate } from '@maru/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { paths } from '@/shared/routing';
import { Button, EmptyState, LinkButton, Spinner } from '@/shared/ui';
import { fetchReviewableLines, reviewKeys } from './api/review-api';
import { ReviewPageLinks, ReviewTabs, useReviewListPage } from './ReviewTabs';
import styles from './review.module.css';

/** 작성 가능한 리뷰 (mypage/review/before): delivered or confirmed lines not reviewed yet. */
export function ReviewBeforeView() {
  const page = useReviewListPage();
  const { data, isError, refetch } = useQuery({ queryKey: reviewKeys.before(page), queryFn: ({ signal }) => fetchReviewableLines(page, signal), placeholderData: keepPreviousData });
  return (
    <ReviewTabs current="before">
      {data ? (
        data.list.length ? (
          <>
            <p className={styles.muted}>배송이 완료된 상품의 후기를 남겨 주세요. 사진 후기는 적립금을 더 드려요.</p>
            <ul className={styles.cards}>
              {data.list.map((line) => (
                <li key={`${line.orderNo}-${line.lineNo}`} className={styles.card}>
                  <img src={line.imageUrl} alt="" width={72} height={72} className={styles.lineImage} loading="lazy" />
                  <div className={styles.cardBody}>
                    <p className={styles.brand}>{line.brandName}</p>
                    <p className={styles.productName}>{line.productName}</p>
                    <p className={styles.muted}>
                      {line.optionName} · {line.deliveredAt ? `${formatKstDate(line.deliveredAt)} 배송완료` : '배송완료'}
                    </p>
                  </div>
                  <LinkButton to={paths.mypage.reviewWrite({ orderNo: line.orderNo, lineNo: line.lineNo })} aria-label={`${line.productName} 리뷰 쓰기`}>
                    리뷰 쓰기
                  </LinkButton>
                </li>
              ))}
            </ul>
            <ReviewPageLinks current="before" page={page} total={data.total} size={data.size} />
          </>
        ) : (
          <EmptyState title="작성할 리뷰가 없어요" description="배송이 완료된 상품의 후기를 여기에서 쓸 수 있어요." actions={<LinkButton to={paths.home()}>쇼핑하러 가기</LinkButton>} />
        )
      ) : isError ? (
        <EmptyState title="목록을 불러오지 못했어요" actions={<Button onClick={() => void refetch()}>다시 시도</Button>} />
      ) : (
        <Spinner label="작성 가능한 리뷰를 불러오는 중" />
      )}
    </ReviewTabs>
  );
}
