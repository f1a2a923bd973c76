import { REVIEW_ANSWER_MAX, reviewAnswerMessages, reviewAnswerProblem, reviewTextLength, type AdminReviewView } from '@maru/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { describedByOf, FieldError } from '@/shared/form';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { useToast } from '@/shared/ui/toast-context';
import { ConsoleApiError } from '../../api/console-api';
import { auditKey } from '../../api/query-client';
import { ConfirmDialog } from '../../ui/pieces/ConfirmDialog';
import styles from '../../ui/console.module.css';
import { formatDateTime } from '../../ui/helpers/format';
import { PageHeader } from '../../ui/pieces/PageHeader';
import { QueryFailure } from '../../ui/pieces/QueryFailure';
import { Rating } from './Rating';
import { deleteAnswer, reviewQuery, reviewsKey, saveAnswer } from './reviews-api';

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

const pre = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;
const failed = (error: unknown, fallback: string) => (error instanceof ConsoleApiError ? error.message : fallback);

function ReviewDetail({ review }: { review: AdminReviewView }) {
  const id = useId();
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const [text, setText] = useState(review.answer?.text ?? '');
  const [problem, setProblem] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const settled = () => Promise.all([queryClient.invalidateQueries({ queryKey: reviewsKey }), queryClient.invalidateQueries({ queryKey: auditKey })]);
  const saved = (next: AdminReviewView) => queryClient.setQueryData(reviewQuery(review.reviewId).queryKey, next);

  const save = useMutation({
    mutationFn: () => saveAnswer(review.reviewId, text),
    onSuccess: (next) => {
      saved(next);
      showToast(review.answer ? '답변을 수정했습니다.' : '답변을 등록했습니다. 상품 페이지에 바로 보입니다.', 'success');
    },
    onError: (error) => setProblem(failed(error, '저장하지 못했습니다. 다시 시도해 주세요.')),
    onSettled: settled,
  });
  const remove = useMutation({
    mutationFn: () => deleteAnswer(review.reviewId),
    onSuccess: (next) => {
      setConfirming(false);
      saved(next);
      showToast('답변을 삭제했습니다.', 'success');
    },
    onError: (error) => {
      setConfirming(false);
      showToast(failed(error, '삭제하지 못했습니다. 다시 시도해 주세요.'), 'error');
    },
    onSettled: settled,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = reviewAnswerProblem(text);
    setProblem(found && reviewAnswerMessages[found]);
    if (!found) save.mutate();
  };
  const fieldId = `${id}-answer`;
  const hint = `${reviewTextLength(text).toLocaleString('ko-KR')} / ${REVIEW_ANSWER_MAX.toLocaleString('ko-KR')}자 · 글자 그대로 보입니다 (HTML 사용 불가) · 상품 페이지에 ‘마루의 답변’으로 보입니다`;

  return (
    <>
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

      <section className={styles.panel} aria-labelledby="review-answer">
        <h2 id="review-answer">{review.answer ? '답변 수정' : '답변 등록'}</h2>
        {review.answer ? (
          <p className={styles.small}>
            {formatDateTime(review.answer.answeredAt)} {review.answer.staffName ?? '마루 고객센터 (자동 등록)'} 답변
          </p>
        ) : null}
        <form className={styles.form} onSubmit={submit} noValidate>
          <div className={styles.field}>
            <label htmlFor={fieldId}>답변 내용</label>
            <textarea
              id={fieldId}
              rows={8}
              value={text}
              onChange={(event) => setText(event.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={describedByOf(fieldId, hint, problem)}
            />
            <span id={`${fieldId}-hint`} className={styles.hint}>
              {hint}
            </span>
            <FieldError id={`${fieldId}-error`} message={problem} />
          </div>
          <div className={styles.panelActions}>
            <Button type="submit" disabled={save.isPending || remove.isPending}>
              {review.answer ? '답변 수정' : '답변 등록'}
            </Button>
            {review.answer ? (
              <Button type="button" variant="secondary" disabled={save.isPending || remove.isPending} onClick={() => setConfirming(true)}>
                답변 삭제
              </Button>
            ) : null}
          </div>
        </form>
      </section>

      {confirming && review.answer ? (
        <ConfirmDialog title="답변 삭제" confirmLabel="삭제" onCancel={() => setConfirming(false)} onConfirm={() => remove.mutate()} pending={remove.isPending}>
          <p>이 리뷰에 단 쇼핑몰 답변을 삭제합니다. 상품 페이지와 작성자의 마이페이지에서 바로 사라지고, 삭제한 내용은 감사 로그에 남습니다.</p>
          <p style={pre} className={styles.small}>
            {review.answer.text}
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
