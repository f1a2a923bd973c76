import { formatKrw, type OrderLineView } from '@maru/domain';
import type { ReactNode } from 'react';
import { VisuallyHidden } from '@/shared/ui';
import styles from '../Order.module.css';

/** The id of a line's product name, for controls that act on the line to point at. */
export const lineNameId = (lineNo: number) => `order-line-${lineNo}-name`;

interface OrderLineListProps<Line extends OrderLineView> {
  lines: readonly Line[];
  /** Shown under a line: its state and what may be done with it (after the sale). */
  lineExtra?: (line: Line) => ReactNode;
}

/** The ordered lines with picture, option, quantity and price (selling price × qty, list price struck through). */
export function OrderLineList<Line extends OrderLineView>({ lines, lineExtra }: OrderLineListProps<Line>) {
  return (
    <ul className={styles.lines}>
      {lines.map((line) => (
        <li key={line.lineNo} className={styles.line} data-testid="order-line">
          <img src={line.imageUrl} alt="" width={72} height={72} loading="lazy" />
          <div className={styles.lineBody}>
            <span className={styles.muted}>{line.brandName}</span>
            <span className={styles.lineName} id={lineExtra ? lineNameId(line.lineNo) : undefined}>
              {line.productName}
            </span>
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
          {lineExtra ? <div className={styles.lineExtra}>{lineExtra(line)}</div> : null}
        </li>
      ))}
    </ul>
  );
}
