import type { ProductCard as ProductCardData } from '@maru/domain';
import { useQuery } from '@tanstack/react-query';
import { ProductCard } from '@/features/catalogue';
import { productShelfQuery } from './home-queries';
import styles from './pages/HomePage.module.css';

function ShelfList({ title, id, products }: { title: string; id: string; products: readonly ProductCardData[] }) {
  if (products.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <ul className={styles.products}>
        {products.map((product) => (
          <li key={product.productNo}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** New or popular products from the catalogue's search; the section stays out of the page until it answers. */
export function ProductShelf({ sorted, title, id }: { sorted: 'NE' | 'PO'; title: string; id: string }) {
  const { data } = useQuery(productShelfQuery(sorted));
  return <ShelfList title={title} id={id} products={data ?? []} />;
}

/** Products an operator picked for the shelf, as the home answer carries them. */
export function PickedShelf({ title, id, products }: { title: string; id: string; products: readonly ProductCardData[] }) {
  return <ShelfList title={title} id={id} products={products} />;
}
