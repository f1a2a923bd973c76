import type { ProductCard as ProductCardData } from '@maru/domain';
import { ProductCard } from '@/features/catalogue';
import styles from './lists.module.css';

interface ProductTilesProps {
  products: readonly ProductCardData[];
  /** The button under each card: its text names the product for screen readers. */
  removeLabel: string;
  onRemove: (productNo: number) => void;
  busyProductNo?: number;
  /** Extra line under a card (the time it was viewed). */
  noteFor?: (product: ProductCardData) => string | undefined;
}

/** Product cards in a grid (two across at 360 px), each with a remove button below it. */
export function ProductTiles({ products, removeLabel, onRemove, busyProductNo, noteFor }: ProductTilesProps) {
  return (
    <ul className={styles.grid}>
      {products.map((product, index) => (
        <li key={product.productNo} className={styles.tile}>
          <ProductCard product={product} eager={index < 2} headingLevel={2} />
          {noteFor?.(product) ? <p className={styles.note}>{noteFor(product)}</p> : null}
          <button
            type="button"
            className={styles.remove}
            onClick={() => onRemove(product.productNo)}
            disabled={busyProductNo === product.productNo}
            aria-label={`${product.productName} ${removeLabel}`}
          >
            {removeLabel}
          </button>
        </li>
      ))}
    </ul>
  );
}
