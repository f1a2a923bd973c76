import { useId } from 'react';
import styles from './review.module.css';

const LABELS = ['별로예요', '그저 그래요', '괜찮아요', '좋아요', '최고예요'] as const;

/**
 * The 1–5 rating as a radio group: Tab reaches it, the arrow keys move between stars (the
 * browser's own radio behaviour), each star is labelled for screen readers.
 */
export function StarRating({ value, onChange, error }: { value: number; onChange: (rating: number) => void; error?: string }) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className={styles.stars} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.label}>별점</legend>
      <div className={styles.starRow}>
        {LABELS.map((label, index) => {
          const rating = index + 1;
          return (
            <label key={rating} className={styles.star} data-on={rating <= value || undefined}>
              <input type="radio" name={name} value={rating} checked={value === rating} onChange={() => onChange(rating)} className={styles.starInput} />
              <span aria-hidden="true">★</span>
              <span className={styles.visuallyHidden}>{`${rating}점 ${label}`}</span>
            </label>
          );
        })}
        <span className={styles.starText} aria-hidden="true">
          {value ? `${value}점 · ${LABELS[value - 1]}` : '별점을 골라 주세요'}
        </span>
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A rating shown, not chosen: five stars with the number for screen readers. */
export function Stars({ rating, size = 'md' }: { rating: number; size?: 'sm' | 'md' }) {
  const full = Math.round(rating);
  return (
    <span className={size === 'sm' ? styles.starsSmall : styles.starsShown} role="img" aria-label={`별점 5점 중 ${rating}점`}>
      {'★'.repeat(full)}
      <span className={styles.starsOff}>{'★'.repeat(5 - full)}</span>
    </span>
  );
}
