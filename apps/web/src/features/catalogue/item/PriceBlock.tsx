import { computeOptionPrice, formatDiscountPercent, formatKrw } from '@maru/domain';
import styles from './ProductItem.module.css';

/** List price struck through, discount percent and the selling price (spec 02 §3 price info). */
export function PriceBlock({ price, priceDiscount, vatRate }: { price: number; priceDiscount: number; vatRate?: number | null }) {
  const computed = computeOptionPrice({ price, priceDiscount, vatRate });
  return (
    <div className={styles.priceBlock}>
      {computed.discountPercent > 0 ? (
        <p className={styles.listPrice}>
          <span className={styles.hidden}>정가</span>
          <del>{formatKrw(computed.originalPrice)}</del>
        </p>
      ) : null}
      <p className={styles.sellingRow}>
        {computed.discountPercent > 0 ? (
          <span className={styles.discount}>
            <span className={styles.hidden}>할인율</span>
            {formatDiscountPercent(computed.discountPercent)}
          </span>
        ) : null}
        <strong className={styles.sellingPrice}>
          <span className={styles.hidden}>판매가</span>
          {formatKrw(computed.price)}
        </strong>
      </p>
    </div>
  );
}
