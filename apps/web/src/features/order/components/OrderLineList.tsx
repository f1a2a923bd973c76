import { formatKrw, type OrderLineView } from '@maru/domain';
import { VisuallyHidden } from '@/shared/ui';
import styles from '../Order.module.css';

/** The ordered lines with picture, option, quantity and price (selling price × qty, list price struck through). */
export function OrderLineList({ lines }: { lines: readonly OrderLineView[] }) {
  return (
    <ul className={styles.lines}>
      {lines.map((line) => (
        <li key={line.lineNo} className={styles.line}>
          <img src={line.imageUrl} alt="" width={72} height={72} loading="lazy" />
          <div className={styles.lineBody}>
            <span className={styles.muted}>{line.brandName}</span>
            <span className={styles.lineName}>{line.productName}</span>
            <span className={styles.muted}>
              {line.optionName ? `${line.optionName} · ` : ''}
              {line.qty}개
            </span>
            <span className={styles.linePrice}>
              {formatKrw(line.sellingPrice * line.qty)}
              {line.price > line.sellingPrice ? (
                <del>
                  <VisuallyHidden>정가 </VisuallyHidden>
                  {formatKrw(line.price * line.qty)}
                </del>
              ) : null}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
