import { formatKrw, type SheetBenefitsView } from '@maru/domain';
import { useState, type KeyboardEvent } from 'react';
import { Button } from '@/shared/ui';
import { normalisePoints, pointsUnavailableReason } from '../format';
import styles from './checkout.module.css';

interface PointsFieldProps {
  points: SheetBenefitsView['points'];
  /** The points the shown amounts were priced with. */
  applied: number;
  disabled: boolean;
  onApply: (usePoints: number) => void;
}

const show = (amount: number) => (amount > 0 ? amount.toLocaleString('ko-KR') : '');

/**
 * 적립금 사용: typed in won, applied on 적용, Enter or leaving the field, rounded down to the
 * unit and capped at what this order may take (the server's maxUsable); 전액 사용 takes that
 * most. The amounts shown are always the server's answer to the applied figure.
 */
export function PointsField({ points, applied, disabled, onApply }: PointsFieldProps) {
  const [draft, setDraft] = useState(show(applied));
  const [note, setNote] = useState('');
  // A new applied figure (the server's, or a refused one dropped) replaces what was typed.
  const [shown, setShown] = useState(applied);
  if (shown !== applied) {
    setShown(applied);
    setDraft(show(applied));
  }
  const unavailable = pointsUnavailableReason(points);

  const apply = (typed: string) => {
    const { amount, adjusted } = normalisePoints(typed, points.unit, points.maxUsable);
    setDraft(show(amount));
    setNote(adjusted && typed.trim() !== '' ? `${formatKrw(points.unit)} 단위로, 이 주문에 쓸 수 있는 ${formatKrw(points.maxUsable)}까지 사용할 수 있어 ${formatKrw(amount)}으로 맞췄습니다.` : '');
    if (amount !== applied) onApply(amount);
  };

  // Enter would submit the checkout form (and pay); here it only applies the points.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply(draft);
  };

  return (
    <div className={styles.field}>
      <label htmlFor="use-points" className={styles.label}>
        적립금
      </label>
      <div className={styles.balance}>
        <span>
          보유 <strong data-testid="point-balance">{formatKrw(points.balance)}</strong>
        </span>
        <span>이 주문에 최대 {formatKrw(points.maxUsable)}</span>
      </div>
      <div className={styles.pointsRow}>
        <div className={styles.amountInput}>
          <input
            id="use-points"
            className={styles.input}
            inputMode="numeric"
            autoComplete="off"
            maxLength={14}
            value={draft}
            disabled={disabled || unavailable !== null}
            aria-describedby="use-points-hint use-points-note"
            onChange={(event) => setDraft(event.target.value)}
            onBlur={() => apply(draft)}
            onKeyDown={onKeyDown}
          />
          <span className={styles.unit} aria-hidden="true">
            원
          </span>
        </div>
        <Button variant="secondary" disabled={disabled || unavailable !== null} onClick={() => apply(draft)}>
          적용
        </Button>
        <Button variant="secondary" disabled={disabled || unavailable !== null} onClick={() => apply(String(points.maxUsable))}>
          전액 사용
        </Button>
      </div>
      <p id="use-points-hint" className={styles.hint}>
        {unavailable ?? `${formatKrw(points.minBalance)} 이상 보유 시 ${formatKrw(points.unit)} 단위로 사용할 수 있습니다.`}
      </p>
      <p id="use-points-note" className={styles.hint} aria-live="polite">
        {note}
      </p>
    </div>
  );
}
