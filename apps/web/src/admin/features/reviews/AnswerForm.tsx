import type { AdminReviewView } from '@maru/domain';
import type { FormEvent } from 'react';
import { describedByOf, FieldError } from '@/shared/form';
import { Button } from '@/shared/ui/Button';
import { ConfirmDialog } from '../../ui/pieces/ConfirmDialog';
import styles from '../../ui/console.module.css';
import { formatDateTime } from '../../ui/helpers/format';
import { pre } from './ReviewText';

interface AnswerFormProps {
  review: AdminReviewView;
  fieldId: string;
  hint: string;
  text: string;
  onText: (text: string) => void;
  problem: string | undefined;
  /** While the answer is saved or deleted, both buttons wait. */
  pending: boolean;
  onSubmit: (event: FormEvent) => void;
  onRemove: () => void;
}

/** 답변 등록 or 답변 수정: who answered when, the answer's text with its count, and the buttons to save or delete it. */
export function AnswerForm({ review, fieldId, hint, text, onText, problem, pending, onSubmit, onRemove }: AnswerFormProps) {
  return (
    <section className={styles.panel} aria-labelledby="review-answer">
      <h2 id="review-answer">{review.answer ? '답변 수정' : '답변 등록'}</h2>
      {review.answer ? (
        <p className={styles.small}>
          {formatDateTime(review.answer.answeredAt)} {review.answer.staffName ?? '마루 고객센터 (자동 등록)'} 답변
        </p>
      ) : null}
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <div className={styles.field}>
          <label htmlFor={fieldId}>답변 내용</label>
          <textarea
            id={fieldId}
            rows={8}
            value={text}
            onChange={(event) => onText(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={describedByOf(fieldId, hint, problem)}
          />
          <span id={`${fieldId}-hint`} className={styles.hint}>
            {hint}
          </span>
          <FieldError id={`${fieldId}-error`} message={problem} />
        </div>
        <div className={styles.panelActions}>
          <Button type="submit" disabled={pending}>
            {review.answer ? '답변 수정' : '답변 등록'}
          </Button>
          {review.answer ? (
            <Button type="button" variant="secondary" disabled={pending} onClick={onRemove}>
              답변 삭제
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}

/** 답변 삭제, asked once more with the answer it removes. */
export function RemoveAnswerDialog({ answer, pending, onCancel, onConfirm }: { answer: NonNullable<AdminReviewView['answer']>; pending: boolean; onCancel: () => void; onConfirm: () => void }) {
  return (
    <ConfirmDialog title="답변 삭제" confirmLabel="삭제" onCancel={onCancel} onConfirm={onConfirm} pending={pending}>
      <p>이 리뷰에 단 쇼핑몰 답변을 삭제합니다. 상품 페이지와 작성자의 마이페이지에서 바로 사라지고, 삭제한 내용은 감사 로그에 남습니다.</p>
      <p style={pre} className={styles.small}>
        {answer.text}
      </p>
    </ConfirmDialog>
  );
}
