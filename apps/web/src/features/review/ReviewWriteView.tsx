import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyReviewView, ReviewableLineView } from '@maru/domain';
import { useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '@/shared/browser';
import { paths } from '@/shared/routing';
import { EmptyState, LinkButton, Spinner, useToast } from '@/shared/ui';
import { editReview, fetchMyReview, fetchReviewableLine, reviewKeys, writeReview } from './api/review-api';
import { ReviewWriteForm, type ReviewDraft } from './ReviewWriteForm';
import styles from './review.module.css';

/** The form's target from the address: ?orderNo=&lineNo= for a new review, ?reviewId= for an edit. */
function targetOf(search: URLSearchParams): { reviewId: number } | { orderNo: string; lineNo: number } | undefined {
  const reviewId = Number(search.get('reviewId'));
  if (Number.isInteger(reviewId) && reviewId > 0) return { reviewId };
  const orderNo = search.get('orderNo') ?? '';
  const lineNo = Number(search.get('lineNo'));
  if (orderNo && orderNo.length <= 40 && Number.isInteger(lineNo) && lineNo > 0 && lineNo < 1000) return { orderNo, lineNo };
  return undefined;
}

function LineHeader({ line }: { line: Pick<ReviewableLineView, 'productName' | 'brandName' | 'optionName' | 'imageUrl'> }) {
  return (
    <div className={styles.lineHeader}>
      <img src={line.imageUrl} alt="" width={64} height={64} className={styles.lineImage} />
      <div>
        <p className={styles.brand}>{line.brandName}</p>
        <p className={styles.productName}>{line.productName}</p>
        <p className={styles.muted}>{line.optionName}</p>
      </div>
    </div>
  );
}

const notFound = (
  <EmptyState
    title="후기를 쓸 상품을 찾을 수 없어요"
    description="배송이 완료된 주문 상품만 후기를 쓸 수 있고, 이미 쓴 후기는 내가 쓴 리뷰에서 고칠 수 있어요."
    actions={<LinkButton to={paths.mypage.reviewBefore()}>작성 가능한 리뷰 보기</LinkButton>}
  />
);

/** 리뷰 쓰기 (mypage/review/write): a new review of a delivered line, or an edit of one's own review within 30 days. */
export function ReviewWriteView() {
  const [search] = useSearchParams();
  const target = targetOf(search);
  const editing = target !== undefined && 'reviewId' in target;
  usePageTitle(editing ? '리뷰 수정' : '리뷰 쓰기');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { showToast } = useToast();

  const line = useQuery({
    queryKey: target && !('reviewId' in target) ? reviewKeys.line(target.orderNo, target.lineNo) : ['review', 'none'],
    queryFn: ({ signal }) => fetchReviewableLine((target as { orderNo: string }).orderNo, (target as { lineNo: number }).lineNo, signal),
    enabled: target !== undefined && !('reviewId' in target),
    retry: false,
  });
  const review = useQuery({
    queryKey: target && 'reviewId' in target ? reviewKeys.one(target.reviewId) : ['review', 'none'],
    queryFn: ({ signal }) => fetchMyReview((target as { reviewId: number }).reviewId, signal),
    enabled: editing,
    retry: false,
  });

  const saved = async (written: MyReviewView, message: string) => {
    // Marked stale, not refetched here: this page's own line query would now answer "not found".
    await queryClient.invalidateQueries({ queryKey: reviewKeys.all, refetchType: 'none' });
    showToast(message, 'success');
    void navigate(paths.mypage.reviewRegister());
    return written;
  };
  const submitNew = async (draft: ReviewDraft) => {
    const { orderNo, lineNo } = target as { orderNo: string; lineNo: number };
    await saved(await writeReview({ orderNo, lineNo, ...draft }), '후기를 등록했어요.');
  };
  const submitEdit = async (draft: ReviewDraft) => {
    await saved(await editReview((target as { reviewId: number }).reviewId, draft), '후기를 고쳤어요.');
  };

  const query = editing ? review : line;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{editing ? '리뷰 수정' : '리뷰 쓰기'}</h1>
      {!target || query.isError ? (
        notFound
      ) : query.isPending ? (
        <Spinner label="주문 상품을 불러오는 중" />
      ) : editing && review.data ? (
        review.data.editable ? (
          <>
            <LineHeader line={review.data} />
            <ReviewWriteForm
              initial={{ rating: review.data.rating, text: review.data.text, photos: review.data.photos }}
              submitLabel="수정하기"
              onSubmit={submitEdit}
            />
          </>
        ) : (
          <EmptyState title="고칠 수 없는 후기예요" description="작성 후 30일이 지난 후기는 고칠 수 없어요." actions={<LinkButton to={paths.mypage.reviewRegister()}>내가 쓴 리뷰</LinkButton>} />
        )
      ) : line.data ? (
        <>
          <LineHeader line={line.data} />
          <ReviewWriteForm submitLabel="등록하기" onSubmit={submitNew} />
        </>
      ) : null}
    </div>
  );
}
