import { formatKrw, maxLineQty, selectionTotal, sellingPrice, type SelectionLine } from '@maru/domain';
import styles from './ProductItem.module.css';

interface SelectedLinesProps {
  lines: readonly SelectionLine[];
  onQuantity: (optionGroupSeq: number, qty: number) => void;
  onRemove: (optionGroupSeq: number) => void;
  /** A single option without choices has one fixed line that cannot be removed. */
  removable?: boolean;
}

export const optionLabel = (line: SelectionLine) => line.row.itemNameList.split('|').join(' / ');

/** The chosen options with quantity steppers bounded by stock, and the live total. */
export function SelectedLines({ lines, onQuantity, onRemove, removable = true }: SelectedLinesProps) {
  const total = selectionTotal(lines);
  return (
    <div className={styles.lines}>
      {lines.length > 0 ? (
        <ul aria-label="선택한 옵션">
          {lines.map((line) => {
            const key = line.row.itemGroupSeq;
            const label = optionLabel(line);
            const max = maxLineQty(line.row);
            return (
              <li key={key} className={styles.line}>
                <span className={styles.lineName}>{label || '기본'}</span>
                <div className={styles.stepper} role="group" aria-label={`${label} 수량`}>
                  <button type="button" onClick={() => onQuantity(key, line.qty - 1)} disabled={line.qty <= 1} aria-label="수량 줄이기">
                    −
                  </button>
                  <input
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={max}
                    value={line.qty}
                    aria-label="수량"
                    onChange={(event) => onQuantity(key, Number(event.target.value))}
                  />
                  <button type="button" onClick={() => onQuantity(key, line.qty + 1)} disabled={line.qty >= max} aria-label="수량 늘리기">
                    +
                  </button>
                </div>
                <span className={styles.linePrice}>
                  {formatKrw(sellingPrice({ price: line.row.orderPrice, priceDiscount: line.row.orderPriceDiscount }) * line.qty)}
                </span>
                {removable ? (
                  <button type="button" className={styles.remove} onClick={() => onRemove(key)} aria-label={`${label} 삭제`}>
                    ×
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      <p className={styles.total} aria-live="polite" data-testid="selection-total">
        <span>총 상품금액 ({total.count}개)</span>
        <strong>{formatKrw(total.amount)}</strong>
      </p>
    </div>
  );
}
