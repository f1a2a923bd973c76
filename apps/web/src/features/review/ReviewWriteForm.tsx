import { REVIEW_MAX_PHOTOS, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, reviewTextLength, reviewTextMessages, reviewTextProblem, type MediaImageView } from '@maru/domain';
import { useId, useState } from 'react';
import { isApiError } from '@/shared/api';
import { PhotoPicker, usePhotoUploads } from '@/shared/photos';
import { Button } from '@/shared/ui';
import { uploadPhoto } from './api/review-api';
import { StarRating } from './StarRating';
import styles from './review.module.css';

export interface ReviewDraft {
  rating: number;
  text: string;
  imageIds: string[];
}

interface ReviewWriteFormProps {
  initial?: { rating: number; text: string; photos: MediaImageView[] };
  submitLabel: string;
  onSubmit: (draft: ReviewDraft) => Promise<void>;
}

const messageOf = (error: unknown) => (isApiError(error) && error.kind !== 'network' && error.kind !== 'timeout' ? error.message : '연결이 원활하지 않습니다. 잠시 후 다시 시도해 주세요.');

/**
 * 리뷰 쓰기: a star rating, the text with a live count against the limits, and photos
 * uploaded as they are picked. The server's Korean message is shown for a refused photo or
 * a refused review; the form keeps what was written.
 */
export function ReviewWriteForm({ initial, submitLabel, onSubmit }: ReviewWriteFormProps) {
  const [rating, setRating] = useState(initial?.rating ?? 0);
  const [text, setText] = useState(initial?.text ?? '');
  const photos = usePhotoUploads(uploadPhoto, messageOf, initial?.photos);
  const [touched, setTouched] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const textId = useId();

  const length = reviewTextLength(text);
  const textProblem = reviewTextProblem(text);
  const { uploading } = photos;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setServerError(undefined);
    if (!rating || textProblem || uploading) return;
    setSubmitting(true);
    try {
      await onSubmit({ rating, text, imageIds: photos.imageIds });
    } catch (error) {
      setServerError(messageOf(error));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <StarRating value={rating} onChange={setRating} error={touched && !rating ? '별점을 골라 주세요.' : undefined} />
      <div className={styles.field}>
        <label htmlFor={textId} className={styles.label}>
          후기 <span className={styles.muted}>({REVIEW_TEXT_MIN}~{REVIEW_TEXT_MAX.toLocaleString('ko-KR')}자)</span>
        </label>
        <textarea
          id={textId}
          className={styles.textarea}
          value={text}
          rows={7}
          maxLength={REVIEW_TEXT_MAX * 2}
          placeholder="상품의 색감, 크기, 마감, 배송은 어땠나요?"
          aria-invalid={(touched && textProblem !== undefined) || undefined}
          aria-describedby={`${textId}-count${touched && textProblem ? ` ${textId}-error` : ''}`}
          onChange={(event) => setText(event.target.value)}
        />
        <p id={`${textId}-count`} className={length > REVIEW_TEXT_MAX ? styles.countOver : styles.count} aria-live="polite">
          {length.toLocaleString('ko-KR')} / {REVIEW_TEXT_MAX.toLocaleString('ko-KR')}자
        </p>
        {touched && textProblem ? (
          <p id={`${textId}-error`} className={styles.error}>
            {reviewTextMessages[textProblem]}
          </p>
        ) : null}
      </div>
      <PhotoPicker photos={photos.photos} max={REVIEW_MAX_PHOTOS} onAdd={photos.add} onRemove={photos.remove} inputTestId="review-photo-input" />
      {serverError ? (
        <p role="alert" className={styles.error}>
          {serverError}
        </p>
      ) : null}
      <Button type="submit" disabled={submitting || uploading} aria-busy={submitting || undefined}>
        {submitting ? '저장하는 중…' : uploading ? '사진을 올리는 중…' : submitLabel}
      </Button>
    </form>
  );
}
