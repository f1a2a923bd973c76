import type { AdminReviewView } from '@maru/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Spinner } from '@/shared/ui/Spinner';
import styles from '../../ui/console.module.css';
import { PageHeader } from '../../ui/pieces/PageHeader';
import { QueryFailure } from '../../ui/pieces/QueryFailure';
import { AnswerForm, RemoveAnswerDialog } from './AnswerForm';
import { ReviewText } from './ReviewText';
import { reviewQuery } from './reviews-api';
import { useReviewAnswer } from './use-review-answer';

/** One review as its writer wrote it (text, never HTML), and the shop's answer: written, edited or removed. */
export function ReviewDetailPage() {
  const { reviewId = '' } = useParams();
  const number = /^\d{1,10}$/.test(reviewId) ? Number(reviewId) : 0;
  const review = useQuery({ ...reviewQuery(number), enabled: number > 0 });
  return (
    <>
      <PageHeader title={`리뷰 ${reviewId}`} description={<Link to="..">리뷰 목록으로</Link>} />
      {number === 0 ? (
        <p className={styles.empty}>리뷰를 찾을 수 없습니다.</p>
      ) : review.isPending ? (
        <Spinner label="리뷰를 불러오는 중" />
      ) : review.isError ? (
        <QueryFailure error={review.error} retry={() => void review.refetch()} />
      ) : (
        // Keyed by the answer, so the form starts again from the answer as saved.
        <ReviewDetail key={review.data.answer?.answeredAt ?? 'none'} review={review.data} />
      )}
    </>
  );
}

function ReviewDetail({ review }: { review: AdminReviewView }) {
  const { text, setText, problem, confirming, setConfirming, save, remove, submit, fieldId, hint } = useReviewAnswer(review);

  return (
    <>
      <ReviewText review={review} />

      <AnswerForm
        review={review}
        fieldId={fieldId}
        hint={hint}
        text={text}
        onText={setText}
        problem={problem}
        pending={save.isPending || remove.isPending}
        onSubmit={submit}
        onRemove={() => setConfirming(true)}
      />

      {confirming && review.answer ? <RemoveAnswerDialog answer={review.answer} pending={remove.isPending} onCancel={() => setConfirming(false)} onConfirm={() => remove.mutate()} /> : null}
    </>
  );
}
