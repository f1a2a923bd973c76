import { REVIEW_ANSWER_MAX, reviewAnswerMessages, reviewAnswerProblem, reviewTextLength, type AdminReviewView } from '@maru/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useToast } from '@/shared/ui/toast-context';
import { ConsoleApiError } from '../../api/console-api';
import { auditKey } from '../../api/query-client';
import { deleteAnswer, reviewQuery, reviewsKey, saveAnswer } from './reviews-api';

const failed = (error: unknown, fallback: string) => (error instanceof ConsoleApiError ? error.message : fallback);

/** The shop's answer to a review as it is being written: its text and problem, saving it, and deleting it after a confirmation. */
export function useReviewAnswer(review: AdminReviewView) {
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

  return { text, setText, problem, confirming, setConfirming, save, remove, submit, fieldId, hint };
}
