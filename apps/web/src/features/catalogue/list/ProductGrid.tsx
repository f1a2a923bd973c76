import { Skeleton } from '@/shared/ui';
import { ProductCard } from '../product-card/ProductCard';
import type { ProductSummary } from '../product-card/product-summary';
import styles from './ProductList.module.css';

const EAGER_CARDS = 4;

export function ProductGrid({ products }: { products: readonly ProductSummary[] }) {
  return (
    <ul className={styles.grid}>
      {products.map((product, index) => (
        <li key={product.productNo}>
          <ProductCard product={product} eager={index < EAGER_CARDS} headingLevel={2} />
        </li>
      ))}
    </ul>
  );
}

/** Placeholder cards in the grid's own layout, so nothing jumps when the products arrive. */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true" data-testid="product-grid-skeleton">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <div className={styles.skeletonMedia}>
            <Skeleton height="100%" radius="var(--radius-md)" />
          </div>
          <Skeleton width="40%" height="0.8em" />
          <Skeleton width="85%" />
          <Skeleton width="50%" />
        </li>
      ))}
    </ul>
  );
}
